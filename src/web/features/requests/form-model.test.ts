import { describe, expect, it } from 'vitest';
import { duplicateTitle } from './form-model.ts';

describe('the title of a duplicate', () => {
  it('reads "Copy of …"', () => {
    expect(duplicateTitle('Spring menu poster')).toBe('Copy of Spring menu poster');
    expect(duplicateTitle('Copy of Spring menu poster')).toBe('Copy of Copy of Spring menu poster');
  });
  it('stays within the 500 characters a title may have', () => {
    expect(duplicateTitle('x'.repeat(500))).toHaveLength(500);
  });
});
