import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AccountProfile, ProfileInput } from '#shared/schemas/account-profile.ts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-client.ts';

/** GET /api/account: the person's own profile (name, photo, e-mail and the one awaiting confirmation). */
export const accountProfileQuery = queryOptions({
  queryKey: ['account', 'profile'] as const,
  queryFn: ({ signal }) => api.get<{ data: AccountProfile }>('/api/account', { signal }).then((r) => r.data),
});

/** After a change: the settings page shows the answer, and the shell's avatar and name reload. */
export function profileChanged(client: QueryClient, profile: AccountProfile) {
  client.setQueryData(accountProfileQuery.queryKey, profile);
  void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

export const patchProfile = (input: ProfileInput) =>
  api.patch<{ data: AccountProfile }>('/api/account/profile', input).then((r) => r.data);

export function putPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file, file.name);
  return api.put<{ data: AccountProfile }>('/api/account/photo', body).then((r) => r.data);
}

export const deletePhoto = () =>
  api.delete<{ data: AccountProfile }>('/api/account/photo').then((r) => r.data);
