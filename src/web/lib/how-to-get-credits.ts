import type { SessionPayload } from '#shared/schemas/auth.ts';
import { useBilling } from './billing.ts';
import { ownedEnterprises } from './ownership.ts';

export type CreditsHelp = {
  /** The reader owns the enterprise (owners choose its plan; members ask them). */
  owner: boolean;
  /** Stripe billing is on: an owner chooses the plan themselves (Change plan on the dashboard). */
  billing: boolean;
  enterpriseName: string;
  providerName: string;
};

/**
 * How a customer gets credits, plainly (a new enterprise starts on Starter with none and was not told
 * who adds them): credits come with the enterprise's monthly plan (the membership tiers), an owner
 * chooses it (online when billing is on, else the provider sets it up), and the provider's staff can
 * add credits at any time; a member asks an owner, or the provider through Support.
 */
export function howToGetCredits({ owner, billing, enterpriseName, providerName }: CreditsHelp): string {
  if (!owner) {
    return `Credits come with ${enterpriseName}'s monthly plan. To get more, ask an owner of ${enterpriseName} to choose a plan, or ask ${providerName} through Support to add credits.`;
  }
  if (billing) {
    return `Credits come with a monthly plan: choose one with Change plan on your dashboard, or ask ${providerName} through Support to add credits.`;
  }
  return `Credits come with a monthly plan: ask ${providerName} through Support to set one up for ${enterpriseName}, or to add credits.`;
}

/** howToGetCredits for the signed-in customer and one of their enterprises; null for staff. */
export function useHowToGetCredits(
  session: Pick<SessionPayload, 'user' | 'enterprises' | 'providerName'>,
  enterprise: { id: number; name: string } | null | undefined,
): string | null {
  const owner =
    enterprise !== null &&
    enterprise !== undefined &&
    ownedEnterprises(session).some((e) => e.id === enterprise.id);
  // Only an owner's answer depends on billing: nobody else asks for it.
  const billing = useBilling(owner);
  if (!enterprise || session.user.isStaff) return null;
  return howToGetCredits({
    owner,
    billing: Boolean(billing.data?.enabled && billing.data.tiers.length > 0),
    enterpriseName: enterprise.name,
    providerName: session.providerName,
  });
}
