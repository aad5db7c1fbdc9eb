import { eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { RequestInput } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { files, requestFiles, serviceRequests as sr } from '../../../db/schema/index.ts';
import { canSee } from '../access.ts';
import { uniq } from '../id-lists.ts';
import type { CurrentRow } from '../lock.ts';

export type AttachmentsStep = {
  /** The general files in order; null: unchanged. */
  files: string[] | null;
  /** Files per type-specific field; null: unchanged. */
  typeSpecificFiles: Record<string, string[]> | null;
  audioFileId: string | null;
};

export const FILE_NO_LONGER_AVAILABLE =
  'An attached file is no longer available (removed from this request meanwhile, or never uploaded): take it out of the form and save again.';

/**
 * Files may be attached when they were uploaded by the actor, are already attached to this request,
 * or belong to a request the actor can see (duplicating a request with its files: the web's Duplicate
 * sends the original's file ids with a new request).
 */
async function assertAttachable(
  tx: Db,
  actor: SessionUser,
  ids: string[],
  requestId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  // FOR SHARE: the upload clean-up cannot delete these files before this transaction marks them
  // attached (it then skips them); one it deleted first is reported missing here, not a 500 later.
  const found = await tx
    .select({ id: files.id, uploaderId: files.uploaderId })
    .from(files)
    .where(inArray(files.id, ids))
    .for('share');
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  // Most often a form opened before someone removed the file from the request (its row is gone):
  // said in words the person can act on; the id is in the details for the form and API callers.
  if (missing.length) throw new AppError('BAD_REQUEST', FILE_NO_LONGER_AVAILABLE, { fileId: missing[0] });
  const foreign = found.filter((f) => f.uploaderId !== actor.id).map((f) => f.id);
  if (foreign.length === 0) return;
  const facts = {
    id: sr.id,
    status: sr.status,
    companyId: sr.companyId,
    enterpriseId: sr.enterpriseId,
    createdById: sr.createdById,
  };
  const viaFiles = await tx
    .select({ fileId: requestFiles.fileId, ...facts })
    .from(requestFiles)
    .innerJoin(sr, eq(sr.id, requestFiles.requestId))
    .where(inArray(requestFiles.fileId, foreign));
  const viaAudio = await tx
    .select({ fileId: sql<string>`${sr.audioFileId}::text`, ...facts })
    .from(sr)
    .where(inArray(sr.audioFileId, foreign));
  const holders = [...viaFiles, ...viaAudio];
  for (const id of foreign) {
    const ok = holders.some((h) => h.fileId === id && (h.id === requestId || canSee(actor, h)));
    if (!ok) throw new AppError('BAD_REQUEST', FILE_NO_LONGER_AVAILABLE, { fileId: id });
  }
}

/** Step 5: the attachments the save sets, checked attachable. */
export async function resolveAttachments(
  tx: Db,
  actor: SessionUser,
  input: RequestInput,
  current: CurrentRow | null,
): Promise<AttachmentsStep> {
  const fileIds = input.files !== undefined ? uniq(input.files ?? []) : null;
  let typeSpecificFiles: Record<string, string[]> | null = null;
  if (input.typeSpecificFiles !== undefined) {
    typeSpecificFiles = {};
    for (const [label, ids] of Object.entries(input.typeSpecificFiles ?? {})) {
      if (label.trim() === '') continue;
      if (ids.length) typeSpecificFiles[label] = uniq(ids);
    }
    if (Object.keys(typeSpecificFiles).length > 50) throw new AppError('BAD_REQUEST', 'Too many file fields');
  }
  const audioFileId = input.audio !== undefined ? (input.audio ?? null) : (current?.audioFileId ?? null);
  const newFileIds = uniq([
    ...(fileIds ?? []),
    ...Object.values(typeSpecificFiles ?? {}).flat(),
    ...(audioFileId && audioFileId !== current?.audioFileId ? [audioFileId] : []),
  ]);
  await assertAttachable(tx, actor, newFileIds, current?.id ?? null);
  return { files: fileIds, typeSpecificFiles, audioFileId };
}
