/*
 * The one CSV writer of the server (credit ledger, request lists): RFC 4180 quoting, CRLF lines, a
 * UTF-8 byte order mark first (spreadsheets then read accents right), and text cells that a
 * spreadsheet would run as a formula made inert. Callers give ISO dates and two-decimal amounts.
 */

export type CsvValue = string | number | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell. Text starting with = + - @ (or a tab / carriage return) is read as a formula by
 * spreadsheets (CSV injection): it gets a leading apostrophe so it shows as the text it is. A plain
 * number (a negative amount such as "-5.00") is no formula and stays a number. The check reads the
 * text NFKC-normalised, as some spreadsheets do: a full-width ＝ ＋ － ＠ (or a small ﹦) counts as
 * its ASCII sign, and so does a minus sign −; the cell keeps the text as written.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  const seen = text.normalize('NFKC').replace(/^[\u2212\u2012-\u2015]/, '-');
  if (/^[=+\-@\t\r]/.test(seen) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** How long an export may get, and what its last line says when it was cut there. */
export type CsvRowCap = { maxRows: number; narrowHint: string };

/** The last line of an export cut at its cap: one cell, so a reader sees it below the last row. */
export const cappedLine = (cap: CsvRowCap): string =>
  csvLine([
    `# Export stopped at ${cap.maxRows.toLocaleString('en-US')} rows (the limit of one export); there are more. ${cap.narrowHint}`,
  ]);

/**
 * A whole document, streamed: the header line (with the BOM) at once, then each batch of rows as
 * one chunk, so a long export is never held in memory and the first bytes leave before the last
 * rows are read. The batches are pulled one at a time as the reader takes them (see csv-reply.ts),
 * and never beyond the cap: a batch past it only proves there are more rows, which the last line says.
 */
export async function* csvDocument(
  header: string[],
  batches: AsyncIterable<CsvValue[][]>,
  cap?: CsvRowCap,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  let written = 0;
  // Leaving the loop early (the cap) returns the batch generator, which stops reading the database.
  for await (const rows of batches) {
    if (!rows.length) continue;
    const room = cap ? cap.maxRows - written : rows.length;
    const part = rows.length > room ? rows.slice(0, room) : rows;
    if (part.length) yield part.map(csvLine).join('');
    written += part.length;
    if (cap && part.length < rows.length) {
      yield cappedLine(cap);
      return;
    }
  }
}
