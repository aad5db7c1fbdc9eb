import { Decimal } from 'decimal.js';
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { creditRenewals, enterpriseChanges, enterprises } from '../../db/schema/index.ts';
import {
  addDays,
  duePeriods,
  nextAnniversary,
  parseIsoDay,
  toIsoDay,
} from '#shared/domain/credit-periods.ts';
import { MEMBERSHIP_TIERS, creditAllowance } from '#shared/domain/membership.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { lockEnterpriseBalances, postLedger } from './ledger.ts';

/** Tiers that grant an allowance each period; starter, paused, blacklist and canceled grant nothing. */
export const PAID_TIERS = MEMBERSHIP_TIERS.filter((t) => creditAllowance(t) > 0);
export const isPaidTier = (tier: string) => creditAllowance(tier) > 0;

export type RenewalLine = {
  enterpriseId: number;
  name: string;
  membership: string;
  period: string;
  allowance: string;
  /** Credit that lapsed before the allowance (rollover off), else '0.00'. */
  expired: string;
};

/**
 * The one path by which a membership period's allowance is granted (the renewal job, a move onto a
 * paid tier, a paid Stripe invoice): the period is claimed in credit_renewals — its primary key
 * (enterprise, period) refuses a second claim, and then nothing is written — unused credit expires
 * first when rollover is off, and the allowance goes through the ledger. Runs inside the caller's
 * transaction, with the enterprise row already locked. Returns null when the period was granted before.
 */
export async function grantPeriod(
  tx: Db,
  p: {
    enterpriseId: number;
    period: string;
    membership: string;
    balance: Decimal.Value;
    rollover: boolean;
    actorId?: number | null;
    source?: string;
  },
): Promise<Omit<RenewalLine, 'enterpriseId' | 'name'> | null> {
  const allowance = new Decimal(creditAllowance(p.membership));
  if (allowance.lte(0)) return null;
  const balance = new Decimal(p.balance);
  const expired = !p.rollover && balance.gt(0) ? balance : new Decimal(0);
  const claimed = await tx
    .insert(creditRenewals)
    .values({
      enterpriseId: p.enterpriseId,
      period: p.period,
      membership: p.membership,
      amount: allowance.toFixed(2),
      expired: expired.toFixed(2),
    })
    .onConflictDoNothing()
    .returning({ period: creditRenewals.period });
  if (claimed.length === 0) return null;
  // The caller holds the row's lock; this reads the balance the postings start from.
  const locked = await lockEnterpriseBalances(tx, [p.enterpriseId]);
  if (expired.gt(0)) {
    // Two entries of one enterprise: one batch each (a batch updates a row once).
    const expiry = new WriteBatch();
    postLedger(
      expiry,
      tx,
      {
        enterpriseId: p.enterpriseId,
        kind: 'expiry',
        amount: expired.negated(),
        note: `Unused credit expired at the renewal of ${p.period} (rollover is off)`,
      },
      locked,
    );
    await expiry.run(tx);
  }
  const batch = new WriteBatch();
  postLedger(
    batch,
    tx,
    {
      enterpriseId: p.enterpriseId,
      kind: 'allowance',
      amount: allowance,
      actorId: p.actorId ?? null,
      note: `Monthly allowance (${p.membership}) for the period from ${p.period}${p.source ? ` (${p.source})` : ''}`,
    },
    locked,
  );
  await batch.run(tx);
  await tx
    .update(creditRenewals)
    .set({ ledgerId: sql`(select max(id) from credit_ledger where enterprise_id = ${p.enterpriseId})` })
    .where(and(eq(creditRenewals.enterpriseId, p.enterpriseId), eq(creditRenewals.period, p.period)));
  return {
    membership: p.membership,
    period: p.period,
    allowance: allowance.toFixed(2),
    expired: expired.toFixed(2),
  };
}

/** What a renewal reads of an enterprise: its tier (and the next one), its period and its balance. */
const periodColumns = {
  name: enterprises.name,
  membership: enterprises.membership,
  pendingMembership: enterprises.pendingMembership,
  paymentAt: enterprises.paymentAt,
  renewalDay: enterprises.renewalDay,
  balance: enterprises.availableCredit,
};

/**
 * Grants one period's allowance, in its own transaction (`renewDuePeriod`).
 * Returns null when nothing was due any more (someone else got there first).
 */
export async function renewOnePeriod(
  db: Db,
  enterpriseId: number,
  today: string,
  rollover: boolean,
): Promise<RenewalLine | null> {
  return db.transaction(
    async (tx) => (await renewDuePeriod(tx, enterpriseId, today, rollover))?.line ?? null,
  );
}

/**
 * Renews the enterprise's next period if it is due on `today`, inside the caller's transaction: the
 * enterprise row is locked, the period is claimed in credit_renewals (primary key enterprise + period:
 * a second claim for the same period — another instance, a second run — writes nothing), unused
 * credit expires when rollover is off, the allowance goes through the ledger and paymentAt moves to
 * the period's start. Null when no period is due; `line` null when the period was granted before.
 */
export async function renewDuePeriod(
  tx: Db,
  enterpriseId: number,
  today: string,
  rollover: boolean,
): Promise<{ line: RenewalLine | null } | null> {
  const [e] = await tx
    .select({ ...periodColumns, stripeSubscriptionId: enterprises.stripeSubscriptionId })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .for('update');
  if (!e?.paymentAt || !isPaidTier(e.membership) || e.stripeSubscriptionId) return null;
  // Periods stay on the day of month they started on (a row without one: its paymentAt's day).
  const anchor = e.renewalDay ?? parseIsoDay(e.paymentAt).getUTCDate();
  const period = nextAnniversary(e.paymentAt, anchor);
  if (period > today) return null;
  // A paid-to-paid change staff made during the period starts with this one (docs/credits.md).
  const membership = e.pendingMembership ?? e.membership;
  const granted = await grantPeriod(tx, {
    enterpriseId,
    period,
    membership,
    balance: e.balance,
    rollover,
  });
  await tx
    .update(enterprises)
    .set({ paymentAt: period, renewalDay: anchor, membership, pendingMembership: null })
    .where(eq(enterprises.id, enterpriseId));
  if (membership !== e.membership) {
    // In the history with no staff name, as a change Stripe makes.
    await tx.insert(enterpriseChanges).values([
      { enterpriseId, actorId: null, field: 'membership', fromValue: e.membership, toValue: membership },
      { enterpriseId, actorId: null, field: 'pendingMembership', fromValue: membership, toValue: null },
    ]);
  }
  return { line: granted ? { enterpriseId, name: e.name, ...granted } : null };
}

/**
 * Renews every enterprise on a paid tier whose monthly anniversary of paymentAt has come, catching up
 * every missed period (each its own transaction). Safe to run twice and on several instances at once.
 * With dryRun nothing is written and the lines say what would be granted.
 */
export async function runRenewals(
  db: Db,
  opts: { today?: string; rollover: boolean; dryRun?: boolean },
): Promise<RenewalLine[]> {
  const today = opts.today ?? toIsoDay(new Date());
  // No month is shorter than 28 days: nothing paid after this can be due yet.
  const candidates = await db
    .select({ id: enterprises.id, ...periodColumns })
    .from(enterprises)
    .where(
      and(
        inArray(enterprises.membership, PAID_TIERS),
        isNotNull(enterprises.paymentAt),
        // A Stripe subscription renews these: its paid invoices grant the allowance.
        isNull(enterprises.stripeSubscriptionId),
        lte(enterprises.paymentAt, addDays(today, -28)),
      ),
    )
    .orderBy(enterprises.id);
  const lines: RenewalLine[] = [];
  for (const c of candidates) {
    if (opts.dryRun) {
      let balance = new Decimal(c.balance);
      const membership = c.pendingMembership ?? c.membership;
      for (const period of duePeriods(c.paymentAt!, c.renewalDay, today)) {
        const expired = !opts.rollover && balance.gt(0) ? balance : new Decimal(0);
        const allowance = new Decimal(creditAllowance(membership));
        balance = balance.minus(expired).plus(allowance);
        lines.push({
          enterpriseId: c.id,
          name: c.name,
          membership,
          period,
          allowance: allowance.toFixed(2),
          expired: expired.toFixed(2),
        });
      }
      continue;
    }
    // At most ten years of catching up in one run; the next run continues.
    for (let i = 0; i < 120; i++) {
      const line = await renewOnePeriod(db, c.id, today, opts.rollover);
      if (!line) break;
      lines.push(line);
    }
  }
  return lines;
}

export type RenewalWorker = { stop(): Promise<void>; runNow(): Promise<void> };

/** Runs the renewal job soon after start and then every hour, beside the HTTP server. */
export function startRenewals(
  ctx: AppContext,
  log: FastifyBaseLogger,
  opts: { everyMs?: number; firstAfterMs?: number } = {},
): RenewalWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) return running;
    running = runRenewals(ctx.db, { rollover: ctx.env.CREDITS_ROLLOVER })
      .then((lines) => {
        if (lines.length) log.info({ renewed: lines.length, lines }, 'granted membership allowances');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'credit renewal failed; will retry'))
      .finally(() => (running = null));
    return running;
  };
  const first = setTimeout(() => void tick(), opts.firstAfterMs ?? 15_000);
  const timer = setInterval(() => void tick(), opts.everyMs ?? 3600_000);
  first.unref();
  timer.unref();
  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
