import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { WriteBatch } from '../../../db/write-batch.ts';
import { files, requestFiles } from '../../../db/schema/index.ts';
import type { Plan } from '../plan.ts';
import { uniq } from '../id-lists.ts';

/**
 * Brings request_files to the plan's attachments and marks the files attached (no longer clean-up
 * candidates). The rows are replaced: an existing request's are deleted first, in a statement of
 * their own (a batch may not delete and re-insert one key); the inserts and the marking are parts of
 * the save's write batch. A new request has none to delete.
 */
export async function syncFiles(
  batch: WriteBatch,
  tx: Db,
  requestId: number,
  plan: Plan,
  isNew: boolean,
): Promise<void> {
  if (!isNew && (plan.files !== null || plan.typeSpecificFiles !== null)) {
    // The general files (field key '') and/or the type-specific ones, whichever the save sets.
    const which =
      plan.files === null
        ? ne(requestFiles.fieldKey, '')
        : plan.typeSpecificFiles === null
          ? eq(requestFiles.fieldKey, '')
          : undefined;
    await tx.delete(requestFiles).where(and(eq(requestFiles.requestId, requestId), which));
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
}
