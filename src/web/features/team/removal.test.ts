import { describe, expect, it } from 'vitest';
import { removalQuestion } from './removal.ts';

describe('removalQuestion', () => {
  const max = { id: 4, name: 'Max Miller' };

  it('asks about someone else in the third person', () => {
    const q = removalQuestion(max, 'Acme Holdings', 3);
    expect(q.title).toBe('Remove from the enterprise?');
    expect(q.message).toMatch(/^Max Miller leaves every company of Acme Holdings/);
    expect(q.confirmLabel).toBe('Remove');
    expect(q.done).toBe('Max Miller was removed from Acme Holdings.');
  });

  it('tells the person removing themselves that they leave and may be signed out at once', () => {
    const q = removalQuestion(max, 'Acme Holdings', 4);
    expect(q.title).toBe('Leave Acme Holdings?');
    expect(q.message).toMatch(/^You leave every company of Acme Holdings/);
    expect(q.message).toContain('signed out at once');
    expect(q.message).not.toContain('Max Miller');
    expect(q.confirmLabel).toBe('Leave');
    expect(q.done).toBe('You left Acme Holdings.');
  });
});
