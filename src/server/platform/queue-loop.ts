import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * The loop behind each durable queue's worker (the e-mail outbox, webhook deliveries): run a batch,
 * and when it was not full, sleep until the queue's channel announces new rows (a NOTIFY at the
 * commit that wrote them, from any instance) or `pollMs` passes (a missed announcement, a retry that
 * came due). The batch itself (claim with FOR UPDATE SKIP LOCKED and a lease, then do the work) is
 * the worker's own.
 */
export type QueueLoop = {
  /** Look for due rows now. */
  kick(): void;
  /** True once stop() was called: a batch in progress stops taking new rows. */
  readonly stopped: boolean;
  stop(): Promise<void>;
};

export async function startQueueLoop(
  database: Database,
  opts: {
    channel: string;
    pollMs: number;
    batchSize: number;
    /** Processes what is due once; answers how many rows it took. */
    runOnce: () => Promise<number>;
    log: FastifyBaseLogger;
    /** What the log calls a failed batch. */
    failure: string;
  },
): Promise<QueueLoop> {
  let stopped = false;
  let woken = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      wake = resolve;
      timer = setTimeout(resolve, opts.pollMs);
    }).finally(() => {
      wake = null;
      if (timer) clearTimeout(timer);
      timer = null;
    });

  const kick = () => {
    woken = true;
    wake?.();
  };

  const unlisten = await database.notifier.listen(opts.channel, kick);

  const loop = (async () => {
    while (!stopped) {
      woken = false;
      let processed = 0;
      try {
        processed = await opts.runOnce();
      } catch (err) {
        if (!stopped) opts.log.error({ err }, opts.failure);
      }
      if (processed < opts.batchSize) await sleep();
    }
  })();

  return {
    kick,
    get stopped() {
      return stopped;
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      await unlisten().catch(() => undefined);
    },
  };
}
