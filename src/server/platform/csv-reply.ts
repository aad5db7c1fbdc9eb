import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { exportSlotsFor } from './export-slots.ts';

/**
 * The readable of a CSV export. One chunk (a batch of rows) at most waits in it: the next batch is
 * read from the database only when the socket has taken this one, so a slow reader holds the
 * export back instead of the server buffering the whole file.
 */
export const csvReadable = (rows: AsyncIterable<string>): Readable =>
  Readable.from(rows, { objectMode: true, highWaterMark: 1 });

/**
 * Answers a streamed CSV download (the ledger, request lists): UTF-8, an attachment named with the
 * day, never cached, counted against the user's concurrent exports (429 beyond). The stream comes
 * from platform/csv.ts, whose access checks ran before this (a bad filter is a 400, not a slot).
 */
export function sendCsv(
  ctx: AppContext,
  userId: number,
  reply: FastifyReply,
  basename: string,
  rows: AsyncIterable<string>,
) {
  const release = exportSlotsFor(ctx.env).acquire(userId);
  // Either event ends the export: 'finish' when all was sent, 'close' when the reader went away.
  reply.raw.once('finish', release);
  reply.raw.once('close', release);
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${basename}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .header('x-export-row-limit', String(ctx.env.CSV_EXPORT_MAX_ROWS))
    .send(csvReadable(rows));
}
