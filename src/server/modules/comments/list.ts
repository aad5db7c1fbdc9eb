import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import type { CommentDto, CommentPage, ReplyDto } from '#shared/schemas/comment.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';
import { commentColumns, filesOf, loadVisibleRequest, threadNewestFirst, toReply } from './queries.ts';

/** A request's top-level comments newest first, from the keyset cursor on (`threadNewestFirst`). */
export function topLevelPageQuery(
  db: Db,
  requestId: number,
  after: { ts: string; id: number } | null,
  limit: number,
) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.requestId, requestId),
        isNull(comments.parentId),
        after
          ? sql`(${comments.createdAt}, ${comments.id}) < (${after.ts}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...threadNewestFirst)
    .limit(limit);
}

/**
 * A page of top-level comments, newest first, each with all of its replies (oldest first). Keyset
 * paging on (created_at, id); a constant number of queries whatever the page size.
 */
export async function listComments(
  db: Db,
  actor: SessionUser,
  requestId: number,
  page: { cursor?: string | undefined; limit: number },
): Promise<CommentPage> {
  const after = page.cursor ? decodeTimeCursor(page.cursor) : null;
  await loadVisibleRequest(db, actor, requestId);
  const top = await topLevelPageQuery(db, requestId, after, page.limit + 1);
  const hasMore = top.length > page.limit;
  const shown = top.slice(0, page.limit);
  const topIds = shown.map((c) => c.id);
  const replies = topIds.length
    ? await db
        .select(commentColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(and(eq(comments.requestId, requestId), inArray(comments.parentId, topIds)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const fileMap = await filesOf(db, [...topIds, ...replies.map((r) => r.id)]);
  const repliesOf = new Map<number, ReplyDto[]>();
  for (const r of replies) {
    const list = repliesOf.get(r.parentId!) ?? [];
    list.push(toReply(r, fileMap));
    repliesOf.set(r.parentId!, list);
  }
  const data: CommentDto[] = shown.map((c) => ({
    ...toReply(c, fileMap),
    replies: repliesOf.get(c.id) ?? [],
  }));
  const last = shown.at(-1);
  return { data, cursor: hasMore && last ? encodeTimeCursor(last.sortKey, last.id) : null, hasMore };
}
