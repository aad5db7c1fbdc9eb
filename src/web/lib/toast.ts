import type { ReactNode } from 'react';

/**
 * Toasts for the whole app. Use `useToast()` (or `toast`) — not notistack's `useSnackbar`: notistack
 * is loaded lazily on the first toast (it is not needed to show /login), so there is no
 * SnackbarProvider around the app to give `useSnackbar` a context.
 *
 * Toasts auto-close after 2s (success, info) or 5s (warnings, errors) — spec section 9.
 */
export const TOAST_SHORT_MS = 2000;
export const TOAST_LONG_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'info' | 'warning' | 'error';
export type ToastOptions = { variant?: ToastVariant; autoHideDuration?: number; preventDuplicate?: boolean };
export type ToastMessage = string | ReactNode;

export type Toast = {
  success: (message: ToastMessage) => void;
  info: (message: ToastMessage) => void;
  warning: (message: ToastMessage) => void;
  error: (message: ToastMessage) => void;
  /** Any message (text or a node) with explicit options. */
  show: (message: ToastMessage, options?: ToastOptions) => void;
};

type Enqueue = (
  message: ToastMessage,
  options: Required<Pick<ToastOptions, 'variant' | 'autoHideDuration'>> & ToastOptions,
) => void;

let enqueue: Enqueue | null = null;
const pending: Parameters<Enqueue>[] = [];
let hostRequested = false;
let onHostRequested: (() => void) | null = null;

const defaultDuration = (variant: ToastVariant) =>
  variant === 'error' || variant === 'warning' ? TOAST_LONG_MS : TOAST_SHORT_MS;

export function showToast(message: ToastMessage, options: ToastOptions = {}): void {
  const variant = options.variant ?? 'default';
  const resolved = {
    ...options,
    variant,
    autoHideDuration: options.autoHideDuration ?? defaultDuration(variant),
  };
  if (enqueue) {
    enqueue(message, resolved);
  } else {
    pending.push([message, resolved]);
    requestToastHost();
  }
}

/** Loads the toast host ahead of need (the shell does this once signed in). */
export function requestToastHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  onHostRequested?.();
}

/** For <ToastHost>: called once when the first toast (or a preload) asks for the host. */
export function subscribeToastHost(listener: () => void): () => void {
  onHostRequested = listener;
  if (hostRequested) listener();
  return () => {
    if (onHostRequested === listener) onHostRequested = null;
  };
}

/** For the lazily loaded toaster: delivers the toasts queued while it was loading, then every new one. */
export function attachToaster(fn: Enqueue): () => void {
  enqueue = fn;
  for (const [message, options] of pending.splice(0)) fn(message, options);
  return () => {
    if (enqueue === fn) enqueue = null;
  };
}

/**
 * Which toast texts are on screen, for `preventDuplicate`. notistack's own check also counts a toast
 * in its closing animation, so the same message shown again as the last one fades (a second save
 * right after the first) was dropped: the user saw nothing. Here a message counts from the moment it
 * shows until it starts to close. Only text is compared (a node is a new value every time).
 */
export function duplicateGuard() {
  const open = new Set<string>();
  return {
    /** True when the message may show now (and then counts as open). */
    admit(message: ToastMessage, preventDuplicate: boolean): boolean {
      if (typeof message !== 'string') return true;
      if (preventDuplicate && open.has(message)) return false;
      open.add(message);
      return true;
    },
    /** The toast with this message started closing (timed out, dismissed, pushed out). */
    closing(message: ToastMessage): void {
      if (typeof message === 'string') open.delete(message);
    },
  };
}

export const toast: Toast = {
  success: (message) => showToast(message, { variant: 'success' }),
  info: (message) => showToast(message, { variant: 'info' }),
  warning: (message) => showToast(message, { variant: 'warning' }),
  error: (message) => showToast(message, { variant: 'error' }),
  show: showToast,
};

/** The toast functions (stable; safe in effect dependencies). */
export function useToast(): Toast {
  return toast;
}

/** Height kept free under bottom toasts while an action bar is on screen (its height and a gap). */
const ACTION_BAR_CLEARANCE_PX = 80;
let actionBars = 0;

/**
 * Called by an action bar pinned to the bottom of the screen (the request drawer's Save bar): while
 * it is mounted, toasts rise above it, so a toast never covers Save, least of all on a phone where a
 * toast spans the width. Returns the cleanup for `useEffect`.
 */
export function keepToastsAboveActionBar(): () => void {
  actionBars += 1;
  document.body.style.setProperty('--toast-bottom-clearance', `${ACTION_BAR_CLEARANCE_PX}px`);
  return () => {
    actionBars -= 1;
    if (actionBars === 0) document.body.style.removeProperty('--toast-bottom-clearance');
  };
}
