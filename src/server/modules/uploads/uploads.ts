import crypto from 'node:crypto';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  commentFiles,
  commentInlineFiles,
  comments,
  deliverableFiles,
  deliverableInlineFiles,
  deliverableVersions,
  fileReleases,
  files,
  requestFiles,
  serviceRequests,
} from '../../db/schema/index.ts';
import { isUuid } from '#shared/domain/validation.ts';
import { AppError } from '#shared/errors.ts';
import { storageFor } from '../../platform/storage/index.ts';
import { brandKitFileVisible } from '../brand-kit/access.ts';
import { canSee, factsColumns } from '../requests/access.ts';
import { withoutBidiOverrides } from '#shared/domain/bidi.ts';
import { cutKeepingTail, textLength } from '#shared/domain/text-cut.ts';
import { dropFileRows, releaseFiles, unreferenced } from './release.ts';

export type StoredFile = { id: string; url: string; name: string; mime: string; size: number };

export const fileUrl = (id: string) => `/api/files/${id}`;

const SNIFF_BYTES = 4100;

/** The longest stored file name, counted as every limit counts (text-cut.ts `textLength`). */
export const FILE_NAME_MAX = 200;
/** An extension longer than this is not one a program opens files by: cut like the rest. */
const EXTENSION_MAX = 16;

/**
 * A file name safe to store and to put in a Content-Disposition header. A name longer than 200
 * characters loses the end of its stem, never its extension ("….pdf" still opens once downloaded),
 * and is cut between whole characters, never inside one (an emoji's halves, a flag, an accent), by
 * the app's one rule (text-cut.ts).
 */
export function sanitizeFileName(raw: string): string {
  // Without direction overrides: "invoice\u202efdp.exe" would show as "invoiceexe.pdf".
  const base = withoutBidiOverrides(path.basename(raw.replace(/\\/g, '/')).normalize('NFC'));
  const cleaned =
    base
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
      .replace(/^\.+/, '')
      .trim() || 'file';
  const ext = path.extname(cleaned);
  const kept = ext.length > 1 && textLength(ext) <= EXTENSION_MAX ? ext : '';
  return cutKeepingTail(cleaned, FILE_NAME_MAX, kept);
}

/** An SVG document: optional XML declaration, comments and doctype, then an <svg> root. */
function isSvg(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text);
}

/** Content type from the bytes, never from the client: a known signature, else text or binary. */
export async function sniffMime(head: Buffer): Promise<string> {
  const found = await fileTypeFromBuffer(head);
  if (found && found.mime !== 'application/xml') return found.mime;
  // SVG is XML text: recognised by its root element, and served so that it can never run script.
  if (isSvg(head)) return 'image/svg+xml';
  if (found) return found.mime;
  if (head.length === 0) return 'application/octet-stream';
  // Valid UTF-8 without NUL bytes reads as text; it is served as text/plain, so it never runs.
  if (!head.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
      return 'text/plain';
    } catch {
      /* binary */
    }
  }
  return 'application/octet-stream';
}

/**
 * Stores one uploaded stream under a random key and records it. The first bytes are kept aside while
 * streaming so the type can be sniffed without buffering the file.
 */
export async function storeUpload(
  ctx: AppContext,
  actor: SessionUser,
  input: { stream: Readable; filename: string; isTruncated: () => boolean },
): Promise<StoredFile> {
  const storage = storageFor(ctx.env);
  const key = crypto.randomBytes(24).toString('base64url');
  const id = crypto.randomUUID();
  // Before the first byte is stored, the bytes are queued for release, due once the upload window
  // has passed: a crash (or a database that drops) between storing them and recording the file
  // leaves an entry that housekeeping finishes (no row: the bytes go), never bytes nobody knows of.
  await ctx.db.insert(fileReleases).values({
    fileId: id,
    storageKey: key,
    createdAt: sql`now() + make_interval(secs => ${UPLOAD_WINDOW_MS / 1000})`,
  });
  /**
   * The bytes go now (the entry made due), or later by housekeeping if the storage fails too. The
   * entry is written again if it is gone: an upload that outlasted its window may have been released
   * while its bytes were still arriving (an S3 multipart upload completes after that), and no row
   * can ever point at this random key.
   */
  const discard = async () => {
    await ctx.db
      .insert(fileReleases)
      .values({ fileId: id, storageKey: key, createdAt: sql`now() - interval '1 hour'` })
      .onConflictDoUpdate({ target: fileReleases.fileId, set: { createdAt: sql`now() - interval '1 hour'` } })
      .catch(() => undefined);
    await releaseFiles(ctx, [id]);
  };
  let head = Buffer.alloc(0);
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      }
      done(null, chunk);
    },
  });
  // pipeline owns both streams: when the client's part fails (a body cut before its closing boundary,
  // a connection dropped mid-file) it destroys the tap, the storage write rejects and removes its
  // partial file, and every error has a listener. A bare .pipe() left the tap's error unheard, and
  // an unheard 'error' event ends the process.
  let clientFailed = false;
  input.stream.once('error', () => (clientFailed = true));
  const feeding = pipeline(input.stream, tap);
  const [fed, written] = await Promise.allSettled([
    feeding,
    storage.put(key, tap, 'application/octet-stream'),
  ]);
  if (fed.status === 'rejected' || written.status === 'rejected') {
    await discard();
    if (input.isTruncated()) throw tooLarge();
    // The client's body broke: its fault, not the server's (400). A storage failure stays a 500.
    // (The part may have failed before it reached us: its `errored` says so.)
    if (clientFailed || input.stream.errored) throw incompleteUpload();
    throw written.status === 'rejected' ? written.reason : (fed as PromiseRejectedResult).reason;
  }
  const size = written.value;
  if (input.isTruncated()) {
    await discard();
    throw tooLarge();
  }
  const mime = await sniffMime(head);
  const name = sanitizeFileName(input.filename);
  // The row and the entry's removal in one statement. An upload that outlasted its window (its entry
  // due, or nearly: housekeeping may be deleting the bytes) is refused and its bytes left to it.
  let recorded: { id: string }[];
  try {
    recorded = (
      (await ctx.db.execute(sql`
        with kept as (
          delete from ${fileReleases}
          where ${fileReleases.fileId} = ${id}
            and ${fileReleases.createdAt} > now() + interval '5 minutes'
          returning ${fileReleases.fileId} as id
        )
        insert into ${files} (${sql.identifier(files.id.name)}, ${sql.identifier(files.storageKey.name)},
          ${sql.identifier(files.name.name)}, ${sql.identifier(files.mime.name)},
          ${sql.identifier(files.size.name)}, ${sql.identifier(files.uploaderId.name)})
        select id, ${key}, ${name}, ${mime}, ${size}, ${actor.id} from kept
        returning ${files.id} as id`)) as unknown as { rows: { id: string }[] }
    ).rows;
  } catch (error) {
    await discard();
    throw error;
  }
  if (!recorded.length) {
    await discard();
    throw uploadTooSlow();
  }
  return { id, url: fileUrl(id), name, mime, size };
}

/**
 * How long an upload may take: its bytes' release entry falls due after it (storeUpload). A slow
 * line sends 100 MB in well under this; a body still arriving after it is refused (uploadTooSlow).
 */
export const UPLOAD_WINDOW_MS = 6 * 3600_000;

export const uploadTooSlow = () =>
  new AppError('BAD_REQUEST', 'The upload took too long to arrive and was not kept. Please try again.');

/** The multipart body ended before the file did: the client hung up or sent a cut body. */
export const incompleteUpload = () =>
  new AppError('BAD_REQUEST', 'The upload ended before the file was complete. Please try again.');

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'File is too large', { detail: 'Maximum file size is 100MB' });

/** Removes stored files (rows, then bytes: release.ts) after a failed multi-file upload. */
export async function discardUploads(ctx: AppContext, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await releaseFiles(ctx, await dropFileRows(ctx.db, inArray(files.id, ids)));
}

type FileRow = typeof files.$inferSelect;

/**
 * The file if the actor may download it, else null: staff see every file; a file not yet attached
 * only its uploader; an attached file whoever can see a request it belongs to (directly, as audio,
 * through a comment, or as a file of a deliverable version; attached, or shown inline in its text).
 */
export async function findVisibleFile(db: Db, actor: SessionUser, id: string): Promise<FileRow | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({
      file: files,
      removed: sql<boolean>`${files.attachedAt} is not null and ${unreferenced(files.id)}`,
    })
    .from(files)
    .where(eq(files.id, id));
  // Attached once and referred to by nothing now: removed (its row and bytes are on their way out,
  // release.ts), gone for everyone.
  if (!found || found.removed) return null;
  const file = found.file;
  if (actor.isStaff) return file;
  if (file.uploaderId === actor.id && !file.attachedAt) return file;
  const owners = await db
    .select({
      ...factsColumns,
    })
    .from(serviceRequests)
    .where(
      or(
        eq(serviceRequests.audioFileId, id),
        inArray(
          serviceRequests.id,
          db.select({ id: requestFiles.requestId }).from(requestFiles).where(eq(requestFiles.fileId, id)),
        ),
        inArray(
          serviceRequests.id,
          db
            .select({ id: comments.requestId })
            .from(commentFiles)
            .innerJoin(comments, eq(comments.id, commentFiles.commentId))
            .where(eq(commentFiles.fileId, id)),
        ),
        // A picture a comment shows inline (recorded only when its author could see the file).
        inArray(
          serviceRequests.id,
          db
            .select({ id: comments.requestId })
            .from(commentInlineFiles)
            .innerJoin(comments, eq(comments.id, commentInlineFiles.commentId))
            .where(eq(commentInlineFiles.fileId, id)),
        ),
        // A file of a deliverable version (issue 27): whoever can see the request.
        inArray(
          serviceRequests.id,
          db
            .select({ id: deliverableVersions.requestId })
            .from(deliverableFiles)
            .innerJoin(deliverableVersions, eq(deliverableVersions.id, deliverableFiles.versionId))
            .where(eq(deliverableFiles.fileId, id)),
        ),
        // A picture a version's note or review message shows inline.
        inArray(
          serviceRequests.id,
          db
            .select({ id: deliverableVersions.requestId })
            .from(deliverableInlineFiles)
            .innerJoin(deliverableVersions, eq(deliverableVersions.id, deliverableInlineFiles.versionId))
            .where(eq(deliverableInlineFiles.fileId, id)),
        ),
      ),
    );
  const visible = owners.some((r) => canSee(actor, r));
  if (visible) return file;
  // A logo or font of a brand kit, or a file of a request's kit snapshot.
  if (file.attachedAt && (await brandKitFileVisible(db, actor, id))) return file;
  // The uploader keeps access to their own file while it is attached only to their own draft etc.
  return file.uploaderId === actor.id && owners.length === 0 ? file : null;
}

/** Deletes a file that is not attached to anything; only its uploader (or staff) may. */
export async function deleteUpload(ctx: AppContext, actor: SessionUser, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'File not found');
  const [file] = await ctx.db.select().from(files).where(eq(files.id, id));
  if (!file || (!actor.isStaff && file.uploaderId !== actor.id)) {
    throw new AppError('NOT_FOUND', 'File not found');
  }
  const attached = () => new AppError('CONFLICT', 'This file is attached and cannot be removed here.');
  if (file.attachedAt) throw attached();
  // A save may attach the file between the check above and this delete: then nothing is deleted,
  // and its bytes must stay. The row goes with its bytes queued (one statement), the bytes after.
  const removed = await dropFileRows(ctx.db, and(eq(files.id, id), isNull(files.attachedAt))!);
  if (!removed.length) throw attached();
  await releaseFiles(ctx, removed);
}

/** Files of a request, in display order: attachments, type-specific files, then the audio note. */
export async function requestFileRows(db: Db, requestId: number): Promise<FileRow[]> {
  const attached = await db
    .select({ file: files })
    .from(requestFiles)
    .innerJoin(files, eq(files.id, requestFiles.fileId))
    .where(eq(requestFiles.requestId, requestId))
    .orderBy(requestFiles.fieldKey, requestFiles.position);
  const [req] = await db
    .select({ audio: files })
    .from(serviceRequests)
    .innerJoin(files, eq(files.id, serviceRequests.audioFileId))
    .where(eq(serviceRequests.id, requestId));
  const rows = attached.map((a) => a.file);
  if (req?.audio && !rows.some((r) => r.id === req.audio.id)) rows.push(req.audio);
  return rows;
}

/**
 * Unique names inside a zip: "a.png", "a (2).png", … A name is taken whatever its case (Windows and
 * macOS unpack "A.png" over "a.png"), and a number is skipped when a file of that name exists already
 * ("a.png", "a (2).png", "a.png" gives "a.png", "a (2).png", "a (3).png").
 */
export function zipEntryNames(names: string[]): string[] {
  const key = (name: string) => name.toLowerCase();
  const taken = new Set(names.map(key));
  const used = new Set<string>();
  return names.map((name) => {
    if (!used.has(key(name))) {
      used.add(key(name));
      return name;
    }
    const ext = path.extname(name);
    const stem = name.slice(0, name.length - ext.length);
    let n = 2;
    let candidate = `${stem} (${n})${ext}`;
    while (used.has(key(candidate)) || taken.has(key(candidate))) candidate = `${stem} (${++n})${ext}`;
    used.add(key(candidate));
    return candidate;
  });
}

/** Removes uploads never attached to anything, older than the grace period. */
export async function cleanUnattachedUploads(
  ctx: AppContext,
  olderThanMs = 24 * 3600_000,
  batch = 500,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  // A file still referenced somewhere is never picked: otherwise 500 such rows would fill every batch
  // and the sweep would never reach the abandoned ones behind them.
  const stale = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(lt(files.createdAt, cutoff), isNull(files.attachedAt), unreferenced(files.id)))
    .orderBy(files.createdAt)
    .limit(batch);
  let removed = 0;
  for (const f of stale) {
    // Re-checked in the delete itself, so a file attached meanwhile is kept.
    const gone = await dropFileRows(
      ctx.db,
      and(eq(files.id, f.id), isNull(files.attachedAt), unreferenced(files.id))!,
    );
    removed += gone.length;
    await releaseFiles(ctx, gone);
  }
  return removed;
}
