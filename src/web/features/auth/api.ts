import type { LoginInput, SessionPayload } from '#shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';

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

/** POST /api/login {identifier, password}: sets the session cookie and answers the session payload. */
export const postLogin = (input: LoginInput) => api.post<SessionPayload>('/api/login', input);

/** POST /api/logout: revokes the session and clears the cookie. */
export const postLogout = () => api.post<{ ok: boolean }>('/api/logout');
