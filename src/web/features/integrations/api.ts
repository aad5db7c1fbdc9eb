import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  WebhookDeliveryAnswerSchema,
  WebhookDeliveryListSchema,
  WebhookEndpointAnswerSchema,
  WebhookEndpointInput,
  WebhookEndpointListSchema,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecretSchema,
} from '#shared/schemas/webhooks.ts';
import type { InboundEmailListSchema, InboundOutcome } from '#shared/schemas/inbound-mail.ts';
import { api } from '../../lib/api-client.ts';

export type { WebhookDeliveryDto, WebhookEndpointDto } from '#shared/schemas/webhooks.ts';

const BASE = '/api/integrations/webhooks';

export const webhookKeys = {
  all: ['integrations', 'webhooks'] as const,
  deliveries: (id: number) => ['integrations', 'webhooks', id, 'deliveries'] as const,
};

export const endpointsQuery = queryOptions({
  queryKey: webhookKeys.all,
  queryFn: ({ signal }) => api.get<z.infer<typeof WebhookEndpointListSchema>>(BASE, { signal }),
});

/** An endpoint's deliveries, newest first, 20 a page ("Show older" loads the next). */
export const deliveriesQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: webhookKeys.deliveries(id),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api.get<z.infer<typeof WebhookDeliveryListSchema>>(`${BASE}/${id}/deliveries`, {
        query: { limit: 20, cursor: pageParam ?? undefined },
        signal,
      }),
    getNextPageParam: (last) => last.cursor,
  });

type WithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const createEndpoint = (input: WebhookEndpointInput) => api.post<WithSecret>(BASE, input);
export const updateEndpoint = (id: number, input: WebhookEndpointUpdate) =>
  api.patch<z.infer<typeof WebhookEndpointAnswerSchema>>(`${BASE}/${id}`, input);
export const deleteEndpoint = (id: number) => api.delete<{ data: { id: number } }>(`${BASE}/${id}`);
export const rotateSecret = (id: number) => api.post<WithSecret>(`${BASE}/${id}/rotate-secret`);
export const sendTest = (id: number) =>
  api.post<z.infer<typeof WebhookDeliveryAnswerSchema>>(`${BASE}/${id}/test`);
export const redeliver = (id: number, deliveryId: number) =>
  api.post<z.infer<typeof WebhookDeliveryAnswerSchema>>(`${BASE}/${id}/deliveries/${deliveryId}/redeliver`);

/** Staff choose an enterprise for an endpoint among these (the first 100 by name). */
export const enterpriseChoicesQuery = queryOptions({
  queryKey: ['integrations', 'enterprise-choices'] as const,
  queryFn: ({ signal }) =>
    api.get<{ data: { id: number; name: string }[] }>('/api/enterprises', {
      query: { pageSize: 100, sort: 'name', dir: 'asc' },
      signal,
    }),
});

/** What arrived at the reply addresses (staff), newest first, 20 a page, of one outcome or all. */
export const inboundEmailsQuery = (outcome: InboundOutcome | undefined) =>
  infiniteQueryOptions({
    queryKey: ['integrations', 'inbound-emails', outcome ?? 'all'] as const,
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api.get<z.infer<typeof InboundEmailListSchema>>('/api/integrations/inbound-emails', {
        query: { limit: 20, outcome, cursor: pageParam ?? undefined },
        signal,
      }),
    getNextPageParam: (last) => last.cursor,
  });
