import type { RequestDrawerSlots } from '../features/requests/index.ts';

type Settled = Promise<RequestDrawerSlots> & {
  status?: 'fulfilled' | 'rejected';
  value?: RequestDrawerSlots;
  reason?: unknown;
};

let loading: Settled | undefined;

/**
 * The request drawer's slots (request-drawer-slots.ts: the comments, the deliverables, the uploads'
 * and the brand kit's parts), loaded when a drawer opens or the pointer nears a row, or with the
 * drawer's idle prefetch (AppShell), not with the list (issue 30). One promise for all callers; it
 * carries React's `status`/`value` fields once settled, so a drawer rendered after that does not
 * suspend on it. A failed load is asked again next time.
 */
export function loadRequestDrawerSlots(): Promise<RequestDrawerSlots> {
  if (loading) return loading;
  const promise: Settled = import('./request-drawer-slots.ts').then((m) => m.requestDrawerSlots);
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      loading = undefined;
    },
  );
  loading = promise;
  return promise;
}
