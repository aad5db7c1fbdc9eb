import { Decimal } from 'decimal.js';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditLedger, enterprises } from '../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { creditsLabel } from '#shared/domain/formats.ts';

export type LedgerKind = 'grant' | 'debit' | 'refund' | 'adjustment';

export type LedgerEntry = {
  enterpriseId: number;
  kind: LedgerKind;
  /** Signed change: negative for debits. */
  amount: Decimal.Value;
  requestId?: number | null;
  actorId?: number | null;
  note?: string;
  /** When false, a change that would take the balance below zero is refused. */
  allowNegative?: boolean;
};

/** Amounts read as everywhere in the app ('46.5 credits', not '46.50'): the shared creditsLabel. */
export const insufficientCreditMessage = (cost: Decimal.Value, balance: Decimal.Value) =>
  `Not enough credit: this request costs ${creditsLabel(new Decimal(cost).toFixed(2))} and the available balance is ${creditsLabel(new Decimal(balance).toFixed(2))}.`;

/**
 * The only way credits move. Must run inside a transaction: the enterprise row is locked (FOR UPDATE),
 * so concurrent postings serialise and the balance can never be overdrawn by a race.
 */
export async function postLedger(tx: Db, entry: LedgerEntry): Promise<{ balanceAfter: string }> {
  const amount = new Decimal(entry.amount);
  const [row] = await tx
    .select({ balance: enterprises.availableCredit })
    .from(enterprises)
    .where(eq(enterprises.id, entry.enterpriseId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Enterprise not found');
  const balance = new Decimal(row.balance);
  const after = balance.plus(amount);
  if (amount.isZero()) return { balanceAfter: balance.toFixed(2) };
  if (after.isNegative() && !entry.allowNegative) {
    throw new AppError('CONFLICT', insufficientCreditMessage(amount.negated(), balance), {
      cost: amount.negated().toFixed(2),
      balance: balance.toFixed(2),
    });
  }
  await tx
    .update(enterprises)
    .set({ availableCredit: after.toFixed(2) })
    .where(eq(enterprises.id, entry.enterpriseId));
  await tx.insert(creditLedger).values({
    enterpriseId: entry.enterpriseId,
    kind: entry.kind,
    amount: amount.toFixed(2),
    balanceAfter: after.toFixed(2),
    requestId: entry.requestId ?? null,
    actorId: entry.actorId ?? null,
    note: entry.note ?? '',
  });
  return { balanceAfter: after.toFixed(2) };
}

/** One page of an enterprise's ledger, newest first (keyset on id). */
export async function listLedger(db: Db, enterpriseId: number, opts: { cursor?: number; limit: number }) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.enterpriseId, enterpriseId),
        opts.cursor ? lt(creditLedger.id, opts.cursor) : undefined,
      ),
    )
    .orderBy(desc(creditLedger.id))
    .limit(opts.limit + 1);
  const hasMore = rows.length > opts.limit;
  const data = rows.slice(0, opts.limit);
  return { data, hasMore, cursor: hasMore ? (data.at(-1)?.id ?? null) : null };
}
