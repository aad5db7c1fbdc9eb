import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedViewDto, ViewParams } from '#shared/schemas/saved-view.ts';
import { api } from '../../lib/api-client.ts';

export type { SavedViewDto, ViewParams };

const KEY = ['saved-views'] as const;

export const useSavedViews = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ data: SavedViewDto[] }>('/api/saved-views', { signal }).then((r) => r.data),
  });

/** Save, rename or delete a view; the list of views reloads after each. */
export function useSavedViewActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    create: useMutation({
      mutationFn: (data: { name: string; params: ViewParams; shared: boolean }) =>
        api.post<{ data: SavedViewDto }>('/api/saved-views', { data }).then((r) => r.data),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...data }: { id: number; name?: string; params?: ViewParams; shared?: boolean }) =>
        api.put<{ data: SavedViewDto }>(`/api/saved-views/${id}`, { data }).then((r) => r.data),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<{ data: { id: number } }>(`/api/saved-views/${id}`),
      onSuccess,
    }),
  };
}
