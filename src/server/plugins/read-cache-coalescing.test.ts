import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildSecondInstance, type TestApp } from '../test/build-test-app.ts';
import { requestWorld, type RequestWorld, type Who } from '../test/request-fixtures.ts';
import { forgetSessions, hashToken } from './auth.ts';
import { readCacheOf, readsInFlight } from './read-cache.ts';

// The read cache's coalescing (plugins/read-cache.ts, `reading`): the same viewer's requests for the
// same URL arriving while a miss is read wait for it. Every way a miss can end must let its waiters
// go on (an error answer, a client gone before or during the read), and a waiter must never be
// served an answer read before a change committed before it arrived, on either instance.

let w: RequestWorld;
let second: TestApp;
let port: number;
beforeAll(async () => {
  w = await requestWorld();
  second = await buildSecondInstance(w.t);
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (w.t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await second?.close();
  await w?.t.close();
});

const first = () => w.t.app;
const cache = () => readCacheOf(w.t.ctx)!;

async function read(app: FastifyInstance, who: Who, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { cookie: w.cookies[who] } });
  return { status: res.statusCode, body: res.json() };
}

async function ownRequest(title: string) {
  const res = await w.create('acmeOwner', w.bugFix({ title }));
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

/** The next request's response on the listening instance, as the server holds it. */
function nextServerResponse(): Promise<ServerResponse> {
  return new Promise((resolve) => first().server.once('request', (_req, res) => resolve(res)));
}

/** Sends a GET over a real socket that the test can drop, as a browser tab closed mid-request. */
function openGet(who: Who, url: string) {
  const req = http.get({ host: '127.0.0.1', port, path: url, headers: { cookie: w.cookies[who] } });
  req.on('error', () => undefined);
  return { drop: () => req.destroy() };
}

/**
 * Holds the app's next query whose text has `marker` once it has run: the read is done, its answer
 * not yet made. `reached` resolves then; `release` lets it go on.
 */
function holdNextQuery(marker: string) {
  type Query = (...args: unknown[]) => Promise<unknown>;
  const client = (w.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  let reached!: () => void;
  let release!: () => void;
  const reachedP = new Promise<void>((resolve) => (reached = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  client.query = async function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    const text = typeof q === 'string' ? q : (q?.text ?? '');
    const result = await original.apply(this, args);
    if (text.includes(marker) && client.query !== original) {
      client.query = original;
      reached();
      await gate;
    }
    return result;
  };
  return { reached: reachedP, release, restore: () => (client.query = original) };
}

/** Resolves once one more request has begun to wait on another's read. */
async function oneMoreWaiting(before: number) {
  await vi.waitFor(() => expect(cache().waits).toBeGreaterThan(before), { timeout: 10_000 });
}

describe('every miss lets its waiters go on', () => {
  it('an error answer: the same viewer asking a missing request many times at once gets 404 each time', async () => {
    const url = '/api/service-requests/987654321';
    const before = cache().waits;
    const answers = await Promise.all(Array.from({ length: 6 }, () => read(first(), 'acmeOwner', url)));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    // Each waited for one read at most: an answer that is not kept (not a 200) would not be kept on
    // a second read either, so the waiters read for themselves rather than one after another (a
    // crowd behind a 503 waited for up to four timeouts in a row).
    expect(cache().waits - before).toBeLessThanOrEqual(5);
    expect(readsInFlight(w.t.ctx)).toBe(0);
  });

  it('an answer too large to keep: the crowd waiting for it reads at once, not one after another', async () => {
    const id = await ownRequest('Long discussion');
    // 30 comments of 100 KB: a page of them is ~3 MB, over the largest answer the cache keeps (2 MB).
    await w.db.execute(sql`insert into comments (request_id, user_id, content)
      select ${id}::bigint, ${w.ids.acmeOwner}::int, '<p>' || repeat('x', 100000) || '</p>'
      from generate_series(1, 30)`);
    await w.t.ctx.database.sync();
    const url = `/api/comments/service-request/${id}?limit=30`;
    const before = cache().waits;
    const answers = await Promise.all(Array.from({ length: 5 }, () => read(first(), 'acmeOwner', url)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.body.data.length === 30)).toBe(true);
    // The four who waited for the first read went on reading for themselves when it was not kept
    // (before, they followed one another, up to three times each: 9 waits here).
    expect(cache().waits - before).toBeGreaterThan(0);
    expect(cache().waits - before).toBeLessThanOrEqual(4);
    expect(readsInFlight(w.t.ctx)).toBe(0);
  });

  it('a client gone before its read was looked up, then answered with an error, strands nobody', async () => {
    const url = '/api/service-requests/987654322';
    // Its session is read from the database, and held there until its client has gone.
    forgetSessions(w.t.ctx, [hashToken(w.cookies.acmeOwner.replace(/^sid=/, ''))]);
    const database = w.t.ctx.database;
    const prepared = database.prepared.bind(database);
    let arrived!: () => void;
    let letGo!: () => void;
    const atSession = new Promise<void>((resolve) => (arrived = resolve));
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    database.prepared = async <T>(name: string, text: string, values: unknown[]) => {
      if (name === 'session_user_by_token') {
        database.prepared = prepared;
        arrived();
        await gate;
      }
      return prepared<T>(name, text, values);
    };
    const response = nextServerResponse();
    const client = openGet('acmeOwner', url);
    try {
      const res = await response;
      const closed = new Promise((resolve) => res.once('close', resolve));
      const answered = new Promise<void>((resolve) => {
        const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
        res.end = ((...a: unknown[]) => {
          resolve();
          return end(...a);
        }) as typeof res.end;
      });
      await atSession;
      client.drop();
      await closed;
      letGo();
      // Its 404 written to a socket that is gone: no 'finish', no onResponse, no second 'close'.
      await answered;
    } finally {
      database.prepared = prepared;
    }
    expect(readsInFlight(w.t.ctx)).toBe(0);
    // The viewer's next ask of the same URL is answered (it waited for good).
    expect((await read(first(), 'acmeOwner', url)).status).toBe(404);
    expect(readsInFlight(w.t.ctx)).toBe(0);
  });

  it('a client gone while its read runs: the request waiting on it is answered', async () => {
    const id = await ownRequest('Read by a tab that closed');
    expect(
      (
        await w.t.app.inject({
          method: 'POST',
          url: '/api/comments',
          headers: { cookie: w.cookies.staff },
          payload: { data: { serviceRequest: id, content: '<p>Seen by the waiter</p>' } },
        })
      ).statusCode,
    ).toBe(200);
    await w.t.ctx.database.sync();
    const url = `/api/comments/service-request/${id}`;
    const held = holdNextQuery('"comments"');
    const response = nextServerResponse();
    const client = openGet('acmeOwner', url);
    try {
      const res = await response;
      const closed = new Promise((resolve) => res.once('close', resolve));
      await held.reached;
      const before = cache().waits;
      const waiter = read(first(), 'acmeOwner', url);
      await oneMoreWaiting(before);
      client.drop();
      await closed;
      held.release();
      const answer = await waiter;
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((c: { content: string }) => c.content)).toEqual([
        '<p>Seen by the waiter</p>',
      ]);
    } finally {
      held.restore();
      held.release();
    }
    expect(readsInFlight(w.t.ctx)).toBe(0);
  });
});

describe('who waits for whom', () => {
  it('viewers of different enterprises asking the same URL at once never share a read', async () => {
    const id = await ownRequest('Acme only, asked by two enterprises');
    await w.t.ctx.database.sync();
    const url = `/api/service-requests/${id}`;
    const who: Who[] = ['globexOwner', 'acmeOwner', 'globexOwner', 'acmeOwner', 'globexOwner'];
    const answers = await Promise.all(who.map((v) => read(first(), v, url)));
    expect(answers.map((a) => a.status)).toEqual([404, 200, 404, 200, 404]);
    expect(answers[1]!.body.data.title).toBe('Acme only, asked by two enterprises');
    expect(readsInFlight(w.t.ctx)).toBe(0);
  });

  it('an API token is its user: another enterprise’s token never gets the answer kept for a cookie', async () => {
    const id = await ownRequest('Acme only, asked with tokens');
    await w.t.ctx.database.sync();
    const url = `/api/service-requests/${id}`;
    const tokenOf = async (who: Who) => {
      const token = `cd_test_${who}_${id}`;
      await w.db.execute(
        sql`insert into api_tokens (user_id, name, token_hash, prefix, access, expires_at)
            values (${w.ids[who]}, 'coalescing', ${hashToken(token)}, 'cd_test', 'read', now() + interval '1 day')`,
      );
      return token;
    };
    const [acmeToken, globexToken] = [await tokenOf('acmeOwner'), await tokenOf('globexOwner')];
    const withToken = (token: string) =>
      first().inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    // Kept for the cookie's viewer, then asked at once by both tokens and the cookie again.
    expect((await read(first(), 'acmeOwner', url)).status).toBe(200);
    const [acme, globex, cookie] = await Promise.all([
      withToken(acmeToken),
      withToken(globexToken),
      read(first(), 'acmeOwner', url),
    ]);
    expect([acme.statusCode, globex.statusCode, cookie.status]).toEqual([200, 404, 200]);
    expect(acme.json()).toEqual(cookie.body);
    expect(globex.body).not.toContain('Acme only');
  });

  it('a HEAD while a GET of the same URL is read neither waits for it nor changes its answer', async () => {
    const id = await ownRequest('Asked by HEAD and GET');
    await w.t.ctx.database.sync();
    const url = `/api/service-requests/${id}`;
    const headers = { cookie: w.cookies.acmeOwner };
    const [head, get] = await Promise.all([
      first().inject({ method: 'HEAD', url, headers }),
      first().inject({ method: 'GET', url, headers }),
    ]);
    expect([head.statusCode, head.body]).toEqual([200, '']);
    expect(get.json().data.title).toBe('Asked by HEAD and GET');
    const again = await first().inject({ method: 'GET', url, headers });
    expect(again.json().data.title).toBe('Asked by HEAD and GET');
    expect(readsInFlight(w.t.ctx)).toBe(0);
  });
});

/** Staff post a comment on the request through the other instance. */
const commentOnSecond = (id: number, content: string) =>
  second.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { cookie: w.cookies.staff },
    payload: { data: { serviceRequest: id, content } },
  });

describe('a waiter is never served an answer read before a change it should see', () => {
  it('a comment posted on the other instance while the first read runs is in the waiter’s answer', async () => {
    const id = await ownRequest('Commented during a read');
    await w.t.ctx.database.sync();
    const url = `/api/comments/service-request/${id}`;
    // Both sessions cached, so that the waiter's guard confirms its user (the usual path).
    await read(first(), 'acmeOwner', `/api/service-requests/${id}`);
    const held = holdNextQuery('"comments"');
    try {
      const reader = read(first(), 'acmeOwner', url);
      // The reader has read no comment; its answer is not made yet.
      await held.reached;
      const posted = await commentOnSecond(id, '<p>Posted meanwhile</p>');
      expect(posted.statusCode).toBe(200);
      // Arrives after the comment was committed, while the reader still holds its answer. Its guard
      // has heard every change committed before it arrived (Database.sync, or its own statement) before
      // it looks for a read to wait on, so the reader's, dated before the comment, is not one: it
      // reads for itself, without waiting for the reader (awaited here while the reader is held).
      const waiter = await read(first(), 'acmeOwner', url);
      held.release();
      const contents = (a: { body: { data: { content: string }[] } }) => a.body.data.map((c) => c.content);
      expect(contents(waiter)).toEqual(['<p>Posted meanwhile</p>']);
      expect(contents(await reader)).toEqual([]);
      // Nor was the reader's answer kept as current.
      expect(contents(await read(first(), 'acmeOwner', url))).toEqual(['<p>Posted meanwhile</p>']);
    } finally {
      held.restore();
      held.release();
    }
    expect(readsInFlight(w.t.ctx)).toBe(0);
  });

  it('a change heard while a waiter waits: the reader’s answer is not served to it, it reads again', async () => {
    const id = await ownRequest('Commented while waited for');
    await w.t.ctx.database.sync();
    const url = `/api/comments/service-request/${id}`;
    await read(first(), 'acmeOwner', `/api/service-requests/${id}`);
    const held = holdNextQuery('"comments"');
    try {
      const reader = read(first(), 'acmeOwner', url);
      await held.reached;
      const before = cache().waits;
      const waiter = read(first(), 'acmeOwner', url);
      await oneMoreWaiting(before);
      const posted = await commentOnSecond(id, '<p>Posted while waiting</p>');
      expect(posted.statusCode).toBe(200);
      // This instance has heard it before the reader's answer is made.
      await w.t.ctx.database.sync();
      held.release();
      const contents = (a: { body: { data: { content: string }[] } }) => a.body.data.map((c) => c.content);
      expect(contents(await reader)).toEqual([]);
      expect(contents(await waiter)).toEqual(['<p>Posted while waiting</p>']);
      expect(contents(await read(first(), 'acmeOwner', url))).toEqual(['<p>Posted while waiting</p>']);
    } finally {
      held.restore();
      held.release();
    }
    expect(readsInFlight(w.t.ctx)).toBe(0);
  });
});
