import { describe, expect, it } from 'vitest';
import { returnToOf, withReturnTo } from './return-to.ts';

describe('the way back from a drawer opened elsewhere', () => {
  it('reads the path it was given', () => {
    expect(returnToOf(withReturnTo('/dashboard?tab=mine'))).toBe('/dashboard?tab=mine');
  });
  it('ignores anything else: no state, other shapes, other sites', () => {
    expect(returnToOf(null)).toBeNull();
    expect(returnToOf(undefined)).toBeNull();
    expect(returnToOf({ other: '/x' })).toBeNull();
    expect(returnToOf({ returnTo: 5 })).toBeNull();
    expect(returnToOf({ returnTo: '//evil.example/x' })).toBeNull();
    expect(returnToOf({ returnTo: 'https://evil.example/x' })).toBeNull();
  });
});
