/** The auth feature's public face: the session provider and hooks, and how the signed-in user is named. */
export {
  AuthProvider,
  useAuth,
  useSession,
  type AuthContextValue,
  type AuthStatus,
} from './AuthProvider.tsx';
export { sessionQuery, type SessionEnterprise, type SessionPayload, type SessionUser } from './api.ts';
export { AUTH_MESSAGES, creditBalanceEnterprises, displayName, userBoxLabel } from './session.ts';
