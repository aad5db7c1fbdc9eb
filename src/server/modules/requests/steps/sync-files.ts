import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { WriteBatch } from '../../../db/write-batch.ts';
import { files, requestFiles } from '../../../db/schema/index.ts';
import type { Plan } from '../plan.ts';
import { uniq } from '../id-lists.ts';
import { queueReleaseSql } from '../../uploads/release.ts';

/**
 * Brings request_files to the plan's attachments and marks the files attached (no longer clean-up
 * candidates). The rows are replaced: an existing request's are deleted first, in a statement of
 * their own (a batch may not delete and re-insert one key); the inserts and the marking are parts of
 * the save's write batch. A new request has none to delete. The files the save removes (attachments
 * left out, a voice note replaced or reset) are queued for release in the batch (uploads/release.ts);
 * answers their ids, for the caller to release after COMMIT.
 */
export async function syncFiles(
  batch: WriteBatch,
  tx: Db,
  requestId: number,
  plan: Plan,
  current: { audioFileId: string | null } | null,
): Promise<string[]> {
  const isNew = current === null;
  let dropped: string[] = [];
  if (!isNew && (plan.files !== null || plan.typeSpecificFiles !== null)) {
    // The general files (field key '') and/or the type-specific ones, whichever the save sets.
    const which =
      plan.files === null
        ? ne(requestFiles.fieldKey, '')
        : plan.typeSpecificFiles === null
          ? eq(requestFiles.fieldKey, '')
          : undefined;
    const deleted = await tx
      .delete(requestFiles)
      .where(and(eq(requestFiles.requestId, requestId), which))
      .returning({ fileId: requestFiles.fileId });
    dropped = deleted.map((d) => d.fileId);
  }
  const rows = [
    ...(plan.files ?? []).map((fileId, position) => ({ requestId, fileId, fieldKey: '', position })),
    ...Object.entries(plan.typeSpecificFiles ?? {}).flatMap(([fieldKey, ids]) =>
      ids.map((fileId, position) => ({ requestId, fileId, fieldKey, position })),
    ),
  ];
  if (rows.length) batch.write(tx.insert(requestFiles).values(rows));
  const attachIds = uniq([...rows.map((r) => r.fileId), ...(plan.audioFileId ? [plan.audioFileId] : [])]);
  if (attachIds.length) {
    batch.write(
      tx
        .update(files)
        .set({ attachedAt: sql`now()` })
        .where(and(inArray(files.id, attachIds), isNull(files.attachedAt))),
    );
  }
  const kept = new Set(attachIds);
  if (current?.audioFileId) dropped.push(current.audioFileId);
  // Still this request's in another place (moved between fields, kept as the voice note) stays:
  // release.ts also keeps a file another request or comment still refers to.
  const released = uniq(dropped).filter((id) => !kept.has(id));
  if (released.length) batch.write(queueReleaseSql(released));
  return released;
}
