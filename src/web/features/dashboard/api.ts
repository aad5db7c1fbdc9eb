import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import type { LedgerKind } from '#shared/domain/ledger.ts';
import type { ServiceRequestDto } from '#shared/schemas/request.ts';
import type { SignupRequestDto } from '#shared/schemas/signup.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';

export type { SignupRequestDto };

/** GET /api/dashboard: requests per status in the caller's scope (drafts: their own) and the latest five. */
export type DashboardSummary = {
  counts: Record<Exclude<RequestStatus, 'DELETED'>, number>;
  recent: ServiceRequestDto[];
};

/** One line of GET /api/credits/ledger. */
export type LedgerEntry = {
  id: number;
  kind: LedgerKind;
  amount: string;
  balanceAfter: string;
  requestId: number | null;
  actorId: number | null;
  note: string;
  createdAt: string;
};
export type LedgerPage = { data: LedgerEntry[]; balance: string; cursor: string | null; hasMore: boolean };

export const LEDGER_PAGE_SIZE = 6;

export const dashboardKeys = {
  summary: ['dashboard'] as const,
  ledger: (enterpriseId: number) => ['credits-ledger', enterpriseId] as const,
  signups: ['signup-requests'] as const,
};

/** The dashboard figures; always refreshed when the page opens (requests change all the time). */
export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) =>
      api.get<{ data: DashboardSummary }>('/api/dashboard', { signal }).then((r) => r.data),
    staleTime: 0,
  });

export const useDashboardSummary = () => useQuery(dashboardSummaryQuery());

/** An enterprise's credit ledger, newest first, a page at a time (owners and staff only). */
export const useCreditLedger = (enterpriseId: number) =>
  useInfiniteQuery({
    queryKey: dashboardKeys.ledger(enterpriseId),
    queryFn: ({ pageParam, signal }) =>
      api.get<LedgerPage>('/api/credits/ledger', {
        query: { enterpriseId, cursor: pageParam ?? undefined, limit: LEDGER_PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.cursor ? last.cursor : undefined),
    staleTime: 0,
  });

/** Pending sign-up requests the signed-in owner or staff member decides. */
export const useSignupRequests = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.signups,
    queryFn: ({ signal }) =>
      api.get<{ data: SignupRequestDto[] }>('/api/signup-requests', { signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
  });

export type SignupDecision = { id: number; approve: boolean; companyId?: number | undefined };

/** POST /api/signup-requests/{id}/approve {data:{companyId}} or …/reject; the list drops the request. */
export function useDecideSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, companyId }: SignupDecision) =>
      approve
        ? api.post<{ data: SignupRequestDto }>(`/api/signup-requests/${id}/approve`, {
            data: companyId ? { companyId } : {},
          })
        : api.post<{ data: SignupRequestDto }>(`/api/signup-requests/${id}/reject`, {}),
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<SignupRequestDto[]>(dashboardKeys.signups, (list) =>
        list?.filter((r) => r.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.signups });
    },
  });
}

/** Enterprises the signed-in user owns (the session lists each enterprise's owners by e-mail). */
export function ownedEnterprises(session: SessionPayload): SessionPayload['enterprises'] {
  const email = session.user.email.toLowerCase();
  return session.enterprises.filter((e) => e.owners.some((o) => o.email.toLowerCase() === email));
}
