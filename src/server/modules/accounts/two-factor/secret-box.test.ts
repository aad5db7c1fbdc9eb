import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEY_FILE, openSecret, sealSecret, twoFactorKey } from './secret-box.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-2fa-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('the two-factor key and sealed secrets', () => {
  it('uses TWO_FACTOR_KEY (hex or base64) and writes no key file', () => {
    const dataDir = tempDir();
    const key = crypto.randomBytes(32);
    expect(twoFactorKey({ TWO_FACTOR_KEY: key.toString('hex'), dataDir }).equals(key)).toBe(true);
    expect(twoFactorKey({ TWO_FACTOR_KEY: key.toString('base64'), dataDir }).equals(key)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
  });

  it('unset: generates one key in the data folder, readable by its owner only, and keeps it', () => {
    const dataDir = tempDir();
    const first = twoFactorKey({ TWO_FACTOR_KEY: undefined, dataDir });
    const file = path.join(dataDir, KEY_FILE);
    expect(first).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
    expect(twoFactorKey({ TWO_FACTOR_KEY: undefined, dataDir }).equals(first)).toBe(true);
  });

  it('seals with AES-256-GCM bound to the user: another user, another key or a changed byte fails', () => {
    const key = crypto.randomBytes(32);
    const sealed = sealSecret(key, 7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 7, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(key, 8, sealed)).toThrow();
    expect(() => openSecret(crypto.randomBytes(32), 7, sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.startsWith('A') ? 'B' : 'A'}${parts[3]!.slice(1)}`;
    expect(() => openSecret(key, 7, parts.join('.'))).toThrow();
  });
});
