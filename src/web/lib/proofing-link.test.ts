import { describe, expect, it } from 'vitest';
import { readProofTarget, withProofTarget } from './proofing-link.ts';

describe('the proofing viewer in the URL', () => {
  it('reads a target and leaves the other parameters alone', () => {
    const search = new URLSearchParams('alignBy=status&proof=12&file=abc&pin=2&page=3');
    expect(readProofTarget(search)).toEqual({
      versionId: 12,
      fileId: 'abc',
      pin: 2,
      page: 3,
      compare: undefined,
    });
    const closed = withProofTarget(search, null);
    expect(closed.toString()).toBe('alignBy=status');
    expect(readProofTarget(closed)).toBeNull();
  });

  it('writes a target, page 1 and absent parts left out; nonsense reads as closed or absent', () => {
    const next = withProofTarget(new URLSearchParams('alignBy=status&pin=9'), {
      versionId: 4,
      compare: 3,
      page: 1,
    });
    expect(next.toString()).toBe('alignBy=status&proof=4&compare=3');
    expect(readProofTarget(new URLSearchParams('proof=-1'))).toBeNull();
    expect(readProofTarget(new URLSearchParams('proof=x'))).toBeNull();
    expect(readProofTarget(new URLSearchParams('proof=5&pin=1.5'))?.pin).toBeUndefined();
  });
});
