import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { WriteBatch } from '../../../db/write-batch.ts';
import { comments, inboundEmails, users } from '../../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { UPLOAD_LIMITS } from '#shared/domain/validation.ts';
import { cutText } from '#shared/domain/text-cut.ts';
import { COMMENT_MAX_HTML } from '#shared/schemas/comment.ts';
import { queueEmail } from '../../../platform/email/outbox.ts';
import { hitCounter } from '../../../platform/rate-limits.ts';
import { templates } from '../../../platform/email/templates.ts';
import { createCommentIn } from '../../comments/create.ts';
import { findVisibleRequest } from '../../requests/access.ts';
import { checkUploadAllowance } from '../../uploads/allowance.ts';
import { discardUploads, storeUpload } from '../../uploads/uploads.ts';
import { addressesOf, bareAddress, loopReason, parseMessage, replyText, textToHtml } from './message.ts';
import { readReplyAddress, replyKey, type ReplyTarget } from './reply-address.ts';

/**
 * Reply by e-mail (issue 29): ONE function turns a received message into a comment, whichever way it
 * came (the SMTP listener, smtp-listener.ts; an IMAP mailbox fed to `npm run inbound:import`): a
 * reply to an e-mail about a comment joins that comment's thread, a reply to any other notification
 * is a comment on the request. The comment is made by the comments module's own use case, as its author, so its notifications,
 * e-mails and live events are those of any comment. A message is refused, with nothing written on
 * the request, when its reply address is made up or expired, when it does not come from the person
 * the address was made for, when that person may no longer comment on the request, when it is over
 * INBOUND_MAX_MB or has no text of its own; its sender then gets one short bounce saying why, unless
 * the message looks automatic (loopReason), which is never answered. Every message is recorded once
 * per Message-ID in inbound_emails, with its outcome: the same message received twice is one comment.
 */

export type InboundEnvelope = {
  /** SMTP MAIL FROM ('' for the null sender); undefined when unknown (a message read from a file). */
  mailFrom?: string | null;
  /** SMTP RCPT TO addresses; without them, the message's Delivered-To, X-Original-To, To and Cc. */
  rcptTo?: string[];
};

export type InboundOutcome =
  | {
      outcome: 'comment';
      commentId: number;
      requestId: number;
      messageId: string;
      /** The thread's top-level comment it replied in, null for a comment on the request. */
      parentId: number | null;
    }
  | { outcome: 'duplicate'; messageId: string }
  | { outcome: 'refused'; reason: string; bounced: boolean; messageId: string; tooLarge?: boolean }
  | { outcome: 'loop'; reason: string; messageId: string };

/** How the caller loads a user with everything permission checks need (plugins/auth.ts loadSessionUser). */
export type LoadUser = (db: Db, userId: number) => Promise<SessionUser | null>;

export const INBOUND_REASONS = {
  noAddress:
    'This address does not accept replies. Reply to a notification e-mail you received, or comment in the app.',
  forged:
    'This reply address is not valid. Reply to a notification e-mail you received, or comment in the app.',
  expired: 'This reply address has expired. Open the request in the app to comment on it.',
  wrongSender:
    'This reply address was made for another person: a reply is accepted only from the address the notification was sent to.',
  noAccess: 'You can no longer comment on this request: your access to it has ended.',
  tooLarge: (mb: number) =>
    `Your reply is larger than the ${mb} MB a reply may be. Send it again without the large attachments, or add them in the app.`,
  empty:
    'Your reply had no text of its own above the quoted message. Write your comment at the top of your reply.',
  tooManyFiles: `A reply may carry at most ${UPLOAD_LIMITS.maxFiles} attachments. Add the others in the app.`,
  tooLong: 'Your reply is too long for one comment. Shorten it, or add it as an attachment.',
  unreadable: 'Your reply could not be read. Send it again as plain text, or comment in the app.',
} as const;

/** The log's note on a reply whose comment is gone: it became a comment on the request instead. */
export const INBOUND_NOTES = {
  threadGone: 'The comment this e-mail answered is no longer on the request: added as a new comment instead.',
} as const;

/**
 * Bounces one address may get per hour: a forged envelope sender must not turn the listener into a
 * way of sending mail to someone (backscatter). Past it the message is still recorded, unanswered.
 */
export const BOUNCES_PER_ADDRESS_PER_HOUR = 10;

export const maxInboundBytes = (ctx: AppContext) => Math.floor(ctx.env.INBOUND_MAX_MB * 1024 * 1024);

type Facts = {
  messageId: string;
  envelopeFrom: string | null;
  fromAddress: string | null;
  recipient: string | null;
  subject: string | null;
  size: number;
  requestId: number | null;
  userId: number | null;
};

/**
 * Turns one message into a comment, or refuses it. `raw` is the message (for an over-size one, as
 * much as was kept: its headers are enough), `size` its whole size. Throws only for a failure of
 * ours (the database away): the sender's server should then try again later.
 */
export async function receiveInboundEmail(
  ctx: AppContext,
  loadUser: LoadUser,
  raw: Buffer,
  envelope: InboundEnvelope = {},
  size = raw.length,
): Promise<InboundOutcome> {
  const tooLarge = size > maxInboundBytes(ctx);
  // A body mailparser gives up on (an HTML part past its limit, say) is refused once its headers
  // have been checked like any other's: a failure to read it is not ours to retry.
  let unreadable = false;
  const m = await parseMessage(raw, tooLarge).catch(() => {
    unreadable = true;
    return parseMessage(raw, true);
  });
  const { parsed, messageId } = m;
  const fromAddress = addressesOf(parsed.from)[0] ?? null;
  const facts: Facts = {
    messageId,
    envelopeFrom: envelope.mailFrom === undefined ? null : (envelope.mailFrom ?? ''),
    fromAddress,
    recipient: null,
    subject: parsed.subject === undefined ? null : cutText(parsed.subject, 500),
    size,
    requestId: null,
    userId: null,
  };
  const [seen] = await ctx.db
    .select({ id: inboundEmails.id })
    .from(inboundEmails)
    .where(eq(inboundEmails.messageId, messageId));
  if (seen) return { outcome: 'duplicate', messageId };

  const loop = loopReason(m, envelope.mailFrom);
  if (loop) return record(ctx, facts, { outcome: 'loop', reason: loop }, null);

  // Where the bounce goes: the envelope sender (RFC 5321), else Return-Path, else From.
  const bounceTo =
    (envelope.mailFrom ? bareAddress(envelope.mailFrom) : '') ||
    (m.header('return-path')[0] ? bareAddress(m.header('return-path')[0]!) : '') ||
    fromAddress;
  const refuse = (reason: string, extra: Partial<Facts> = {}) =>
    record(ctx, { ...facts, ...extra }, { outcome: 'refused', reason, tooLarge }, bounceTo);

  // The reply address: the first of ours among the envelope's recipients (or the headers').
  const domain = ctx.env.INBOUND_MAIL_DOMAIN;
  const candidates = (
    envelope.rcptTo?.length
      ? envelope.rcptTo.map(bareAddress)
      : [
          ...m.header('delivered-to').map(bareAddress),
          ...m.header('x-original-to').map(bareAddress),
          ...addressesOf(parsed.to),
          ...addressesOf(parsed.cc),
        ]
  ).filter((a) => !!domain && a.endsWith(`@${domain}`));
  const recipient = candidates.find((a) => a.startsWith('reply+')) ?? candidates[0] ?? null;
  facts.recipient = recipient;
  if (!recipient || !recipient.startsWith('reply+')) return refuse(INBOUND_REASONS.noAddress);
  const target: ReplyTarget | null = readReplyAddress(ctx.env, await replyKey(ctx), recipient);
  if (!target) return refuse(INBOUND_REASONS.forged);
  const signed = { requestId: target.requestId, userId: target.userId };
  if (target.expired) return refuse(INBOUND_REASONS.expired, signed);

  const [person] = await ctx.db
    .select({ email: users.email, deactivatedAt: users.deactivatedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, target.userId));
  // The address was signed for this person: only their own address may use it.
  if (!person || !fromAddress || person.email.trim().toLowerCase() !== fromAddress) {
    return refuse(INBOUND_REASONS.wrongSender, signed);
  }
  if (tooLarge) return refuse(INBOUND_REASONS.tooLarge(ctx.env.INBOUND_MAX_MB), signed);
  const actor = person.deactivatedAt || person.deletedAt ? null : await loadUser(ctx.db, target.userId);
  // The comments module's own visibility rule (removed from the team, a request they may not see).
  if (!actor || !(await findVisibleRequest(ctx.db, actor, target.requestId))) {
    return refuse(INBOUND_REASONS.noAccess, signed);
  }

  if (unreadable) return refuse(INBOUND_REASONS.unreadable, signed);
  const text = replyText(m);
  if (!/[^\s\u200b-\u200d\u2060\ufeff]/.test(text)) return refuse(INBOUND_REASONS.empty, signed);
  const html = textToHtml(text);
  if (html.length > COMMENT_MAX_HTML) return refuse(INBOUND_REASONS.tooLong, signed);
  // Attachments, not the images a signature or the quoted message shows inline.
  const attachments = parsed.attachments.filter(
    (a) => !a.related && a.contentType !== 'message/delivery-status',
  );
  if (attachments.length > UPLOAD_LIMITS.maxFiles) return refuse(INBOUND_REASONS.tooManyFiles, signed);

  // An e-mail about a comment (an address of version 2): the reply joins that comment's thread, if
  // the comment is still on the request (whoever may see the request sees its comments); else it
  // becomes a comment on the request, and the log says so.
  let parentId: number | null = null;
  let note: string | null = null;
  if (target.commentId !== null) {
    const [answered] = await ctx.db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, target.commentId), eq(comments.requestId, target.requestId)));
    if (answered) parentId = answered.id;
    else note = INBOUND_NOTES.threadGone;
  }

  // The upload pipeline: its allowance (per hour, per enterprise), its size limit, its sniffing.
  const stored: string[] = [];
  try {
    const total = attachments.reduce((n, a) => n + a.content.length, 0);
    if (total > 0) await checkUploadAllowance(ctx, actor, total);
    for (const a of attachments) {
      if (a.content.length > UPLOAD_LIMITS.maxFileBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', INBOUND_REASONS.tooLarge(ctx.env.INBOUND_MAX_MB));
      }
      const file = await storeUpload(ctx, actor, {
        stream: Readable.from([a.content]),
        filename: a.filename || 'attachment',
        isTruncated: () => false,
      });
      stored.push(file.id);
    }
  } catch (e) {
    await discardUploads(ctx, stored);
    if (e instanceof AppError && e.status < 500) return refuse(e.message, signed);
    throw e;
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      const { comment } = await createCommentIn(tx, ctx, actor, {
        serviceRequest: target.requestId,
        content: html,
        files: stored,
        parentId,
      });
      const [row] = await tx
        .insert(inboundEmails)
        .values({ ...facts, ...signed, commentId: comment.id, outcome: 'comment', reason: note })
        .onConflictDoNothing()
        .returning({ id: inboundEmails.id });
      // The same message, received at the same time by another way: that one made the comment.
      if (!row) throw new DuplicateMessage();
      return {
        outcome: 'comment' as const,
        commentId: comment.id,
        requestId: target.requestId,
        messageId,
        parentId: comment.parentId,
      };
    });
  } catch (e) {
    await discardUploads(ctx, stored);
    if (e instanceof DuplicateMessage) return { outcome: 'duplicate', messageId };
    if (e instanceof AppError && e.status < 500) {
      return refuse(e.status === 404 ? INBOUND_REASONS.noAccess : e.message, signed);
    }
    throw e;
  }
}

class DuplicateMessage extends Error {}

/**
 * Records a refused or looping message, and queues the bounce of a refused one, once per Message-ID:
 * the row and the bounce in one transaction, the bounce only with the row's first insert. Never
 * bounces to our own addresses (the inbound domain, the sender of our e-mails).
 */
async function record(
  ctx: AppContext,
  facts: Facts,
  result: { outcome: 'refused' | 'loop'; reason: string; tooLarge?: boolean },
  bounceTo: string | null,
): Promise<InboundOutcome> {
  const ours = (a: string) =>
    (!!ctx.env.INBOUND_MAIL_DOMAIN && a.endsWith(`@${ctx.env.INBOUND_MAIL_DOMAIN}`)) ||
    a === bareAddress(ctx.env.MAIL_FROM);
  const mayBounce =
    result.outcome === 'refused' && !!bounceTo && /^[^\s@]+@[^\s@]+$/.test(bounceTo) && !ours(bounceTo);
  let bounce = false;
  const inserted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboundEmails)
      .values({ ...facts, outcome: result.outcome, reason: result.reason })
      .onConflictDoNothing()
      .returning({ id: inboundEmails.id });
    if (row && mayBounce) {
      const { count } = await hitCounter(tx, `inbound-bounce:${bounceTo!.toLowerCase()}`, 3_600_000);
      bounce = count <= BOUNCES_PER_ADDRESS_PER_HOUR;
    }
    if (row && bounce) {
      const batch = new WriteBatch();
      batch.write(tx.update(inboundEmails).set({ bounced: true }).where(eq(inboundEmails.id, row.id)));
      queueEmail(
        batch,
        tx,
        ctx,
        'reply_bounce',
        [bounceTo!],
        templates.replyBounce(ctx.env, { subject: facts.subject ?? '', reason: result.reason }),
      );
      await batch.run(tx);
    }
    return !!row;
  });
  if (!inserted) return { outcome: 'duplicate', messageId: facts.messageId };
  return result.outcome === 'loop'
    ? { outcome: 'loop', reason: result.reason, messageId: facts.messageId }
    : {
        outcome: 'refused',
        reason: result.reason,
        bounced: bounce,
        messageId: facts.messageId,
        ...(result.tooLarge ? { tooLarge: true } : {}),
      };
}
