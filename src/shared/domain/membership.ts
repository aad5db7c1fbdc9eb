/** Membership tiers and the monthly credit allowance each grants (spec section 3). */
export const MEMBERSHIP_CREDITS = {
  starter: 0,
  paused: 0,
  blacklist: 0,
  canceled: 0,
  'basic-150-35': 35,
  'basic-200-50': 50,
  'basic-300-75': 75,
  'basic-350-88': 88,
  'basic-400-105': 105,
  'basic-450-110': 110,
  'pro-700-190': 190,
  'premium-1400-400': 400,
  'deluxe-2500-750': 750,
} as const;

export type MembershipTier = keyof typeof MEMBERSHIP_CREDITS;
export const MEMBERSHIP_TIERS = Object.keys(MEMBERSHIP_CREDITS) as MembershipTier[];

export const isMembershipTier = (value: string): value is MembershipTier => value in MEMBERSHIP_CREDITS;

/** Credits a tier grants; unknown tiers grant nothing. */
export function creditAllowance(tier: string): number {
  return isMembershipTier(tier) ? MEMBERSHIP_CREDITS[tier] : 0;
}

/** The Credit Balance card lists enterprises with starter membership or a positive allowance. */
export function showsInCreditBalance(tier: string): boolean {
  return tier === 'starter' || creditAllowance(tier) > 0;
}
