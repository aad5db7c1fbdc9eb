import { describe, expect, it } from 'vitest';
import { combinePerRecipient } from './per-recipient.ts';

describe('combinePerRecipient', () => {
  it('merges headers and keeps each part’s Reply-To and body, per address', () => {
    const unsubscribe = (a: string) => ({ headers: { 'List-Unsubscribe': `<https://x.test/u/${a}>` } });
    const reply = (a: string) => ({ replyTo: `reply+${a.length}@r.test`, headers: { 'X-Extra': '1' } });
    const both = combinePerRecipient(unsubscribe, undefined, reply)!;
    expect(both('a@b.test')).toEqual({
      headers: { 'List-Unsubscribe': '<https://x.test/u/a@b.test>', 'X-Extra': '1' },
      replyTo: 'reply+8@r.test',
    });
    expect(combinePerRecipient(undefined, undefined)).toBeUndefined();
    expect(combinePerRecipient(reply)).toBe(reply);
  });
});
