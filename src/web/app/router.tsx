import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PATHS } from '../paths.ts';
import { RequireAuth, RoleRoute } from './guards.tsx';
import {
  appShellChunk,
  dashboardChunk,
  forgotPasswordChunk,
  loginChunk,
  requestBoardChunk,
  requestsChunk,
  signupChunk,
  workspaceChunk,
} from './preload.ts';
import { RootLayout } from './RootLayout.tsx';
import type { RouteSkeletonHandle } from './RouteSkeleton.tsx';
import { dashboardTitle } from './routes/dashboard-title.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

// Every page is its own chunk: the first load of /login carries only the login page. The signed-in
// pages' lazy components live in preload.ts, which starts them ahead of the route (at start-up, on
// hover) so that they render without suspending.
const AppShell = appShellChunk.Component;
const HomePage = lazy(() => import('./routes/HomePage.tsx'));
const LoginPage = loginChunk.Component;
const ForgotPasswordPage = forgotPasswordChunk.Component;
const ResetPasswordPage = lazy(() => import('./routes/ResetPasswordPage.tsx'));
const SignupPage = signupChunk.Component;
const SignupEnterprisePage = lazy(() => import('./routes/SignupEnterprisePage.tsx'));
const SignupMemberPage = lazy(() => import('./routes/SignupMemberPage.tsx'));
const TermsPage = lazy(() => import('./routes/TermsPage.tsx'));
const PrivacyPolicyPage = lazy(() => import('./routes/PrivacyPolicyPage.tsx'));
const SignupRequestPage = lazy(() => import('./routes/SignupRequestPage.tsx'));
const SentryExamplePage = lazy(() => import('./routes/SentryExamplePage.tsx'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage.tsx'));
const DashboardPage = dashboardChunk.Component;
const WorkspacePage = workspaceChunk.Component;
const RequestsPage = requestsChunk.Component;
const RequestBoardPage = requestBoardChunk.Component;
const SupportPage = lazy(() => import('./routes/SupportPage.tsx'));
const BrandKitPage = lazy(() => import('./routes/BrandKitPage.tsx'));
const CataloguePage = lazy(() => import('./routes/CataloguePage.tsx'));
const CatalogueTypePage = lazy(() => import('./routes/CatalogueTypePage.tsx'));
const EnterprisesPage = lazy(() => import('./routes/EnterprisesPage.tsx'));
const EnterprisePage = lazy(() => import('./routes/EnterprisePage.tsx'));
const CreditLedgerPage = lazy(() => import('./routes/CreditLedgerPage.tsx'));
const TeamPage = lazy(() => import('./routes/TeamPage.tsx'));
const StaffPage = lazy(() => import('./routes/StaffPage.tsx'));
const AuditLogPage = lazy(() => import('./routes/AuditLogPage.tsx'));
const IntegrationsPage = lazy(() => import('./routes/IntegrationsPage.tsx'));
const AccountSettingsPage = lazy(() => import('./routes/AccountSettingsPage.tsx'));
const NotificationSettingsPage = lazy(() => import('./routes/NotificationSettingsPage.tsx'));
const ConfirmEmailPage = lazy(() => import('./routes/ConfirmEmailPage.tsx'));
const AcceptInvitationPage = lazy(() => import('./routes/AcceptInvitationPage.tsx'));

/** A signed-in route's look while it loads (RouteSkeleton): the shape of its body and its title. */
const skeleton = (
  kind: RouteSkeletonHandle['skeleton']['kind'],
  title?: RouteSkeletonHandle['skeleton']['title'],
): RouteSkeletonHandle => ({ skeleton: title ? { kind, title } : { kind } });

/**
 * The route table (spec section 2), rendered by AppRoutes. Paths live in src/web/paths.ts. A route's
 * `handle` is read by RouteSkeleton (route-matches.ts); its error page is a RouteErrorBoundary
 * around its element (the declarative router has no `errorElement`).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      // Public pages: no header, no sidebar.
      { path: PATHS.home, element: <HomePage /> },
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.forgotPassword, element: <ForgotPasswordPage /> },
      { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
      { path: PATHS.signup, element: <SignupPage /> },
      { path: PATHS.signupEnterprise, element: <SignupEnterprisePage /> },
      { path: PATHS.signupMember, element: <SignupMemberPage /> },
      { path: PATHS.terms, element: <TermsPage /> },
      { path: PATHS.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: PATHS.signupRequest, element: <SignupRequestPage /> },
      { path: PATHS.sentryExample, element: <SentryExamplePage /> },
      { path: PATHS.confirmEmail, element: <ConfirmEmailPage /> },
      { path: PATHS.invitation, element: <AcceptInvitationPage /> },

      // Signed-in pages inside the application shell.
      {
        element: (
          <RouteErrorBoundary>
            <RequireAuth>
              <AppShell />
            </RequireAuth>
          </RouteErrorBoundary>
        ),
        handle: skeleton('cards'),
        children: [
          { path: PATHS.appShell, element: <Navigate to={PATHS.dashboard} replace /> },
          { path: PATHS.dashboard, element: <DashboardPage />, handle: skeleton('figures', dashboardTitle) },
          { path: PATHS.myWorkspace, element: <WorkspacePage />, handle: skeleton('list', 'My Workspace') },
          { path: PATHS.requests, element: <RequestsPage />, handle: skeleton('list', 'All Requests') },
          // The same page component for both: opening a request from the list keeps the list mounted
          // (its scroll, loaded pages and focus), only the drawer over it changes.
          { path: PATHS.request, element: <RequestsPage />, handle: skeleton('list', 'All Requests') },
          {
            path: PATHS.requestBoard,
            handle: skeleton('board', 'Request Board'),
            element: (
              <RoleRoute allow="staff">
                <RequestBoardPage />
              </RoleRoute>
            ),
          },
          {
            path: PATHS.support,
            handle: skeleton('cards', 'Support'),
            element: (
              <RoleRoute allow="customer">
                <SupportPage />
              </RoleRoute>
            ),
          },
          { path: PATHS.brandKit, element: <BrandKitPage />, handle: skeleton('cards', 'Brand Kit') },
          {
            path: PATHS.account,
            element: <AccountSettingsPage />,
            handle: skeleton('cards', 'Account settings'),
          },
          {
            path: PATHS.notificationSettings,
            element: <NotificationSettingsPage />,
            handle: skeleton('cards', 'Notifications'),
          },
          {
            path: PATHS.catalogue,
            handle: skeleton('cards', 'Catalogue'),
            element: (
              <RoleRoute allow="staff">
                <CataloguePage />
              </RoleRoute>
            ),
          },
          {
            path: PATHS.catalogueType,
            element: (
              <RoleRoute allow="staff">
                <CatalogueTypePage />
              </RoleRoute>
            ),
          },
          {
            path: PATHS.enterprises,
            handle: skeleton('list', 'Enterprises'),
            element: (
              <RoleRoute allow="staff">
                <EnterprisesPage />
              </RoleRoute>
            ),
          },
          {
            path: PATHS.enterprise,
            element: (
              <RoleRoute allow="staff">
                <EnterprisePage />
              </RoleRoute>
            ),
          },
          {
            path: PATHS.creditLedger,
            element: <CreditLedgerPage />,
            handle: skeleton('list', 'Credit ledger'),
          },
          { path: PATHS.team, element: <TeamPage />, handle: skeleton('list', 'Team') },
          { path: PATHS.teamOf, element: <TeamPage />, handle: skeleton('list', 'Team') },
          { path: PATHS.audit, element: <AuditLogPage />, handle: skeleton('list', 'Audit log') },
          {
            path: PATHS.integrations,
            element: <IntegrationsPage />,
            handle: skeleton('cards', 'Integrations'),
          },
          {
            path: PATHS.staff,
            handle: skeleton('list', 'Staff'),
            element: (
              <RoleRoute allow="staff">
                <StaffPage />
              </RoleRoute>
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
