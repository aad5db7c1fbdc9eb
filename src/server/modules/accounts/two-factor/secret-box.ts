import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../../../env.ts';

/**
 * Two-factor secrets are stored encrypted (AES-256-GCM) with the server's two-factor key:
 * TWO_FACTOR_KEY from the environment, or, when unset, a key generated on first use and kept in
 * DATA_DIR/two-factor.key (readable by the server's user only), so the embedded default works without
 * configuration. Several instances must share one key: set TWO_FACTOR_KEY for them.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url), the user id bound as additional data, so a
 * secret copied to another user's row does not decrypt.
 */
export const KEY_FILE = 'two-factor.key';

const keys = new Map<string, Buffer>();

function parseKey(text: string): Buffer {
  const v = text.trim();
  return /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
}

export function twoFactorKey(env: Pick<Env, 'TWO_FACTOR_KEY' | 'dataDir'>): Buffer {
  if (env.TWO_FACTOR_KEY) return parseKey(env.TWO_FACTOR_KEY);
  const file = path.join(env.dataDir, KEY_FILE);
  const known = keys.get(file);
  if (known) return known;
  let key: Buffer;
  try {
    key = parseKey(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(env.dataDir, { recursive: true });
    try {
      // 'wx': two processes starting at once, the second reads the first one's key.
      fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
    }
    key = parseKey(fs.readFileSync(file, 'utf8'));
  }
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  keys.set(file, key);
  return key;
}

const aad = (userId: number) => Buffer.from(`totp:${userId}`);

export function sealSecret(key: Buffer, userId: number, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, userId: number, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) {
    throw new Error('unknown two-factor secret format');
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
