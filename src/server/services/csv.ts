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
 * number (a negative amount such as "-5.00") is no formula and stays a number.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A whole document, streamed: the header line (with the BOM) at once, then each batch of rows as
 * one chunk, so a long export is never held in memory and the first bytes leave before the last
 * rows are read.
 */
export async function* csvDocument(
  header: string[],
  batches: AsyncIterable<CsvValue[][]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of batches) {
    if (rows.length) yield rows.map(csvLine).join('');
  }
}
