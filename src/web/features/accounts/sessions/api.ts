import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountSessionListSchema, EndedSessionsSchema } from '#shared/schemas/account-security.ts';
import { api } from '../../../lib/api-client.ts';

export type { AccountSession } from '#shared/schemas/account-security.ts';
type Ended = z.infer<typeof EndedSessionsSchema>;

export const sessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'] as const,
  queryFn: ({ signal }) =>
    api.get<z.infer<typeof AccountSessionListSchema>>('/api/account/sessions', { signal }),
});

export const deleteSession = (id: string) =>
  api.delete<Ended>(`/api/account/sessions/${encodeURIComponent(id)}`);
export const postEndOtherSessions = () => api.post<Ended>('/api/account/sessions/end-others');
