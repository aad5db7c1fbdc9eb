/**
 * Display helpers for values the server sends as exact decimal strings (credits are never floats):
 * '190.00' → '190', '1234.50' → '1234.5' (no grouping: the same text works in inputs and labels).
 * Anything that is not a decimal is shown as it came.
 */
export function formatCredit(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '0';
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const trimmed = fraction.replace(/0+$/, '');
  const isZero = /^0*$/.test(whole) && trimmed === '';
  return `${isZero ? '' : sign}${digits}${trimmed ? `.${trimmed}` : ''}`;
}

/** '1 credit' / '12 credits'. */
export function creditsLabel(value: string | number): string {
  const shown = formatCredit(value);
  return `${shown} ${shown === '1' ? 'credit' : 'credits'}`;
}

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
