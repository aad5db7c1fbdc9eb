import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers a streamed CSV download (the ledger, request lists): UTF-8, an attachment named with the
 * day, never cached. The stream comes from services/csv.ts, whose access checks ran before this.
 */
export function sendCsv(reply: FastifyReply, basename: string, rows: AsyncIterable<string>) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${basename}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(rows));
}
