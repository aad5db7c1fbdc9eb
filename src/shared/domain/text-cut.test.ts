import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { cutText, ellipsize } from './text-cut.ts';
import { postingsFor, removalPostings } from './charges.ts';
import { truncateTitle } from './formats.ts';

// 53 units of markup, a space, then emoji: the 60th unit falls inside the second 👩 of a family.
const TITLE = '<script>alert(1)</script><img src=x onerror=alert(2)> 🎉👩‍👩‍👧‍👦 مرحبا Supercalifragilistic';

describe('cutting a typed text never leaves half a character', () => {
  it('cuts between whole characters: no lone surrogate, no half of a family', () => {
    expect(TITLE.slice(0, 60).isWellFormed()).toBe(false); // what the old cut stored
    const cut = cutText(TITLE, 60);
    expect(cut.isWellFormed()).toBe(true);
    expect(cut).toBe('<script>alert(1)</script><img src=x onerror=alert(2)> 🎉');
    expect(cutText('Logo', 60)).toBe('Logo');
    expect(cutText('e\u0301e\u0301', 3)).toBe('e\u0301'); // a letter with its accent stays whole
    expect(ellipsize('🇫🇷🇫🇷', 6)).toBe('🇫🇷…'); // a flag is 4 units: the second one does not fit whole
  });

  it("a request's ledger notes (charge, refund, deletion) are well-formed text", () => {
    const notes = [
      ...postingsFor({
        target: new Decimal(13),
        charged: new Decimal(0),
        enterpriseId: 1,
        previousEnterpriseId: null,
        title: TITLE,
      }),
      ...postingsFor({
        target: new Decimal(0),
        charged: new Decimal(13),
        enterpriseId: 1,
        previousEnterpriseId: null,
        title: TITLE,
      }),
      ...removalPostings({ charged: new Decimal(13), enterpriseId: 1, title: TITLE }),
    ].map((p) => p.note);
    expect(notes).toEqual([
      'Request “<script>alert(1)</script><img src=x onerror=alert(2)> 🎉…”',
      'Refund: “<script>alert(1)</script><img src=x onerror=alert(2)> 🎉…”',
      'Refund: “<script>alert(1)</script><img src=x onerror=alert(2)> 🎉…” deleted',
    ]);
  });

  it("the sticky header's title (45 characters) keeps an emoji whole", () => {
    const title = `${'a'.repeat(44)}🎉 party`;
    expect(truncateTitle(title)).toBe(`${'a'.repeat(44)}…`);
    expect(truncateTitle(title).isWellFormed()).toBe(true);
  });
});
