import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { inlineFileIds } from '../../platform/sanitize.ts';
import { isUuid } from '#shared/domain/validation.ts';

/*
 * Files shown inline. A rich text (a comment, a deliverable's note, a review's message) may show a
 * picture of our own file endpoint, `<img src="/api/files/<id>">` (the sanitiser keeps no other
 * source but data: URLs). Such a file is referenced like an attached one: recorded when the text is
 * written (comment_inline_files, deliverable_inline_files; drizzle/0045), so release.ts `unreferenced`
 * keeps it while a text shows it and uploads.ts `findVisibleFile` shows it to whoever can see that
 * text's request. Never read back from stored HTML (a scan of every text on each release and download).
 */

/** Inline pictures of our own files one text records at most (the rest are shown, not kept). */
export const INLINE_FILES_MAX = 20;

/**
 * The files `html` shows inline that it may keep: those already of its request (an attachment, a
 * comment's or a version's file, another text's picture: its readers see them anyway), and the
 * author's own uploads not attached anywhere yet (which it attaches). Nothing else, whatever else
 * the author may see (staff see every file, a person of two enterprises the other's): a text never
 * opens a file to another request's readers, nor keeps alive one its own request let go. One it may
 * not keep stays in the HTML, recorded nowhere, shown to no one who could not see it already. Those
 * it attaches besides are left out (attached is referenced enough).
 */
export async function visibleInlineFiles(
  db: Db,
  actor: SessionUser,
  requestId: number,
  html: string,
  attached: readonly string[] = [],
): Promise<string[]> {
  const ids = inlineFileIds(html)
    .slice(0, INLINE_FILES_MAX)
    // A 36-character run that is not a uuid names no file (and would not cast).
    .filter((id) => isUuid(id) && !attached.includes(id));
  if (!ids.length) return [];
  const rows = (await db.execute(sql`select f.id from ${files} f
    where ${inArray(sql`f.id`, ids)} and (
      (f.uploader_id = ${actor.id} and f.attached_at is null)
      or exists (select 1 from request_files rf where rf.file_id = f.id and rf.request_id = ${requestId})
      or exists (select 1 from comment_files cf join comments c on c.id = cf.comment_id
                  where cf.file_id = f.id and c.request_id = ${requestId})
      or exists (select 1 from comment_inline_files ci join comments c on c.id = ci.comment_id
                  where ci.file_id = f.id and c.request_id = ${requestId})
      or exists (select 1 from deliverable_files df join deliverable_versions dv on dv.id = df.version_id
                  where df.file_id = f.id and dv.request_id = ${requestId})
      or exists (select 1 from deliverable_inline_files di join deliverable_versions dv on dv.id = di.version_id
                  where di.file_id = f.id and dv.request_id = ${requestId}))`)) as unknown as {
    rows: { id: string }[];
  };
  const kept = new Set(rows.rows.map((r) => String(r.id)));
  return ids.filter((id) => kept.has(id));
}

/**
 * Marks files a text shows inline as attached, as a statement of its write: an upload of the
 * author's not attached anywhere yet is no longer theirs to delete (uploads.ts `deleteUpload`).
 */
export const attachInlineSql = (ids: string[]): SQL =>
  sql`update ${files} set ${sql.identifier(files.attachedAt.name)} = now()
    where ${inArray(files.id, ids)} and ${files.attachedAt} is null`;
