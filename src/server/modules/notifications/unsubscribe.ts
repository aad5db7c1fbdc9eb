import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { serverKey, signatureMatches } from '../../platform/server-keys.ts';
import { appUrl } from '../../platform/email/templates.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/schemas/notification.ts';
import { NOTIFICATION_EVENTS } from '#shared/schemas/notification-preferences.ts';
import { AppError } from '#shared/errors.ts';
import { emailAlreadyOff, turnEmailOff, UNSUBSCRIBE_KEY } from './preferences.ts';

/*
 * One-click unsubscribe (issue 28, RFC 8058). A link names a user and an event (or 'digest': every
 * event they read in the daily digest) and carries an HMAC-SHA256 of both with the server's
 * 'unsubscribe' key (server_secrets, made as the app starts (preferences.routes.ts)): `<userId>.<event>.<mac>`. It needs no
 * sign-in and does not expire (a mail provider may post it long after the e-mail was sent); all it
 * can do is turn one person's e-mail for one event off, which they can turn on again in the app.
 */

export type UnsubscribeTarget = NotificationType | 'digest';

const mac = (key: Buffer, userId: number, target: UnsubscribeTarget) =>
  crypto.createHmac('sha256', key).update(`unsubscribe:${userId}:${target}`).digest();

export function unsubscribeToken(key: Buffer, userId: number, target: UnsubscribeTarget): string {
  return `${userId}.${target}.${mac(key, userId, target).toString('base64url')}`;
}

export const unsubscribeUrl = (ctx: AppContext, token: string) =>
  `${appUrl(ctx.env)}/api/unsubscribe?token=${encodeURIComponent(token)}`;

const isTarget = (t: string): t is UnsubscribeTarget =>
  t === 'digest' || (NOTIFICATION_TYPES as readonly string[]).includes(t);

export const BAD_LINK =
  'This unsubscribe link is not valid: it may have been changed or cut short. Open Notifications in your account settings to choose which e-mails you get.';

/** The user and event a token names, when its signature is right; else a 400 with nothing changed. */
export async function verifyUnsubscribeToken(
  ctx: AppContext,
  token: string | undefined,
): Promise<{ userId: number; target: UnsubscribeTarget }> {
  const m = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m || !isTarget(m[2]!)) throw new AppError('BAD_REQUEST', BAD_LINK);
  const userId = Number(m[1]);
  const target = m[2]!;
  const key = await serverKey(ctx.db, UNSUBSCRIBE_KEY);
  if (!signatureMatches(m[3]!, mac(key, userId, target))) throw new AppError('BAD_REQUEST', BAD_LINK);
  return { userId, target };
}

export const targetLabel = (target: UnsubscribeTarget) =>
  target === 'digest' ? 'Daily digest' : NOTIFICATION_EVENTS[target].label;

/**
 * What a valid link would turn off (the GET: nothing changes), and whether it is off already (a link
 * opened again after its e-mail was turned off, here or in the settings, says so instead of asking).
 */
export async function describeUnsubscribe(ctx: AppContext, token: string | undefined) {
  const { userId, target } = await verifyUnsubscribeToken(ctx, token);
  return { target, label: targetLabel(target), alreadyOff: await emailAlreadyOff(ctx, userId, target) };
}

/** The one-click POST: that person's e-mail for that event is turned off. */
export async function unsubscribe(ctx: AppContext, token: string | undefined) {
  const { userId, target } = await verifyUnsubscribeToken(ctx, token);
  await turnEmailOff(ctx, userId, target);
  return { target, label: targetLabel(target) };
}
