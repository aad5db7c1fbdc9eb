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
 * Reply-To `reply+{requestId}.{userId}.{expiryDay}.{mac}@INBOUND_MAIL_DOMAIN` (version 1), where
 * expiryDay is the last valid day (days since 1970-01-01, UTC) and mac the first 96 bits of
 * HMAC-SHA256(`reply:{requestId}:{userId}:{expiryDay}`) in lower-case hex, under a key the server
 * makes for itself (server_secrets). An e-mail about a comment carries version 2, which also names
 * the comment, so that a reply joins its thread: `reply+{requestId}.{userId}.{commentId}.{expiryDay}.{mac}`
 * with the mac of `reply2:{requestId}:{userId}:{commentId}:{expiryDay}` (the two versions told apart
 * by their number of parts; their signed texts never coincide, so neither can be made from the
 * other). Nobody can make one up or change the request, the comment, the person or the expiry
 * without the key; lower case only, so a mail system that folds the local part's case changes
 * nothing. A local part may have 64 characters: version 1 has at most 6 + 10 + 1 + 10 + 1 + 5 + 1 +
 * 24 = 58; version 2 is given only when it fits (ids of up to 25 digits together), else version 1.
 * Addresses of either version stay valid until their day.
 */
export const REPLY_KEY_NAME = 'reply-address-key';
const MAC_HEX = 24;
const DAY_MS = 86_400_000;

/** Replies by e-mail are on: a domain to receive them, and e-mail to send the addresses. */
export const repliesEnabled = (env: Env): boolean => !!env.INBOUND_MAIL_DOMAIN && env.EMAIL_ENABLED;

const today = (now = Date.now()) => Math.floor(now / DAY_MS);

/** What a version's mac signs: version 1 without a comment, version 2 with one. */
const signed = (requestId: number, userId: number, commentId: number | null, day: number) =>
  commentId === null
    ? `reply:${requestId}:${userId}:${day}`
    : `reply2:${requestId}:${userId}:${commentId}:${day}`;

const mac = (key: Buffer, text: string) =>
  crypto
    .createHmac('sha256', key)
    .update(text)
    .digest()
    .subarray(0, MAC_HEX / 2)
    .toString('hex');

const MAX_LOCAL = 64;
const MAX_ID = 2_147_483_647;

/**
 * The reply address of one person for one request, valid INBOUND_REPLY_DAYS days from `now`; with
 * `commentId`, for an e-mail about that comment (a reply joins its thread), when the address fits.
 */
export function replyAddress(
  env: Env,
  key: Buffer,
  requestId: number,
  userId: number,
  now = Date.now(),
  commentId: number | null = null,
): string {
  const day = today(now) + env.INBOUND_REPLY_DAYS;
  const at = `@${env.INBOUND_MAIL_DOMAIN}`;
  if (commentId !== null && commentId <= MAX_ID) {
    const local = `reply+${requestId}.${userId}.${commentId}.${day}.${mac(key, signed(requestId, userId, commentId, day))}`;
    if (local.length <= MAX_LOCAL) return local + at;
  }
  return `reply+${requestId}.${userId}.${day}.${mac(key, signed(requestId, userId, null, day))}${at}`;
}

/** `commentId`: the comment the e-mail was about (version 2), null for an address of version 1. */
export type ReplyTarget = { requestId: number; userId: number; commentId: number | null; expired: boolean };

const ID = '([1-9]\\d{0,9})';
const LOCAL_V1 = new RegExp(`^reply\\+${ID}\\.${ID}\\.(\\d{1,6})\\.([0-9a-f]{24})$`);
const LOCAL_V2 = new RegExp(`^reply\\+${ID}\\.${ID}\\.${ID}\\.(\\d{1,6})\\.([0-9a-f]{24})$`);

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
  const local = address.slice(0, at).toLowerCase();
  const v1 = LOCAL_V1.exec(local);
  const v2 = v1 ? null : LOCAL_V2.exec(local);
  if (!v1 && !v2) return null;
  const [requestId, userId, commentId, day, given] = v1
    ? [Number(v1[1]), Number(v1[2]), null, Number(v1[3]), v1[4]!]
    : [Number(v2![1]), Number(v2![2]), Number(v2![3]), Number(v2![4]), v2![5]!];
  if (requestId > MAX_ID || userId > MAX_ID || (commentId ?? 0) > MAX_ID) return null;
  const expected = Buffer.from(mac(key, signed(requestId, userId, commentId, day)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
  return { requestId, userId, commentId, expired: day < today(now) };
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
 * own reply address for the request (and, for an e-mail about a comment, `commentId`: a reply joins
 * its thread); undefined when replies are off or the key is not made yet. `keyRows` is what
 * `replyKeyQuery` read.
 */
export function replyToFor(
  ctx: AppContext,
  keyRows: Record<string, unknown>[] | undefined,
  requestId: number,
  recipients: { id: number; email: string }[],
  commentId: number | null = null,
): PerRecipient | undefined {
  const value = keyRows?.[0]?.value;
  if (!repliesEnabled(ctx.env) || typeof value !== 'string') return undefined;
  const key = Buffer.from(value, 'base64');
  const ids = new Map(recipients.map((r) => [r.email.trim().toLowerCase(), r.id]));
  return (address) => {
    const userId = ids.get(address.trim().toLowerCase());
    return userId ? { replyTo: replyAddress(ctx.env, key, requestId, userId, Date.now(), commentId) } : {};
  };
}
