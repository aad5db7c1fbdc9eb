import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { comments, inboundEmails, serviceRequests, users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { InboundEmailDto, InboundOutcome } from '#shared/schemas/inbound-mail.ts';
import { beforeIdCursor, idPage } from '../../../platform/cursor.ts';

const displayName = (u: Record<'firstName' | 'lastName' | 'username', AnyPgColumn>) =>
  sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.username})`;

/**
 * What arrived at the reply addresses, newest first: the comment each message became (and, for a
 * reply, the thread it joined), or why it was refused. For staff only: it names senders and requests
 * of every company group, and a refused message may belong to no request at all (a made-up
 * address), so no customer's view could be scoped.
 */
export async function listInboundEmails(
  db: Db,
  actor: SessionUser,
  opts: { outcome?: InboundOutcome | undefined; cursor?: string | undefined; limit: number },
): Promise<{ data: InboundEmailDto[]; cursor: string | null }> {
  if (!actor.isStaff) throw new AppError('NOT_FOUND', 'Not found');
  const made = alias(comments, 'made');
  const thread = alias(comments, 'thread');
  const threadAuthor = alias(users, 'thread_author');
  const rows = await db
    .select({
      id: inboundEmails.id,
      receivedAt: inboundEmails.receivedAt,
      fromAddress: inboundEmails.fromAddress,
      envelopeFrom: inboundEmails.envelopeFrom,
      recipient: inboundEmails.recipient,
      subject: inboundEmails.subject,
      size: inboundEmails.size,
      outcome: inboundEmails.outcome,
      reason: inboundEmails.reason,
      bounced: inboundEmails.bounced,
      requestId: serviceRequests.id,
      requestTitle: serviceRequests.title,
      personId: users.id,
      personName: displayName(users),
      commentId: inboundEmails.commentId,
      threadId: thread.id,
      threadAuthor: displayName(threadAuthor),
    })
    .from(inboundEmails)
    .leftJoin(serviceRequests, eq(serviceRequests.id, inboundEmails.requestId))
    .leftJoin(users, eq(users.id, inboundEmails.userId))
    .leftJoin(made, eq(made.id, inboundEmails.commentId))
    .leftJoin(thread, eq(thread.id, made.parentId))
    .leftJoin(threadAuthor, eq(threadAuthor.id, thread.userId))
    .where(
      and(
        opts.outcome ? eq(inboundEmails.outcome, opts.outcome) : undefined,
        beforeIdCursor(inboundEmails.id, opts.cursor),
      ),
    )
    .orderBy(desc(inboundEmails.id))
    .limit(opts.limit + 1);
  const { page, cursor } = idPage(rows, opts.limit);
  const data = page.map((r): InboundEmailDto => ({
    id: r.id,
    receivedAt: r.receivedAt.toISOString(),
    from: r.fromAddress ?? r.envelopeFrom,
    recipient: r.recipient,
    subject: r.subject,
    size: r.size,
    outcome: r.outcome,
    reason: r.reason,
    bounced: r.bounced,
    request: r.requestId !== null ? { id: r.requestId, title: r.requestTitle ?? '' } : null,
    person: r.personId !== null ? { id: r.personId, name: r.personName } : null,
    commentId: r.commentId,
    inReplyTo: r.threadId !== null ? { commentId: r.threadId, author: r.threadAuthor } : null,
  }));
  return { data, cursor };
}
