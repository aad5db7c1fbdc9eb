import crypto from 'node:crypto';

/*
 * Standard Webhooks signatures (https://www.standardwebhooks.com): `v1,` + base64 of
 * HMAC-SHA256(key, `${id}.${timestamp}.${body}`), the key being the bytes after `whsec_`. Several
 * signatures are separated by spaces: during a rotation's day of grace, one per live secret.
 */

export const secretBytes = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

export function sign(secret: string, msgId: string, timestamp: number, body: string): string {
  const mac = crypto.createHmac('sha256', secretBytes(secret)).update(`${msgId}.${timestamp}.${body}`);
  return `v1,${mac.digest('base64')}`;
}

/** At most this many retired secrets sign beside the current one (a flurry of rotations). */
export const MAX_RETIRED_SECRETS = 5;

type Retired = { secret: string; expiresAt: string };

/** The retired secrets still in their day of grace, newest first. */
export const secretsInGrace = (retired: readonly Retired[], now = Date.now()): Retired[] =>
  retired.filter((r) => Date.parse(r.expiresAt) > now).slice(0, MAX_RETIRED_SECRETS);

/**
 * The secrets that sign now: the current one, and every one a rotation retired until its grace
 * ends. Not only the last: rotating twice within the day (the new secret, shown once, was not
 * copied) must not drop at once the secret the receiver still checks against.
 */
export function liveSecrets(
  endpoint: { secret: string; retiredSecrets: readonly Retired[] },
  now = Date.now(),
): string[] {
  return [endpoint.secret, ...secretsInGrace(endpoint.retiredSecrets, now).map((r) => r.secret)];
}

/** After a rotation: the secret it replaces first, with a day of grace, then those still in theirs. */
export const retire = (current: string, retired: readonly Retired[], graceMs: number, now = Date.now()) =>
  [
    { secret: current, expiresAt: new Date(now + graceMs).toISOString() },
    ...secretsInGrace(retired, now),
  ].slice(0, MAX_RETIRED_SECRETS);

/** The three headers of one attempt. */
export function webhookHeaders(secrets: string[], msgId: string, timestamp: number, body: string) {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, msgId, timestamp, body)).join(' '),
  };
}
