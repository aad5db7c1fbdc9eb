import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { chargeFor, money, postingsFor, removalPostings, type Posting } from './charges.ts';

const d = (v: Decimal.Value) => new Decimal(v);
const plain = (ps: Posting[]) => ps.map((p) => ({ ...p, amount: money(p.amount) }));
const save = (target: string, charged: string, previousEnterpriseId: number | null = 1, title = 'Logo') =>
  plain(
    postingsFor({ target: d(target), charged: d(charged), enterpriseId: 1, previousEnterpriseId, title }),
  );

describe('chargeFor', () => {
  it('charges the total in the charged statuses and nothing otherwise', () => {
    expect(money(chargeFor('NOT_START', '12.5'))).toBe('12.50');
    expect(money(chargeFor('FINISHED', '3'))).toBe('3.00');
    for (const s of ['DRAFT', 'CANCELLED', 'DELETED'] as const) {
      expect(chargeFor(s, '12').isZero()).toBe(true);
    }
  });
});

describe('postingsFor', () => {
  it('debits a request that starts being charged (a submission)', () => {
    expect(save('12', '0', null)).toEqual([
      { enterpriseId: 1, kind: 'debit', amount: '-12.00', note: 'Request “Logo”' },
    ]);
  });

  it('posts nothing when the charge is already right', () => {
    expect(save('12', '12')).toEqual([]);
    expect(save('0', '0')).toEqual([]);
  });

  it('refunds a request that stops being charged (a cancellation)', () => {
    expect(save('0', '12')).toEqual([
      { enterpriseId: 1, kind: 'refund', amount: '12.00', note: 'Refund: “Logo”' },
    ]);
  });

  it('adjusts by the difference when the price changes', () => {
    expect(save('15', '12')).toEqual([
      { enterpriseId: 1, kind: 'adjustment', amount: '-3.00', note: 'Price change: “Logo”' },
    ]);
    expect(save('10', '12')).toEqual([
      { enterpriseId: 1, kind: 'adjustment', amount: '2.00', note: 'Price change: “Logo”' },
    ]);
  });

  it('refunds the old enterprise and debits the new one when a charged request moves', () => {
    expect(
      plain(
        postingsFor({
          target: d(15),
          charged: d(12),
          enterpriseId: 2,
          previousEnterpriseId: 1,
          title: 'Logo',
        }),
      ),
    ).toEqual([
      {
        enterpriseId: 1,
        kind: 'refund',
        amount: '12.00',
        note: 'Refund: “Logo” moved to another enterprise',
      },
      { enterpriseId: 2, kind: 'debit', amount: '-15.00', note: 'Request “Logo”' },
    ]);
    // Moved and no longer charged: only the refund.
    expect(
      plain(
        postingsFor({
          target: d(0),
          charged: d(12),
          enterpriseId: 2,
          previousEnterpriseId: 1,
          title: 'Logo',
        }),
      ),
    ).toEqual([
      {
        enterpriseId: 1,
        kind: 'refund',
        amount: '12.00',
        note: 'Refund: “Logo” moved to another enterprise',
      },
    ]);
    // Moved while nothing was charged: a plain debit to the new enterprise.
    expect(
      plain(
        postingsFor({ target: d(5), charged: d(0), enterpriseId: 2, previousEnterpriseId: 1, title: 'Logo' }),
      ),
    ).toEqual([{ enterpriseId: 2, kind: 'debit', amount: '-5.00', note: 'Request “Logo”' }]);
  });

  it('names the request in the note, shortened past 60 characters', () => {
    const long = 'x'.repeat(70);
    expect(save('1', '0', null, long)[0]!.note).toBe(`Request “${'x'.repeat(60)}…”`);
  });

  it('always brings the charge to the target: the postings sum to target minus charged', () => {
    for (const [target, charged] of [
      ['0', '7'],
      ['7', '0'],
      ['9.5', '7.25'],
      ['1', '100'],
    ] as const) {
      const sum = postingsFor({
        target: d(target),
        charged: d(charged),
        enterpriseId: 1,
        previousEnterpriseId: 1,
        title: 't',
      }).reduce((s, p) => s.plus(p.amount), d(0));
      expect(money(sum.negated())).toBe(money(d(target).minus(charged)));
    }
  });
});

describe('removalPostings', () => {
  it('refunds what was charged, and nothing for an uncharged request', () => {
    expect(plain(removalPostings({ charged: d('12'), enterpriseId: 3, title: 'Logo' }))).toEqual([
      { enterpriseId: 3, kind: 'refund', amount: '12.00', note: 'Refund: “Logo” deleted' },
    ]);
    expect(removalPostings({ charged: d(0), enterpriseId: 3, title: 'Logo' })).toEqual([]);
  });
});
