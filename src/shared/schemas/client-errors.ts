import { z } from 'zod';

/**
 * Client error reports (POST /api/client-errors) and the web client's monitoring configuration
 * (GET /api/client-config). The web client truncates every field to these limits before sending.
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

export const ClientErrorReportSchema = z.object({
  source: z.enum(CLIENT_ERROR_SOURCES),
  name: z.string().max(CLIENT_ERROR_LIMITS.name).optional(),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  componentStack: z.string().max(CLIENT_ERROR_LIMITS.componentStack).optional(),
  /** The page the error happened on. */
  url: z.string().max(CLIENT_ERROR_LIMITS.url).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

export const ClientErrorRequestSchema = z.object({ data: ClientErrorReportSchema });

/** The correlation id under which the server logged the report; shown to the user as "Reference: …". */
export const ClientErrorResponseSchema = z.object({ data: z.object({ reference: z.string() }) });

export const ClientConfigResponseSchema = z.object({
  data: z.object({
    /** Set only when SENTRY_DSN is configured: the web app then loads @sentry/react. */
    sentry: z
      .object({
        dsn: z.string(),
        environment: z.string().optional(),
        release: z.string().optional(),
      })
      .nullable(),
  }),
});
export type ClientConfig = z.infer<typeof ClientConfigResponseSchema>['data'];
