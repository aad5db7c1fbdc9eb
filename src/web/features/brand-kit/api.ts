import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccessLevel, BrandKitInput } from '#shared/domain/brand-kit.ts';
import type {
  AccessAnswer,
  BrandKitDeletedSchema,
  BrandKitDto,
  CompanyAccess,
  KitSwatch,
  PersonAccess,
  RequestBrandKit,
} from '#shared/schemas/brand-kit.ts';
import { api } from '../../lib/api-client.ts';

/** The answers' types come from the server's response schemas (src/shared/schemas/brand-kit.ts). */
export type { AccessAnswer, BrandKitDto, CompanyAccess, KitSwatch, PersonAccess, RequestBrandKit };

export const brandKitKeys = {
  all: ['brand-kits'] as const,
  list: () => ['brand-kits', 'list'] as const,
  companies: () => ['brand-kits', 'companies'] as const,
  access: (companyId: number) => ['brand-kits', 'access', companyId] as const,
  attachable: (companyId: number) => ['brand-kits', 'attachable', companyId] as const,
  request: (requestId: number) => ['brand-kits', 'request', requestId] as const,
  swatch: (requestId: number) => ['brand-kits', 'swatch', requestId] as const,
};

export const fetchBrandKits = (signal?: AbortSignal) =>
  api.get<{ data: BrandKitDto[] }>('/api/brand-kits', signal ? { signal } : undefined).then((r) => r.data);

export const createBrandKit = (data: BrandKitInput) =>
  api.post<{ data: BrandKitDto }>('/api/brand-kits', { data }).then((r) => r.data);

export const updateBrandKit = (id: number, data: BrandKitInput) =>
  api.put<{ data: BrandKitDto }>(`/api/brand-kits/${id}`, { data }).then((r) => r.data);

export const useBrandKits = () =>
  useQuery({ queryKey: brandKitKeys.list(), queryFn: ({ signal }) => fetchBrandKits(signal) });

export const useBrandKitCompanies = () =>
  useQuery({
    queryKey: brandKitKeys.companies(),
    queryFn: ({ signal }) =>
      api.get<{ data: CompanyAccess[] }>('/api/brand-kits/companies', { signal }).then((r) => r.data),
  });

/** Create (no id) or update a kit; the saved kit goes to the top of the cached list. */
export function useSaveBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: BrandKitInput }) =>
      id === null ? createBrandKit(data) : updateBrandKit(id, data),
    onSuccess: (saved) => {
      queryClient.setQueryData<BrandKitDto[]>(brandKitKeys.list(), (list) =>
        list ? [saved, ...list.filter((k) => k.id !== saved.id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: brandKitKeys.all });
    },
  });
}

export function useArchiveBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      api.put<{ data: BrandKitDto }>(`/api/brand-kits/${id}/archive`, { archived }).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: brandKitKeys.all }),
  });
}

export function useDeleteBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<z.infer<typeof BrandKitDeletedSchema>>(`/api/brand-kits/${id}`),
    onSuccess: (_r, id) => {
      queryClient.setQueryData<BrandKitDto[]>(brandKitKeys.list(), (list) =>
        list?.filter((k) => k.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: brandKitKeys.all });
    },
  });
}

export const useCompanyAccess = (companyId: number) =>
  useQuery({
    queryKey: brandKitKeys.access(companyId),
    queryFn: ({ signal }) =>
      api.get<{ data: AccessAnswer }>(`/api/brand-kits/access/${companyId}`, { signal }).then((r) => r.data),
  });

export function useGrantAccess(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: { userId: number; level: AccessLevel }) =>
      api
        .put<{ data: AccessAnswer }>(`/api/brand-kits/access/${companyId}`, { data: [grant] })
        .then((r) => r.data),
    onSuccess: (answer) => queryClient.setQueryData(brandKitKeys.access(companyId), answer),
  });
}

/** The kits that can be attached to a request of this company (not archived). */
export const useAttachableKits = (companyId: number | null) =>
  useQuery({
    queryKey: brandKitKeys.attachable(companyId ?? 0),
    enabled: companyId !== null && companyId > 0,
    queryFn: ({ signal }) =>
      api
        .get<{ data: BrandKitDto[] }>('/api/brand-kits/attachable', { signal, query: { companyId } })
        .then((r) => r.data),
  });

export const useRequestBrandKit = (requestId: number) =>
  useQuery({
    queryKey: brandKitKeys.request(requestId),
    enabled: requestId > 0,
    // Saving a request may change it: always asked again when a detail view opens.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get<{ data: RequestBrandKit | null }>(`/api/service-requests/${requestId}/brand-kit`, { signal })
        .then((r) => r.data),
  });

/**
 * Board cards ask for their kit one by one; the asks of one render are sent as a single request.
 */
let pending: { ids: Set<number>; waiters: ((swatches: KitSwatch[]) => void)[] } | null = null;
function loadSwatch(requestId: number): Promise<KitSwatch | null> {
  if (!pending) {
    const batch: { ids: Set<number>; waiters: ((swatches: KitSwatch[]) => void)[] } = {
      ids: new Set(),
      waiters: [],
    };
    pending = batch;
    setTimeout(() => {
      pending = null;
      const ids = [...batch.ids].slice(0, 200);
      void api
        .get<{ data: KitSwatch[] }>('/api/request-brand-kits/swatches', { query: { ids: ids.join(',') } })
        .then((r) => r.data)
        .catch(() => [])
        .then((swatches) => batch.waiters.forEach((w) => w(swatches)));
    }, 10);
  }
  const batch = pending;
  batch.ids.add(requestId);
  return new Promise((resolve) =>
    batch.waiters.push((swatches) => resolve(swatches.find((s) => s.requestId === requestId) ?? null)),
  );
}

export const useRequestKitSwatch = (requestId: number) =>
  useQuery({
    queryKey: brandKitKeys.swatch(requestId),
    queryFn: () => loadSwatch(requestId),
    staleTime: 60_000,
  });
