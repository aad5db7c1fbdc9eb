import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache memory bound', () => {
  it('counts the key, so small answers under long URLs cannot outgrow the bound', () => {
    const cache = new ReadCache({ maxBytes: 1024 * 1024 });
    const body = Buffer.from('{"data":[],"cursor":null,"hasMore":false}');
    const junk = 'x'.repeat(8000);
    for (let i = 0; i < 1000; i++) cache.set(`7\n/api/service-requests?i=${i}&junk=${junk}`, 0, body);
    expect(cache.byteSize).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size).toBeLessThan(100);
  });
});

describe('ReadCache.set', () => {
  it('says whether it kept the answer: not one over an eighth of the bound, nor one read before a change', () => {
    const cache = new ReadCache({ maxBytes: 64 * 1024 });
    expect(cache.set('1\n/a', cache.generation, Buffer.alloc(1024))).toBe('kept');
    expect(cache.set('1\n/big', cache.generation, Buffer.alloc(9 * 1024))).toBe('too large');
    expect(cache.get('1\n/big', 'identity')).toBeUndefined();
    const before = cache.generation;
    cache.invalidate();
    expect(cache.set('1\n/a', before, Buffer.alloc(1024))).toBe('changed');
    expect(cache.size).toBe(0);
  });
});
