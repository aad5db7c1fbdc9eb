import { Decimal } from 'decimal.js';
import { asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import {
  companies,
  creditRenewals,
  enterpriseChanges,
  enterpriseOwners,
  enterprises,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import {
  addMonths,
  duePeriods,
  nextAnniversary,
  parseIsoDay,
  toIsoDay,
} from '#shared/domain/credit-periods.ts';
import { MEMBERSHIP_CREDITS, creditAllowance, type MembershipTier } from '#shared/domain/membership.ts';
import type { EnterpriseSummary } from '#shared/schemas/credits.ts';
import { pendingTierOf, tierChangeTiming } from '#shared/domain/tier-change.ts';
import {
  PAYMENT_DATE_MONTHS_BACK,
  PAYMENT_DATE_TOO_OLD,
  membershipChangeGrants,
  membershipGrantsMessage,
} from '#shared/domain/membership-grants.ts';
import { grantPeriod, isPaidTier, renewDuePeriod } from './renewal.ts';
import { recordAudit } from '../audit/write.ts';

const allowanceSql = sql<number>`(case ${enterprises.membership} ${sql.join(
  Object.entries(MEMBERSHIP_CREDITS).map(([tier, credits]) => sql`when ${tier} then ${credits}::int`),
  sql` `,
)} else 0 end)`;

const usersCountSql = sql<number>`(select count(*)::int from (
  select cm.user_id from company_members cm join companies c on c.id = cm.company_id where c.enterprise_id = enterprises.id
  union select eo.user_id from enterprise_owners eo where eo.enterprise_id = enterprises.id
) u)`;

/** The next renewal: the anniversary after paymentAt, on a paid tier only (others renew nothing). */
export const nextRenewalOf = (e: {
  membership: string;
  paymentAt: string | null;
  renewalDay: number | null;
}) => (e.paymentAt && isPaidTier(e.membership) ? nextAnniversary(e.paymentAt, e.renewalDay) : null);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = {
  id: number;
  name: string;
  membership: string;
  pendingMembership: string | null;
  balance: string;
  paymentAt: string | null;
  renewalDay: number | null;
  usersCount: number;
};

async function withRelations(db: Db, rows: Row[]): Promise<EnterpriseSummary[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [owners, companyRows] = await Promise.all([
    db
      .select({
        enterpriseId: enterpriseOwners.enterpriseId,
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(enterpriseOwners)
      .innerJoin(users, eq(users.id, enterpriseOwners.userId))
      .where(inArray(enterpriseOwners.enterpriseId, ids))
      .orderBy(asc(enterpriseOwners.position), asc(users.id)),
    db
      .select({ enterpriseId: companies.enterpriseId, id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.enterpriseId, ids))
      .orderBy(asc(companies.name), asc(companies.id)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    membership: r.membership,
    allowance: new Decimal(creditAllowance(r.membership)).toFixed(2),
    balance: new Decimal(r.balance).toFixed(2),
    paymentAt: r.paymentAt,
    renewalDay: r.renewalDay,
    nextRenewal: nextRenewalOf(r),
    pending: pendingTierOf(r),
    owners: owners
      .filter((o) => o.enterpriseId === r.id)
      .map((o) => ({ id: o.id, email: o.email, name: `${o.firstName} ${o.lastName}`.trim() })),
    companies: companyRows.filter((c) => c.enterpriseId === r.id).map((c) => ({ id: c.id, name: c.name })),
    usersCount: r.usersCount,
  }));
}

const summaryColumns = {
  id: enterprises.id,
  name: enterprises.name,
  membership: enterprises.membership,
  pendingMembership: enterprises.pendingMembership,
  balance: enterprises.availableCredit,
  paymentAt: enterprises.paymentAt,
  renewalDay: enterprises.renewalDay,
  usersCount: usersCountSql,
};

/** Staff: every enterprise, searched by its name, an owner's e-mail or name, or a company name; sorted; a page. */
export async function listEnterprises(
  db: Db,
  q: {
    q?: string | undefined;
    sort: 'name' | 'tier' | 'allowance' | 'balance' | 'renewal' | 'users';
    dir: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
) {
  let where: SQL | undefined;
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    where = or(
      ilike(enterprises.name, like),
      sql`exists (select 1 from ${enterpriseOwners} join ${users} on ${users.id} = ${enterpriseOwners.userId}
        where enterprise_owners.enterprise_id = enterprises.id
        and (${users.email} ilike ${like} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${like}))`,
      sql`exists (select 1 from ${companies} where companies.enterprise_id = enterprises.id and companies.name ilike ${like})`,
    );
  }
  const key: Record<typeof q.sort, SQL> = {
    name: sql`lower(${enterprises.name})`,
    tier: sql`${enterprises.membership}`,
    allowance: allowanceSql,
    balance: sql`${enterprises.availableCredit}`,
    // Unpaid tiers renew nothing: they sort after every renewal date.
    renewal: sql`(case when ${allowanceSql} > 0 then ${enterprises.paymentAt} end)`,
    users: usersCountSql,
  };
  const order = q.dir === 'asc' ? sql`${key[q.sort]} asc nulls last` : sql`${key[q.sort]} desc nulls last`;
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(enterprises)
      .where(where)
      .orderBy(order, q.dir === 'asc' ? asc(enterprises.id) : desc(enterprises.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(enterprises)
      .where(where),
  ]);
  return { data: await withRelations(db, rows), total: count?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Staff: one enterprise with its membership history, newest change first. */
export async function getEnterprise(db: Db, id: number) {
  const [row] = await db.select(summaryColumns).from(enterprises).where(eq(enterprises.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Enterprise not found');
  const [summary] = await withRelations(db, [row]);
  const history = await db
    .select({
      id: enterpriseChanges.id,
      field: enterpriseChanges.field,
      fromValue: enterpriseChanges.fromValue,
      toValue: enterpriseChanges.toValue,
      actorName: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`,
      createdAt: enterpriseChanges.createdAt,
    })
    .from(enterpriseChanges)
    .leftJoin(users, eq(users.id, enterpriseChanges.actorId))
    .where(eq(enterpriseChanges.enterpriseId, id))
    .orderBy(desc(enterpriseChanges.id))
    .limit(200);
  return { ...summary!, history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })) };
}

type Change = {
  field: 'membership' | 'pendingMembership' | 'paymentAt';
  fromValue: string | null;
  toValue: string | null;
};

/**
 * Staff change an enterprise's tier and/or paymentAt; every field that changes is recorded (who, when,
 * from, to). Moving onto a paid tier from an unpaid one starts a period: on the payment date given, or
 * today, and that period's allowance is granted at once (claimed in credit_renewals like a renewal,
 * so it is never granted twice). A paid-to-paid change is kept as the pending tier, which the renewal
 * job applies at the next period (`tierChangeTiming`); choosing the current tier again drops it.
 */
export async function updateMembership(
  db: Db,
  actor: SessionUser,
  id: number,
  input: {
    membership?: MembershipTier | undefined;
    paymentAt?: string | null | undefined;
    /** The credits staff were shown and confirmed (`membershipChangeGrants`), when it asks. */
    confirmGrant?: string | undefined;
    address?: string | null;
    /** CREDITS_ROLLOVER, for the periods the change makes due (renewed at once, as the job would). */
    rollover?: boolean;
  },
  today = toIsoDay(new Date()),
) {
  if (!actor.isStaff) throw new AppError('FORBIDDEN', 'Only staff may change a membership.');
  await db.transaction(async (tx) => {
    const [e] = await tx
      .select({
        membership: enterprises.membership,
        pendingMembership: enterprises.pendingMembership,
        paymentAt: enterprises.paymentAt,
        renewalDay: enterprises.renewalDay,
        stripeSubscriptionId: enterprises.stripeSubscriptionId,
      })
      .from(enterprises)
      .where(eq(enterprises.id, id))
      .for('update');
    if (!e) throw new AppError('NOT_FOUND', 'Enterprise not found');
    const asked = input.membership ?? e.pendingMembership ?? e.membership;
    const timing = tierChangeTiming(e.membership, asked);
    const membership = timing === 'now' ? asked : e.membership;
    const pendingMembership = timing === 'next-renewal' ? asked : null;
    const startsPaid = !isPaidTier(e.membership) && isPaidTier(membership);
    let paymentAt = input.paymentAt === undefined ? e.paymentAt : input.paymentAt;
    if (startsPaid && input.paymentAt === undefined) paymentAt = today;
    if (isPaidTier(membership) && !paymentAt) {
      throw new AppError('BAD_REQUEST', 'A paid tier needs a payment date (YYYY-MM-DD).');
    }
    // The payment date starts the current period: a day years back is a slip of the year (it would
    // renew every month since), and older months are granted as credit with a reason.
    if (paymentAt && paymentAt !== e.paymentAt && paymentAt < addMonths(today, -PAYMENT_DATE_MONTHS_BACK)) {
      throw new AppError('BAD_REQUEST', PAYMENT_DATE_TOO_OLD);
    }
    const changes: Change[] = [];
    if (membership !== e.membership) {
      changes.push({ field: 'membership', fromValue: e.membership, toValue: membership });
    }
    if (pendingMembership !== e.pendingMembership) {
      changes.push({
        field: 'pendingMembership',
        fromValue: e.pendingMembership,
        toValue: pendingMembership,
      });
    }
    if (paymentAt !== e.paymentAt) {
      changes.push({ field: 'paymentAt', fromValue: e.paymentAt, toValue: paymentAt });
    }
    if (changes.length === 0) return;
    const renewalDay =
      paymentAt === e.paymentAt ? e.renewalDay : paymentAt ? parseIsoDay(paymentAt).getUTCDate() : null;
    const grants = await refuseUnconfirmedGrants(tx, id, input.confirmGrant, {
      startsPaid,
      membership,
      renewalTier: pendingMembership ?? membership,
      paymentAt,
      renewalDay,
      renews: !e.stripeSubscriptionId,
      today,
    });
    await tx
      .update(enterprises)
      .set({
        membership,
        pendingMembership,
        paymentAt,
        renewalDay,
      })
      .where(eq(enterprises.id, id));
    await tx
      .insert(enterpriseChanges)
      .values(changes.map((c) => ({ ...c, enterpriseId: id, actorId: actor.id })));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'membership_changed',
      enterpriseId: id,
      details: {
        before: Object.fromEntries(changes.map((c) => [c.field, c.fromValue])),
        after: Object.fromEntries(changes.map((c) => [c.field, c.toValue])),
        address: input.address ?? null,
      },
    });
    if (startsPaid && paymentAt) {
      const [now] = await tx
        .select({ balance: enterprises.availableCredit })
        .from(enterprises)
        .where(eq(enterprises.id, id));
      // A new paid period starts: rollover does not apply (nothing of this tier to carry over).
      await grantPeriod(tx, {
        enterpriseId: id,
        period: paymentAt,
        membership,
        balance: now!.balance,
        rollover: true,
        actorId: actor.id,
      });
    }
    // Periods the change made due (a payment date moved back past an anniversary) are renewed now,
    // as the hourly job would: staff see the balance they confirmed, not an hour later. One pass per
    // anniversary due (each moves paymentAt on a month), never more.
    for (let i = 0; i < grants.anniversaries; i++) {
      if (!(await renewDuePeriod(tx, id, today, input.rollover ?? true))) break;
    }
  });
  return getEnterprise(db, id);
}

/**
 * A change that grants more than a start's one period, or a period in a month already granted
 * (`membershipChangeGrants`), is refused until staff confirm the credits it grants: 409 with the
 * amount to confirm (`confirmGrant`) and the periods. Nothing is written before this check.
 */
async function refuseUnconfirmedGrants(
  tx: Db,
  enterpriseId: number,
  confirmed: string | undefined,
  change: Omit<Parameters<typeof membershipChangeGrants>[0], 'granted'>,
): Promise<{ anniversaries: number }> {
  if (!change.paymentAt || !isPaidTier(change.membership)) return { anniversaries: 0 };
  const granted = await tx
    .select({ period: creditRenewals.period })
    .from(creditRenewals)
    .where(eq(creditRenewals.enterpriseId, enterpriseId));
  const grants = membershipChangeGrants({ ...change, granted: granted.map((g) => g.period) });
  // The renewal job's periods (beyond the one a start grants itself): when one is new, every
  // anniversary since the payment date is renewed with the save, granted before or not.
  const renews = grants.periods.some((p) => !(change.startsPaid && p === change.paymentAt));
  const result = {
    anniversaries: renews ? duePeriods(change.paymentAt, change.renewalDay, change.today).length : 0,
  };
  if (!grants.needsConfirming) return result;
  if (confirmed !== undefined && new Decimal(confirmed).eq(grants.credits)) return result;
  throw new AppError('CONFLICT', membershipGrantsMessage(grants), {
    confirmGrant: grants.credits,
    periods: grants.periods,
  });
}

/** Enterprises the actor belongs to or owns (staff: all), for reports. */
export async function enterprisesOf(db: Db, actor: SessionUser) {
  return db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      membership: enterprises.membership,
      balance: enterprises.availableCredit,
      paymentAt: enterprises.paymentAt,
      renewalDay: enterprises.renewalDay,
    })
    .from(enterprises)
    .where(
      actor.isStaff
        ? undefined
        : actor.enterpriseIds.length
          ? inArray(enterprises.id, actor.enterpriseIds)
          : sql`false`,
    )
    .orderBy(asc(enterprises.id));
}
