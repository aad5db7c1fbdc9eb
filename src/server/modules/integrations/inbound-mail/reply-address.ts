import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { serverSecrets } from '../../../db/schema/index.ts';
import type { AppContext } from '../../../context.ts';
import type { Env } from '../../../env.ts';
import type { PerRecipient } from '../../../platform/email/outbox.ts';
import { serverKey } from '../../../platform/server-keys.ts';

/**
 * Reply addresses (issue 29): a notification e-mail about a request carries, for each recipient, the
 * Reply-To `reply+{requestId}.{userId}.{expiryDay}.{mac}@INBOUND_MAIL_DOMAIN`, where expiryDay is the
 * last valid day (days since 1970-01-01, UTC) and mac the first 96 bits of
 * HMAC-SHA256(`reply:{requestId}:{userId}:{expiryDay}`) in lower-case hex, under a key the server
 * makes for itself (server_secrets). Nobody can make one up or change the request, the person or
 * the expiry without the key; lower case only, so a mail system that folds the local part's case
 * changes nothing. At most 6 + 10 + 1 + 10 + 1 + 5 + 1 + 24 = 58 characters (a local part may have 64).
 */
export const REPLY_KEY_NAME = 'reply-address-key';
const MAC_HEX = 24;
const DAY_MS = 86_400_000;

/** Replies by e-mail are on: a domain to receive them, and e-mail to send the addresses. */
export const repliesEnabled = (env: Env): boolean => !!env.INBOUND_MAIL_DOMAIN && env.EMAIL_ENABLED;

const today = (now = Date.now()) => Math.floor(now / DAY_MS);

const mac = (key: Buffer, requestId: number, userId: number, day: number) =>
  crypto
    .createHmac('sha256', key)
    .update(`reply:${requestId}:${userId}:${day}`)
    .digest()
    .subarray(0, MAC_HEX / 2);

/** The reply address of one person for one request, valid INBOUND_REPLY_DAYS days from `now`. */
export function replyAddress(
  env: Env,
  key: Buffer,
  requestId: number,
  userId: number,
  now = Date.now(),
): string {
  const day = today(now) + env.INBOUND_REPLY_DAYS;
  return `reply+${requestId}.${userId}.${day}.${mac(key, requestId, userId, day).toString('hex')}@${env.INBOUND_MAIL_DOMAIN}`;
}

export type ReplyTarget = { requestId: number; userId: number; expired: boolean };

const LOCAL = /^reply\+([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,6})\.([0-9a-f]{24})$/;

/**
 * Whom and what a reply address names: null when it is not one of ours or its signature is wrong
 * (made up, or a part changed); `expired` when it is genuine but past its last day.
 */
export function readReplyAddress(
  env: Env,
  key: Buffer,
  address: string,
  now = Date.now(),
): ReplyTarget | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== env.INBOUND_MAIL_DOMAIN) return null;
  const m = LOCAL.exec(address.slice(0, at).toLowerCase());
  if (!m) return null;
  const [requestId, userId, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (requestId > 2_147_483_647 || userId > 2_147_483_647) return null;
  const expected = Buffer.from(mac(key, requestId, userId, day).toString('hex'));
  const given = Buffer.from(m[4]!);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { requestId, userId, expired: day < today(now) };
}

/** The key, made on first use (outside any transaction: the receiver, the listener's start). */
export const replyKey = (ctx: AppContext): Promise<Buffer> => serverKey(ctx.db, REPLY_KEY_NAME);

/**
 * The key's row, read with an e-mail's other lookups (one statement); null when replies are off.
 * The key is made when replies are turned on (background.ts, the import CLI); until then the
 * e-mails go without a Reply-To.
 */
export function replyKeyQuery(tx: Db, ctx: AppContext) {
  return repliesEnabled(ctx.env)
    ? tx
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, REPLY_KEY_NAME))
    : null;
}

/**
 * The per-recipient part (platform/email/outbox.ts `PerRecipient`) that gives each recipient their
 * own reply address for the request; undefined when replies are off or the key is not made yet.
 * `keyRows` is what `replyKeyQuery` read.
 */
export function replyToFor(
  ctx: AppContext,
  keyRows: Record<string, unknown>[] | undefined,
  requestId: number,
  recipients: { id: number; email: string }[],
): PerRecipient | undefined {
  const value = keyRows?.[0]?.value;
  if (!repliesEnabled(ctx.env) || typeof value !== 'string') return undefined;
  const key = Buffer.from(value, 'base64');
  const ids = new Map(recipients.map((r) => [r.email.trim().toLowerCase(), r.id]));
  return (address) => {
    const userId = ids.get(address.trim().toLowerCase());
    return userId ? { replyTo: replyAddress(ctx.env, key, requestId, userId) } : {};
  };
}
