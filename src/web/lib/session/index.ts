/**
 * The session, which every feature reads: the provider and its hooks (useAuth, useSession), the
 * session query, and how the signed-in user is named. It lives in lib/ (it imports no feature).
 */
export {
  AuthProvider,
  useAuth,
  useSession,
  type AuthContextValue,
  type AuthStatus,
} from './AuthProvider.tsx';
export { sessionQuery, type SessionEnterprise, type SessionPayload, type SessionUser } from './api.ts';
export { AUTH_MESSAGES, creditBalanceEnterprises, displayName, userBoxLabel } from './session.ts';
