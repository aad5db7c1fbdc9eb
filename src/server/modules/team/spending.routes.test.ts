import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';
import { loginAs } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import {
  auditEvents,
  companyMembers,
  creditLedger,
  enterpriseOwners,
  serviceRequests,
  spendingCaps,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { CAP_INVALID, OWNER_NOT_CAPPED } from '#shared/schemas/spending.ts';

/**
 * Monthly credit caps (issue 26) on a real database: each action for an owner, a member (403), staff
 * and another enterprise's owner (404); a capped member's submission over the cap writes nothing and
 * says what is left; under the cap it passes; owners are never capped; two concurrent submissions
 * that together exceed the cap: one is refused; bad caps 400; the audit entry.
 */

let w: RequestWorld;
let acme: number;
let foods: number;
let seq = 0;

beforeAll(async () => {
  w = await requestWorld();
  acme = await w.enterpriseId('Acme Holdings');
  foods = w.company('Acme Foods');
}, 120_000);
afterAll(async () => w?.t.close());

/** A fresh member of Acme Foods (or an owner of Acme), signed in. */
async function person(owner = false) {
  seq += 1;
  const email = `cap${seq}-${Date.now()}@acme.test`;
  const [u] = await w.db
    .insert(users)
    .values({
      username: `cap${seq}-${Date.now()}`,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: `Cap${seq}`,
      lastName: 'Person',
    })
    .returning();
  await w.db.insert(companyMembers).values({ companyId: foods, userId: u!.id });
  if (owner) {
    await w.db.insert(enterpriseOwners).values({ enterpriseId: acme, userId: u!.id, position: 50 + seq });
  }
  return { id: u!.id, email, cookie: await loginAs(w.t.app, email) };
}

const call = async (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
  const res = await w.t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const setCap = (cookie: string, userId: number, monthlyCap: unknown) =>
  call(cookie, 'PUT', `/api/team/${acme}/people/${userId}/cap`, { monthlyCap });
const submit = (cookie: string, extra: Record<string, unknown> = {}) =>
  call(cookie, 'POST', '/api/service-requests', { data: w.bugFix(extra) });

const counts = async () => ({
  requests: (await w.db.select({ n: count() }).from(serviceRequests))[0]!.n,
  ledger: (await w.db.select({ n: count() }).from(creditLedger))[0]!.n,
});
const lastAudit = async (action: string, targetUserId: number) =>
  (
    await w.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetUserId, targetUserId)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0] ?? null;

/** What one bug fix costs (priced by a draft, which charges nothing). */
async function priceOfBugFix(cookie: string): Promise<number> {
  const res = await call(cookie, 'PUT', '/api/service-requests', {
    data: w.bugFix({ title: 'Price probe' }),
  });
  expect(res.status).toBe(200);
  return Number(res.body.data.total);
}

describe('setting a cap', () => {
  it('an owner and staff set and clear it; a member 403; another enterprise’s owner 404', async () => {
    const p = await person();
    let res = await setCap(w.cookies.acmeOwner, p.id, '20');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ changed: true, monthlyCap: '20.00' });
    expect((await lastAudit('cap_changed', p.id))!.details).toMatchObject({
      before: { monthlyCap: null },
      after: { monthlyCap: '20.00' },
    });
    res = await setCap(w.cookies.staff, p.id, 12.5);
    expect(res.body).toEqual({ changed: true, monthlyCap: '12.50' });
    expect((await lastAudit('cap_changed', p.id))!.details).toMatchObject({
      before: { monthlyCap: '20.00' },
      after: { monthlyCap: '12.50' },
    });
    expect((await setCap(w.cookies.acmeMember, p.id, '5')).status).toBe(403);
    expect((await setCap(w.cookies.globexOwner, p.id, '5')).status).toBe(404);
    res = await setCap(w.cookies.acmeOwner, p.id, null);
    expect(res.body).toEqual({ changed: true, monthlyCap: null });
    expect(await w.db.select().from(spendingCaps).where(eq(spendingCaps.userId, p.id))).toHaveLength(0);
    expect((await lastAudit('cap_changed', p.id))!.details).toMatchObject({
      before: { monthlyCap: '12.50' },
      after: { monthlyCap: null },
    });
  });

  it('bad caps answer 400 with a clear message and change nothing', async () => {
    const p = await person();
    for (const bad of [-1, '-1', '1.234', 1.234, 'ten', '1e3', true]) {
      const res = await setCap(w.cookies.acmeOwner, p.id, bad);
      expect(res.status, String(bad)).toBe(400);
      if (typeof bad !== 'boolean') expect(res.body.error.message).toBe(CAP_INVALID);
    }
    expect(await w.db.select().from(spendingCaps).where(eq(spendingCaps.userId, p.id))).toHaveLength(0);
    expect(await lastAudit('cap_changed', p.id)).toBeNull();
  });

  it('an owner cannot be capped (409); a person outside the team: 404', async () => {
    const o = await person(true);
    const res = await setCap(w.cookies.acmeOwner, o.id, '10');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(OWNER_NOT_CAPPED);
    expect((await setCap(w.cookies.acmeOwner, w.ids.globexOwner, '10')).status).toBe(404);
  });

  it('the Team figures: owners and staff read caps and this month’s spend; member 403, other owner 404', async () => {
    const p = await person();
    await setCap(w.cookies.acmeOwner, p.id, '50');
    const price = await priceOfBugFix(p.cookie);
    expect((await submit(p.cookie)).status).toBe(200);
    for (const who of ['acmeOwner', 'staff'] as const) {
      const res = await call(w.cookies[who], 'GET', `/api/team/${acme}/spending`);
      expect(res.status).toBe(200);
      expect(res.body.requireApproval).toBe(false);
      expect(res.body.month).toMatch(/^\d{4}-\d{2}-01$/);
      expect(res.body.people.find((x: { userId: number }) => x.userId === p.id)).toEqual({
        userId: p.id,
        monthlyCap: '50.00',
        spentThisMonth: price.toFixed(2),
        remaining: (50 - price).toFixed(2),
        isOwner: false,
      });
    }
    expect((await call(w.cookies.acmeMember, 'GET', `/api/team/${acme}/spending`)).status).toBe(403);
    expect((await call(w.cookies.globexOwner, 'GET', `/api/team/${acme}/spending`)).status).toBe(404);
    // Their own figures, for the person themselves; not for another enterprise's.
    const mine = await call(p.cookie, 'GET', `/api/team/${acme}/spending/me`);
    expect(mine.body).toMatchObject({ monthlyCap: '50.00', remaining: (50 - price).toFixed(2) });
    expect(
      (await call(p.cookie, 'GET', `/api/team/${await w.enterpriseId('Globex')}/spending/me`)).status,
    ).toBe(404);
  });
});

describe('a submission against the cap', () => {
  it('over the cap: refused with what is left, nothing written', async () => {
    const p = await person();
    const price = await priceOfBugFix(p.cookie);
    const cap = (price * 1.5).toFixed(2);
    await setCap(w.cookies.acmeOwner, p.id, cap);
    expect((await submit(p.cookie, { title: 'First' })).status).toBe(200);
    const before = await counts();
    const balance = await w.balance('Acme Holdings');
    const res = await submit(p.cookie, { title: 'Second' });
    expect(res.status).toBe(409);
    const left = (Number(cap) - price).toFixed(2);
    expect(res.body.error.message).toBe(
      `This submission costs ${price.toFixed(2)} credits but only ${left} of your monthly cap of ${cap} remain.`,
    );
    expect(await counts()).toEqual(before);
    expect(await w.balance('Acme Holdings')).toBe(balance);
  });

  it('a draft submitted over the cap is refused too, and stays a draft', async () => {
    const p = await person();
    await setCap(w.cookies.acmeOwner, p.id, '0');
    const draft = await call(p.cookie, 'PUT', '/api/service-requests', { data: w.bugFix() });
    const before = await counts();
    const res = await call(p.cookie, 'PUT', `/api/service-requests/${draft.body.data.id}`, {
      data: { status: 'NOT_START' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/but only 0\.00 of your monthly cap of 0\.00 remain\.$/);
    expect(await counts()).toEqual(before);
    expect(
      (await call(p.cookie, 'GET', `/api/service-requests/${draft.body.data.id}`)).body.data.status,
    ).toBe('DRAFT');
  });

  it('under the cap: it passes and is debited', async () => {
    const p = await person();
    const price = await priceOfBugFix(p.cookie);
    await setCap(w.cookies.acmeOwner, p.id, (price * 2).toFixed(2));
    expect((await submit(p.cookie)).status).toBe(200);
    expect((await submit(p.cookie)).status).toBe(200); // exactly the cap
    expect((await submit(p.cookie)).status).toBe(409);
  });

  it('owners are never capped, even with a cap stored from before they became one', async () => {
    const p = await person();
    await setCap(w.cookies.acmeOwner, p.id, '0');
    expect((await submit(p.cookie)).status).toBe(409);
    await w.db.insert(enterpriseOwners).values({ enterpriseId: acme, userId: p.id, position: 90 });
    const again = await loginAs(w.t.app, p.email);
    expect((await submit(again)).status).toBe(200);
    const mine = await call(again, 'GET', `/api/team/${acme}/spending/me`);
    expect(mine.body).toMatchObject({ isOwner: true, monthlyCap: null, remaining: null });
  });

  it('a refund gives the cap back (net of refunds)', async () => {
    const p = await person();
    const price = await priceOfBugFix(p.cookie);
    await setCap(w.cookies.acmeOwner, p.id, price.toFixed(2));
    const first = await submit(p.cookie);
    expect(first.status).toBe(200);
    expect((await submit(p.cookie)).status).toBe(409);
    const cancelled = await call(p.cookie, 'PUT', `/api/service-requests/${first.body.data.id}`, {
      data: { status: 'CANCELLED' },
    });
    expect(cancelled.status).toBe(200);
    expect((await submit(p.cookie)).status).toBe(200);
  });

  it("a refund of last month's charge frees nothing of this month's cap; the Team page says the same", async () => {
    const p = await person();
    const price = await priceOfBugFix(p.cookie);
    await setCap(w.cookies.acmeOwner, p.id, price.toFixed(2));
    // Submitted last month (its charge dated then), cancelled now: the refund is this month's.
    const old = await submit(p.cookie, { title: 'Charged last month' });
    expect(old.status).toBe(200);
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
    await w.db
      .update(creditLedger)
      .set({ createdAt: lastMonth })
      .where(eq(creditLedger.requestId, old.body.data.id));
    expect(
      (
        await call(p.cookie, 'PUT', `/api/service-requests/${old.body.data.id}`, {
          data: { status: 'CANCELLED' },
        })
      ).status,
    ).toBe(200);
    // This month's cap: one submission, not two paid for by last month's refund.
    expect((await submit(p.cookie)).status).toBe(200);
    const second = await submit(p.cookie);
    expect(second.status).toBe(409);
    expect(second.body.error.details).toMatchObject({ remaining: '0.00', spent: price.toFixed(2) });
    const spending = await call(w.cookies.acmeOwner, 'GET', `/api/team/${acme}/spending`);
    expect(spending.body.people.find((x: { userId: number }) => x.userId === p.id)).toMatchObject({
      spentThisMonth: price.toFixed(2),
      remaining: '0.00',
    });
  });

  it('a request charged last month, its price lowered then raised again this month, counts once: the check agrees with the figure', async () => {
    const p = await person();
    const price = await priceOfBugFix(p.cookie);
    await setCap(w.cookies.acmeOwner, p.id, price.toFixed(2));
    const old = await submit(p.cookie, { title: 'Repriced' });
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
    await w.db
      .update(creditLedger)
      .set({ createdAt: lastMonth })
      .where(eq(creditLedger.requestId, old.body.data.id));
    // This month's cap used by another submission.
    expect((await submit(p.cookie)).status).toBe(200);
    const reprice = (credit: string) =>
      call(w.cookies.staff, 'PUT', `/api/service-requests/${old.body.data.id}`, {
        data: { adjustCredit: credit },
      });
    // Lowered (a refund this month), then raised back (a debit this month): net nothing this month.
    expect((await reprice('1.00')).status).toBe(200);
    expect((await reprice(price.toFixed(2))).status).toBe(200);
    // Raised beyond what was refunded: that part is new spending, over the cap.
    const over = await reprice((price + 1).toFixed(2));
    expect(over.status).toBe(409);
    const spending = await call(w.cookies.acmeOwner, 'GET', `/api/team/${acme}/spending`);
    expect(spending.body.people.find((x: { userId: number }) => x.userId === p.id)).toMatchObject({
      spentThisMonth: price.toFixed(2),
      remaining: '0.00',
    });
  });

  it('two concurrent submissions that together exceed the cap: one is refused', async () => {
    const p = await person();
    const price = await priceOfBugFix(p.cookie);
    await setCap(w.cookies.acmeOwner, p.id, (price * 1.5).toFixed(2));
    const before = await counts();
    const results = await Promise.all([
      submit(p.cookie, { title: 'Race one' }),
      submit(p.cookie, { title: 'Race two' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await counts();
    expect(after.requests).toBe(before.requests + 1);
    expect(after.ledger).toBe(before.ledger + 1);
  });
});
