import { CLIENT_ERROR_LIMITS, type ClientErrorSource } from '#shared/client-errors.ts';
import { isApiError } from './api-client.ts';
import type * as SentryChunk from './sentry.ts';

/**
 * Errors you can see. Every error a user runs into in the web app — an error boundary or the
 * router's error page, an uncaught error, an unhandled rejection — is sent to POST /api/client-errors,
 * which logs it under a reference (a correlation id) that the error screen shows ("Reference: …").
 * A server 500 already carries the reference its log line has (error.details.reference).
 *
 * When the server is configured with SENTRY_DSN, GET /api/client-config names it and @sentry/react
 * is loaded (its own chunk) to send the same errors to Sentry, tagged with the reference. Without a
 * DSN no Sentry code is loaded and nothing leaves the origin.
 */

// Type only: the chunk itself is imported in loadSentry, and only with a DSN.
type SentryModule = typeof SentryChunk;
type ClientConfig = {
  data?: { sentry?: { dsn: string; environment?: string; release?: string } | null };
};

/** A page that throws in a loop should not flood the log (the server also limits per IP). */
const MAX_REPORTS_PER_PAGE = 20;

let reportsSent = 0;
const reported = new WeakMap<object, Promise<string | null>>();
let sentry: Promise<SentryModule | null> | null = null;

/** The reference of a server error (a 5xx the server logged), if this error is one. */
export function serverErrorReference(error: unknown): string | null {
  if (!isApiError(error) || error.status < 500) return null;
  const reference = error.details?.reference;
  return typeof reference === 'string' ? reference : null;
}

/** Loads @sentry/react once, only when the server has a DSN for the web. */
function loadSentry(): Promise<SentryModule | null> {
  sentry ??= fetch('/api/client-config', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then((response) => (response.ok ? (response.json() as Promise<ClientConfig>) : null))
    .then(async (config) => {
      const settings = config?.data?.sentry;
      if (!settings?.dsn) return null;
      const module = await import('./sentry.ts');
      module.initSentry(settings);
      return module;
    })
    .catch(() => null);
  return sentry;
}

const clip = (value: string | undefined, max: number) =>
  value === undefined ? undefined : value.length > max ? value.slice(0, max) : value;

function describe(error: unknown): { name?: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      name: error.name,
      message: error.message || error.name,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

async function send(
  error: unknown,
  source: ClientErrorSource,
  componentStack: string | undefined,
): Promise<string | null> {
  const { name, message, stack } = describe(error);
  const report = {
    source,
    name: clip(name, CLIENT_ERROR_LIMITS.name),
    message: clip(message, CLIENT_ERROR_LIMITS.message) ?? '',
    stack: clip(stack, CLIENT_ERROR_LIMITS.stack),
    componentStack: clip(componentStack, CLIENT_ERROR_LIMITS.componentStack),
    url: clip(window.location.href, CLIENT_ERROR_LIMITS.url),
  };
  let reference: string | null = null;
  try {
    const response = await fetch('/api/client-errors', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: report }),
      keepalive: true,
    });
    if (response.ok) {
      const body = (await response.json()) as { data?: { reference?: unknown } };
      if (typeof body.data?.reference === 'string') reference = body.data.reference;
    }
  } catch {
    // Offline or the server is down: the error stays in the console (and goes to Sentry if loaded).
  }
  const monitor = await loadSentry();
  monitor?.captureInSentry(error, { reference, source, componentStack });
  return reference;
}

/**
 * Reports an error the user saw and resolves to the reference it was logged under (null when it
 * could not be reported). The same error object is reported once, however many times it is caught.
 */
export function reportClientError(
  error: unknown,
  source: ClientErrorSource,
  extra: { componentStack?: string | null | undefined } = {},
): Promise<string | null> {
  const fromServer = serverErrorReference(error);
  if (fromServer) return Promise.resolve(fromServer);
  const key = typeof error === 'object' && error !== null ? error : null;
  const known = key ? reported.get(key) : undefined;
  if (known) return known;
  if (reportsSent >= MAX_REPORTS_PER_PAGE) return Promise.resolve(null);
  reportsSent += 1;
  const promise = send(error, source, extra.componentStack ?? undefined);
  if (key) reported.set(key, promise);
  return promise;
}

/** Errors that are not bugs of the app: a request the user cancelled, a 4xx, the network. */
function isExpected(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (isApiError(error)) return error.status < 500 || serverErrorReference(error) !== null;
  return false;
}

/** Installs the window handlers and, once the page has loaded, Sentry when configured. Call once. */
export function startErrorReporting(): void {
  window.addEventListener('error', (event) => {
    // Benign browser notice, not an error of the app.
    if (/ResizeObserver loop/.test(event.message)) return;
    const error: unknown = event.error ?? event.message;
    if (isExpected(error)) return;
    void reportClientError(error, 'window');
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (isExpected(reason)) return;
    void reportClientError(reason, 'unhandledrejection');
  });
  const start = () => setTimeout(() => void loadSentry(), 0);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
