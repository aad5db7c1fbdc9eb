import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { canView } from '#shared/domain/permissions.ts';
import type { RequestEventDto } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requestEvents, serviceRequests as sr, users } from '../../db/schema/index.ts';
import { publicUserColumns } from '../users.service.ts';
import { factsOf } from '../request-access.ts';
import { NOT_FOUND_MESSAGE } from './messages.ts';
import { iso } from './read.ts';

/** GET /api/service-requests/:id/events — the activity timeline, newest first, keyset on id. */
export async function listRequestEvents(
  db: Db,
  actor: SessionUser,
  requestId: number,
  q: { cursor?: string; limit: number },
): Promise<{ data: RequestEventDto[]; cursor: string | null; hasMore: boolean }> {
  const [facts] = await db
    .select({
      status: sr.status,
      companyId: sr.companyId,
      enterpriseId: sr.enterpriseId,
      createdById: sr.createdById,
      submittedAt: sr.submittedAt,
    })
    .from(sr)
    .where(eq(sr.id, requestId));
  if (!facts || !canView(actor, factsOf(facts))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const before = q.cursor ? Number(q.cursor) : null;
  if (before !== null && (!Number.isSafeInteger(before) || before < 1)) {
    throw new AppError('BAD_REQUEST', 'Invalid cursor');
  }
  const rows = await db
    .select({
      id: requestEvents.id,
      kind: requestEvents.kind,
      data: requestEvents.data,
      createdAt: requestEvents.createdAt,
      actor: publicUserColumns,
    })
    .from(requestEvents)
    .leftJoin(users, eq(users.id, requestEvents.actorId))
    .where(
      and(
        eq(requestEvents.requestId, requestId),
        before !== null ? sql`${requestEvents.id} < ${before}` : undefined,
      ),
    )
    .orderBy(desc(requestEvents.id))
    .limit(q.limit + 1);
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  return {
    data: page.map((e) => ({
      id: e.id,
      kind: e.kind,
      data: (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>,
      actor: e.actor,
      createdAt: iso(e.createdAt),
    })),
    hasMore,
    cursor: hasMore ? String(page.at(-1)!.id) : null,
  };
}
