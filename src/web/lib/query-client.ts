import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { isApiError, isUnauthorized } from './api-client.ts';

/** Key of the signed-in session (GET /api/session); null means signed out. */
export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * One client for the app. A 401 from any call means the session ended (expired, revoked, signed out
 * in another tab): the session is set to null and the route guard sends the user to /login.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && query.queryKey[0] !== SESSION_QUERY_KEY[0]) signedOut();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorized(error)) signedOut();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (4xx) will not change by retrying; network and server errors get two more tries.
        retry: (failureCount, error) =>
          isApiError(error) && error.status >= 400 && error.status < 500 ? false : failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  function signedOut() {
    if (client.getQueryData(SESSION_QUERY_KEY)) client.setQueryData(SESSION_QUERY_KEY, null);
  }
  return client;
}
