import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  keepPreviousData,
} from '@tanstack/react-query';
import type { LedgerKind } from '#shared/domain/ledger.ts';
import { formatCredit } from '#shared/domain/formats.ts';
import type {
  CreditReport,
  EnterpriseChange,
  EnterpriseDetail,
  EnterpriseList,
  EnterpriseSummary,
  LedgerEntryDto,
  LedgerPage,
  StaffOverview,
} from '#shared/schemas/credits.ts';
import { api } from '../../lib/api-client.ts';
import type { Toast } from '../../lib/toast.ts';
import { SESSION_QUERY_KEY } from '../../lib/query-client.ts';

/** The answers' types come from the server's response schemas (src/shared/schemas/credits.ts). */
export type {
  CreditReport,
  EnterpriseChange,
  EnterpriseDetail,
  EnterpriseSummary,
  LedgerEntryDto,
  LedgerPage,
  StaffOverview,
};
export type LedgerFilters = { kind: LedgerKind[]; from: string; to: string };
/** A ledger unfiltered: what the ledger screen opens on. */
export const LEDGER_NO_FILTERS: LedgerFilters = { kind: [], from: '', to: '' };
export type EnterpriseListQuery = {
  q: string;
  sort: 'name' | 'tier' | 'allowance' | 'balance' | 'renewal' | 'users';
  dir: 'asc' | 'desc';
  page: number;
};
export const creditKeys = {
  enterprises: (q: EnterpriseListQuery) => ['enterprises', q] as const,
  enterprise: (id: number) => ['enterprise', id] as const,
  ledger: (id: number, f: LedgerFilters) => ['credits-ledger', id, f] as const,
  report: ['credits-report'] as const,
  overview: ['credits-overview'] as const,
};

export const ENTERPRISES_PAGE_SIZE = 25;
export const LEDGER_PAGE = 25;

/** The ledger filters as query parameters (shared by the page reads and the CSV link). */
export function ledgerQuery(enterpriseId: number, f: LedgerFilters) {
  return {
    enterpriseId,
    kind: f.kind.length ? f.kind.join(',') : undefined,
    from: f.from || undefined,
    to: f.to || undefined,
  };
}

export function ledgerCsvUrl(enterpriseId: number, f: LedgerFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(ledgerQuery(enterpriseId, f))) {
    if (v !== undefined) params.set(k, String(v));
  }
  return `/api/credits/ledger.csv?${params.toString()}`;
}

export const useEnterprises = (q: EnterpriseListQuery) =>
  useQuery({
    queryKey: creditKeys.enterprises(q),
    queryFn: ({ signal }) =>
      api.get<EnterpriseList>('/api/enterprises', {
        query: {
          q: q.q || undefined,
          sort: q.sort,
          dir: q.dir,
          page: q.page,
          pageSize: ENTERPRISES_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useEnterprise = (id: number) =>
  useQuery({
    queryKey: creditKeys.enterprise(id),
    queryFn: ({ signal }) =>
      api.get<{ data: EnterpriseDetail }>(`/api/enterprises/${id}`, { signal }).then((r) => r.data),
  });

export const useLedger = (enterpriseId: number, filters: LedgerFilters, pageSize = LEDGER_PAGE) =>
  useInfiniteQuery({
    queryKey: creditKeys.ledger(enterpriseId, filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<LedgerPage>('/api/credits/ledger', {
        query: { ...ledgerQuery(enterpriseId, filters), cursor: pageParam ?? undefined, limit: pageSize },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.cursor ? last.cursor : undefined),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** After a change to an enterprise: its detail, the list, its ledger and the reports are stale. */
function useInvalidateEnterprise() {
  const queryClient = useQueryClient();
  return (id: number) => {
    void queryClient.invalidateQueries({ queryKey: creditKeys.enterprise(id) });
    void queryClient.invalidateQueries({ queryKey: ['enterprises'] });
    void queryClient.invalidateQueries({ queryKey: ['credits-ledger', id] });
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}

export function useUpdateMembership(id: number) {
  const invalidate = useInvalidateEnterprise();
  return useMutation({
    mutationFn: (data: { membership?: string; paymentAt?: string | null; confirmGrant?: string }) =>
      api.patch<{ data: EnterpriseDetail }>(`/api/enterprises/${id}`, { data }).then((r) => r.data),
    onSuccess: () => invalidate(id),
  });
}

export function useChangeCredits(id: number) {
  const invalidate = useInvalidateEnterprise();
  return useMutation({
    mutationFn: (data: { direction: 'grant' | 'remove'; amount: string; reason: string }) =>
      api
        .post<{ data: { balance: string }; meta: { duplicate: boolean } }>(`/api/enterprises/${id}/credits`, {
          data,
        })
        .then((r) => ({ balance: r.data.balance, duplicate: r.meta.duplicate })),
    onSuccess: () => invalidate(id),
  });
}

/**
 * The toast of a staff credit change: `done` (what was granted or removed, and the balance), or, when
 * the server met the same change by the same person a moment ago (a double click, a retry) and did not
 * make it again, that.
 */
export function announceCreditChange(
  toast: Toast,
  answer: { balance: string; duplicate: boolean },
  done: string,
): void {
  if (answer.duplicate) {
    toast.info(
      `This change was already made a moment ago and was not made again · balance ${formatCredit(answer.balance)}`,
    );
  } else toast.success(`${done} · balance ${formatCredit(answer.balance)}`);
}

export const useCreditReport = (enabled: boolean) =>
  useQuery({
    queryKey: creditKeys.report,
    queryFn: ({ signal }) =>
      api.get<{ data: CreditReport[] }>('/api/credits/report', { signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
  });

export const useStaffOverview = (enabled: boolean) =>
  useQuery({
    queryKey: creditKeys.overview,
    queryFn: ({ signal }) =>
      api.get<{ data: StaffOverview }>('/api/credits/overview', { signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
  });
