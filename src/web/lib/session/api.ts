import type { LoginInput, SessionPayload } from '#shared/schemas/auth.ts';
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

/** POST /api/login {identifier, password}: sets the session cookie and answers the session payload. */
export const postLogin = (input: LoginInput) => api.post<SessionPayload>('/api/login', input);

/** POST /api/logout: revokes the session and clears the cookie. */
export const postLogout = () => api.post<{ ok: boolean }>('/api/logout');
