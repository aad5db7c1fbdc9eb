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

/** The secrets that sign now: the current one, and the previous one until its grace ends. */
export function liveSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now = Date.now(),
): string[] {
  const previous =
    endpoint.previousSecret &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous];
}

/** The three headers of one attempt. */
export function webhookHeaders(secrets: string[], msgId: string, timestamp: number, body: string) {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, msgId, timestamp, body)).join(' '),
  };
}
