import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadRequestZip, zipMissingMessage } from './api.ts';

// Download All: a zip without some of the request's files (their bytes could not be found) says how
// many it lacks, so the drawer can tell the person; a refusal shows the server's words.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body: BodyInit, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers })),
  );

describe('downloadRequestZip', () => {
  it('answers how many files the zip lacks (0 when it has them all)', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:zip');
    // The download link is clicked, not followed: happy-dom would navigate this window (kept by the
    // next test files of this worker) to blob:zip.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    answer(200, 'PK', { 'content-type': 'application/zip', 'x-files-missing': '2' });
    expect(await downloadRequestZip(7, 'request-7-files.zip')).toBe(2);
    answer(200, 'PK', { 'content-type': 'application/zip' });
    expect(await downloadRequestZip(7, 'request-7-files.zip')).toBe(0);
    expect(clicked).toHaveBeenCalledTimes(2);
    expect(window.location.protocol).toBe('http:');
  });

  it("a refused zip throws with the server's message", async () => {
    const message =
      "None of this request's files could be found in storage, so there is nothing to download.";
    answer(500, JSON.stringify({ error: { code: 'INTERNAL', message } }), {
      'content-type': 'application/json',
    });
    await expect(downloadRequestZip(7, 'request-7-files.zip')).rejects.toThrow(message);
  });
});

describe('zipMissingMessage', () => {
  it('names the count and the note, in the singular or plural', () => {
    expect(zipMissingMessage(1)).toBe(
      '1 file could not be included in the ZIP: its stored copy could not be found. The ZIP lists it in "Files not included.txt".',
    );
    expect(zipMissingMessage(3)).toMatch(/^3 files could not be included in the ZIP: .* lists them in/);
  });
});
