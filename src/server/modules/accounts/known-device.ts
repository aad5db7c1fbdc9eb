import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverKey, signatureMatches } from '../../platform/server-keys.ts';

/**
 * A known device: a browser where an account has signed in. On each successful sign-in the browser
 * gets a cookie `{userId}.{deviceId}.{HMAC(userId, deviceId)}`; the sign-in throttle counts that
 * browser's failures for that account on their own (login-throttle.ts), so an attacker sharing the
 * owner's address (an office behind NAT, a proxy left untrusted) cannot lock the owner out of a
 * browser they have signed in from. The cookie holds no secret of the session and cannot be made up
 * or moved to another account; one account per browser (the last to sign in).
 */
export const DEVICE_COOKIE = 'known_device';
export const DEVICE_DAYS = 365;
const KEY_NAME = 'known-device-key';

const mac = (key: Buffer, userId: number, deviceId: string) =>
  crypto.createHmac('sha256', key).update(`device:${userId}:${deviceId}`).digest().subarray(0, 16);

/** The device id the cookie names for this account, or null (no cookie, forged, another account). */
export async function knownDevice(
  db: Db,
  cookie: string | undefined,
  userId: number,
): Promise<string | null> {
  const m = cookie ? /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/.exec(cookie) : null;
  if (!m || Number(m[1]) !== userId) return null;
  const expected = mac(await serverKey(db, KEY_NAME), userId, m[2]!);
  return signatureMatches(m[3]!, expected) ? m[2]! : null;
}

/** The cookie value to set after a successful sign-in (the same device id when it already had one). */
export async function deviceCookie(db: Db, userId: number, deviceId: string | null): Promise<string> {
  const id = deviceId ?? crypto.randomBytes(16).toString('base64url');
  return `${userId}.${id}.${mac(await serverKey(db, KEY_NAME), userId, id).toString('base64url')}`;
}
