/*
 * Cutting a text people typed to a length (a ledger note's title, a notification's excerpt, the
 * sticky header's title). `slice` counts UTF-16 units, so a cut could fall inside an emoji (a lone
 * surrogate, stored and shown as "�") or inside a character built of several (a flag, a family, a
 * letter with a combining accent). These cut between whole characters (graphemes) instead.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest start of `text` of at most `max` UTF-16 units that ends between two whole characters. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (end + segment.length > max) break;
    end += segment.length;
  }
  return text.slice(0, end);
}

/** `text` as it is when it fits in `max` units, else cut (cutText) with "…" after. */
export const ellipsize = (text: string, max: number) => (text.length > max ? `${cutText(text, max)}…` : text);
