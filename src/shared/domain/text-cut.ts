/*
 * THE rule for the length of a text people typed, and for cutting one to a length (a ledger note's
 * title, a notification's excerpt, the sticky header's title, a stored file name, a value echoed in an
 * error). Two halves, one place:
 *
 * - A length is counted in UTF-16 units (`textLength`, which is `String.length`): the unit every limit
 *   the person is told of counts in — the API's validation (zod's `.max`), the browser's `maxLength`,
 *   the form counters ("12/10000"). An emoji counts 2 (a flag 4, a family 11), a letter with a
 *   combining accent 2: so a cut text's length is what the person was told it may be, never more.
 * - A cut falls between two whole characters (graphemes, `Intl.Segmenter`): `slice` could fall inside
 *   an emoji (a lone surrogate, stored and shown as "�") or inside a character built of several (a
 *   flag, a family, a letter with its combining accent); counting code points (`Array.from`) still cut
 *   flags, families and accents in two.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The length of `text` as every limit counts it and every counter shows it: UTF-16 units. */
export const textLength = (text: string): number => text.length;

/** The longest start of `text` of at most `max` units (textLength) that ends between two whole characters. */
export function cutText(text: string, max: number): string {
  if (textLength(text) <= max) return text;
  let end = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (end + textLength(segment) > max) break;
    end += textLength(segment);
  }
  return text.slice(0, end);
}

/** `text` as it is when it fits in `max` units, else cut (cutText) with "…" after. */
export const ellipsize = (text: string, max: number) =>
  textLength(text) > max ? `${cutText(text, max)}…` : text;

/**
 * `text` in at most `max` units with its `tail` kept whole at the end (a file name's extension): the
 * rest is cut (cutText, its trailing spaces dropped) to leave room for the tail. `tail` must end `text`.
 */
export function cutKeepingTail(text: string, max: number, tail: string): string {
  if (textLength(text) <= max) return text;
  const head = text.slice(0, textLength(text) - textLength(tail));
  return cutText(head, max - textLength(tail)).trimEnd() + tail;
}
