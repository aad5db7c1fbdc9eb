import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, downloadFile, errorMessage, withErrorReference } from './api-client.ts';
import { serverErrorReference } from './error-reporting.ts';

const serverError = new ApiError(500, 'Something went wrong. Please try again.', 'INTERNAL', {
  reference: '3f9a1c02be7d',
});

describe('references of server errors', () => {
  it('names the reference of a 5xx the server logged', () => {
    expect(errorMessage(serverError, 'Could not save.')).toBe(
      'Something went wrong. Please try again. (Reference: 3f9a1c02be7d)',
    );
    expect(withErrorReference('The comment was not added.', serverError)).toBe(
      'The comment was not added. (Reference: 3f9a1c02be7d)',
    );
    expect(serverErrorReference(serverError)).toBe('3f9a1c02be7d');
  });

  it('leaves other errors as they are', () => {
    const refused = new ApiError(400, 'Please enter a title', 'BAD_REQUEST', { reference: 'x' });
    expect(errorMessage(refused, 'Could not save.')).toBe('Please enter a title');
    expect(serverErrorReference(refused)).toBeNull();
    const offline = new ApiError(0, 'offline');
    expect(errorMessage(offline, 'Could not save.')).toBe('Could not save.');
    expect(errorMessage(new ApiError(502, 'Bad Gateway (502)'), 'x')).toBe('Bad Gateway (502)');
    expect(errorMessage(new Error('boom'), 'Could not save.')).toBe('Could not save.');
  });
});

describe('downloading an export', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('throws the server’s refusal instead of saving it as the file', async () => {
    const body = {
      data: null,
      error: { status: 429, name: 'TOO_MANY_REQUESTS', message: 'Too many exports.' },
    };
    globalThis.fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 429 }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadFile('/api/audit.csv', 'audit.csv')).rejects.toMatchObject({
      status: 429,
      message: 'Too many exports.',
    });
    expect(clicked).not.toHaveBeenCalled();
    clicked.mockRestore();
  });

  it('saves the file under the name the server gives', async () => {
    globalThis.fetch = vi.fn(
      async () =>
        new Response('a,b\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="ledger-2026-11-27.csv"' },
        }),
    );
    const names: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await downloadFile('/api/ledger.csv', 'ledger.csv');
    expect(names).toEqual(['ledger-2026-11-27.csv']);
    clicked.mockRestore();
  });
});
