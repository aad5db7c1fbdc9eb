import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZipArchive } from 'archiver';
import { create as contentDisposition } from 'content-disposition';
import { combineRanges, parse as parseRange, type Range } from 'range-parser';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import { MESSAGES, UPLOAD_LIMITS } from '#shared/domain/validation.ts';
import { findVisibleRequest } from '../requests/access.ts';
import {
  deleteUpload,
  discardUploads,
  findVisibleFile,
  requestFileRows,
  storeUpload,
  tooLarge,
  zipEntryNames,
  type StoredFile,
} from './uploads.ts';
import type { Readable } from 'node:stream';
import { storageFor } from '../../platform/storage/index.ts';
import { MissingObjectError } from '../../platform/storage/storage.ts';
import { checkUploadAllowance } from './allowance.ts';
import { rawResponse, UploadRemovedSchema, UploadResponseSchema } from '#shared/schemas/files.ts';
import { NOT_FOUND_MESSAGE } from '../requests/messages.ts';

export const ZIP_PROCESSING_ERROR = MESSAGES.zipProcessing;
export const ZIP_CREATION_ERROR = MESSAGES.zipCreation;
export const ZIP_NOTHING_FOUND = MESSAGES.zipNothingFound;

/**
 * Download All never leaves a file out silently: a file the request has whose bytes cannot be found
 * is named in a note inside the zip (ZIP_NOTE_NAME), and the answer's ZIP_MISSING_HEADER says how
 * many the zip lacks (the drawer says so). When none of its files can be found, the download is
 * refused (ZIP_NOTHING_FOUND) rather than an empty zip. A file removed from the request meanwhile is
 * no longer one of its files and is simply not in it.
 */
export const ZIP_NOTE_NAME = 'Files not included.txt';
export const ZIP_MISSING_HEADER = 'x-files-missing';
export const zipNote = (requestId: number, names: string[]) =>
  [
    `${names.length === 1 ? 'This file' : `These ${names.length} files`} of request #${requestId} could not be included in this download: ${names.length === 1 ? 'its stored copy' : 'their stored copies'} could not be found.`,
    '',
    ...names.map((n) => `- ${n}`),
    '',
    'Please contact the administrator.',
    '',
  ].join('\r\n');

/** Types a browser may show inline; everything else downloads. */
const INLINE = /^(image\/(png|jpeg|gif|webp|avif|bmp)|audio\/|video\/|application\/pdf$|text\/plain$)/;

/**
 * The one byte range a download answers (audio and video seeking), read by range-parser: null when
 * the request asks for the whole file, 'invalid' when the header is malformed, unsatisfiable or asks
 * for several separate ranges (no multipart/byteranges answers; overlapping ones are merged).
 */
function byteRange(header: string | undefined, size: number): Range | null | 'invalid' {
  if (!header) return null;
  const parsed = parseRange(size, header);
  const ranges = combineRanges(parsed.ranges);
  return parsed.type === 'bytes' && ranges.length === 1 ? ranges[0]! : 'invalid';
}

export async function uploadsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // The multipart parser does not inherit the JSON body limit: every limit is set here explicitly.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      files: UPLOAD_LIMITS.maxFiles,
      fields: 20,
      parts: UPLOAD_LIMITS.maxFiles + 20,
      fieldSize: 64 * 1024,
    },
    throwFileSizeLimit: true,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/upload',
    {
      preHandler: requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Upload files (multipart, field "files"): at most 10 files, 100MB each, 500MB in all',
        consumes: ['multipart/form-data'],
        response: { 200: UploadResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the files as multipart/form-data.');
      const announced = Number(request.headers['content-length'] ?? 0);
      await checkUploadAllowance(ctx, actor, Number.isFinite(announced) ? announced : 0);
      const stored: StoredFile[] = [];
      let total = 0;
      // Errors raised by the multipart parser itself (no boundary, a cut body, a malformed part
      // header) are the client's; errors while storing are ours, and storeUpload classifies them.
      let storing = false;
      try {
        for await (const part of request.files()) {
          if (stored.length >= UPLOAD_LIMITS.maxFiles) {
            throw new AppError('BAD_REQUEST', MESSAGES.tooManyFiles);
          }
          storing = true;
          const file = await storeUpload(ctx, actor, {
            stream: part.file,
            filename: part.filename,
            isTruncated: () => part.file.truncated,
          });
          storing = false;
          stored.push(file);
          total += file.size;
          if (total > UPLOAD_LIMITS.maxFormBytes) {
            throw new AppError('PAYLOAD_TOO_LARGE', 'The files of one form may not exceed 500MB in total.');
          }
        }
      } catch (e) {
        await discardUploads(
          ctx,
          stored.map((f) => f.id),
        );
        const code = (e as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', MESSAGES.tooManyFiles);
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (!storing && !(e instanceof AppError) && !(e as { statusCode?: number }).statusCode) {
          throw new AppError('BAD_REQUEST', `The upload could not be read (${(e as Error).message}).`);
        }
        throw e;
      }
      if (!stored.length) {
        throw new AppError('BAD_REQUEST', 'No file received. Send them in the "files" field.');
      }
      return stored;
    },
  );

  r.delete(
    '/api/upload/files/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Remove an uploaded file that is not attached yet',
        params: z.object({ id: z.string() }),
        response: { 200: UploadRemovedSchema },
      },
    },
    async (request) => {
      await deleteUpload(ctx, actorOf(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  r.get(
    '/api/files/:id',
    {
      // Sent as stored: Range requests need the stored bytes, and most media is compressed already.
      compress: false,
      preHandler: requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Download a file (Range requests supported); ?download=1 forces an attachment',
        params: z.object({ id: z.string() }),
        querystring: z.object({ download: z.string().optional() }),
        response: {
          200: rawResponse('application/octet-stream', 'The file (its stored content type)'),
          206: rawResponse('application/octet-stream', 'The range asked for'),
          416: z.null().describe('The range cannot be satisfied; Content-Range names the size'),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const file = await findVisibleFile(ctx.db, actor, request.params.id);
      if (!file) throw new AppError('NOT_FOUND', 'File not found');
      const range = byteRange(request.headers.range, file.size);
      if (range === 'invalid') {
        return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      }
      let stream: Readable;
      try {
        stream = await storageFor(ctx.env).get(file.storageKey, range ?? undefined);
      } catch (e) {
        // Removed between the lookup and the read (its bytes go after its row): gone, as for a
        // removal that came first. Bytes missing under a row that still stands stay an error.
        if (e instanceof MissingObjectError && !(await findVisibleFile(ctx.db, actor, file.id))) {
          throw new AppError('NOT_FOUND', 'File not found');
        }
        throw e;
      }
      const inline = INLINE.test(file.mime) && !request.query.download;
      reply
        .header('content-type', file.mime)
        .header('accept-ranges', 'bytes')
        .header(
          'content-disposition',
          contentDisposition(file.name, { type: inline ? 'inline' : 'attachment' }),
        )
        .header('cache-control', 'private, max-age=3600')
        // Even if a browser were tricked into rendering it, an uploaded document runs nothing.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1);
      } else reply.header('content-length', file.size);
      return reply.send(stream);
    },
  );

  r.get(
    '/api/service-requests/:id/files/zip',
    {
      preHandler: requireUser,
      schema: {
        tags: ['uploads'],
        summary: "Download All: a zip of the request's files, streamed",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: rawResponse('application/zip', "A zip of the request's files") },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const req = await findVisibleRequest(ctx.db, actor, request.params.id);
      if (!req) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      let rows = await requestFileRows(ctx.db, req.id);
      const storage = storageFor(ctx.env);
      /** Files the request still has whose bytes could not be found: named in the zip's note. */
      const lost: string[] = [];
      // Is the file (whose bytes are missing) still the request's? A file removed meanwhile (its bytes
      // go after its row) is simply not one of its files any more; one it still has is lost.
      const heldNow = async () => new Set((await requestFileRows(ctx.db, req.id)).map((f) => f.id));
      // Checked before the first byte goes out: once streaming, the status can no longer change.
      const present = await Promise.all(rows.map((f) => storage.exists(f.storageKey)));
      if (present.some((p) => !p)) {
        const still = await heldNow();
        for (const [i, f] of rows.entries()) if (!present[i] && still.has(f.id)) lost.push(f.name);
        rows = rows.filter((_, i) => present[i]);
        if (lost.length) request.log.error({ requestId: req.id, lost }, 'zip: a stored file is missing');
        // Nothing to give: said in words instead of an empty zip.
        if (!rows.length && lost.length) {
          throw new AppError('INTERNAL', ZIP_NOTHING_FOUND, { missing: lost });
        }
      }
      const archive = new ZipArchive({ zlib: { level: 6 } });
      archive.on('error', (err: Error) => {
        request.log.error({ err, requestId: req.id }, ZIP_CREATION_ERROR);
        reply.raw.destroy(err);
      });
      // The note's name is kept free from the start (a file of the request may have that name).
      const names = zipEntryNames([...rows.map((f) => f.name), ZIP_NOTE_NAME]);
      const noteName = names[rows.length]!;
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(`request-${req.id}-files.zip`));
      // How many of its files the zip lacks, as known before streaming (the note may name more).
      if (lost.length) reply.header(ZIP_MISSING_HEADER, String(lost.length));
      void (async () => {
        try {
          for (const [i, f] of rows.entries()) {
            let body: Readable;
            try {
              body = await storage.get(f.storageKey);
            } catch (e) {
              if (!(e instanceof MissingObjectError)) throw e;
              // Present a moment ago: removed since (left out), or lost (named in the note).
              if ((await heldNow()).has(f.id)) {
                request.log.error({ requestId: req.id, lost: [f.name] }, 'zip: a stored file is missing');
                lost.push(f.name);
              }
              continue;
            }
            archive.append(body, { name: names[i]! });
          }
          // Never a silent gap: what could not be included is listed in the zip itself.
          if (lost.length) archive.append(zipNote(req.id, lost), { name: noteName });
          await archive.finalize();
        } catch (err) {
          archive.emit('error', err as Error);
        }
      })();
      return reply.send(archive);
    },
  );
}
