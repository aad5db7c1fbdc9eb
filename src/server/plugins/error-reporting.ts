import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as SentryNodeModule from '@sentry/node';
import type { AppContext } from '../context.ts';
import type { Env } from '../env.ts';
import { sentryDataCollection } from '#shared/sentry-policy.ts';
import {
  CLIENT_ERROR_LIMITS,
  ClientConfigResponseSchema,
  ClientErrorRequestSchema,
  ClientErrorResponseSchema,
  type ClientConfig,
} from '#shared/schemas/client-errors.ts';

/**
 * Errors you can see: every server error (the 500 branch of the error handler) and every error the
 * web client reports is written to the log (pino) under a short correlation id, the "reference" the
 * user sees ("Reference: 3f9a1c02be7d") and can quote to support. With SENTRY_DSN set, the same errors
 * also go to Sentry, tagged with that reference; without it @sentry/node is never even imported.
 */

/** Header carrying the reference of a 500 (the body has it too, in error.details.reference). */
export const ERROR_REFERENCE_HEADER = 'x-error-reference';

/** Client error reports per IP and minute. */
export const CLIENT_ERROR_RATE_LIMIT = 30;

/** 12 hex digits: short enough to read out on the phone, unique enough to find one log line. */
export const newErrorReference = (): string => crypto.randomBytes(6).toString('hex');

// Type only: the module itself is imported in loadSentry, and only with a DSN.
type SentryNode = typeof SentryNodeModule;

/** What the plugin keeps: the Sentry SDK when configured, else null. */
export type ErrorMonitor = { sentry: SentryNode | null };

declare module 'fastify' {
  interface FastifyInstance {
    errorMonitor: ErrorMonitor;
  }
}

/** The origin the browser sends Sentry events to (for the CSP connect-src), or none without a DSN. */
export function sentryConnectSources(env: Pick<Env, 'SENTRY_DSN'>): string[] {
  if (!env.SENTRY_DSN) return [];
  try {
    return [new URL(env.SENTRY_DSN).origin];
  } catch {
    return [];
  }
}

async function loadSentry(env: Env): Promise<SentryNode> {
  const Sentry = await import('@sentry/node');
  if (!Sentry.isInitialized()) {
    Sentry.init({
      dsn: env.SENTRY_DSN,
      environment: env.SENTRY_ENVIRONMENT ?? 'production',
      ...(env.SENTRY_RELEASE ? { release: env.SENTRY_RELEASE } : {}),
      dataCollection: sentryDataCollection(),
    });
  }
  return Sentry;
}

/**
 * Logs a server error under a new reference (and sends it to Sentry when configured); the caller
 * returns the reference to the client. Used by the error handler's 500 branch in app.ts.
 */
export function reportServerError(request: FastifyRequest, error: unknown): string {
  const reference = newErrorReference();
  request.log.error({ err: error, reference }, 'request failed');
  const sentry = (request.server as Partial<FastifyInstance>).errorMonitor?.sentry;
  if (sentry) {
    try {
      sentry.captureException(error, {
        tags: { reference, side: 'server' },
        extra: { method: request.method, route: request.routeOptions.url ?? null },
        ...(request.user ? { user: { id: String(request.user.id) } } : {}),
      });
    } catch (captureError) {
      request.log.warn({ err: captureError, reference }, 'could not send the error to Sentry');
    }
  }
  return reference;
}

function clientConfig(env: Env): ClientConfig {
  return {
    sentry: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          environment: env.SENTRY_ENVIRONMENT ?? 'production',
          ...(env.SENTRY_RELEASE ? { release: env.SENTRY_RELEASE } : {}),
        }
      : null,
  };
}

export const errorReportingPlugin = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    const sentry = ctx.env.SENTRY_DSN ? await loadSentry(ctx.env) : null;
    app.decorate('errorMonitor', { sentry });
    if (sentry) {
      app.log.info({ environment: ctx.env.SENTRY_ENVIRONMENT ?? 'production' }, 'Sentry error reporting on');
      // Send what is queued before the process ends.
      app.addHook('onClose', async () => {
        await sentry.flush(2000).catch(() => undefined);
      });
    }

    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/client-config',
      {
        schema: {
          tags: ['monitoring'],
          summary: 'Web client configuration: the Sentry DSN when error monitoring is configured',
          response: { 200: ClientConfigResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: clientConfig(ctx.env) };
      },
    );

    r.post(
      '/api/client-errors',
      {
        // Anyone may report (signed in or not): small bodies, and a limit per IP.
        bodyLimit: CLIENT_ERROR_LIMITS.body,
        config: {
          rateLimit: {
            max: CLIENT_ERROR_RATE_LIMIT,
            timeWindow: '1 minute',
            keyGenerator: (req) => `client-errors:${req.ip}`,
          },
        },
        schema: {
          tags: ['monitoring'],
          summary: 'Web client: report an error the user saw; answers the reference it was logged under',
          body: ClientErrorRequestSchema,
          response: { 202: ClientErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const reference = newErrorReference();
        const report = request.body.data;
        request.log.error(
          {
            reference,
            clientError: report,
            userId: request.user?.id ?? null,
            userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          },
          'client error',
        );
        return reply.status(202).send({ data: { reference } });
      },
    );
  },
  { name: 'error-reporting' },
);
