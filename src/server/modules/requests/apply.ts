import { chargeFor, postingsFor } from '#shared/domain/charges.ts';
import { Decimal } from 'decimal.js';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { WriteBatch } from '../../db/write-batch.ts';
import { announce, eventFacts } from '../../platform/live-events.ts';
import { writeRequestBrandKit } from '../brand-kit/request-brand-kit.ts';
import { balancesOf, lockBalancesQuery, lockBalancesShape, lockBalancesValues } from '../credits/ledger.ts';
import { lookUpRequestEffects, writeRequestEffects, type RequestSnapshot } from './effects.ts';
import type { Plan } from './plan.ts';
import type { WriteIntent } from './write.ts';
import type { CurrentRow, People } from './lock.ts';
import { describeChanges } from './steps/changes.ts';
import { chargeLines } from './steps/ledger.ts';
import {
  applySpendingControls,
  enforceApprovalOfCharges,
  enforceMonthlyCap,
} from './steps/spending-controls.ts';
import { eventValues, recordEvents, writeEvents } from './steps/record-events.ts';
import { syncFiles } from './steps/sync-files.ts';
import { syncPeople } from './steps/sync-people.ts';
import { newRequestIdQuery, newRow, writeRow } from './steps/write-row.ts';

/**
 * The write half of a save. Everything the effects must read is read first (one statement); then
 * the enterprise rows are locked ONCE (lockBalancesQuery, in id order, in that same statement,
 * before the row references them) and the rest only writes: an existing request's row (its own
 * statement), then a new request's row (its id taken by the lookups' statement), ledger → people → files → timeline → notifications and e-mails → brand kit as parts of `batch`
 * (db/write-batch.ts), which the caller sends as one statement. A new request's row, ledger lines
 * and timeline are the batch's shaped head (built once per shape), the rest follows as usual.
 */
export async function applyPlan(
  ctx: AppContext,
  tx: Db,
  actor: SessionUser,
  plan: Plan,
  current: CurrentRow | null,
  before: People,
  batch: WriteBatch,
  intent: WriteIntent,
  /** Filled with the files this save lets go, to release after COMMIT (uploads/release.ts). */
  released: string[] = [],
): Promise<number> {
  const target = chargeFor(plan.status, plan.quote.total);
  const postings = postingsFor({
    target,
    charged: new Decimal(current?.chargedCredit ?? 0),
    enterpriseId: plan.company.enterpriseId,
    previousEnterpriseId: current?.enterpriseId ?? null,
    title: plan.title,
  });
  const { events, changes } = describeChanges(plan, current, before);
  const snapshot: Omit<RequestSnapshot, 'id'> = {
    title: plan.title,
    status: plan.status,
    companyId: plan.company.id,
    enterpriseId: plan.company.enterpriseId,
    createdById: plan.createdById,
    assigneeIds: plan.assignees,
    assignedToIds: plan.assignedTo,
  };
  const effects = {
    actor,
    request: { id: current?.id ?? 0, ...snapshot },
    changes,
    // A review that moves the status (an approval marking it Finished, a changes request reopening
    // a Finished request): its staff read the move in the review's own message (deliverables/
    // effects.ts), so not a second "Status changed".
    ...(intent === 'review'
      ? {
          statusToldElsewhere: {
            ids: plan.assignedTo,
            by:
              plan.status === 'FINISHED'
                ? ('deliverable_approved' as const)
                : ('deliverable_changes_requested' as const),
          },
        }
      : {}),
  };
  // One statement: the effects' lookups, the enterprise lock (held from here to COMMIT) and, for a
  // new request, its id (so that its row goes into the batch with the rest: issue 30).
  // Built once per shape: the key holds what changes their text.
  const lockIds = postings.map((p) => p.enterpriseId);
  const lookups = await lookUpRequestEffects(tx, ctx, effects, {
    key: `${lockBalancesShape(lockIds)}:${current ? 'update' : 'create'}`,
    build: (bind) => ({
      locked: lockBalancesQuery(tx, lockIds, bind),
      newId: current ? null : newRequestIdQuery,
    }),
    values: lockBalancesValues(lockIds),
  });
  const locked = balancesOf(lookups.also.locked);
  await enforceApprovalOfCharges(tx, actor, postings);
  await enforceMonthlyCap(tx, actor, plan.createdById, postings, current?.id ?? null);
  const id = current ? await writeRow(tx, plan, current, target) : Number(lookups.also.newId[0]!.id);
  // Refuses an overdraft before anything is sent.
  const charges = chargeLines(actor.id, id, postings, locked);
  const timeline = [...events, ...charges.events];
  if (current) {
    charges.write(batch, tx, (name) => charges.values[name]);
  } else {
    // A new request's row, ledger lines and timeline are built once per shape (issue 30: rendered
    // through Drizzle on every submission they were most of its batch's app CPU), the first parts
    // of the same statement; the key holds what changes their text.
    const row = newRow(id, plan, target);
    batch.shapedHead(
      `new-request:${row.key}:${charges.key}:${timeline.length}`,
      (head, bind) => {
        row.write(head, tx, bind);
        charges.write(head, tx, bind);
        writeEvents(head, tx, timeline.length, bind);
      },
      { ...row.values, ...charges.values, ...eventValues(id, actor.id, timeline) },
    );
  }
  syncPeople(batch, tx, id, plan, before);
  released.push(...(await syncFiles(batch, tx, id, plan, current)));
  if (current) recordEvents(batch, tx, id, actor.id, timeline);
  writeRequestEffects(batch, tx, ctx, { ...effects, request: { ...effects.request, id } }, lookups);
  // Whoever has it open sees the change without a reload, whatever they chose to be notified of: a
  // `request` live event to the streams following it whose user may see it now (platform/realtime.ts).
  if (current) {
    announce(batch, {
      t: 'r',
      r: id,
      f: eventFacts({
        status: plan.status,
        companyId: plan.company.id,
        enterpriseId: plan.company.enterpriseId,
        createdById: plan.createdById,
        // Left Draft once (before, or now): a draft put back by staff stays its company's.
        submittedAt: current.submittedAt ?? (plan.status !== 'DRAFT' ? new Date() : null),
        // Held for its owners' approval after this save (just held, or still: an owner's reassignment):
        // its owners may see it, and hear of it.
        awaitingApproval:
          plan.approval.kind === 'held' ||
          (plan.approval.kind === 'none' && current.awaitingApproval === true),
      }),
    });
  }
  released.push(...writeRequestBrandKit(batch, tx, id, plan.brandKit));
  applySpendingControls(batch, tx, ctx, actor, plan, {
    id,
    title: plan.title,
    enterpriseId: plan.company.enterpriseId,
    createdById: plan.createdById,
  });
  return id;
}
