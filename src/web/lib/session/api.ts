import type { LoginInput, SessionPayload } from '#shared/schemas/auth.ts';
import type { LoginCodeInput, TwoFactorLoginStep } from '#shared/schemas/two-factor.ts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { SESSION_QUERY_KEY } from '../query-client.ts';

export type { SessionPayload };
export type SessionUser = SessionPayload['user'];
export type SessionEnterprise = SessionPayload['enterprises'][number];

/**
 * GET /api/session: the session payload, or null when signed out — a 200 either way, so an anonymous
 * page logs no failed request in the console (GET /api/me answers 401 there).
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionPayload | null> {
  const { session } = await api.get<{ session: SessionPayload | null }>(
    '/api/session',
    signal ? { signal } : undefined,
  );
  return session;
}

/** The session query: started by main.tsx before the first render, read by AuthProvider. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 5 * 60_000,
});

/**
 * POST /api/login {identifier, password}: sets the session cookie and answers the session payload; with
 * two-factor on, a challenge for the code step instead (no session); when two-factor is required and
 * off, { twoFactor: 'enroll' } (a session good for enrolment only).
 */
export const postLogin = (input: LoginInput) =>
  api.post<SessionPayload | TwoFactorLoginStep>('/api/login', input);

/** POST /api/login/two-factor {challenge, code}: the second step; sets the cookie, answers the session. */
export const postLoginCode = (input: LoginCodeInput) =>
  api.post<SessionPayload>('/api/login/two-factor', input);

/** POST /api/logout: revokes the session and clears the cookie. */
export const postLogout = () => api.post<{ ok: boolean }>('/api/logout');
