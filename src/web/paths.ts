import type { NavKey } from '#shared/domain/permissions.ts';

/** Every route of the web app (spec section 2). The router and every link use these. */
export const PATHS = {
  home: '/',
  login: '/login',
  /** Forgot password (issue 25): ask for a reset link; the e-mailed link opens resetPassword. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signup: '/signup',
  signupEnterprise: '/signup/enterprise',
  signupMember: '/signup/member',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  signupRequest: '/settings/:enterpriseId/:inviteToken/signup-request',
  sentryExample: '/sentry-example-page',
  dashboard: '/dashboard',
  myWorkspace: '/myworkspace',
  requests: '/requests',
  request: '/requests/:requestId',
  requestBoard: '/requestboard',
  support: '/support',
  brandKit: '/brandkit',
  catalogue: '/catalogue',
  catalogueType: '/catalogue/types/:typeId',
  enterprises: '/enterprises',
  enterprise: '/enterprises/:enterpriseId',
  creditLedger: '/credits/:enterpriseId',
  /** Account settings of the signed-in person (issue 25). */
  account: '/account',
  /** Notification preferences of the signed-in person (issue 28); e-mails' footers link here. */
  notificationSettings: '/account/notifications',
  /** The page an e-mail change link opens (public: the link may be opened on any device). */
  confirmEmail: '/account/confirm-email',
  /** The page an invitation e-mail links to (`/invitation#<token>`, public). */
  invitation: '/invitation',
  /** The Team of an enterprise (issue 26): owners of it, staff for any; /team opens the owner's first. */
  team: '/team',
  teamOf: '/team/:enterpriseId',
  /** The audit log: staff all (?enterpriseId= narrows), owners their enterprise's. */
  audit: '/audit',
  /** Staff administration (issue 26): the provider's staff accounts; staff only. */
  staff: '/staff',
  /** Integrations (issue 29): webhooks; staff all, owners their enterprise's. */
  integrations: '/integrations',
  appShell: '/_app',
} as const;

/** Where a user lands after signing in when nothing else was asked for. */
export const DEFAULT_AFTER_LOGIN = PATHS.dashboard;

/** Public pages: no header, no sidebar, no sign-in needed. */
export const PUBLIC_PATHS = [
  PATHS.home,
  PATHS.login,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.signup,
  PATHS.signupEnterprise,
  PATHS.signupMember,
  PATHS.terms,
  PATHS.privacyPolicy,
  PATHS.signupRequest,
  PATHS.sentryExample,
  PATHS.confirmEmail,
  PATHS.invitation,
] as const;

/** Navigation entries of the shell; which ones a user sees comes from navigationFor(isStaff). */
export const NAV_ITEMS: Record<NavKey, { label: string; path: string }> = {
  dashboard: { label: 'Dashboard', path: PATHS.dashboard },
  myworkspace: { label: 'My Workspace', path: PATHS.myWorkspace },
  requests: { label: 'All Requests', path: PATHS.requests },
  requestboard: { label: 'Request Board', path: PATHS.requestBoard },
  support: { label: 'Support', path: PATHS.support },
  enterprises: { label: 'Enterprises', path: PATHS.enterprises },
  brandkit: { label: 'Brand Kit', path: PATHS.brandKit },
  catalogue: { label: 'Catalogue', path: PATHS.catalogue },
  team: { label: 'Team', path: PATHS.team },
  staff: { label: 'Staff', path: PATHS.staff },
  audit: { label: 'Audit log', path: PATHS.audit },
  integrations: { label: 'Integrations', path: PATHS.integrations },
};

/** /team/{enterpriseId}. */
export const teamPath = (id: number | string) => `${PATHS.team}/${encodeURIComponent(String(id))}`;
/** /audit?enterpriseId={id}. */
export const auditPath = (id?: number | string) =>
  id === undefined ? PATHS.audit : `${PATHS.audit}?enterpriseId=${encodeURIComponent(String(id))}`;

/** /enterprises/{id} (staff). */
export const enterprisePath = (id: number | string) =>
  `${PATHS.enterprises}/${encodeURIComponent(String(id))}`;

/** /credits/{enterpriseId}: the enterprise's credit ledger. */
export const creditLedgerPath = (id: number | string) => `/credits/${encodeURIComponent(String(id))}`;

/** The query parameter that carries the route to return to after signing in. */
export const REDIRECT_PARAM = 'redirectTo';

/** /login, remembering where to come back to (path + query) when there is somewhere to return to. */
export function loginPath(returnTo?: string | null): string {
  const target = safeRedirect(returnTo);
  return target && target !== DEFAULT_AFTER_LOGIN
    ? `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`
    : PATHS.login;
}

/**
 * A return route is accepted only when it is a path of this app: it starts with one slash (not a
 * protocol-relative '//host' or a backslash trick) and is not the login page itself.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const isLogin =
    value === PATHS.login || value.startsWith(`${PATHS.login}?`) || value.startsWith(`${PATHS.login}/`);
  return isLogin ? null : value;
}

/** /catalogue/types/{id}: a type's form editor. */
export const catalogueTypePath = (typeId: number) => `/catalogue/types/${typeId}`;

/** /requests/{id}, keeping the list's alignBy when given. */
export function requestPath(requestId: number | string, alignBy?: string | null): string {
  const base = `${PATHS.requests}/${encodeURIComponent(String(requestId))}`;
  return alignBy ? `${base}?alignBy=${encodeURIComponent(alignBy)}` : base;
}

/**
 * Where the New Request button goes. The request drawer (src/web/features/requests, to come) opens
 * on the workspace when `new=1` is present.
 */
export const NEW_REQUEST_PATH = `${PATHS.myWorkspace}?new=1`;

/** A new request with its service request type already chosen (a request-type search hit). */
export const newRequestOfType = (typeId: number) => `${NEW_REQUEST_PATH}&type=${typeId}`;

/** An invitation link: the enterprise and the inviter's signed token (from the session payload). */
export function signupRequestPath(enterpriseId: number | string, inviteToken: string): string {
  return `/settings/${encodeURIComponent(String(enterpriseId))}/${encodeURIComponent(inviteToken)}/signup-request`;
}
