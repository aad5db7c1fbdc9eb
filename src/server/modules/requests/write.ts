import { AppError } from '#shared/errors.ts';
import type { RequestInput, ServiceRequestDto } from '#shared/schemas/request.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { canSee } from './access.ts';
import { applyPlan } from './apply.ts';
import { claimIdempotencyKey, rememberIdempotencyKey } from './idempotency.ts';
import { NOT_FOUND_MESSAGE } from './messages.ts';
import { planWrite } from './plan.ts';
import { releaseFiles } from '../uploads/release.ts';
import { hydrate, requestById } from './read.ts';
import { lockRequest, NO_PEOPLE, peopleOf } from './lock.ts';

export type WriteIntent =
  /** POST /api/service-requests: submit (NOT_START, the default) or save as draft (create.ts). */
  | 'create'
  /** PUT /api/service-requests: save as draft (creates one, or updates data.id) (create.ts). */
  | 'saveDraft'
  /** PUT /api/service-requests/:id: update, submit a draft, cancel, or (staff) any status change (update.ts). */
  | 'update'
  /**
   * A deliverable's review moving the request's status (modules/deliverables): approved with
   * "finish" → FINISHED, changes asked on a Finished request → IN_PROGRESS. The reviewer (the
   * customer side) may make exactly these moves; steps/status.ts.
   */
  | 'review';

/**
 * Saves a request: the one transaction behind create, save draft, update, submit and cancel. In it:
 * the Idempotency-Key, the request row's lock, the plan (plan.ts: permission, validation, price,
 * people, attachments, brand kit; lookups only) and its application (apply.ts: row, ledger, people,
 * files, timeline, notifications and e-mails, the brand kit's snapshot). The writes that follow the
 * row's own go to the database together, as one statement (db/write-batch.ts). Answers the saved request.
 */
export async function writeRequest(
  ctx: AppContext,
  actor: SessionUser,
  intent: WriteIntent,
  input: RequestInput,
  requestId: number | null,
  /** A create's Idempotency-Key: a repeat answers the request the first attempt made. */
  idempotencyKey: string | null = null,
): Promise<ServiceRequestDto> {
  const released: string[] = [];
  const id = await ctx.db.transaction((tx) =>
    saveRequestIn(tx, ctx, actor, intent, input, requestId, idempotencyKey, released),
  );
  // Files the save removed go now that it is committed: rows, then bytes (uploads/release.ts).
  await releaseFiles(ctx, released);
  return loadSaved(ctx.db, id);
}

/**
 * The saved request as the API answers it: loadRequestDto's query, as the named statement GET
 * /api/service-requests/:id runs (the six-table read planned on every save was a third of a
 * submission's database time, and built by Drizzle on every save a fifth of its app CPU; issue 30).
 */
async function loadSaved(db: Db, id: number): Promise<ServiceRequestDto> {
  const [dto] = hydrate(await requestById(db).execute({ id }));
  if (!dto) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return dto;
}

/**
 * The save itself, inside a transaction the caller holds (writeRequest's own, or a use case that
 * changes a request's status as one of its effects, e.g. a deliverable's review): the same lock,
 * plan, application and write batch. Answers the request's id.
 */
export async function saveRequestIn(
  tx: Db,
  ctx: AppContext,
  actor: SessionUser,
  intent: WriteIntent,
  input: RequestInput,
  requestId: number | null,
  idempotencyKey: string | null = null,
  /**
   * Filled with the files the save removed (queued for release in the transaction): the caller
   * releases them after COMMIT; housekeeping does for a caller that does not.
   */
  released: string[] = [],
): Promise<number> {
  const key = requestId === null ? idempotencyKey : null;
  if (key !== null) {
    const made = await claimIdempotencyKey(tx, actor, key, intent, input);
    if (made !== null) return made;
  }
  const current = requestId !== null ? ((await lockRequest(tx, requestId)) ?? null) : null;
  if (requestId !== null && (!current || !canSee(actor, current))) {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  const before = current ? await peopleOf(tx, current.id) : NO_PEOPLE;
  const plan = await planWrite(ctx, tx, actor, intent, input, current, before);
  const batch = new WriteBatch();
  const written = await applyPlan(ctx, tx, actor, plan, current, before, batch, intent, released);
  if (key !== null) rememberIdempotencyKey(batch, tx, actor, key, intent, input, written);
  await batch.run(tx);
  return written;
}
