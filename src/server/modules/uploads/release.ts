import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fileReleases, files } from '../../db/schema/index.ts';
import { storageFor } from '../../platform/storage/index.ts';

/*
 * How a file leaves: the change that lets it go (a save that removes it from a request or replaces
 * the voice note, an upload deleted) queues it in file_releases in its own transaction; after COMMIT
 * releaseFiles deletes the file's row if nothing refers to it any more, then its bytes, then the
 * entry. Bytes are never deleted while a committed row may still need them, and a crash between two
 * steps leaves the entry, which housekeeping finishes (releaseQueuedFiles). An upload is queued before
 * its bytes are stored, due after the upload window (uploads.ts `storeUpload`), and leaves the queue
 * with its row's insert: bytes stored without a row are released like any other.
 */

/**
 * Nothing refers to the file `id` (a column or a value): no request (attachments, type-specific
 * files, voice note), comment or deliverable version (attached, or shown inline as a picture),
 * proofing pin, brand kit asset or request's brand kit snapshot. The foreign keys guard the same for
 * all but the last two.
 *
 * A picture shown inline is a reference like an attachment: a comment's HTML may show
 * `<img src="/api/files/<id>">` of a file attached elsewhere (a request's attachment), and removing
 * it there must not break the picture. The rule (inline.ts): what a text shows inline is recorded
 * when it is written (comment_inline_files, deliverable_inline_files), never read back from stored
 * HTML (a scan of every text on each release and download).
 */
export const unreferenced = (id: AnyPgColumn | SQL | string): SQL => sql`(
  not exists (select 1 from request_files rf where rf.file_id = ${id})
  and not exists (select 1 from comment_files cf where cf.file_id = ${id})
  and not exists (select 1 from comment_inline_files ci where ci.file_id = ${id})
  and not exists (select 1 from deliverable_inline_files di where di.file_id = ${id})
  and not exists (select 1 from deliverable_files df where df.file_id = ${id})
  and not exists (select 1 from proof_pins pp where pp.file_id = ${id})
  and not exists (select 1 from service_requests sr where sr.audio_file_id = ${id})
  and not exists (select 1 from brand_assets ba where ba.value->>'fileId' = (${id})::text)
  and not exists (select 1 from request_brand_kits rb where rb.file_ids @> array[(${id})::uuid]))`;

/**
 * Queues these files for release, as a statement of the caller's transaction (or of its write batch):
 * the entry keeps the storage key, so the bytes can be found once the row is gone. A file queued
 * again (released once while still in use, removed again since) renews its entry: a new row version,
 * which the release that read the old one will not delete (`finish`).
 */
export const queueReleaseSql = (ids: string[]): SQL =>
  sql`insert into ${fileReleases} (${sql.identifier(fileReleases.fileId.name)}, ${sql.identifier(fileReleases.storageKey.name)})
    select ${files.id}, ${files.storageKey} from ${files} where ${inArray(files.id, ids)}
    on conflict (${sql.identifier(fileReleases.fileId.name)}) do update set ${sql.identifier(fileReleases.createdAt.name)} = now()`;

/**
 * Deletes the rows matching `where` and queues their bytes in the same statement (a data-modifying
 * WITH: both or neither). Answers the ids deleted.
 */
export async function dropFileRows(db: Db, where: SQL): Promise<string[]> {
  const res = (await db.execute(sql`
    with gone as (
      delete from ${files} where ${where}
      returning ${files.id} as id, ${files.storageKey} as key
    )
    insert into ${fileReleases} (${sql.identifier(fileReleases.fileId.name)}, ${sql.identifier(fileReleases.storageKey.name)})
    select id, key from gone
    on conflict do nothing
    returning ${sql.identifier(fileReleases.fileId.name)} as id`)) as unknown as { rows: { id: string }[] };
  return res.rows.map((r) => r.id);
}

const FOREIGN_KEY_VIOLATION = '23503';
const isForeignKeyViolation = (e: unknown): boolean => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
};

/** A queued release as read, with its row version (xmin), which a re-queue changes. */
export type Entry = typeof fileReleases.$inferSelect & { version: string };
export const entryColumns = {
  fileId: fileReleases.fileId,
  storageKey: fileReleases.storageKey,
  createdAt: fileReleases.createdAt,
  version: sql<string>`xmin::text`,
};

/**
 * Finishes one queued release: the row goes if nothing refers to the file (a file still in use
 * elsewhere, a request duplicated with it, stays and only the entry goes), then the bytes, then the
 * entry. A storage failure keeps the entry for the next attempt. Answers whether bytes were deleted.
 */
export async function finish(ctx: AppContext, entry: Entry): Promise<boolean> {
  let inUse: boolean;
  try {
    const gone = await ctx.db
      .delete(files)
      .where(and(eq(files.id, entry.fileId), unreferenced(files.id)))
      .returning({ id: files.id });
    if (gone.length) inUse = false;
    else {
      const [still] = await ctx.db.select({ id: files.id }).from(files).where(eq(files.id, entry.fileId));
      inUse = still !== undefined;
    }
  } catch (e) {
    // A save that attached it again committed between the check and the delete: it stays.
    if (!isForeignKeyViolation(e)) throw e;
    inUse = true;
  }
  if (!inUse) await storageFor(ctx.env).delete(entry.storageKey);
  // The entry as read only: queued again meanwhile (removed again after this found it in use), it
  // stays for that release, else the file would be left attached to nothing, never released.
  await ctx.db
    .delete(fileReleases)
    .where(and(eq(fileReleases.fileId, entry.fileId), sql`xmin::text = ${entry.version}`));
  return !inUse;
}

/**
 * Releases these queued files now (after the COMMIT that queued them). Best effort: what fails stays
 * queued for housekeeping, and the caller's change stands. Answers how many files were deleted.
 */
export async function releaseFiles(ctx: AppContext, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  let deleted = 0;
  try {
    const entries = await ctx.db
      .select(entryColumns)
      .from(fileReleases)
      .where(inArray(fileReleases.fileId, [...new Set(ids)]));
    for (const entry of entries) {
      try {
        if (await finish(ctx, entry)) deleted++;
      } catch {
        /* stays queued: housekeeping retries */
      }
    }
  } catch {
    /* the queue could not be read: housekeeping finishes it */
  }
  return deleted;
}

/**
 * Housekeeping: finishes releases left queued (a crash or a storage outage after their COMMIT), the
 * oldest first, those queued over `olderThanMs` ago (the rest are being released by their request).
 * Several instances at once only share the work: each step is idempotent.
 */
export async function releaseQueuedFiles(
  ctx: AppContext,
  olderThanMs = 60_000,
  batch = 500,
): Promise<{ seen: number; deleted: number; failed: number }> {
  const entries = await ctx.db
    .select(entryColumns)
    .from(fileReleases)
    // The database's clock, the one an upload's entry is dated by (uploads.ts): an app instance's
    // clock ahead of it must not release bytes still arriving.
    .where(lt(fileReleases.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`))
    .orderBy(asc(fileReleases.createdAt))
    .limit(batch);
  let deleted = 0;
  let failed = 0;
  for (const entry of entries) {
    try {
      if (await finish(ctx, entry)) deleted++;
    } catch {
      failed++;
    }
  }
  return { seen: entries.length, deleted, failed };
}
