import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/build-test-app.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO, loginAs } from '../test/factories.ts';
import { defOf, FORMAT_SAMPLES, stringSamples } from '../test/zod-samples.ts';

/**
 * Property: no input makes any route answer 5xx. Every route the app registers is walked (so a new
 * route is covered the day it lands) with path parameters, query strings and JSON bodies generated
 * from the route's own zod schemas, mixed with hostile values (NUL, lone surrogates, huge ids,
 * malformed timestamps and cursors, wrong types), signed in as a customer and as staff.
 */

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9999-99-99 99:99:99',
  '2024-02-31T10:00:00Z',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%00',
  '\u202e\u0301🙂',
  Buffer.from('9999-99-99 99:99:99|1').toString('base64url'),
  Buffer.from('2024-02-31 00:00:00|2147483648').toString('base64url'),
  Buffer.from(JSON.stringify(['1', 1])).toString('base64url'),
  Buffer.from(JSON.stringify(['2024-13-45T00:00:00Z', 2 ** 40])).toString('base64url'),
  'x'.repeat(5000),
];
const HOSTILE_NUMBERS = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1.5, -0.5, 1e308];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.nat({ max: 5000 }).map(String) },
);
const hostileAny: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { id: 1 }),
);

/** A plain string the schema would likely accept (format, patterns and length of the zod string). */
function sampleString(schema: unknown): fc.Arbitrary<string> {
  const { format, fits, minimum } = stringSamples(schema);
  if (format === 'uuid') return fc.uuid();
  if (format) return fc.constant(FORMAT_SAMPLES[format]);
  return fits.length ? fc.constantFrom(...fits) : fc.string({ minLength: minimum, maxLength: 20 });
}

/**
 * Values shaped like a zod schema wants, so that most requests get past validation, with a hostile
 * value of the same kind in some leaves (a string with NUL, a number beyond 2^31) and, rarely, a value
 * of the wrong kind anywhere.
 */
function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 6) return hostileAny;
  const inner = (s: unknown) => arbitraryFor(s, depth + 1);
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const shape = (def.shape ?? {}) as Record<string, unknown>;
        return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)])));
      }
      case 'array':
        return fc.array(inner(def.element), { maxLength: 3 });
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, fc.constant(undefined));
      case 'pipe':
        return inner(def.in);
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map(inner));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'string':
        return fc.oneof(
          { weight: 6, arbitrary: sampleString(schema) },
          { weight: 1, arbitrary: hostileString },
        );
      case 'number':
        return fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }) },
          { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
        );
      case 'boolean':
        return fc.boolean();
      case 'record':
        return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 3 });
      default:
        return hostileAny;
    }
  })();
  return fc.oneof({ weight: 19, arbitrary: shaped }, { weight: 1, arbitrary: hostileAny });
}

type Route = {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
};

/** Routes that never end (event streams), end the session under test, or are not the API. */
const SKIP = [/^\/api\/events/, /^\/api\/logout$/, /^\/api\/docs/, /^\/healthz|^\/readyz/];

let database: Database;
let app: FastifyInstance;
let dataDir: string;
const routes: Route[] = [];
const cookies: Record<string, string> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-fuzz-'));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', EMAIL_ENABLED: 'true' });
  database = await createTestDatabase();
  const ctx = { env, database, db: database.db };
  app = await buildApp(ctx, {
    onRoute: (r: RouteOptions) => {
      for (const method of [r.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        if (SKIP.some((re) => re.test(r.url))) continue;
        routes.push({ method, url: r.url, schema: (r.schema ?? {}) as Route['schema'] });
      }
    },
  });
  await app.ready();
  await seedDemo(ctx);
  cookies.customer = await loginAs(app, DEMO.acmeOwner);
  cookies.staff = await loginAs(app, DEMO.staff);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function pathArbitrary(route: Route): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const shape = (defOf(route.schema.params)?.shape ?? {}) as Record<string, z.ZodType>;
  const segment = (name: string) =>
    fc.oneof(
      shape[name] ? arbitraryFor(shape[name]).map((v) => String(v ?? '')) : hostileString,
      hostileString,
    );
  return fc.tuple(...names.map(segment)).map((values) => {
    let url = route.url;
    names.forEach((name, i) => {
      url = url.replace(`:${name}`, encodeURIComponent(values[i] || 'x'));
    });
    return url;
  });
}

function queryArbitrary(route: Route): fc.Arbitrary<string> {
  const shape = (defOf(route.schema.querystring)?.shape ?? {}) as Record<string, unknown>;
  const keys = Object.keys(shape);
  if (keys.length === 0) return fc.constant('');
  return fc
    .record(Object.fromEntries(keys.map((k) => [k, arbitraryFor(shape[k])])), { requiredKeys: [] })
    .map((q) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) {
        if (v !== undefined) params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      const s = params.toString();
      return s ? `?${s}` : '';
    });
}

describe('route fuzz: no input makes any route answer 5xx', () => {
  it('walks every registered route', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => r.url === '/api/user/:id')).toBe(true);
  });

  it('as a customer and as staff', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const request = fc.record({
        who: fc.constantFrom('customer', 'staff'),
        path: pathArbitrary(route),
        query: queryArbitrary(route),
        body: hasBody ? arbitraryFor(route.schema.body) : fc.constant(undefined),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ who, path: url, query, body }) => {
            const res = await app.inject({
              method: route.method as 'GET',
              url: url + query,
              headers: { cookie: cookies[who]! },
              ...(body !== undefined
                ? {
                    payload: JSON.stringify(body),
                    headers: { cookie: cookies[who]!, 'content-type': 'application/json' },
                  }
                : {}),
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${route.method} ${url + query} ${JSON.stringify(body)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
            return res.statusCode < 500;
          }),
          {
            numRuns: Number(process.env.FUZZ_RUNS ?? 25),
            endOnFailure: true,
            seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
          },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
