import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { capExceededMessage, type CappedSpend } from '#shared/schemas/spending.ts';
import type { Db } from '../../../db/client.ts';

/*
 * A person's spend in a calendar month (UTC): for each request they created in the enterprise
 * (credit_ledger joined to service_requests by created_by_id), what it cost this month net of its
 * refunds and adjustments this month, never below 0; summed. So a refund gives back what its own
 * request spent this month, and no more: money returned in November for a request charged in
 * October does not pay for November's other requests (it would free the cap twice over). And the
 * cap rule that reads it.
 */

/** The first moment of the calendar month (UTC) of `now`. */
export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The month's spend per person, as SQL (a scalar subquery) for `userId`. */
const spentSql = (enterpriseId: number, userId: SQLish, from: Date) => sql`coalesce((
  select sum(greatest(0, per_request.spent)) from (
    select -sum(cl.amount) as spent from credit_ledger cl join service_requests r on r.id = cl.request_id
    where cl.enterprise_id = ${enterpriseId} and r.created_by_id = ${userId}
      and cl.created_at >= ${from.toISOString()}::timestamptz
    group by cl.request_id) per_request), 0)`;
type SQLish = number | ReturnType<typeof sql>;

export type PersonSpend = { userId: number; monthlyCap: string | null; spent: string; isOwner: boolean };

/** Cap (null: none; owners never capped), spend and ownership of these people (one statement). */
export async function spendOf(tx: Db, enterpriseId: number, userIds: number[], now = new Date()) {
  const out = new Map<number, PersonSpend>();
  if (!userIds.length) return out;
  const from = monthStart(now);
  const res = (await tx.execute(sql`
    select u.id as "userId",
      exists(select 1 from enterprise_owners eo where eo.enterprise_id = ${enterpriseId} and eo.user_id = u.id) as "isOwner",
      (select sc.monthly_cap::text from spending_caps sc where sc.enterprise_id = ${enterpriseId} and sc.user_id = u.id) as "monthlyCap",
      ${spentSql(enterpriseId, sql`u.id`, from)}::text as "spent"
    from users u where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as {
    rows: { userId: number; isOwner: boolean; monthlyCap: string | null; spent: string }[];
  };
  for (const r of res.rows) {
    const isOwner = Boolean(r.isOwner);
    out.set(Number(r.userId), {
      userId: Number(r.userId),
      isOwner,
      monthlyCap: isOwner || r.monthlyCap === null ? null : new Decimal(r.monthlyCap).toFixed(2),
      spent: new Decimal(r.spent).toFixed(2),
    });
  }
  return out;
}

/** What is left of a cap (never below 0); null when not capped. */
export const remainingOf = (p: Pick<PersonSpend, 'monthlyCap' | 'spent'>) =>
  p.monthlyCap === null ? null : Decimal.max(0, new Decimal(p.monthlyCap).minus(p.spent)).toFixed(2);

/**
 * What a request already spent this month, net of its own refunds this month (may be below 0: a
 * refund of an earlier month's charge), for the cap's marginal rule below.
 */
async function requestMonthNet(
  tx: Db,
  enterpriseId: number,
  requestId: number,
  from: Date,
): Promise<Decimal> {
  const res = (await tx.execute(sql`select coalesce(-sum(cl.amount), 0)::text as net from credit_ledger cl
    where cl.request_id = ${requestId} and cl.enterprise_id = ${enterpriseId}
      and cl.created_at >= ${from.toISOString()}::timestamptz`)) as unknown as { rows: { net: string }[] };
  return new Decimal(res.rows[0]?.net ?? 0);
}

/**
 * Refuses a debit of `cost` for a request `userId` created when it would take their month's spend
 * past their cap (409, nothing written: the caller is still planning). What it adds to the spend is
 * counted as the spend counts it (per request, never below 0): for a request already charged or
 * refunded this month (`requestId`), `max(0, net + cost) − max(0, net)`, so the check and the Team
 * page's figure agree (a price lowered and raised again in a later month counts once). Called under
 * the enterprise's row lock, which every debit takes, so two concurrent submissions are checked one
 * after the other.
 */
export async function checkMonthlyCap(
  tx: Db,
  input: {
    enterpriseId: number;
    userId: number;
    cost: Decimal;
    own: boolean;
    what: CappedSpend;
    /** The request charged, when it exists already (a save of one, a revision round). */
    requestId?: number | null;
  },
): Promise<void> {
  const now = new Date();
  const p = (await spendOf(tx, input.enterpriseId, [input.userId], now)).get(input.userId);
  if (!p || p.monthlyCap === null) return;
  let added = input.cost;
  if (input.requestId) {
    const net = await requestMonthNet(tx, input.enterpriseId, input.requestId, monthStart(now));
    added = Decimal.max(0, net.plus(input.cost)).minus(Decimal.max(0, net));
  }
  if (new Decimal(p.spent).plus(added).lte(p.monthlyCap)) return;
  const remaining = remainingOf(p)!;
  throw new AppError(
    'CONFLICT',
    capExceededMessage(
      input.cost.toFixed(2),
      remaining,
      p.monthlyCap,
      input.own ? 'your' : 'their',
      input.what,
    ),
    { cost: input.cost.toFixed(2), remaining, monthlyCap: p.monthlyCap, spent: p.spent },
  );
}
