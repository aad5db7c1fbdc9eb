import { Decimal } from 'decimal.js';
import type { LedgerKind } from './ledger.ts';
import { isCharged, type RequestStatus } from './request-status.ts';
import { ellipsize } from './text-cut.ts';

/*
 * What a request's save or removal does to the enterprise's credit (spec section 9). The price itself
 * is `quoteRequest` in credits.ts; this module says what is charged for it and which ledger entries
 * bring the charge there. Pure: the server posts what it answers (modules/requests/steps/ledger.ts).
 */

/** One ledger entry to post: a negative amount takes credit, a positive one gives it back. */
export type Posting = { enterpriseId: number; kind: LedgerKind; amount: Decimal; note: string };

/** Amounts as stored and shown: two decimals. */
export const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

/** What a request should have been charged once saved with this status: its total while charged, else 0. */
export const chargeFor = (status: RequestStatus, total: Decimal.Value): Decimal =>
  isCharged(status) ? new Decimal(total) : new Decimal(0);

const label = (title: string) => `“${ellipsize(title, 60)}”`;

/**
 * The ledger movements that bring what is charged for a request (`charged`, to `previousEnterpriseId`
 * when it already existed) to what it should be (`target`, to `enterpriseId`): a debit when it starts
 * being charged, a refund when it stops, an adjustment when its price changes, and a refund to the old
 * enterprise plus a debit to the new one when it moves between enterprises.
 */
export function postingsFor(input: {
  target: Decimal;
  charged: Decimal;
  enterpriseId: number;
  previousEnterpriseId: number | null;
  title: string;
}): Posting[] {
  const { target, charged, enterpriseId, previousEnterpriseId, title } = input;
  const name = label(title);
  if (previousEnterpriseId !== null && previousEnterpriseId !== enterpriseId && !charged.isZero()) {
    const out: Posting[] = [
      {
        enterpriseId: previousEnterpriseId,
        kind: 'refund',
        amount: charged,
        note: `Refund: ${name} moved to another enterprise`,
      },
    ];
    if (!target.isZero()) {
      out.push({ enterpriseId, kind: 'debit', amount: target.negated(), note: `Request ${name}` });
    }
    return out;
  }
  const diff = target.minus(charged);
  if (diff.isZero()) return [];
  if (charged.isZero()) {
    return [{ enterpriseId, kind: 'debit', amount: diff.negated(), note: `Request ${name}` }];
  }
  if (target.isZero()) {
    return [{ enterpriseId, kind: 'refund', amount: charged, note: `Refund: ${name}` }];
  }
  return [{ enterpriseId, kind: 'adjustment', amount: diff.negated(), note: `Price change: ${name}` }];
}

/** Removing a request (DELETED) refunds everything it was charged; nothing when it was not charged. */
export function removalPostings(input: { charged: Decimal; enterpriseId: number; title: string }): Posting[] {
  if (input.charged.isZero()) return [];
  return [
    {
      enterpriseId: input.enterpriseId,
      kind: 'refund',
      amount: input.charged,
      note: `Refund: ${label(input.title)} deleted`,
    },
  ];
}
