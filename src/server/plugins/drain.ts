import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Graceful shutdown, first step: from now on every new request is answered 503 with
     * `Connection: close` (a load balancer retries it elsewhere), while requests already in flight run
     * to their end. Resolves true once none is left, false when `timeoutMs` passed first.
     */
    drain(timeoutMs: number): Promise<boolean>;
  }
}

export const DRAINING_MESSAGE = 'The server is restarting. Please try again in a moment.';

/** Open event streams never end by themselves; they are closed with the app, not waited for. */
const isStream = (url: string) => url.startsWith('/api/events');

export function installDrain(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let wake: (() => void) | null = null;

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      reply.header('connection', 'close').header('retry-after', '5');
      throw new AppError('UNAVAILABLE', DRAINING_MESSAGE);
    }
    if (isStream(request.url)) return;
    inFlight++;
    (request as { countedInFlight?: boolean }).countedInFlight = true;
  });
  const done = async (request: { countedInFlight?: boolean }) => {
    if (!request.countedInFlight) return;
    request.countedInFlight = false;
    inFlight--;
    if (inFlight === 0) wake?.();
  };
  app.addHook('onResponse', async (request) => done(request as { countedInFlight?: boolean }));
  app.addHook('onRequestAbort', async (request) => done(request as { countedInFlight?: boolean }));

  app.decorate('drain', async (timeoutMs: number) => {
    draining = true;
    if (inFlight === 0) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(inFlight === 0), timeoutMs);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  });
}
