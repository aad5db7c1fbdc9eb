import { z } from 'zod';
import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_SOURCES } from '../client-errors.ts';

export { CLIENT_ERROR_LIMITS, CLIENT_ERROR_SOURCES, type ClientErrorSource } from '../client-errors.ts';

/**
 * Client error reports (POST /api/client-errors) and the web client's monitoring configuration
 * (GET /api/client-config). The web client truncates every field to these limits before sending.
 */
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
