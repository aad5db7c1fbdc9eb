import { formatDate } from '#shared/domain/formats.ts';

/** Credit amounts: one format for the whole product, shared with the server's messages. */
export { creditsLabel, formatCredit } from '#shared/domain/formats.ts';

/** Initials for an avatar: first letters of the first and last name, else of the username. */
export function initials(firstName: string, lastName: string, fallback = ''): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || fallback.trim().charAt(0) || '?').toUpperCase();
}

/** 'pro-700-190' → 'Pro 700'; 'starter' → 'Starter'. */
export function membershipLabel(tier: string): string {
  const [name = tier, price] = tier.split('-');
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  return price ? `${title} ${price}` : title;
}

/** A tier change waiting for the renewal, as staff and owners read it: 'Pro 700 from Dec 01, 2026'. */
export const pendingTierLabel = (pending: { tier: string; from: string }) =>
  `${membershipLabel(pending.tier)} from ${formatDate(pending.from)}`;
