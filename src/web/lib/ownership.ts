import type { SessionPayload } from '#shared/schemas/auth.ts';

/** The enterprises the signed-in customer owns (their e-mail among its owners), first one first. */
export function ownedEnterprises(session: Pick<SessionPayload, 'user' | 'enterprises'>) {
  if (session.user.isStaff) return [];
  const me = session.user.email.toLowerCase();
  return session.enterprises.filter((e) => e.owners.some((o) => o.email.toLowerCase() === me));
}
