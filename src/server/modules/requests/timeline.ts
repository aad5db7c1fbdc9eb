import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { RequestEventDto } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requestEvents, users } from '../../db/schema/index.ts';
import { publicUserColumns } from '../accounts/users.ts';
import { findVisibleRequest } from './access.ts';
import { beforeIdCursor, idPage } from '../../platform/cursor.ts';
import { NOT_FOUND_MESSAGE } from './messages.ts';
import { iso } from './read.ts';

/** GET /api/service-requests/:id/events — the activity timeline, newest first, keyset on id. */
export async function listRequestEvents(
  db: Db,
  actor: SessionUser,
  requestId: number,
  q: { cursor?: string; limit: number },
): Promise<{ data: RequestEventDto[]; cursor: string | null; hasMore: boolean }> {
  if (!(await findVisibleRequest(db, actor, requestId))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
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
    .where(and(eq(requestEvents.requestId, requestId), beforeIdCursor(requestEvents.id, q.cursor)))
    .orderBy(desc(requestEvents.id))
    .limit(q.limit + 1);
  const { page, hasMore, cursor } = idPage(rows, q.limit);
  return {
    data: page.map((e) => ({
      id: e.id,
      kind: e.kind,
      data: (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>,
      actor: e.actor,
      createdAt: iso(e.createdAt),
    })),
    hasMore,
    cursor,
  };
}
