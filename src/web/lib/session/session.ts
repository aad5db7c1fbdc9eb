import { showsInCreditBalance } from '#shared/domain/membership.ts';
import { userName } from '../people.ts';
import type { SessionEnterprise, SessionPayload, SessionUser } from './api.ts';

/** Messages of the sign-in flow (spec section 8), word for word. */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed!',
  loggedIn: 'Successfully Logged In!',
  loggedOut: 'Successfully Logged out!',
  logoutFailed: 'Logout failed. Please try again.',
  identifierRequired: 'Please enter your e-mail or username',
  passwordRequired: 'Please enter your password',
} as const;

/** The signed-in user's name: the app's one rule (lib/people.ts). */
export const displayName: (user: SessionUser) => string = userName;

/**
 * The label under the name in the user box: the provider's name for staff, the first enterprise's
 * name for customers (the server lists the enterprise of the user's first company first).
 */
export function userBoxLabel(session: SessionPayload): string {
  if (session.user.isStaff) return session.providerName;
  return session.enterprises[0]?.name ?? session.companies[0]?.enterprise.name ?? '';
}

/** Enterprises of the Credit Balance card: starter membership or a positive allowance. */
export const creditBalanceEnterprises = (session: SessionPayload): SessionEnterprise[] =>
  session.enterprises.filter((e) => showsInCreditBalance(e.membership));
