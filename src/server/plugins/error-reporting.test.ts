import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { seedDemo } from '../seed/demo.ts';
import { createTestDatabase } from '../test/build-test-app.ts';
import { DEMO, loginAs } from '../test/factories.ts';
import { CLIENT_ERROR_RATE_LIMIT, ERROR_REFERENCE_HEADER } from './error-reporting.ts';

// @sentry/node is replaced by a spy: the test sees whether it is imported at all, and nothing can
// reach the network even with a DSN set.
// (Plain arrays: the runner clears vi.fn() calls before each test.)
const sentry = vi.hoisted(() => ({
  imported: false,
  inits: [] as unknown[],
  captures: [] as unknown[][],
}));
vi.mock('@sentry/node', () => {
  sentry.imported = true;
  let initialized = false;
  return {
    isInitialized: () => initialized,
    init: (options: unknown) => {
      initialized = true;
      sentry.inits.push(options);
    },
    captureException: (...args: unknown[]) => sentry.captures.push(args),
    flush: async () => true,
  };
});

type Harness = {
  app: FastifyInstance;
  logs: Record<string, unknown>[];
  close(): Promise<void>;
};

/** The whole app with its pino log captured, plus one route that fails the way a bug does. */
async function build(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-test-'));
  const database: Database = await createTestDatabase();
  const ctx: AppContext = {
    env: parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
    database,
    db: database.db,
  };
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp(ctx, { logger: { level: 'info', stream } });
  app.get('/api/test-boom', async () => {
    throw new Error('database row was not what the code expected');
  });
  await app.ready();
  await seedDemo(ctx);
  return {
    app,
    logs,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const report = (overrides: Record<string, unknown> = {}) => ({
  data: {
    source: 'boundary',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'title')",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'title')\n    at RequestCard (app.js:1:2)",
    componentStack: '\n    at RequestCard\n    at RequestList',
    url: 'http://localhost/requests',
    ...overrides,
  },
});

const post = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('without SENTRY_DSN', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build();
  });
  afterAll(async () => h?.close());

  it('logs a reported client error under the reference it answers (signed out)', async () => {
    const res = await post(h.app, report());
    expect(res.statusCode).toBe(202);
    const { reference } = res.json().data;
    expect(reference).toMatch(/^[0-9a-f]{12}$/);
    const line = h.logs.find((l) => l.reference === reference);
    expect(line).toMatchObject({
      level: 50,
      msg: 'client error',
      userId: null,
      clientError: { source: 'boundary', message: "Cannot read properties of undefined (reading 'title')" },
    });
  });

  it('names the signed-in user in the log line', async () => {
    const cookie = await loginAs(h.app, DEMO.acmeMember);
    const res = await post(h.app, report({ source: 'unhandledrejection' }), { cookie });
    expect(res.statusCode).toBe(202);
    const line = h.logs.find((l) => l.reference === res.json().data.reference);
    expect(line?.userId).toEqual(expect.any(Number));
  });

  it('answers junk with a 4xx and logs nothing', async () => {
    const before = h.logs.filter((l) => l.msg === 'client error').length;
    const junk = [
      '{"data":',
      'null',
      '[]',
      JSON.stringify({ data: { source: 'nope', message: 'x' } }),
      JSON.stringify({ data: { source: 'window' } }),
      JSON.stringify({ data: { source: 'window', message: 42 } }),
      JSON.stringify({ data: { source: 'window', message: 'x', stack: { a: 1 } } }),
      JSON.stringify({ data: { source: 'window', message: 'x'.repeat(2001) } }),
      JSON.stringify({ source: 'window', message: 'x' }),
    ];
    for (const payload of junk) {
      const res = await post(h.app, payload);
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json().error.message).toBeTruthy();
    }
    const text = await h.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/xml' },
      payload: '<boom/>',
    });
    expect(text.statusCode).toBe(415);
    expect(h.logs.filter((l) => l.msg === 'client error').length).toBe(before);
  });

  it('refuses a body over 48 KiB with 413', async () => {
    const res = await post(h.app, report({ stack: 'x'.repeat(60 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.name).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a 500 with the reference its log line carries, in the body and a header', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error.message).toBe('Something went wrong. Please try again.');
    const reference = body.error.details.reference;
    expect(reference).toMatch(/^[0-9a-f]{12}$/);
    expect(res.headers[ERROR_REFERENCE_HEADER]).toBe(reference);
    // The user sees no internals; the log has the error with its stack.
    expect(res.body).not.toContain('database row');
    const line = h.logs.find((l) => l.reference === reference) as { msg: string; err: { stack: string } };
    expect(line.msg).toBe('request failed');
    expect(line.err.stack).toContain('database row was not what the code expected');
  });

  it('gives the web no Sentry configuration and never loads @sentry/node', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sentry: null } });
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await h.app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(page.statusCode).toBe(500);
    expect(sentry.imported).toBe(false);
    expect(sentry.captures).toEqual([]);
  });

  it(`limits reports to ${CLIENT_ERROR_RATE_LIMIT} a minute per IP`, async () => {
    // Earlier tests used the default address; this one uses its own.
    const ip = '203.0.113.9';
    const inject = (remoteAddress: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(report()),
      });
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT; i++) expect((await inject(ip)).statusCode).toBe(202);
    const limited = await inject(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.name).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await inject('203.0.113.10')).statusCode).toBe(202);
  });
});

describe('with SENTRY_DSN', () => {
  let h: Harness;
  const dsn = 'https://public@o1.ingest.sentry.example/42';
  beforeAll(async () => {
    h = await build({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'abc123' });
  });
  afterAll(async () => h?.close());

  it('initialises @sentry/node and sends a 500 tagged with its reference', async () => {
    expect(sentry.imported).toBe(true);
    expect(sentry.inits).toEqual([
      expect.objectContaining({
        dsn,
        environment: 'staging',
        release: 'abc123',
        dataCollection: expect.objectContaining({ cookies: false, userInfo: false }),
      }),
    ]);
    const res = await h.app.inject({ method: 'GET', url: '/api/test-boom' });
    const reference = res.json().error.details.reference;
    expect(sentry.captures).toEqual([
      [
        expect.objectContaining({ message: 'database row was not what the code expected' }),
        expect.objectContaining({ tags: { reference, side: 'server' } }),
      ],
    ]);
  });

  it('gives the web its DSN and lets the browser send to the Sentry origin (CSP)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json()).toEqual({
      data: { sentry: { dsn, environment: 'staging', release: 'abc123' } },
    });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /connect-src 'self' https:\/\/o1\.ingest\.sentry\.example/,
    );
  });
});
