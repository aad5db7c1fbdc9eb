import type { ErrorBody } from '#shared/errors.ts';

/**
 * The one way the web app talks to the server: JSON in and out, the session cookie sent on the same
 * origin, and the server's Strapi-style error body `{ data: null, error: { status, name, message } }`
 * turned into an ApiError carrying that message and status.
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's error code (e.g. BAD_REQUEST, TOO_MANY_REQUESTS) when it sent one. */
  readonly code: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  constructor(status: number, message: string, code?: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;
/** The server answers 404 for what does not exist as for what the user may not see. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The server's message when there is one, else the given fallback (a spec message such as 'Login
 * failed!'). A server error (5xx) the server logged also names its reference, for support.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = isApiError(error) && error.status !== 0 && error.message ? error.message : fallback;
  return withErrorReference(message, error);
}

/** Appends "(Reference: …)" to a message when the error is a 5xx the server logged under one. */
export function withErrorReference(message: string, error: unknown): string {
  if (!isApiError(error) || error.status < 500) return message;
  const reference = error.details?.reference;
  return typeof reference === 'string' && reference ? `${message} (Reference: ${reference})` : message;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = {
  method?: Method;
  /** Query parameters; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A plain value is sent as JSON; FormData (uploads) is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** `path` with `query`'s defined values as its query string (also the server's render: prerender/signed-in.tsx). */
export function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const error = (body as Partial<ErrorBody> | undefined)?.error;
  if (error && typeof error.message === 'string') {
    return new ApiError(error.status ?? status, error.message, error.name, error.details);
  }
  return new ApiError(status, statusText ? `${statusText} (${status})` : `Request failed (${status})`);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...headers },
    signal: signal ?? null,
  };
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const parsed = await readJson(response);
  if (!response.ok) throw toApiError(response.status, response.statusText, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The file name a download answer gives (Content-Disposition), else the fallback. */
function dispositionName(header: string | null, fallback: string): string {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      /* a malformed name: use the plain one */
    }
  }
  return header?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Downloads a file the server makes (a CSV export, the my-data archive) and saves it under the name it
 * gives. A plain `<a download>` saved the server's JSON error (a 429 "too many exports", a 403) as if it
 * were the file; this throws the ApiError instead, for the page to show.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw toApiError(response.status, response.statusText, await readJson(response));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = dispositionName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the blob to the browser's download; free it once that has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
