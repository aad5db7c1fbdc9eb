import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('list cursors', () => {
  it('round-trip a time on a whole second (no fraction) as well as one with microseconds', () => {
    for (const ts of ['2026-11-25 08:35:01+00', '2026-11-25 08:35:01.546123+00', '2026-11-25T08:35:01Z']) {
      expect(decodeCursor(encodeCursor(ts, 7))).toEqual({ ts, id: 7 });
    }
  });

  it('refuse a date or time that does not exist', () => {
    for (const ts of ['2026-02-31 08:00:00+00', '2026-11-25 25:00:00+00']) {
      expect(() => decodeCursor(encodeCursor(ts, 7))).toThrow('Invalid cursor');
    }
  });
});
