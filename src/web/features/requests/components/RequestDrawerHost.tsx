import { Suspense, use, useEffect, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { requestQuery } from '../api.ts';
import { loadRequestDrawer, prefetchCatalogueForms, requestDrawerChunk } from '../prefetch.ts';
import { useToast } from '../../../lib/toast.ts';
import { REQUEST_MESSAGES } from '../../../lib/requests/messages.ts';
import { type DrawerState } from '../route-state.ts';
import { listHref, type ListScope } from '../../../lib/requests/list-url.ts';
import type { LoadRequestDrawerSlots, RequestDrawerSlots } from '../slots.ts';

// The drawer (forms, pickers, the credit engine) is its own chunk, loaded when a drawer opens (or
// before: the shell prefetches it when idle, see prefetch.ts; then it renders without suspending).
const RequestDrawer = requestDrawerChunk.Component;

/** The drawer with its slots, given as they are or as a loader (waited for like the drawer's chunk). */
function DrawerWithSlots({
  slots,
  ...props
}: Omit<ComponentProps<typeof RequestDrawer>, 'slots'> & {
  slots?: RequestDrawerSlots | LoadRequestDrawerSlots | undefined;
}) {
  const resolved = typeof slots === 'function' ? use(slots()) : slots;
  return <RequestDrawer {...props} {...(resolved ? { slots: resolved } : {})} />;
}

/** Preloads the drawer's chunk (e.g. when the pointer nears a row). */
export const preloadRequestDrawer = () => void loadRequestDrawer().catch(() => undefined);

/**
 * Opens the drawer the URL asks for. Detail or update without an id raises the spec's alert and
 * goes back to the list.
 */
export function RequestDrawerHost({
  state,
  scope,
  alignBy,
  slots,
}: {
  state: DrawerState;
  scope: ListScope;
  alignBy: string;
  slots?: RequestDrawerSlots | LoadRequestDrawerSlots | undefined;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const missing = state.kind === 'missing' ? state.mode : null;
  const queryClient = useQueryClient();
  const openId = state.kind === 'detail' || state.kind === 'update' ? state.requestId : null;

  // A link straight to a request: fetch it while the drawer's chunk loads, not after; a new request:
  // the catalogue's forms, so the chosen type's fields need no call of their own.
  useEffect(() => {
    if (openId !== null) void queryClient.prefetchQuery(requestQuery(openId));
  }, [openId, queryClient]);
  const creating = state.kind === 'create';
  useEffect(() => {
    if (creating) prefetchCatalogueForms(queryClient).catch(() => undefined);
  }, [creating, queryClient]);

  useEffect(() => {
    if (!missing) return;
    toast.error(missing === 'detail' ? REQUEST_MESSAGES.requestNotSet : REQUEST_MESSAGES.requestIdNotSet);
    void navigate(listHref(scope, alignBy), { replace: true });
  }, [missing, toast, navigate, scope, alignBy]);

  if (state.kind === 'closed' || state.kind === 'missing') return null;
  return (
    <Suspense fallback={null}>
      <DrawerWithSlots state={state} scope={scope} alignBy={alignBy} slots={slots} />
    </Suspense>
  );
}
