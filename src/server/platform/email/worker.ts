import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { createMailer, isPermanentFailure, type Mailer } from './mailer.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';
import { startQueueLoop, type QueueLoop } from '../queue-loop.ts';

/**
 * The outbox worker. Any number of instances may run: each claims due rows with
 * `FOR UPDATE SKIP LOCKED` and marks them 'sending' with a lease (next_attempt_at = lease end), sends,
 * then marks them 'sent'. A failure puts the row back to 'pending' with exponential backoff; a crash
 * mid-send leaves the lease to expire and the row is tried again with the same Message-ID (at least
 * once, never silently lost; a duplicate after a crash is recognisable by its Message-ID).
 */

export type OutboxWorkerOptions = {
  mailer?: Mailer;
  /** How often to look for due rows when nothing wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row stays reserved for the instance that claimed it. */
  leaseMs?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** After this many attempts a row is marked 'failed' and left for an operator. */
  maxAttempts?: number;
};

export type OutboxWorker = {
  /** Look for due rows now. */
  kick(): void;
  /** Sends everything due once; answers how many rows were processed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

export const backoffMs = (attempts: number, base: number, cap: number) =>
  Math.min(cap, base * 2 ** Math.max(0, attempts - 1));

export async function startOutboxWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  opts: OutboxWorkerOptions = {},
): Promise<OutboxWorker> {
  const mailer = opts.mailer ?? createMailer(ctx.env);
  const pollMs = opts.pollMs ?? 5_000;
  const batchSize = opts.batchSize ?? 20;
  const leaseMs = opts.leaseMs ?? 120_000;
  const baseBackoffMs = opts.baseBackoffMs ?? 30_000;
  const maxBackoffMs = opts.maxBackoffMs ?? 3_600_000;
  const maxAttempts = opts.maxAttempts ?? 12;
  const db = ctx.db;

  // Set once the loop is running; the batch reads whether the worker is stopping from it.
  let queue: QueueLoop | null = null;
  const stopped = () => queue?.stopped ?? false;

  const claim = () => {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, sql`now()`)),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const leaseEnd = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
    return db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: leaseEnd,
        lockedUntil: leaseEnd,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
  };

  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      if (stopped()) break;
      try {
        await mailer.send({
          id: row.id,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: row.messageId,
          createdAt: row.createdAt,
          headers: row.headers,
          replyTo: row.replyTo,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending')));
      } catch (err) {
        const giveUp = row.attempts >= maxAttempts || isPermanentFailure(err);
        const delay = backoffMs(row.attempts, baseBackoffMs, maxBackoffMs) * (0.8 + Math.random() * 0.4);
        await db
          .update(emailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
            lockedUntil: null,
            lastError: String((err as Error)?.message ?? err).slice(0, 1000),
          })
          .where(eq(emailOutbox.id, row.id));
        log.warn(
          { outboxId: row.id, attempts: row.attempts, giveUp, err: (err as Error)?.message },
          'e-mail not sent',
        );
      }
    }
    return rows.length;
  }

  queue = await startQueueLoop(ctx.database, {
    channel: OUTBOX_CHANNEL,
    pollMs,
    batchSize,
    runOnce,
    log,
    failure: 'e-mail outbox worker failed',
  });
  const loop = queue;

  return {
    kick: () => loop.kick(),
    runOnce,
    async stop() {
      await loop.stop();
      mailer.close();
    },
  };
}
