import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';

export type Background = { stop(): Promise<void> };

/** Starts the workers that run beside the HTTP server (e-mail outbox, file clean-up). */
export async function startBackground(_ctx: AppContext, _log: FastifyBaseLogger): Promise<Background> {
  const stops: (() => Promise<void>)[] = [];
  return {
    async stop() {
      await Promise.all(stops.map((s) => s()));
    },
  };
}
