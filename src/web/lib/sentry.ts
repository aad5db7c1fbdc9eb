import * as Sentry from '@sentry/react';
import type { ClientErrorSource } from '#shared/client-errors.ts';
import { sentryDataCollection } from '#shared/sentry-policy.ts';

/**
 * @sentry/react, in its own chunk: error-reporting.ts imports this only when the server's
 * /api/client-config names a DSN (SENTRY_DSN), so without one no Sentry code is loaded at all.
 */
export function initSentry(config: { dsn: string; environment?: string; release?: string }): void {
  Sentry.init({
    dsn: config.dsn,
    ...(config.environment ? { environment: config.environment } : {}),
    ...(config.release ? { release: config.release } : {}),
    dataCollection: sentryDataCollection(),
    // Uncaught errors and rejections reach Sentry through reportClientError (with the server's
    // reference as a tag), so Sentry's own global handlers would only send them twice.
    integrations: (defaults) =>
      defaults.filter((integration) => !['GlobalHandlers', 'BrowserApiErrors'].includes(integration.name)),
  });
}

export function captureInSentry(
  error: unknown,
  context: { reference: string | null; source: ClientErrorSource; componentStack?: string | undefined },
): void {
  Sentry.captureException(error, {
    tags: {
      source: context.source,
      side: 'web',
      ...(context.reference ? { reference: context.reference } : {}),
    },
    ...(context.componentStack ? { contexts: { react: { componentStack: context.componentStack } } } : {}),
  });
}
