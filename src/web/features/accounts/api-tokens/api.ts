import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ApiTokenCreatedSchema,
  ApiTokenInput,
  ApiTokenListSchema,
  ApiTokenSchema,
} from '#shared/schemas/api-tokens.ts';
import { api } from '../../../lib/api-client.ts';

export type { ApiTokenDto } from '#shared/schemas/api-tokens.ts';

export const apiTokensQuery = queryOptions({
  queryKey: ['account', 'api-tokens'] as const,
  queryFn: ({ signal }) => api.get<z.infer<typeof ApiTokenListSchema>>('/api/account/api-tokens', { signal }),
});

export const postApiToken = (input: ApiTokenInput) =>
  api.post<z.infer<typeof ApiTokenCreatedSchema>>('/api/account/api-tokens', input);
export const deleteApiToken = (id: number) =>
  api.delete<{ data: z.infer<typeof ApiTokenSchema> }>(`/api/account/api-tokens/${id}`);
