import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { RequestInput } from '#shared/schemas/request.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { WriteBatch } from '../../db/write-batch.ts';
import { requestIdempotencyKeys } from '../../db/schema/index.ts';
import { canSee } from './access.ts';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, NOT_FOUND_MESSAGE } from './messages.ts';
import { lockRequest } from './lock.ts';
import type { WriteIntent } from './write.ts';

/*
 * A create's Idempotency-Key: a repeat (a lost answer, a double submit) answers the request the
 * first attempt made instead of making a second one.
 */

/** The action and the validated body a key was used for (stable: the same retry hashes the same). */
const fingerprintOf = (intent: WriteIntent, input: RequestInput) =>
  createHash('sha256')
    .update(JSON.stringify([intent, input]))
    .digest('base64url');

/**
 * Takes the key's lock (concurrent attempts with the same user and key wait here for each other) and
 * answers the request a previous attempt made, or null when this is the first.
 */
export async function claimIdempotencyKey(
  tx: Db,
  actor: SessionUser,
  key: string,
  intent: WriteIntent,
  input: RequestInput,
): Promise<number | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`request-create:${actor.id}:${key}`}, 0))`,
  );
  const [seen] = await tx
    .select({ requestId: requestIdempotencyKeys.requestId, fingerprint: requestIdempotencyKeys.fingerprint })
    .from(requestIdempotencyKeys)
    .where(and(eq(requestIdempotencyKeys.userId, actor.id), eq(requestIdempotencyKeys.key, key)));
  if (!seen) return null;
  if (seen.fingerprint !== null && seen.fingerprint !== fingerprintOf(intent, input)) {
    throw new AppError('CONFLICT', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  // The caller may have lost access since (removed from the company): same rule as a read.
  const made = await lockRequest(tx, seen.requestId);
  if (!made || !canSee(actor, made)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return seen.requestId;
}

/** Remembers which request this key made (a part of the save's write batch). */
export function rememberIdempotencyKey(
  batch: WriteBatch,
  tx: Db,
  actor: SessionUser,
  key: string,
  intent: WriteIntent,
  input: RequestInput,
  requestId: number,
): void {
  batch.write(
    tx
      .insert(requestIdempotencyKeys)
      .values({ userId: actor.id, key, requestId, fingerprint: fingerprintOf(intent, input) }),
  );
}

/**
 * How long a create's Idempotency-Key is remembered. A retry follows a lost answer within seconds or
 * minutes (a flaky network, a double click, a reload); a week is far beyond any of them.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 3600_000;

/** Forgets Idempotency-Keys past their retention (run by the housekeeping worker); answers how many. */
export async function pruneIdempotencyKeys(
  ctx: AppContext,
  olderThanMs = IDEMPOTENCY_KEY_RETENTION_MS,
): Promise<number> {
  const gone = await ctx.db
    .delete(requestIdempotencyKeys)
    .where(lt(requestIdempotencyKeys.createdAt, new Date(Date.now() - olderThanMs)))
    .returning({ key: requestIdempotencyKeys.key });
  return gone.length;
}
