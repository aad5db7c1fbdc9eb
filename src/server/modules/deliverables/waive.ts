import { and, eq, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { WriteBatch } from '../../db/write-batch.ts';
import { creditLedger, deliverableVersions, revisionRounds } from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, forbidden, notFound } from '#shared/errors.ts';
import { REVISION_MESSAGES } from '#shared/domain/revision-rounds.ts';
import type { RevisionRoundDto } from '#shared/schemas/deliverables.ts';
import { auditInsert } from '../audit/write.ts';
import { lockEnterpriseBalances, postLedger } from '../credits/ledger.ts';
import { canSee } from '../requests/access.ts';
import { lockRequest } from '../requests/lock.ts';
import { roundColumns, toRoundDto, type RoundRow } from './rounds.ts';
import { NOT_FOUND_MESSAGE } from '../requests/messages.ts';

export type WaiveResult = { round: RevisionRoundDto; duplicate: boolean; balance: string };

/**
 * POST /api/service-requests/:id/revision-rounds/:round/waive (staff): the charge of an extra round
 * is refunded through the ledger (kind `refund`, to the enterprise that paid it, with the reason) and
 * the round marked waived (who, when), with an audit entry, in one transaction under the request's
 * lock and then the enterprise's (the order the changes request takes). A round already waived is
 * answered as it is (`duplicate`), nothing refunded twice; a round that was not charged is 409.
 */
export async function waiveRound(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
  roundNumber: number,
): Promise<WaiveResult> {
  if (!actor.isStaff) throw forbidden(REVISION_MESSAGES.staffOnly);
  return ctx.db.transaction(async (tx) => {
    const current = await lockRequest(tx, requestId);
    if (!current || !canSee(actor, current)) throw notFound(NOT_FOUND_MESSAGE);
    const [row] = await tx
      .select({ ...roundColumns, enterpriseId: creditLedger.enterpriseId })
      .from(revisionRounds)
      .innerJoin(deliverableVersions, eq(deliverableVersions.id, revisionRounds.versionId))
      .leftJoin(creditLedger, eq(creditLedger.id, revisionRounds.ledgerId))
      .where(and(eq(revisionRounds.requestId, requestId), eq(revisionRounds.round, roundNumber)));
    if (!row) throw notFound(REVISION_MESSAGES.roundNotFound);
    const charged = new Decimal(row.charged);
    if (row.waivedAt !== null) {
      const locked = await lockEnterpriseBalances(tx, row.enterpriseId ? [row.enterpriseId] : []);
      const balance = row.enterpriseId ? locked.get(row.enterpriseId) : undefined;
      return {
        round: toRoundDto(row as RoundRow),
        duplicate: true,
        balance: (balance ?? new Decimal(0)).toFixed(2),
      };
    }
    if (charged.isZero() || row.ledgerId === null || row.enterpriseId === null) {
      throw new AppError('CONFLICT', REVISION_MESSAGES.notCharged);
    }
    const enterpriseId = row.enterpriseId;
    const locked = await lockEnterpriseBalances(tx, [enterpriseId]);
    const before = locked.get(enterpriseId)!;
    const batch = new WriteBatch();
    const { balanceAfter } = postLedger(
      batch,
      tx,
      {
        enterpriseId,
        kind: 'refund',
        amount: charged,
        requestId,
        actorId: actor.id,
        note: REVISION_MESSAGES.refundNote(roundNumber, current.title),
      },
      locked,
    );
    batch.write(
      tx
        .update(revisionRounds)
        .set({ waivedAt: sql`now()`, waivedById: actor.id })
        .where(and(eq(revisionRounds.requestId, requestId), eq(revisionRounds.round, roundNumber))),
    );
    batch.write(
      auditInsert(tx, {
        actorId: actor.id,
        action: 'revision_round_waived',
        enterpriseId,
        details: {
          requestId,
          round: roundNumber,
          amount: charged.toFixed(2),
          chargeLedgerId: Number(row.ledgerId),
          before: { balance: before.toFixed(2) },
          after: { balance: balanceAfter },
        },
      }),
    );
    await batch.run(tx);
    const [after] = await tx
      .select(roundColumns)
      .from(revisionRounds)
      .innerJoin(deliverableVersions, eq(deliverableVersions.id, revisionRounds.versionId))
      .where(and(eq(revisionRounds.requestId, requestId), eq(revisionRounds.round, roundNumber)));
    return { round: toRoundDto(after as RoundRow), duplicate: false, balance: balanceAfter };
  });
}
