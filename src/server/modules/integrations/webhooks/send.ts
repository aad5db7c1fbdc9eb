import http from 'node:http';
import https from 'node:https';
import {
  hostOf,
  parseWebhookUrl,
  resolveChecked,
  safeLookup,
  UnsafeUrlError,
  type UrlRules,
} from './url-safety.ts';

/*
 * One POST of a webhook (issue 29): to the address checked at connection time (safeLookup: the
 * resolved addresses are checked and the connection goes to one of them), no redirect followed (a
 * 3xx is a failure like any non-2xx), a whole-attempt timeout, and only the answer's first bytes read.
 */

export type SendOptions = UrlRules & {
  /** The whole attempt: connect, send, the answer's status and first bytes. */
  timeoutMs: number;
  /** How much of the answer is read and kept. */
  maxResponseBytes: number;
};

export type SendResult = {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** The answer's first bytes, as text. */
  body: string;
  error: string | null;
};

const USER_AGENT = 'CreditDesk-Webhooks/1';

export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  opts: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = parseWebhookUrl(rawUrl, opts);
    // A literal address is never looked up: check it here (a name is checked by safeLookup).
    const host = hostOf(url);
    if (/^[\d.]+$|:/.test(host)) await resolveChecked(host, opts.allowPrivate);
  } catch (err) {
    const message = err instanceof UnsafeUrlError ? err.message : String((err as Error).message ?? err);
    return { ok: false, statusCode: null, durationMs: elapsed(), body: '', error: message };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, durationMs: elapsed() });
    };
    const req = client.request(url, {
      method: 'POST',
      agent: false,
      lookup: safeLookup(opts.allowPrivate),
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': USER_AGENT,
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${Math.round(opts.timeoutMs / 1000)} seconds`));
    }, opts.timeoutMs);
    req.on('error', (err) => finish({ ok: false, statusCode: null, body: '', error: err.message }));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, opts.maxResponseBytes).toString('utf8');
        const ok = status >= 200 && status < 300;
        finish({
          ok,
          statusCode: status,
          body: text,
          error: ok
            ? null
            : status >= 300 && status < 400
              ? `Answered ${status} (a redirect, which is not followed)`
              : `Answered ${status}`,
        });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        if (size >= opts.maxResponseBytes) return;
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest of the answer is not waited for.
        if (size >= opts.maxResponseBytes) done();
      });
      res.on('end', done);
      res.on('error', done);
      res.on('close', done);
    });
    req.end(body);
  });
}
