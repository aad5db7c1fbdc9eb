import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { buildTestApp, testDbKind, type TestApp } from '../../test/build-test-app.ts';
import { enterprises, users } from '../../db/schema/index.ts';
import { openEmbedded } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { addDays } from '#shared/domain/credit-periods.ts';
import { changeCredits, verifyLedger } from './ledger.ts';
import { postEntry } from '../../test/ledger.ts';
import { runRenewals } from './renewal.ts';
import { updateMembership } from './enterprises.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const [u] = await t.ctx.db
    .insert(users)
    .values({ username: 'robot', email: 'robot@studio.test', passwordHash: 'x' })
    .returning();
  staff.id = u!.id;
});
afterAll(async () => t?.close());

const staff: SessionUser = {
  id: 0,
  username: 'robot',
  email: 'robot@studio.test',
  firstName: '',
  lastName: '',
  profileImage: null,
  isStaff: true,
  companyIds: [],
  ownedEnterpriseIds: [],
  enterpriseIds: [],
};

const cents = fc.integer({ min: 1, max: 50_000 }).map((c) => new Decimal(c).div(100).toFixed(2));
const op = fc.oneof(
  fc.record({ op: fc.constant('grant' as const), amount: cents }),
  fc.record({ op: fc.constant('remove' as const), amount: cents }),
  fc.record({ op: fc.constant('charge' as const), amount: cents }),
  fc.record({ op: fc.constant('refund' as const), amount: cents }),
  fc.record({
    op: fc.constant('renew' as const),
    days: fc.integer({ min: 0, max: 70 }),
    rollover: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('tier' as const),
    tier: fc.constantFrom('starter', 'paused', 'basic-150-35', 'pro-700-190', 'canceled'),
  }),
);

describe('balance = sum of the ledger', () => {
  it('holds after any random sequence of grants, removals, charges, refunds, renewals and tier changes', async () => {
    const db = t.ctx.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        const [e] = await db
          .insert(enterprises)
          .values({ name: `Prop ${run}`, membership: 'basic-200-50', paymentAt: '2026-01-15' })
          .returning();
        const id = e!.id;
        let today = '2026-01-15';
        for (const o of ops) {
          try {
            if (o.op === 'grant' || o.op === 'remove') {
              await changeCredits(db, staff, id, {
                direction: o.op,
                amount: o.amount,
                reason: 'property',
              });
            } else if (o.op === 'charge' || o.op === 'refund') {
              await postEntry(db, {
                enterpriseId: id,
                kind: o.op === 'charge' ? 'debit' : 'refund',
                amount: o.op === 'charge' ? new Decimal(o.amount).negated() : o.amount,
              });
            } else if (o.op === 'renew') {
              today = addDays(today, o.days);
              await runRenewals(db, { today, rollover: o.rollover });
            } else {
              await updateMembership(db, staff, id, { membership: o.tier as 'starter' }, today);
            }
          } catch (error) {
            // Refusals (a removal or charge beyond the balance) are expected and write nothing.
            if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
          }
        }
        const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id));
        expect(new Decimal(row!.availableCredit).isNegative()).toBe(false);
        const { mismatches } = await verifyLedger(db);
        expect(mismatches).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('npm run credits:verify', () => {
  const exec = promisify(execFile);
  const cli = (dataDir: string) =>
    exec(process.execPath, [path.resolve('src/server/cli/credits-verify.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it.runIf(testDbKind() === 'pglite')(
    'exits 0 when every balance matches and 1 on a mismatch',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-verify-'));
      try {
        const database = await openEmbedded(dataDir);
        await runMigrations(database);
        const [e] = await database.db.insert(enterprises).values({ name: 'Fine' }).returning();
        await postEntry(database.db, { enterpriseId: e!.id, kind: 'grant', amount: '10' });
        await database.close();
        const ok = await cli(dataDir);
        expect(ok).toMatchObject({ code: 0 });
        expect(ok.out).toContain('All 1 enterprises match their ledger.');

        const again = await openEmbedded(dataDir);
        await again.db.update(enterprises).set({ availableCredit: '11.00' }).where(eq(enterprises.id, e!.id));
        await again.close();
        const bad = await cli(dataDir);
        expect(bad.code).toBe(1);
        expect(bad.out).toContain('MISMATCH #1 Fine: balance 11.00, ledger sum 10.00');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
