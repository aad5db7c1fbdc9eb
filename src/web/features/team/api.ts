import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PendingReassignment,
  ReassignResult,
  RemovePersonResult,
  SoleAssignment,
  Team,
  TeamPerson,
  TeamRole,
} from '#shared/schemas/team.ts';
import type { AuditPage, AuditPerson } from '#shared/schemas/audit.ts';
import { api } from '../../lib/api-client.ts';

export type {
  AuditPage,
  AuditPerson,
  PendingReassignment,
  ReassignResult,
  RemovePersonResult,
  SoleAssignment,
  Team,
  TeamPerson,
  TeamRole,
};

const teamKey = (enterpriseId: number) => ['team', enterpriseId] as const;

export const useTeam = (enterpriseId: number) =>
  useQuery({
    queryKey: teamKey(enterpriseId),
    queryFn: ({ signal }) => api.get<Team>(`/api/team/${enterpriseId}`, { signal }),
    enabled: Number.isInteger(enterpriseId) && enterpriseId > 0,
    retry: false,
  });

/**
 * The people no longer in the team still the only assignee of open requests (the Team page's notice).
 * Under the team's key: every team write (a removal, a reassignment) refreshes it.
 */
export const usePendingReassignments = (enterpriseId: number) =>
  useQuery({
    queryKey: [...teamKey(enterpriseId), 'reassignments'],
    queryFn: ({ signal }) =>
      api.get<PendingReassignment[]>(`/api/team/${enterpriseId}/reassignments`, { signal }),
    retry: false,
  });

type Changed = { changed: boolean };

/** The team's writes; each refreshes the team (and the audit log) when done. */
export function useTeamActions(enterpriseId: number) {
  const queryClient = useQueryClient();
  const onSettled = async () => {
    await queryClient.invalidateQueries({ queryKey: teamKey(enterpriseId) });
    await queryClient.invalidateQueries({ queryKey: ['audit'] });
  };
  const base = `/api/team/${enterpriseId}/people`;
  return {
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: number; role: TeamRole }) =>
        api.put<Changed>(`${base}/${userId}/role`, { role }),
      onSettled,
    }),
    addToCompany: useMutation({
      mutationFn: ({ userId, companyId }: { userId: number; companyId: number }) =>
        api.put<Changed>(`${base}/${userId}/companies/${companyId}`),
      onSettled,
    }),
    removeFromCompany: useMutation({
      mutationFn: ({ userId, companyId }: { userId: number; companyId: number }) =>
        api.delete<Changed>(`${base}/${userId}/companies/${companyId}`),
      onSettled,
    }),
    removePerson: useMutation({
      mutationFn: ({ userId }: { userId: number }) => api.delete<RemovePersonResult>(`${base}/${userId}`),
      onSettled,
    }),
    reassign: useMutation({
      mutationFn: (body: { fromUserId: number; toUserId: number; requestIds: number[] }) =>
        api.post<ReassignResult>(`/api/team/${enterpriseId}/reassign`, body),
      onSettled,
    }),
  };
}

export type AuditQuery = {
  enterpriseId?: number | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The query string of an audit read or export (empty filters left out). */
export function auditSearch(q: AuditQuery, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, ...extra })) {
    if (v !== undefined && v !== '' && v !== null) params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The people of the audit log in the caller's scope (the "Who" filter), former ones marked. */
export const useAuditPeople = (enterpriseId: number | undefined) =>
  useQuery({
    queryKey: ['audit', 'people', enterpriseId ?? null],
    queryFn: ({ signal }) =>
      api.get<{ people: AuditPerson[] }>(`/api/audit/people${auditSearch({ enterpriseId })}`, { signal }),
    retry: false,
  });

/** The audit log, newest first, 200 entries a page; the next page is the entries before the last. */
export const useAuditLog = (q: AuditQuery, enabled = true) =>
  useInfiniteQuery({
    queryKey: ['audit', q],
    initialPageParam: null as number | null,
    queryFn: ({ signal, pageParam }) =>
      api.get<AuditPage>(
        `/api/audit${auditSearch(q, { limit: 200, ...(pageParam === null ? {} : { before: pageParam }) })}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextBefore,
    enabled,
    retry: false,
  });
