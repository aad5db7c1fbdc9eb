import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyCap, Spending, SpendingPerson } from '#shared/schemas/spending.ts';
import type { ApprovalDecision, PendingApproval } from '#shared/schemas/approvals.ts';
import { api } from '../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/query-client.ts';

export type { MyCap, PendingApproval, Spending, SpendingPerson };

/** Spending controls of the Team page (issue 26): caps, this month's spend, approvals. */
const spendingKey = (enterpriseId: number) => ['spending', enterpriseId] as const;
const approvalsKey = (enterpriseId: number) => ['approvals', enterpriseId] as const;

export const useSpending = (enterpriseId: number) =>
  useQuery({
    queryKey: spendingKey(enterpriseId),
    queryFn: ({ signal }) => api.get<Spending>(`/api/team/${enterpriseId}/spending`, { signal }),
    retry: false,
  });

export const usePendingApprovals = (enterpriseId: number, enabled: boolean) =>
  useQuery({
    queryKey: approvalsKey(enterpriseId),
    queryFn: ({ signal }) =>
      api.get<{ data: PendingApproval[] }>(`/api/team/${enterpriseId}/approvals`, { signal }),
    enabled,
    retry: false,
  });

export function useSpendingActions(enterpriseId: number) {
  const queryClient = useQueryClient();
  const onSettled = async () => {
    await queryClient.invalidateQueries({ queryKey: spendingKey(enterpriseId) });
    await queryClient.invalidateQueries({ queryKey: approvalsKey(enterpriseId) });
    await queryClient.invalidateQueries({ queryKey: ['audit'] });
    // A decision takes a held submission out of the Team page's reassignment notice.
    await queryClient.invalidateQueries({ queryKey: ['team', enterpriseId, 'reassignments'] });
    await queryClient.invalidateQueries({ queryKey: ['requests'] });
  };
  return {
    setCap: useMutation({
      mutationFn: ({ userId, monthlyCap }: { userId: number; monthlyCap: string | null }) =>
        api.put<{ changed: boolean; monthlyCap: string | null }>(
          `/api/team/${enterpriseId}/people/${userId}/cap`,
          { monthlyCap },
        ),
      onSettled,
    }),
    setRequireApproval: useMutation({
      mutationFn: (requireApproval: boolean) =>
        api.put<{ requireApproval: boolean; changed: boolean }>(`/api/team/${enterpriseId}/approval`, {
          requireApproval,
        }),
      onSettled,
    }),
    approve: useMutation({
      // The submission the owner saw: one sent again since is refused (409), not approved unseen.
      mutationFn: ({ requestId, requestedAt }: { requestId: number; requestedAt: string }) =>
        api.post<ApprovalDecision>(`/api/approvals/${requestId}/approve`, { requestedAt }),
      onSettled: async () => {
        await onSettled();
        // The enterprise's balance (the shell's Credit Balance) moved.
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
    }),
    decline: useMutation({
      mutationFn: ({
        requestId,
        reason,
        requestedAt,
      }: {
        requestId: number;
        reason: string;
        requestedAt: string;
      }) => api.post<ApprovalDecision>(`/api/approvals/${requestId}/decline`, { reason, requestedAt }),
      onSettled,
    }),
  };
}
