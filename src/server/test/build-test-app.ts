import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import {
  createPglite,
  openPglite,
  openPgliteWorkerFromDump,
  openPostgres,
  type Database,
} from '../db/client.ts';
import { parseEnv, type Env } from '../env.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import type { AppContext } from '../context.ts';
import { pgliteTemplatePath, postgresTemplateName, serverUrl, type TestDbKind } from './databases.ts';

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

const postgresUrls = new WeakMap<Database, string>();

/**
 * What every test file's PGlite starts from, made once per Vitest worker (it keeps modules across
 * files): the template unzipped, PGlite's WebAssembly compiled and its file bundle read. Half of a
 * fresh PGlite's start (~550 → ~270 ms, ~100 files per run) went to doing these again per file.
 */
let pgliteStartOptions: Promise<PGliteStart> | null = null;
type PGliteStart = { loadDataDir: Blob; pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
const pgliteStart = () =>
  (pgliteStartOptions ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    return {
      loadDataDir: new Blob([zlib.gunzipSync(fs.readFileSync(pgliteTemplatePath()))]),
      pgliteWasmModule: await WebAssembly.compile(fs.readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })());

/** A fresh, migrated database for one test file, on the engine this run targets. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    // TEST_PGLITE_WORKER=1: the suite on the server's own path, PGlite in a worker thread (slower to start).
    if (process.env.TEST_PGLITE_WORKER === '1') {
      return openPgliteWorkerFromDump(new Uint8Array(fs.readFileSync(pgliteTemplatePath())));
    }
    const pglite = await createPglite(await pgliteStart());
    return openPglite(pglite);
  }
  const name = `sr_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${postgresTemplateName()}"`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(serverUrl(name));
  postgresUrls.set(database, serverUrl(name));
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: serverUrl() });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await dropper.end();
  };
  return database;
}

export type TestApp = { app: FastifyInstance; ctx: AppContext; close(): Promise<void> };

/** Builds the whole app on a fresh database with a private data folder; tests call app.inject(). */
export async function buildTestApp(
  envOverrides: Record<string, string> = {},
  buildOptions: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-test-'));
  const env: Env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    EMAIL_ENABLED: 'true',
    ...envOverrides,
  });
  const database = await createTestDatabase();
  return appOn(env, database, buildOptions, async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The app built and ready on a database; `release` runs after the app has closed. */
async function appOn(
  env: Env,
  database: Database,
  buildOptions: BuildOptions,
  release: () => Promise<void>,
): Promise<TestApp> {
  const ctx: AppContext = { env, database, db: database.db };
  const app = await buildApp(ctx, buildOptions);
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await release();
    },
  };
}

/**
 * Another app instance on the same data, as a second server process would be: on PostgreSQL its own
 * connection pool (and so its own notifications and caches); on PGlite, which one process owns, a
 * second app on the same database handle.
 */
export async function buildSecondInstance(t: TestApp): Promise<TestApp> {
  const url = postgresUrls.get(t.ctx.database);
  const database = url ? openPostgres(url) : t.ctx.database;
  return appOn(t.ctx.env, database, {}, async () => {
    if (url) await database.close();
  });
}
