import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { creditLedger, enterprises } from '../db/schema/index.ts';
import { createPglite, openEmbedded, openPglite, openPostgres, type Database } from '../db/client.ts';
import { lockDataDir } from '../data-lock.ts';
import { openDatabase } from '../db/open.ts';
import { parseEnv } from '../env.ts';
import { pgliteTemplatePath, postgresTemplateName, serverUrl } from '../test/databases.ts';
import { testDbKind } from '../test/build-test-app.ts';

/**
 * The command-line tools as an operator runs them: spawned processes beside a data folder whose lock
 * another process holds (a running server). On the embedded database they must refuse in one line;
 * on PostgreSQL the folder lock is none of their business.
 */
const exec = promisify(execFile);
// Each case starts Node (and on the embedded engine PGlite) afresh: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
const embedded = testDbKind() === 'pglite';

type Run = { code: number; stdout: string; stderr: string };
function tool(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return exec(process.execPath, [path.resolve(`src/server/cli/${script}.ts`), ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', DEBUG: '', ...env },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: Run) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

/** One line, no stack frames: what an operator can read. */
function expectOneLine(stderr: string): void {
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
}

let dataDir: string;
let releaseLock: () => void;
let databaseUrl = '';
let db: Database;
let dropDatabase = async () => undefined as void;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-cli-'));
  if (embedded) {
    // The migrated template unpacked where the app keeps its database (migrating anew is slow).
    const template = new Blob([fs.readFileSync(pgliteTemplatePath())]);
    db = openPglite(await createPglite({ dataDir: path.join(dataDir, 'db'), loadDataDir: template }));
  } else {
    const name = `sr_cli_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`create database "${name}" template "${postgresTemplateName()}"`);
    await admin.end();
    databaseUrl = serverUrl(name);
    db = openPostgres(databaseUrl);
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl() });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
  }
  // A paid enterprise whose period began a month and a half ago: one renewal is due today.
  const start = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
  await db.db.insert(enterprises).values({ name: 'Paid', membership: 'basic-200-50', paymentAt: start });
  if (embedded) await db.close();
  // The running server's lock on the data folder (this test process plays the server).
  releaseLock = lockDataDir(dataDir);
}, 120_000);

afterAll(async () => {
  releaseLock?.();
  if (!embedded) await db?.close();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ledgerRows = async () => {
  const reader = embedded ? await openEmbedded(dataDir) : db;
  try {
    const [row] = await reader.db.select({ n: count() }).from(creditLedger);
    return row!.n;
  } finally {
    if (embedded) await reader.close();
  }
};

describe.runIf(embedded)('beside a running server on the embedded database', () => {
  it.each(['renew', 'credits-verify'])('%s refuses in one line, exit 1, no stack trace', async (script) => {
    const run = await tool(script, [], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is in use by another running process');
    expect(run.stderr).toContain(`pid ${process.pid}`);
    expectOneLine(run.stderr);
    // The server's lock is left alone.
    expect(fs.readFileSync(path.join(dataDir, 'app.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('a PostgreSQL server that cannot be reached is one line too', async () => {
    const run = await tool('credits-verify', [], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('credits:verify: cannot reach the database');
    expectOneLine(run.stderr);
  });
});

describe.runIf(!embedded)('beside a running server on PostgreSQL (the data folder locked)', () => {
  it('a second instance opens the database though the folder is locked', async () => {
    const { database, release } = await openDatabase(
      parseEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
    );
    release();
    await database.close();
    expect(fs.readFileSync(path.join(dataDir, 'app.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('renew grants what is due and credits:verify checks the ledger', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const renew = await tool('renew', [], env);
    expect(renew.stderr).toBe('');
    expect(renew.code).toBe(0);
    expect(renew.stdout).toContain('1 period renewed.');
    const verify = await tool('credits-verify', [], env);
    expect(verify.code).toBe(0);
    expect(verify.stdout).toContain('All 1 enterprises match their ledger.');
    expect(fs.readFileSync(path.join(dataDir, 'app.lock'), 'utf8')).toBe(String(process.pid));
  });
});

describe('npm run renew -- --today', () => {
  // On the embedded engine the folder must be free for the tool: release the "server" lock here.
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });

  it('refuses a day after today without --force, in one line, and writes nothing', async () => {
    if (embedded) releaseLock();
    const before = await ledgerRows();
    const run = await tool('renew', ['--today', '2040-01-01'], env());
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--today 2040-01-01 is after today');
    expect(run.stderr).toContain('--force');
    expectOneLine(run.stderr);
    expect(await ledgerRows()).toBe(before);
  });

  it('refuses a day that is not a calendar day', async () => {
    const run = await tool('renew', ['--today', '2026-02-30'], env());
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--today needs a calendar day written YYYY-MM-DD');
    expectOneLine(run.stderr);
  });

  it('with --force and --dry-run lists the future periods, writing nothing', async () => {
    const before = await ledgerRows();
    const inAYear = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const run = await tool('renew', ['--today', inAYear, '--force', '--dry-run'], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // A year ahead: a dozen or more periods (one may have been renewed above on PostgreSQL).
    const due = /(\d+) periods due \(dry run: nothing written\)\./.exec(run.stdout);
    expect(Number(due?.[1])).toBeGreaterThanOrEqual(12);
    expect(await ledgerRows()).toBe(before);
  });
});
