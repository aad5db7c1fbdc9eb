import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { companies, companyMembers, enterpriseOwners, enterprises, users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { grantPeriod } from '../modules/credits/renewal.ts';
import type { MembershipTier } from '#shared/domain/membership.ts';
import { seedCatalogue } from './catalogue-loader.ts';
import { seedSampleRequests } from './samples.ts';
import { DEMO_PASSWORD, demoAccounts, spareStaffAccounts } from './demo-accounts.ts';

const demoEnterprises: {
  name: string;
  membership: MembershipTier;
  companies: string[];
  owner: string;
  members: Record<string, string[]>;
}[] = [
  {
    name: 'Acme Holdings',
    membership: 'pro-700-190',
    companies: ['Acme Foods', 'Acme Apparel'],
    owner: 'owner@acme.test',
    members: { 'Acme Foods': ['owner@acme.test', 'member@acme.test'], 'Acme Apparel': ['owner@acme.test'] },
  },
  {
    name: 'Globex',
    membership: 'basic-200-50',
    companies: ['Globex Retail'],
    owner: 'owner@globex.test',
    members: { 'Globex Retail': ['owner@globex.test'] },
  },
];

/** Creates the demo data; every step skips what already exists, so running it twice changes nothing. */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const u of [
    ...Object.values(demoAccounts(ctx.env.PROVIDER_DOMAIN)),
    ...spareStaffAccounts(ctx.env.SEED_SPARE_STAFF, ctx.env.PROVIDER_DOMAIN),
  ]) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, u.email));
    const id =
      existing?.id ??
      (
        await db
          .insert(users)
          .values({ ...u, passwordHash })
          .returning({ id: users.id })
      )[0]!.id;
    userIds.set(u.email, id);
  }
  for (const e of demoEnterprises) {
    await db.transaction(async (tx) => {
      let [ent] = await tx.select().from(enterprises).where(eq(enterprises.name, e.name));
      if (!ent) {
        [ent] = await tx
          .insert(enterprises)
          .values({ name: e.name, membership: e.membership, paymentAt: '2026-11-01' })
          .returning();
        // The first period's allowance, claimed like a renewal's (credit_renewals): the renewal job
        // never grants that period again (it did when the payment date was later moved back).
        await grantPeriod(tx, {
          enterpriseId: ent!.id,
          period: '2026-11-01',
          membership: e.membership,
          balance: 0,
          rollover: true,
        });
        await tx
          .insert(enterpriseOwners)
          .values({ enterpriseId: ent!.id, userId: userIds.get(e.owner)!, position: 0 });
      }
      for (const name of e.companies) {
        let [company] = await tx.select().from(companies).where(eq(companies.name, name));
        if (!company) {
          [company] = await tx.insert(companies).values({ name, enterpriseId: ent!.id }).returning();
        }
        for (const email of e.members[name] ?? []) {
          await tx
            .insert(companyMembers)
            .values({ companyId: company!.id, userId: userIds.get(email)! })
            .onConflictDoNothing();
        }
      }
    });
  }
  await seedCatalogue(db);
  await seedSampleRequests(ctx);
}

/** First start of an empty database: create the demo data. */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(ctx);
  return true;
}

export type { Db };
