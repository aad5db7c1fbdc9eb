import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { WriteBatch } from '../../db/write-batch.ts';
import { emailDomainSql, emailOutbox, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
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
  /** Someone assigned you to a request (issue 28: sent when your preferences ask for it). */
  | 'request_assigned'
  /** The daily digest of what happened on the requests a person follows (issue 28). */
  | 'digest'
  | 'comment'
  | 'deliverable_ready'
  | 'deliverable_approved'
  | 'deliverable_changes_requested'
  | 'support'
  | 'signup_request'
  | 'signup_approved'
  | 'signup_declined'
  | 'email_change_confirm'
  | 'email_change_notice'
  | 'password_reset'
  | 'password_changed'
  | 'team_invitation'
  /** Owner approval of members' submissions (issue 26). */
  | 'approval'
  /** A reply by e-mail that was not added, and why (issue 29). */
  | 'reply_bounce';

/** A stable Message-ID, chosen once at queue time and reused by every retry. */
export const newMessageId = (domain: string) => `<${crypto.randomUUID()}@${domain.replace(/^@/, '')}>`;

/**
 * What one recipient's copy carries beyond the shared content: its own headers (a List-Unsubscribe
 * link signed for them), Reply-To (an address unique to them and the request), and, when given, its
 * own html/text (the shared content with a footer link signed for them).
 */
export type PerRecipient = (address: string) => {
  headers?: Record<string, string>;
  replyTo?: string | null;
  html?: string;
  text?: string;
};

/** One outbox row per distinct recipient (trimmed, case-insensitively distinct); none when e-mail is off. */
function outboxRows(
  ctx: AppContext,
  kind: EmailKind,
  recipients: string[],
  content: EmailContent,
  perRecipient?: PerRecipient,
) {
  if (!ctx.env.EMAIL_ENABLED) return [];
  const seen = new Set<string>();
  const to = recipients
    .map((r) => r.trim())
    .filter((r) => r && !seen.has(r.toLowerCase()) && seen.add(r.toLowerCase()));
  return to.map((address) => ({
    kind,
    to: [address],
    subject: content.subject,
    html: content.html,
    text: content.text,
    messageId: newMessageId(ctx.env.PROVIDER_DOMAIN),
    ...(perRecipient ? recipientParts(perRecipient(address)) : {}),
  }));
}

const recipientParts = (p: ReturnType<PerRecipient>) => ({
  headers: p.headers ?? {},
  replyTo: p.replyTo ?? null,
  ...(p.html !== undefined ? { html: p.html } : {}),
  ...(p.text !== undefined ? { text: p.text } : {}),
});

/**
 * Queues one e-mail per distinct recipient (nothing at all when e-mail is turned off), as parts of a
 * write batch (db/write-batch.ts): the outbox rows, and the wake-up of every instance's worker at
 * commit. The only writer of the outbox.
 */
export function queueEmail(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  kind: EmailKind,
  recipients: string[],
  content: EmailContent,
  perRecipient?: PerRecipient,
): number {
  const rows = outboxRows(ctx, kind, recipients, content, perRecipient);
  if (!rows.length) return 0;
  batch.write(tx.insert(emailOutbox).values(rows));
  batch.notify(OUTBOX_CHANNEL, '');
  return rows.length;
}

/**
 * Active staff: users whose e-mail ends with @PROVIDER_DOMAIN (the rule of isStaffUserSql and
 * isStaffEmail), not deactivated.
 * Found through users_email_domain_idx (the text after the e-mail's last @, lower case), then checked
 * with the suffix itself, so it never scans every user.
 */
export function staffUsersQuery(db: Db, providerDomain: string, extra?: { prefs: SQL<unknown> }) {
  const domain = providerDomain.trim().toLowerCase().replace(/^@/, '');
  const suffix = `@${domain}`;
  return db
    .select({ id: users.id, email: users.email, prefs: (extra?.prefs ?? sql<unknown>`null`).as('prefs') })
    .from(users)
    .where(
      // A deactivated staff account (modules/staff) is sent nothing.
      sql`${emailDomainSql} = ${domain} and right(lower(${users.email}), ${suffix.length}) = ${suffix} and ${users.deactivatedAt} is null`,
    );
}
