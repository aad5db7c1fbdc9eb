import { Decimal } from 'decimal.js';
import { and, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import { creditLedger } from '../../db/schema/index.ts';
import {
  FORECAST_WINDOW_DAYS,
  addDays,
  forecastRunOut,
  parseIsoDay,
  toIsoDay,
} from '#shared/domain/credit-periods.ts';
import { creditAllowance } from '#shared/domain/membership.ts';
import type { CreditReport } from '#shared/schemas/credits.ts';
import { enterprisesOf, nextRenewalOf } from './enterprises.ts';

export const REPORT_WEEKS = 12;

/** Monday of the UTC week of a day. */
export function weekStart(day: string): string {
  const d = parseIsoDay(day);
  return addDays(day, -((d.getUTCDay() + 6) % 7));
}

/**
 * "Used" is the net credit of entries tied to a request: charges, refunds and price adjustments
 * (a refund lowers it). Grants, removals, allowances and expiries are not use.
 */
const usedSql = sql<string>`coalesce(sum(-${creditLedger.amount}), 0)::text`;

/**
 * Credit reports for a list of enterprises as of `today`: this period's total, use, remaining credit and
 * number of requests charged, 12 weeks of use, and the run-out forecast. Three grouped queries in all.
 */
export async function creditReports(
  db: Db,
  list: Awaited<ReturnType<typeof enterprisesOf>>,
  today = toIsoDay(new Date()),
): Promise<CreditReport[]> {
  if (list.length === 0) return [];
  const ids = list.map((e) => e.id);
  const firstWeek = addDays(weekStart(today), -7 * (REPORT_WEEKS - 1));
  const windowStart = addDays(today, -(FORECAST_WINDOW_DAYS - 1));
  const periodOf = (e: (typeof list)[number]) =>
    e.paymentAt && e.paymentAt <= today ? e.paymentAt : `${today.slice(0, 7)}-01`;
  const earliest = list.map(periodOf).reduce((a, b) => (a < b ? a : b));
  const since = [earliest, firstWeek, windowStart].reduce((a, b) => (a < b ? a : b));
  const usage = isNotNull(creditLedger.requestId);
  const [days, debits] = await Promise.all([
    db
      .select({
        enterpriseId: creditLedger.enterpriseId,
        day: sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        used: usedSql,
      })
      .from(creditLedger)
      .where(
        and(
          inArray(creditLedger.enterpriseId, ids),
          usage,
          gte(creditLedger.createdAt, new Date(`${since}T00:00:00.000Z`)),
        ),
      )
      .groupBy(creditLedger.enterpriseId, sql`2`),
    db
      .select({
        enterpriseId: creditLedger.enterpriseId,
        requestId: creditLedger.requestId,
        day: sql<string>`min(to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD'))`,
      })
      .from(creditLedger)
      .where(
        and(
          inArray(creditLedger.enterpriseId, ids),
          sql`${creditLedger.kind} = 'debit'`,
          gte(creditLedger.createdAt, new Date(`${earliest}T00:00:00.000Z`)),
        ),
      )
      .groupBy(creditLedger.enterpriseId, creditLedger.requestId),
  ]);
  return list.map((e) => {
    const periodStart = periodOf(e);
    const mine = days.filter((d) => d.enterpriseId === e.id);
    const sum = (from: string) =>
      mine.filter((d) => d.day >= from).reduce((acc, d) => acc.plus(d.used), new Decimal(0));
    const used = Decimal.max(0, sum(periodStart));
    const remaining = new Decimal(e.balance);
    const renewalDate = nextRenewalOf(e);
    const allowance = new Decimal(creditAllowance(e.membership));
    const weeks = Array.from({ length: REPORT_WEEKS }, (_, i) => {
      const start = addDays(firstWeek, 7 * i);
      const end = addDays(start, 7);
      const w = mine
        .filter((d) => d.day >= start && d.day < end)
        .reduce((a, d) => a.plus(d.used), new Decimal(0));
      return { weekStart: start, used: Decimal.max(0, w).toFixed(2) };
    });
    return {
      enterpriseId: e.id,
      name: e.name,
      membership: e.membership,
      allowance: allowance.toFixed(2),
      periodStart: e.paymentAt && e.paymentAt <= today ? e.paymentAt : null,
      renewalDate,
      total: remaining.plus(used).toFixed(2),
      used: used.toFixed(2),
      remaining: remaining.toFixed(2),
      requests: debits.filter((d) => d.enterpriseId === e.id && d.day >= periodStart).length,
      weeks,
      weeklyAllowance: allowance.times(12).div(52).toFixed(2),
      forecast: forecastRunOut({ balance: remaining, usedInWindow: sum(windowStart), today, renewalDate }),
    };
  });
}

/** The signed-in user's enterprises (staff: none — they use the staff report). */
export async function myCreditReports(db: Db, actor: SessionUser, today?: string) {
  if (actor.isStaff) return [];
  return creditReports(db, await enterprisesOf(db, actor), today);
}

/**
 * Staff: enterprises on a paid tier that will run out before their renewal at the recent pace, and
 * this calendar month's allowance granted against credit used.
 */
export async function staffCreditOverview(db: Db, actor: SessionUser, today = toIsoDay(new Date())) {
  const all = await enterprisesOf(db, actor);
  const reports = await creditReports(db, all, today);
  const atRisk = reports
    .filter((r) => r.renewalDate && (r.forecast.kind === 'runs-out' || r.forecast.kind === 'empty'))
    .map((r) => ({
      enterpriseId: r.enterpriseId,
      name: r.name,
      membership: r.membership,
      remaining: r.remaining,
      renewalDate: r.renewalDate,
      forecast: r.forecast,
    }));
  const monthStart = new Date(`${today.slice(0, 7)}-01T00:00:00.000Z`);
  const [month] = await db
    .select({
      granted: sql<string>`coalesce(sum(case when ${creditLedger.kind} = 'allowance' then ${creditLedger.amount} end), 0)::text`,
      consumed: sql<string>`coalesce(sum(case when ${creditLedger.requestId} is not null then -${creditLedger.amount} end), 0)::text`,
    })
    .from(creditLedger)
    .where(gte(creditLedger.createdAt, monthStart));
  return {
    atRisk,
    month: {
      start: toIsoDay(monthStart),
      allowanceGranted: new Decimal(month?.granted ?? 0).toFixed(2),
      consumed: new Decimal(month?.consumed ?? 0).toFixed(2),
    },
  };
}
