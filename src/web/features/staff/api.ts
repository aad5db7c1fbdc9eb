import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeactivateResult,
  StaffAccount,
  StaffAssignment,
  StaffList,
  StaffReassignResult,
} from '#shared/schemas/staff.ts';
import { api } from '../../lib/api-client.ts';

export type { DeactivateResult, StaffAccount, StaffAssignment, StaffList, StaffReassignResult };

const staffKey = ['staff'] as const;

export const useStaffList = () =>
  useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => api.get<StaffList>('/api/staff', { signal }),
    retry: false,
  });

export const useOpenAssignments = (userId: number | null) =>
  useQuery({
    queryKey: [...staffKey, 'open-assignments', userId],
    queryFn: ({ signal }) => api.get<StaffAssignment[]>(`/api/staff/${userId}/open-assignments`, { signal }),
    enabled: userId !== null,
    retry: false,
  });

/** Deactivate, reactivate, reassign; each refreshes the list (and the audit log) when done. */
export function useStaffActions() {
  const queryClient = useQueryClient();
  const onSettled = async () => {
    await queryClient.invalidateQueries({ queryKey: staffKey });
    await queryClient.invalidateQueries({ queryKey: ['audit'] });
  };
  return {
    deactivate: useMutation({
      mutationFn: (userId: number) => api.post<DeactivateResult>(`/api/staff/${userId}/deactivate`),
      onSettled,
    }),
    reactivate: useMutation({
      mutationFn: (userId: number) => api.post<{ changed: boolean }>(`/api/staff/${userId}/reactivate`),
      onSettled,
    }),
    reassign: useMutation({
      mutationFn: (body: { fromUserId: number; toUserId: number; requestIds: number[] }) =>
        api.post<StaffReassignResult>('/api/staff/reassign', body),
      onSettled,
    }),
  };
}
