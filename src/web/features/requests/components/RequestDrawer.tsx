import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Drawer from '@mui/material/Drawer';
import { useBlocker } from '../../../lib/navigation/use-blocker.ts';
import { returnToOf, withReturnTo } from '../../../lib/return-to.ts';
import { REQUEST_MESSAGES } from '../../../lib/requests/messages.ts';
import { DrawerContext, type DrawerContextValue } from '../drawer-context.ts';
import { type DrawerState } from '../route-state.ts';
import { listHref, type ListScope } from '../../../lib/requests/list-url.ts';
import type { RequestDrawerSlots } from '../slots.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RequestDetailPanel } from './RequestDetailPanel.tsx';
import { requestFormPanelChunk } from '../prefetch.ts';
import { DrawerLoading } from './DrawerLayout.tsx';

// Its own chunk: reading a request does not load the form (prefetch.ts preloads it when idle).
const RequestFormPanel = requestFormPanelChunk.Component;

export type RequestDrawerProps = {
  state: Exclude<DrawerState, { kind: 'closed' } | { kind: 'missing' }>;
  scope: ListScope;
  alignBy: string;
  slots?: RequestDrawerSlots;
};

/**
 * The request drawer (spec section 2): from the right, 900px on desktop, 400px on small screens,
 * full width on phones. Its mode comes from the URL; closing goes back to the list route with
 * alignBy kept (or, when opened from a search hit, to where the user was). Leaving with unsaved work (by Close, Escape, the backdrop, Discard or any link)
 * asks first: 'Unsaved Changes'.
 */
export default function RequestDrawer({ state, scope, alignBy, slots = {} }: RequestDrawerProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [dirtyReasons, setDirtyReasons] = useState<Record<string, string>>({});
  // The router's first entry (key 'default'): the drawer opens with the page (a link to a request).
  const [openedWithPage] = useState(() => location.key === 'default');
  const dirtyMessage = Object.values(dirtyReasons)[0] ?? null;
  const bypass = useRef(false);
  const returnTo = returnToOf(location.state);

  // A navigation that was allowed without asking is over once the location changed.
  useEffect(() => {
    bypass.current = false;
  }, [location.key]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyMessage !== null &&
      !bypass.current &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );

  // Reloading or closing the tab with unsaved work: the browser's own prompt.
  useEffect(() => {
    if (dirtyMessage === null) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirtyMessage]);

  const setDirty = useCallback((key: string, message: string | null) => {
    setDirtyReasons((current) => {
      if ((current[key] ?? null) === message) return current;
      const next = { ...current };
      if (message === null) delete next[key];
      else next[key] = message;
      return next;
    });
  }, []);

  const context = useMemo<DrawerContextValue>(
    () => ({
      scope,
      alignBy,
      slots,
      setDirty,
      // Opened from elsewhere (a search hit): closing goes back there, also after a change of mode.
      close: () => void navigate(returnTo ?? listHref(scope, alignBy)),
      go: (href) => void navigate(href, returnTo ? { state: withReturnTo(returnTo) } : undefined),
      leave: (href) => {
        bypass.current = true;
        void navigate(href);
      },
    }),
    [scope, alignBy, slots, setDirty, navigate, returnTo],
  );

  const panelKey =
    state.kind === 'create'
      ? `create-${state.duplicatedId ?? ''}-${state.withFiles}`
      : `${state.kind}-${state.requestId}`;

  return (
    <DrawerContext value={context}>
      <Drawer
        anchor="right"
        open
        onClose={context.close}
        // Above the app bar (which sits above the sidebar drawer): the drawer's own header stays visible.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{
          // Opened with the page (/requests/{id}), it slides in: MUI skips the slide on its first
          // mount, and a drawer appearing in place once the app has started would be the page's
          // largest paint, late (Lighthouse's LCP; the server's rows came with the document). Opened
          // from the app, it shows at once, as it always has.
          ...(openedWithPage ? { transition: { appear: true } } : {}),
          paper: {
            'aria-labelledby': 'request-drawer-title',
            role: 'dialog',
            'aria-modal': true,
            sx: {
              width: { xs: '100vw', sm: 400, md: 900 },
              maxWidth: '100vw',
              display: 'flex',
              flexDirection: 'column',
              // Header and action bar stay put; only the drawer body scrolls (never the whole panel).
              overflow: 'hidden',
            },
          } as object,
        }}
        data-testid="request-drawer"
      >
        {state.kind === 'detail' ? (
          <RequestDetailPanel key={panelKey} requestId={state.requestId} />
        ) : (
          <Suspense
            fallback={
              <DrawerLoading
                title={state.kind === 'update' ? 'Edit Service Request' : 'New Service Request'}
                onClose={context.close}
              />
            }
          >
            {state.kind === 'update' ? (
              <RequestFormPanel key={panelKey} mode="update" requestId={state.requestId} />
            ) : (
              <RequestFormPanel
                key={panelKey}
                mode="create"
                typeId={state.typeId}
                duplicatedId={state.duplicatedId}
                withFiles={state.withFiles}
              />
            )}
          </Suspense>
        )}
      </Drawer>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={REQUEST_MESSAGES.unsavedTitle}
        message={dirtyMessage ?? REQUEST_MESSAGES.unsavedChanges}
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        destructive
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </DrawerContext>
  );
}
