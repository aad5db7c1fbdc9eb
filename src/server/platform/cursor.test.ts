import { describe, expect, it } from 'vitest';
import { decodeTimeCursor, encodeTimeCursor } from './cursor.ts';

describe('list cursors', () => {
  it('round-trip a time on a whole second (no fraction) as well as one with microseconds', () => {
    for (const ts of [
      '2026-11-25 08:35:01+00',
      '2026-11-25 08:35:01.546123+00',
      '2026-11-25T08:35:01Z',
      '2026-11-25 08:35:01-15:59:59',
      '2026-11-25 08:35:01+0530',
    ]) {
      expect(decodeTimeCursor(encodeTimeCursor(ts, 7))).toEqual({ ts, id: 7 });
    }
  });

  it('refuse a date or time that does not exist', () => {
    for (const ts of [
      '2026-02-31 08:00:00+00',
      '2026-11-25 25:00:00+00',
      '2026-11-25 08:00:00+99',
      '2026-11-25 08:00:00-16',
      '2026-11-25 08:00:00+15:60',
      '2026-11-25 08:00:00+15:59:60',
    ]) {
      expect(() => decodeTimeCursor(encodeTimeCursor(ts, 7))).toThrow('Invalid cursor');
    }
  });
});
