import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureMatches } from './server-keys.ts';

describe('signatureMatches', () => {
  const mac = crypto.createHmac('sha256', 'k').update('x').digest().subarray(0, 16);
  const written = mac.toString('base64url');

  it('accepts the signature as written', () => {
    expect(signatureMatches(written, mac)).toBe(true);
  });

  it('refuses another spelling of the same bytes (the unused bits of the last character)', () => {
    // 16 bytes are 22 base64url characters; the last one carries 2 bits and 4 unused ones.
    const last = written.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    const respelled = written.slice(0, -1) + sibling;
    expect(Buffer.from(respelled, 'base64url').equals(mac)).toBe(true);
    expect(signatureMatches(respelled, mac)).toBe(false);
  });

  it('refuses a changed, shortened or empty signature', () => {
    expect(signatureMatches(`${written[0] === 'A' ? 'B' : 'A'}${written.slice(1)}`, mac)).toBe(false);
    expect(signatureMatches(written.slice(0, -1), mac)).toBe(false);
    expect(signatureMatches('', mac)).toBe(false);
  });
});
