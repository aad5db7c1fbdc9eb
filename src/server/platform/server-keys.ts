import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

/**
 * Signing keys the server makes for itself on first use, one per purpose, kept in server_secrets so
 * every instance signs and checks alike and what was signed survives restarts. Loaded once per
 * database handle; a failed load is forgotten so the next call tries again.
 */
const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

async function loadKey(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: crypto.randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row!.value, 'base64');
}

export function serverKey(db: Db, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) keys.set(db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = loadKey(db, name);
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

/**
 * Whether a signature as written in a link or cookie (base64url) is exactly the expected MAC. Compared
 * as text in its one canonical spelling: decoding first would accept other spellings of the same
 * bytes (the last character of a 22-character base64url carries 4 unused bits), so a changed
 * character could still pass.
 */
export function signatureMatches(given: string, expected: Buffer): boolean {
  const want = Buffer.from(expected.toString('base64url'));
  const got = Buffer.from(given);
  return got.length === want.length && crypto.timingSafeEqual(got, want);
}
