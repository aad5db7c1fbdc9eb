import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverKey, signatureMatches } from '../../platform/server-keys.ts';

/**
 * Invitation links (/settings/{enterpriseId}/{token}/signup-request) carry a signed token instead of
 * the inviter's bare id: `{inviterId}.{HMAC-SHA256(enterpriseId, inviterId)}` (128 bits, base64url),
 * so a link cannot be made up by counting ids. The key is generated once and kept in server_secrets.
 */
const KEY_NAME = 'invitation-link-key';
const key = (db: Db) => serverKey(db, KEY_NAME);

const mac = (k: Buffer, enterpriseId: number, inviterId: number) =>
  crypto.createHmac('sha256', k).update(`invite:${enterpriseId}:${inviterId}`).digest().subarray(0, 16);

export async function invitationToken(db: Db, enterpriseId: number, inviterId: number): Promise<string> {
  return `${inviterId}.${mac(await key(db), enterpriseId, inviterId).toString('base64url')}`;
}

/** The inviter's id when the token was made for this enterprise, else null. */
export async function verifyInvitationToken(
  db: Db,
  enterpriseId: number,
  token: string,
): Promise<number | null> {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const inviterId = Number(m[1]);
  if (inviterId > 2_147_483_647) return null;
  const expected = mac(await key(db), enterpriseId, inviterId);
  return signatureMatches(m[2]!, expected) ? inviterId : null;
}
