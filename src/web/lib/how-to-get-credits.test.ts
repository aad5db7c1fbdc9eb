import { describe, expect, it } from 'vitest';
import { howToGetCredits } from './how-to-get-credits.ts';

const base = { enterpriseName: 'Initech', providerName: 'Studio' };

describe('howToGetCredits', () => {
  it('tells a member to ask an owner, or the provider through Support', () => {
    expect(howToGetCredits({ ...base, owner: false, billing: true })).toBe(
      "Credits come with Initech's monthly plan. To get more, ask an owner of Initech to choose a plan, or ask Studio through Support to add credits.",
    );
  });

  it('tells an owner to choose a plan online when billing is on', () => {
    expect(howToGetCredits({ ...base, owner: true, billing: true })).toBe(
      'Credits come with a monthly plan: choose one with Change plan on your dashboard, or ask Studio through Support to add credits.',
    );
  });

  it('tells an owner to ask the provider for a plan or credits when billing is off', () => {
    expect(howToGetCredits({ ...base, owner: true, billing: false })).toBe(
      'Credits come with a monthly plan: ask Studio through Support to set one up for Initech, or to add credits.',
    );
  });
});
