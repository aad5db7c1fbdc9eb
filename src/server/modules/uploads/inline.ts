import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { inlineFileIds } from '../../platform/sanitize.ts';
import { findVisibleFile } from './uploads.ts';

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
 * The files `html` shows inline that its author may see now (so a text never opens another's file to
 * its request's readers; one the author may not see stays in the HTML, recorded nowhere, shown to no
 * one), those it attaches besides left out (attached is referenced enough).
 */
export async function visibleInlineFiles(
  db: Db,
  actor: SessionUser,
  html: string,
  attached: readonly string[] = [],
): Promise<string[]> {
  const out: string[] = [];
  for (const id of inlineFileIds(html).slice(0, INLINE_FILES_MAX)) {
    if (!attached.includes(id) && (await findVisibleFile(db, actor, id))) out.push(id);
  }
  return out;
}

/**
 * Marks files a text shows inline as attached, as a statement of its write: an upload of the
 * author's not attached anywhere yet is no longer theirs to delete (uploads.ts `deleteUpload`).
 */
export const attachInlineSql = (ids: string[]): SQL =>
  sql`update ${files} set ${sql.identifier(files.attachedAt.name)} = now()
    where ${inArray(files.id, ids)} and ${files.attachedAt} is null`;
