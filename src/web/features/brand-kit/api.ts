import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandKitInput, BrandPermission } from '#shared/domain/brand-kit.ts';
import { api } from '../../lib/api-client.ts';

/** A brand kit as GET /api/brand-kits answers it: the input, names, and what the caller may do. */
export type BrandKitDto = BrandKitInput & {
  id: number;
  companyName: string;
  enterpriseName: string;
  permissions: BrandPermission[];
  updatedAt: string;
  createdAt: string;
};

export const brandKitKeys = {
  all: ['brand-kits'] as const,
  list: () => ['brand-kits', 'list'] as const,
};

export const fetchBrandKits = (signal?: AbortSignal) =>
  api.get<{ data: BrandKitDto[] }>('/api/brand-kits', signal ? { signal } : undefined).then((r) => r.data);

export const createBrandKit = (data: BrandKitInput) =>
  api.post<{ data: BrandKitDto }>('/api/brand-kits', { data }).then((r) => r.data);

export const updateBrandKit = (id: number, data: BrandKitInput) =>
  api.put<{ data: BrandKitDto }>(`/api/brand-kits/${id}`, { data }).then((r) => r.data);

export const useBrandKits = () =>
  useQuery({ queryKey: brandKitKeys.list(), queryFn: ({ signal }) => fetchBrandKits(signal) });

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
