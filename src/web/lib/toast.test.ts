import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { duplicateGuard } from './toast.ts';

describe('duplicateGuard', () => {
  it('holds back a message while the same one is on screen, and shows it again once that one closes', () => {
    const guard = duplicateGuard();
    expect(guard.admit('Service Request successfully updated', true)).toBe(true);
    expect(guard.admit('Service Request successfully updated', true)).toBe(false);
    // The first starts closing (its time is up): a new save's confirmation shows, not swallowed.
    guard.closing('Service Request successfully updated');
    expect(guard.admit('Service Request successfully updated', true)).toBe(true);
  });

  it('lets a repeat through when duplicates are allowed, and never compares nodes', () => {
    const guard = duplicateGuard();
    expect(guard.admit('Saved', true)).toBe(true);
    expect(guard.admit('Saved', false)).toBe(true);
    const node = createElement('span', null, 'Saved');
    expect(guard.admit(node, true)).toBe(true);
    expect(guard.admit(node, true)).toBe(true);
  });

  it('keeps other messages apart', () => {
    const guard = duplicateGuard();
    expect(guard.admit('Please assign asignees', true)).toBe(true);
    expect(guard.admit('Service Request successfully updated', true)).toBe(true);
  });
});
