import { useQuery } from '@tanstack/react-query';
import type { BillingInfo } from '#shared/schemas/billing.ts';
import { api } from './api-client.ts';

/**
 * Whether Stripe billing is on, and the tiers on sale (GET /api/billing): the owners' plan choice,
 * and what the app tells a customer about getting credits. `enabled`: asked only when needed.
 */
export const useBilling = (enabled = true) =>
  useQuery({
    queryKey: ['billing'],
    queryFn: ({ signal }) => api.get<{ data: BillingInfo }>('/api/billing', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    enabled,
  });
