import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { serverUrl } from '../test/databases.ts';
import { SPAWN_READY_MS, signInToSpawned, spawnServer } from '../test/spawn-server.ts';

// Connections that the PostgreSQL server ends under load (restart, failover, an admin, an idle
// transaction timeout) once ended the whole process: a pooled client checked out mid-transaction had
// no 'error' listener. Requests caught by it answer 503; the process lives and recovers by itself.
const onPostgres = process.env.TEST_DB === 'postgres';
// The test's own database and data folder, dropped afterwards.
const made: { dbName: string; dataDir: string }[] = [];

describe.runIf(onPostgres)('the PostgreSQL server drops the app’s connections under load', () => {
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    for (const { dbName, dataDir } of made) {
      await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    await admin.end().catch(() => undefined);
  });

  // Each attempt once failed about one run in four: a connection that died during a transaction's
  // BEGIN was never given back to the pool (db/client.ts says how that is mended now).
  it(
    'answers 503 while connections die, never exits, and serves again afterwards',
    { timeout: SPAWN_READY_MS + 60_000 },
    async () => {
      const dbName = `sr_outage_${process.pid}_${Date.now()}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-outage-'));
      made.push({ dbName, dataDir });
      const admin = new pg.Client({ connectionString: serverUrl() });
      onTestFinished(() => admin.end().catch(() => undefined));
      await admin.connect();
      await admin.query(`create database "${dbName}"`);
      const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: serverUrl(dbName) });
      try {
        const { base, cookie } = await signInToSpawned(server);
        const db = new pg.Client({ connectionString: serverUrl(dbName) });
        await db.connect();
        const { rows } = await db.query<{ type: number; company: number; owner: number }>(
          `select (select id from request_types where name = 'Website bug fix') as type,
                (select id from companies where name = 'Acme Foods') as company,
                (select id from users where email = 'owner@acme.test') as owner`,
        );
        const draft = (title: string) => ({
          data: {
            title,
            serviceRequestType: rows[0]!.type,
            company: rows[0]!.company,
            content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
            assignees: [rows[0]!.owner],
          },
        });
        await db.end();
        const statuses = new Map<number, number>();
        let stop = false;
        // Six writers saving drafts: each a transaction of several statements.
        const writers = Array.from({ length: 6 }, async (_, w) => {
          for (let i = 0; !stop; i++) {
            const res = await fetch(`${base}/api/service-requests`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify(draft(`Outage ${w}-${i}`)),
            }).catch(() => null);
            const code = res?.status ?? 0;
            statuses.set(code, (statuses.get(code) ?? 0) + 1);
            await res?.arrayBuffer().catch(() => undefined);
          }
        });
        const started = Date.now();
        while (Date.now() - started < 10_000) {
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
            [dbName],
          );
          await new Promise((r) => setTimeout(r, 500));
          expect(server.child.exitCode, server.output()).toBeNull();
        }
        stop = true;
        await Promise.all(writers);
        expect(server.child.exitCode, server.output()).toBeNull();
        expect(statuses.get(0) ?? 0).toBe(0); // no connection reset: every request got an answer
        expect(statuses.get(500) ?? 0).toBe(0);
        expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
        // Recovered without a restart. A connection killed by the last terminate can still fail the
        // first statement after it (503, "try again in a moment", as the contract says): what must hold
        // is that the same process serves again within moments, as a client retrying would see.
        let answer = '';
        await expect
          .poll(
            async () => {
              const after = await fetch(`${base}/api/service-requests`, {
                method: 'PUT',
                headers: { 'content-type': 'application/json', cookie },
                body: JSON.stringify(draft('After the outage')),
              });
              answer = await after.text();
              return after.status;
            },
            { timeout: 10_000 },
          )
          .toBe(200);
        expect(answer).toContain('After the outage');
        expect((await fetch(`${base}/readyz`)).status).toBe(200);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );
});
