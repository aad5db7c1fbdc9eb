import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox, users } from '../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import type { EmailContent } from './templates.ts';

/**
 * The transactional outbox: e-mails are rows written in the same transaction as the change that
 * causes them; the worker (worker.ts) sends them later, with retries. One row per recipient, so no
 * customer ever sees another's address and one bad address does not hold up the others.
 */

export const OUTBOX_CHANNEL = 'email_outbox';

export type EmailKind =
  | 'request_new'
  | 'request_status'
  | 'request_cancelled'
  | 'comment'
  | 'support'
  | 'signup_request'
  | 'signup_approved';

/** A stable Message-ID, chosen once at queue time and reused by every retry. */
export const newMessageId = (domain: string) => `<${crypto.randomUUID()}@${domain.replace(/^@/, '')}>`;

/** Queues one e-mail per distinct recipient; nothing at all when e-mail is turned off. */
export async function queueEmail(
  tx: Db,
  ctx: AppContext,
  kind: EmailKind,
  recipients: string[],
  content: EmailContent,
): Promise<number> {
  if (!ctx.env.EMAIL_ENABLED) return 0;
  const seen = new Set<string>();
  const to = recipients
    .map((r) => r.trim())
    .filter((r) => r && !seen.has(r.toLowerCase()) && seen.add(r.toLowerCase()));
  if (!to.length) return 0;
  await tx.insert(emailOutbox).values(
    to.map((address) => ({
      kind,
      to: [address],
      subject: content.subject,
      html: content.html,
      text: content.text,
      messageId: newMessageId(ctx.env.PROVIDER_DOMAIN),
    })),
  );
  // Wakes the workers of every instance at commit.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return to.length;
}

/** Staff: users whose e-mail ends with @PROVIDER_DOMAIN. */
export async function staffUsers(db: Db, providerDomain: string) {
  const suffix = `@${providerDomain.trim().toLowerCase().replace(/^@/, '')}`;
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`right(lower(${users.email}), ${suffix.length}) = ${suffix}`);
}
