import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { removalPostings } from '#shared/domain/charges.ts';
import { can, PERMISSION_DENIED_MESSAGE } from '#shared/domain/permissions.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { lockEnterpriseBalances } from '../credits/ledger.ts';
import { factsOf, canSee } from './access.ts';
import { lookUpRequestEffects, writeRequestEffects, type RequestChange } from './effects.ts';
import { NOT_FOUND_MESSAGE } from './messages.ts';
import { lockRequest, peopleOf } from './lock.ts';
import { postCharges } from './steps/ledger.ts';
import { applySpendingControls } from './steps/spending-controls.ts';
import { recordEvents } from './steps/record-events.ts';
import { announce, eventFacts } from '../../platform/live-events.ts';

/**
 * PUT /api/service-requests/remove/:id — sets DELETED and refunds what the request was charged.
 * A draft is removed by its creator; a submitted request only by staff.
 */
export async function removeRequest(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockRequest(tx, requestId);
    if (!current || !canSee(actor, current)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (!can(actor, 'delete', factsOf(current))) throw new AppError('FORBIDDEN', PERMISSION_DENIED_MESSAGE);
    const people = await peopleOf(tx, requestId);
    const changes: RequestChange[] = [{ kind: 'status_changed', from: current.status, to: 'DELETED' }];
    const effects = {
      actor,
      request: {
        id: requestId,
        title: current.title,
        status: 'DELETED',
        companyId: current.companyId,
        enterpriseId: current.enterpriseId,
        createdById: current.createdById,
        assigneeIds: people.assignees,
        assignedToIds: people.assignedTo,
      },
      changes,
    };
    const lookups = await lookUpRequestEffects(tx, ctx, effects);
    const locked = await lockEnterpriseBalances(tx, [current.enterpriseId]);
    const batch = new WriteBatch();
    batch.write(
      tx
        .update(serviceRequests)
        .set({ status: 'DELETED', chargedCredit: '0.00' })
        .where(eq(serviceRequests.id, requestId)),
    );
    const postings = removalPostings({
      charged: new Decimal(current.chargedCredit),
      enterpriseId: current.enterpriseId,
      title: current.title,
    });
    const charged = postCharges(batch, tx, actor.id, requestId, postings, locked);
    recordEvents(batch, tx, requestId, actor.id, [
      { kind: 'status_changed', data: { from: current.status, to: 'DELETED' } },
      ...charged,
    ]);
    writeRequestEffects(batch, tx, ctx, effects, lookups);
    // Whoever has it open learns at once that it is gone: a live event to the streams following it
    // whose user could see it until now (its facts before the deletion: after it, nobody may).
    announce(batch, {
      t: 'x',
      r: requestId,
      f: eventFacts(factsOf(current)),
      a: actor.id,
    });
    // A draft deleted while it awaited an owner's approval: that round ends, withdrawn (issue 26).
    if (current.awaitingApproval) {
      applySpendingControls(batch, tx, ctx, actor, { approval: { kind: 'withdrawn' } }, current);
    }
    await batch.run(tx);
  });
  return { id: requestId };
}
