import type { Db } from '../../db/client.ts';
import type { WriteBatch } from '../../db/write-batch.ts';
import type { AppContext } from '../../context.ts';
import { notificationDigestEntries } from '../../db/schema/index.ts';
import type { NotificationType } from '#shared/schemas/notification.ts';
import { NOTIFICATION_EVENTS } from '#shared/schemas/notification-preferences.ts';
import { queueEmail, type EmailKind, type PerRecipient } from '../../platform/email/outbox.ts';
import { escapeHtml, type EmailContent } from '../../platform/email/templates.ts';
import { createNotifications, type NewNotification } from './notifications.ts';
import { choiceOf, unsubscribeKeyOf, type Recipient } from './preferences.ts';
import { unsubscribeToken, unsubscribeUrl, type UnsubscribeTarget } from './unsubscribe.ts';

/*
 * THE place where preferences decide who gets what (issue 28). Every notification event (requests,
 * comments, deliverables, approvals) hands its in-app notifications and its e-mail here, with the
 * recipients as read by its lookups (their preferences ride along: preferences.ts recipientPrefsSql);
 * this writes, as parts of the caller's write batch:
 * - the in-app notifications of those whose In app is on for the event;
 * - the e-mail, through the outbox, to those whose E-mail is Immediately, each copy with its own
 *   signed List-Unsubscribe link and footer;
 * - a digest entry for those whose E-mail is Daily digest (digest.ts sends them later).
 * Transactional e-mails (invitations, account e-mails, sign-up decisions) do not come here.
 */

/** A line of the daily digest: what happened, on which request. */
export type DigestLine = { requestId: number | null; requestTitle: string; link: string; summary: string };

export type EventEmail = {
  type: NotificationType;
  kind: EmailKind;
  to: Recipient[];
  content: EmailContent;
  digest: DigestLine;
  /** Another per-recipient part (a Reply-To, say), composed with the unsubscribe link. */
  perRecipient?: PerRecipient;
};

export type Delivery = {
  /** In-app notifications, each for one recipient (its type is the event). */
  notes?: { to: Recipient; note: NewNotification }[];
  emails?: EventEmail[];
};

/** The footer of a notification e-mail, in html and text. */
export function unsubscribeFooter(url: string, what: string) {
  return {
    html: `<p style="margin:16px 0 0;font-size:12px;color:#777">You get this e-mail because of your notification settings for “${escapeHtml(what)}”. <a href="${escapeHtml(url)}" style="color:#777">Unsubscribe from these e-mails</a>.</p>`,
    text: `You get this e-mail because of your notification settings for "${what}".\nUnsubscribe from these e-mails: ${url}`,
  };
}

/** The content with a footer: before the layout's closing tags, or at the end. */
export function withFooter(content: { html: string; text: string }, footer: { html: string; text: string }) {
  const close = content.html.lastIndexOf('</div></body></html>');
  const html =
    close >= 0
      ? `${content.html.slice(0, close)}${footer.html}\n${content.html.slice(close)}`
      : `${content.html}\n${footer.html}`;
  return { html, text: `${content.text}\n\n${footer.text}` };
}

/**
 * A recipient's copy: the List-Unsubscribe headers (RFC 2369, RFC 8058 one-click) and the footer for
 * `target`, composed with `other` (its headers and Reply-To kept; its html/text, when given, get the
 * footer). Without the key (not made yet: see preferences.routes.ts) the copy is sent as before.
 */
export function unsubscribePart(
  ctx: AppContext,
  recipients: Map<string, Recipient>,
  target: UnsubscribeTarget,
  what: string,
  content: EmailContent,
  other?: PerRecipient,
): PerRecipient {
  return (address) => {
    const base = other?.(address) ?? {};
    const r = recipients.get(address.trim().toLowerCase());
    const key = r ? unsubscribeKeyOf(r) : null;
    if (!r || !key) return base;
    const url = unsubscribeUrl(ctx, unsubscribeToken(key, r.id, target));
    const body = withFooter(
      { html: base.html ?? content.html, text: base.text ?? content.text },
      unsubscribeFooter(url, what),
    );
    return {
      ...base,
      headers: {
        ...base.headers,
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      html: body.html,
      text: body.text,
    };
  };
}

/** Writes what the recipients' preferences let through, as parts of `batch`. */
export function deliver(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  { notes = [], emails = [] }: Delivery,
): void {
  createNotifications(
    batch,
    tx,
    notes.filter(({ to, note }) => choiceOf(to, note.type).inApp).map(({ note }) => note),
  );
  if (!ctx.env.EMAIL_ENABLED) return;
  const digestRows: (typeof notificationDigestEntries.$inferInsert)[] = [];
  for (const e of emails) {
    const seen = new Set<number>();
    const immediate = new Map<string, Recipient>();
    for (const r of e.to) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      const choice = choiceOf(r, e.type).email;
      if (choice === 'immediate') immediate.set(r.email.trim().toLowerCase(), r);
      else if (choice === 'digest') digestRows.push({ userId: r.id, type: e.type, ...e.digest });
    }
    if (immediate.size) {
      queueEmail(
        batch,
        tx,
        ctx,
        e.kind,
        [...immediate.values()].map((r) => r.email),
        e.content,
        unsubscribePart(ctx, immediate, e.type, NOTIFICATION_EVENTS[e.type].label, e.content, e.perRecipient),
      );
    }
  }
  if (digestRows.length) batch.write(tx.insert(notificationDigestEntries).values(digestRows));
}

/** Plain text of a notification's HTML message (for its digest line). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
