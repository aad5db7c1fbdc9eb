import type { LoginInput, SessionPayload } from '#shared/schemas/auth.ts';
import { api, isUnauthorized } from '../../lib/api-client.ts';

export type { SessionPayload };
export type SessionUser = SessionPayload['user'];
export type SessionEnterprise = SessionPayload['enterprises'][number];

/** GET /api/me: the session payload, or null when signed out (401). */
export async function fetchSession(signal?: AbortSignal): Promise<SessionPayload | null> {
  try {
    return await api.get<SessionPayload>('/api/me', signal ? { signal } : undefined);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

/** POST /api/login {identifier, password}: sets the session cookie and answers the session payload. */
export const postLogin = (input: LoginInput) => api.post<SessionPayload>('/api/login', input);

/** POST /api/logout: revokes the session and clears the cookie. */
export const postLogout = () => api.post<{ ok: boolean }>('/api/logout');
