import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TypeDefinitionInput } from '#shared/domain/catalogue.ts';
import type { AdminCategory, AdminTypeDetail, ImportSummary } from '#shared/schemas/catalogue.ts';
import { api, apiRequest } from '../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/query-client.ts';
import { showToast } from '../../lib/toast.ts';

/** The catalogue builder's calls (staff only): /api/catalogue… */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: () => ['catalogue', 'list'] as const,
  type: (id: number) => ['catalogue', 'type', id] as const,
};

const patch = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body });

export const useCatalogue = () =>
  useQuery({
    queryKey: catalogueKeys.list(),
    queryFn: ({ signal }) =>
      api.get<{ data: AdminCategory[] }>('/api/catalogue', { signal }).then((r) => r.data),
  });

export const useCatalogueType = (id: number) =>
  useQuery({
    queryKey: catalogueKeys.type(id),
    queryFn: ({ signal }) =>
      api.get<{ data: AdminTypeDetail }>(`/api/catalogue/types/${id}`, { signal }).then((r) => r.data),
  });

export const fetchVersion = (id: number, version: number) =>
  api
    .get<{ data: { version: number } & TypeDefinitionInput }>(
      `/api/catalogue/types/${id}/versions/${version}`,
    )
    .then((r) => r.data);

/** Every change refreshes the list and the type; the request drawer's type list comes from the session. */
function useCatalogueMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (r: R) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Here rather than in mutate(): publishing remounts the editor, which drops mutate()'s callbacks.
    ...(onSuccess ? { onSuccess } : {}),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: catalogueKeys.all });
      await qc.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export const useCreateCategory = () =>
  useCatalogueMutation((b: { name: string; description: string }) =>
    api.post('/api/catalogue/categories', b),
  );
export const useCreateType = () =>
  useCatalogueMutation((b: { categoryId: number; name: string; description: string }) =>
    api.post<{ data: { id: number } }>('/api/catalogue/types', b),
  );
export const useUpdateNode = () =>
  useCatalogueMutation(
    (a: {
      kind: 'categories' | 'types';
      id: number;
      change: {
        name?: string;
        description?: string;
        popupText?: string;
        archived?: boolean;
        /** Types only: move to this category (last place there). */
        categoryId?: number;
      };
    }) => patch(`/api/catalogue/${a.kind}/${a.id}`, a.change),
  );

/** The catalogue with the categories (categoryId null) or one category's types put in `ids` order. */
export function reordered(list: AdminCategory[], categoryId: number | null, ids: number[]): AdminCategory[] {
  const inOrder = <T extends { id: number }>(items: T[]) =>
    ids.flatMap((id) => items.filter((x) => x.id === id));
  if (categoryId === null) return inOrder(list);
  return list.map((c) => (c.id === categoryId ? { ...c, types: inOrder(c.types) } : c));
}

/**
 * Reorders at once on screen (a dropped item stays where it was dropped) and puts the server's order
 * back if the call fails; the list is refetched either way.
 */
export const useReorder = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { categoryId: number | null; ids: number[] }) =>
      api.put(
        a.categoryId === null ? '/api/catalogue/order' : `/api/catalogue/categories/${a.categoryId}/order`,
        { ids: a.ids },
      ),
    onMutate: async (a) => {
      await qc.cancelQueries({ queryKey: catalogueKeys.list() });
      const before = qc.getQueryData<AdminCategory[]>(catalogueKeys.list());
      if (before) qc.setQueryData(catalogueKeys.list(), reordered(before, a.categoryId, a.ids));
      return { before };
    },
    onError: (_e, _a, context) => {
      if (context?.before) qc.setQueryData(catalogueKeys.list(), context.before);
    },
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: catalogueKeys.all });
      await qc.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
};
export const useSaveDraft = (id: number) =>
  useCatalogueMutation((def: TypeDefinitionInput) =>
    api.put<{ data: AdminTypeDetail }>(`/api/catalogue/types/${id}/draft`, { data: def }),
  );
export const usePublish = (id: number) =>
  useCatalogueMutation(
    () => api.post<{ data: AdminTypeDetail }>(`/api/catalogue/types/${id}/publish`),
    (r) => showToast(`Version ${r.data.formVersion} published`, { variant: 'success' }),
  );
export const useDiscardDraft = (id: number) =>
  useCatalogueMutation(() => api.delete<{ data: AdminTypeDetail }>(`/api/catalogue/types/${id}/draft`));
export const useImportCatalogue = () =>
  useCatalogueMutation((file: unknown) => api.post<{ data: ImportSummary }>('/api/catalogue/import', file));
