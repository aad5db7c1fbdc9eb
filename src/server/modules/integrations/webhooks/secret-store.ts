import crypto from 'node:crypto';
import type { Env } from '../../../env.ts';
import { twoFactorKey } from '../../accounts/two-factor/secret-box.ts';

/*
 * Webhook signing secrets are kept encrypted (AES-256-GCM), so a copy of the database alone does not
 * let anyone forge deliveries. The key is derived (HKDF, its own label) from the server's secret key
 * that two-factor secrets use (TWO_FACTOR_KEY, or DATA_DIR/two-factor.key): several instances share
 * it the same way. Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */

const INFO = 'creditdesk webhook signing secrets v1';
const AAD = Buffer.from('webhook-secret');
const derived = new Map<string, Buffer>();

function keyFor(env: Pick<Env, 'TWO_FACTOR_KEY' | 'dataDir'>): Buffer {
  const base = twoFactorKey(env);
  const id = base.toString('base64');
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', base, Buffer.alloc(0), INFO, 32));
    derived.set(id, key);
  }
  return key;
}

export function sealWebhookSecret(env: Pick<Env, 'TWO_FACTOR_KEY' | 'dataDir'>, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(env), iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function openWebhookSecret(env: Pick<Env, 'TWO_FACTOR_KEY' | 'dataDir'>, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown webhook secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(env), Buffer.from(iv, 'base64url'));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
