import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { inboundEmails, serviceRequests, users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { InboundEmailDto, InboundOutcome } from '#shared/schemas/inbound-mail.ts';
import { decodeIdCursor, encodeIdCursor } from '../../../platform/cursor.ts';

/**
 * What arrived at the reply addresses, newest first: the comment each message became, or why it was
 * refused. For staff only: it names senders and requests of every company group, and a refused
 * message may belong to no request at all (a made-up address), so no customer's view could be scoped.
 */
export async function listInboundEmails(
  db: Db,
  actor: SessionUser,
  opts: { outcome?: InboundOutcome | undefined; cursor?: string | undefined; limit: number },
): Promise<{ data: InboundEmailDto[]; cursor: string | null }> {
  if (!actor.isStaff) throw new AppError('NOT_FOUND', 'Not found');
  const before = opts.cursor ? decodeIdCursor(opts.cursor) : undefined;
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
      personName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`,
      commentId: inboundEmails.commentId,
    })
    .from(inboundEmails)
    .leftJoin(serviceRequests, eq(serviceRequests.id, inboundEmails.requestId))
    .leftJoin(users, eq(users.id, inboundEmails.userId))
    .where(
      and(
        opts.outcome ? eq(inboundEmails.outcome, opts.outcome) : undefined,
        before !== undefined ? lt(inboundEmails.id, before) : undefined,
      ),
    )
    .orderBy(desc(inboundEmails.id))
    .limit(opts.limit + 1);
  const data = rows.slice(0, opts.limit).map((r): InboundEmailDto => ({
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
  }));
  return { data, cursor: rows.length > opts.limit ? encodeIdCursor(data.at(-1)!.id) : null };
}
