import { describe, expect, it } from 'vitest';
import {
  includedLabel,
  normaliseRoundCost,
  revisionProblems,
  roundCost,
  roundCostSentence,
  roundLabel,
} from './revision-rounds.ts';

const paid = { included: 2, extraCost: '5.00' };

describe('revision rounds', () => {
  it('rounds within the included ones are free, beyond them cost the extra cost', () => {
    expect([1, 2, 3, 4].map((n) => roundCost(paid, n))).toEqual(['0.00', '0.00', '5.00', '5.00']);
    expect(roundCost({ included: 0, extraCost: '0' }, 1)).toBe('0.00');
  });

  it('says which round it is and what it costs', () => {
    expect(roundLabel(2, paid)).toBe('Round 2 of 2 included');
    expect(roundLabel(3, paid)).toBe('Round 3 · 5 credits extra');
    expect(roundLabel(3, { included: 2, extraCost: '0.00' })).toBe('Round 3 · no extra cost');
    expect(roundCostSentence(3, paid)).toBe('This is round 3; 2 are included. It costs 5 credits.');
    expect(roundCostSentence(1, paid)).toBe('This is round 1; 2 are included. It costs nothing extra.');
    expect(roundCostSentence(1, { included: 0, extraCost: '1.50' })).toBe(
      'This is round 1; none are included. It costs 1.5 credits.',
    );
    expect(includedLabel(1)).toBe('1 round of changes included');
    expect(includedLabel(0)).toBe('No rounds of changes included');
  });

  it('refuses rounds outside 0–20 or not whole, and costs below 0 or with three decimals', () => {
    expect(revisionProblems({ included: 20, extraCost: '99.99' }, 100_000)).toEqual([]);
    expect(revisionProblems({ included: 0, extraCost: 0 }, 100_000)).toEqual([]);
    for (const bad of [21, -1, 1.5, Number.NaN, null]) {
      expect(revisionProblems({ included: bad, extraCost: '0' }, 100_000).map((p) => p.path)).toEqual([
        'included',
      ]);
    }
    for (const bad of ['-1', '1.234', 'five', '', 100_001]) {
      expect(revisionProblems({ included: 2, extraCost: bad }, 100_000).map((p) => p.path)).toEqual([
        'extraCost',
      ]);
    }
    expect(normaliseRoundCost('5')).toBe('5.00');
    expect(normaliseRoundCost(2.5)).toBe('2.50');
    expect(normaliseRoundCost('1.234')).toBe('1.234');
  });
});
