/**
 * Limits of a client error report, shared by the server's schema (schemas/client-errors.ts) and the
 * web client, which truncates to them before sending. No zod here: the web loads this at start-up.
 */
export const CLIENT_ERROR_LIMITS = {
  name: 200,
  message: 2_000,
  stack: 16_000,
  componentStack: 16_000,
  url: 2_000,
  /** The whole JSON body, bytes (enforced by the route's bodyLimit). */
  body: 48 * 1024,
} as const;

export const CLIENT_ERROR_SOURCES = [
  /** A React error boundary caught a render error. */
  'boundary',
  /** The router's error page (RouteError) was shown. */
  'route',
  /** React found no boundary for a render error. */
  'uncaught',
  /** window 'error' event. */
  'window',
  /** window 'unhandledrejection' event. */
  'unhandledrejection',
] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];
