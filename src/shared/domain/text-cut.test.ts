import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { cutKeepingTail, cutText, ellipsize, textLength } from './text-cut.ts';
import { REVISION_MESSAGES } from './revision-rounds.ts';
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

  it('counts as every limit counts (UTF-16 units, as zod .max and maxLength), and a cut is never longer', () => {
    expect(textLength('🎉')).toBe(2);
    expect(textLength('🇫🇷')).toBe(4);
    expect(textLength('👩‍👩‍👧‍👦')).toBe(11);
    expect(textLength('q\u0307')).toBe(2);
    for (const max of [0, 1, 2, 3, 5, 10, 59, 60, 61]) {
      const cut = cutText(TITLE, max);
      expect(textLength(cut)).toBeLessThanOrEqual(max);
      expect(cut.isWellFormed()).toBe(true);
      expect(TITLE.startsWith(cut)).toBe(true);
    }
    // A combining mark stays with its letter; an emoji with its skin tone.
    expect(cutText('aq\u0307', 2)).toBe('a');
    expect(cutText('👍🏽x', 3)).toBe('');
    expect(cutText('👍🏽x', 4)).toBe('👍🏽');
  });

  it('keeps a tail (a file name’s extension) whole, cutting the rest between characters', () => {
    expect(cutKeepingTail('short.pdf', 20, '.pdf')).toBe('short.pdf');
    expect(cutKeepingTail(`${'a'.repeat(10)}🎨🎨.png`, 14, '.png')).toBe(`${'a'.repeat(10)}.png`);
    expect(cutKeepingTail(`${'a'.repeat(8)}🎨🎨.png`, 14, '.png')).toBe(`${'a'.repeat(8)}🎨.png`);
    expect(cutKeepingTail('abc  defgh.txt', 9, '.txt')).toBe('abc.txt'); // trailing spaces of the cut dropped
  });

  it('the revision round notes cut the title by the same rule', () => {
    const note = REVISION_MESSAGES.ledgerNote(2, 1, TITLE);
    expect(note).toBe(
      'Extra revision round 2 (1 included): “<script>alert(1)</script><img src=x onerror=alert(2)> 🎉…”',
    );
    expect(note.isWellFormed()).toBe(true);
  });
});
