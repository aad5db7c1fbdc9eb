import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { userId } from '../../test/notify-fixtures.ts';
import { auditEvents, companies, companyMembers, enterprises, users } from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '#shared/schemas/audit.ts';

/**
 * The audit entries of issue 26's second part, on a real database: sign-in (success and failure),
 * signing out and ending sessions, two-factor on/off/reset/recovery codes, the enterprise's two-factor
 * requirement, credit grants and removals, tier changes. Each entry: who, what, whom, which enterprise,
 * from which address, before and after. (Staff deactivation and reactivation: staff.routes.test.ts.)
 */

let t: TestApp;
let globex: number;
let globexCo: number;
const cookies: Record<string, string> = {};
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  const ents = await t.ctx.db.select().from(enterprises);
  globex = ents.find((e) => e.name === 'Globex')!.id;
  globexCo = (await t.ctx.db.select().from(companies).where(eq(companies.enterpriseId, globex)))[0]!.id;
  for (const key of ['staff', 'globexOwner', 'acmeOwner'] as const) {
    cookies[key] = await loginAs(t.app, DEMO[key]);
  }
}, 120_000);
afterAll(async () => t?.close());

/** A fresh member of Globex's first company (not signed in). */
async function person() {
  seq += 1;
  const email = `audited${seq}-${Date.now()}@globex.test`;
  const [u] = await t.ctx.db
    .insert(users)
    .values({
      username: `audited${seq}-${Date.now()}`,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: `Audi${seq}`,
      lastName: 'Ted',
    })
    .returning();
  await t.ctx.db.insert(companyMembers).values({ companyId: globexCo, userId: u!.id });
  return { id: u!.id, email };
}

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** The newest entry of an action (for a person, when given) written after `sinceId`. */
const entry = async (action: string, opts: { target?: number; sinceId?: number } = {}) =>
  (
    await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, action),
          opts.target !== undefined ? eq(auditEvents.targetUserId, opts.target) : undefined,
          opts.sinceId !== undefined ? gt(auditEvents.id, opts.sinceId) : undefined,
        ),
      )
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0] ?? null;

const lastId = async () =>
  (await t.ctx.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]
    ?.id ?? 0;

const codeAt = (secret: string, offsetS = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetS * 1000,
  });

describe('the list of actions', () => {
  it('has one human label for each action, in one place', () => {
    expect(AUDIT_ACTIONS.length).toBe(Object.keys(AUDIT_ACTION_LABELS).length);
    for (const a of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[a]).toMatch(/^[A-Z]/);
  });
});

describe('signing in and out', () => {
  it('a sign-in: the user as actor and target, the address; a failure: no actor, what was typed', async () => {
    const p = await person();
    const cookie = await loginAs(t.app, p.email);
    expect(cookie).toMatch(/^sid=/);
    const ok = await entry('sign_in', { target: p.id });
    expect(ok).toMatchObject({ actorId: p.id, targetUserId: p.id, enterpriseId: null });
    expect(ok!.details).toMatchObject({ address: expect.any(String), stage: 'full' });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: p.email, password: 'Not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    const failed = await entry('sign_in_failed', { target: p.id });
    expect(failed).toMatchObject({ actorId: null, targetUserId: p.id });
    expect(failed!.details).toMatchObject({
      identifier: p.email,
      reason: 'password',
      address: expect.any(String),
    });

    // An address nobody has: recorded too, with no one as target.
    const since = await lastId();
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: 'nobody-here@nowhere.test', password: 'Whatever-1234' },
    });
    const unknown = await entry('sign_in_failed', { sinceId: since });
    expect(unknown).toMatchObject({ actorId: null, targetUserId: null });
    expect(unknown!.details).toMatchObject({ identifier: 'nobody-here@nowhere.test' });
  });

  it('signing out, ending a session from the list, ending all others', async () => {
    const p = await person();
    const first = await loginAs(t.app, p.email);
    const second = await loginAs(t.app, p.email);
    const third = await loginAs(t.app, p.email);

    const list = (await call(first, 'GET', '/api/account/sessions')).json().sessions as {
      id: string;
      current: boolean;
    }[];
    const other = list.find((s) => !s.current)!;
    expect((await call(first, 'DELETE', `/api/account/sessions/${other.id}`)).statusCode).toBe(200);
    const ended = await entry('session_ended', { target: p.id });
    expect(ended).toMatchObject({ actorId: p.id });
    expect(ended!.details).toMatchObject({ session: other.id, address: expect.any(String) });

    expect((await call(first, 'POST', '/api/account/sessions/end-others')).statusCode).toBe(200);
    const others = await entry('other_sessions_ended', { target: p.id });
    expect(others).toMatchObject({ actorId: p.id });
    expect(others!.details).toMatchObject({ sessionsEnded: 1, address: expect.any(String) });

    expect((await call(first, 'POST', '/api/logout')).statusCode).toBe(200);
    const out = await entry('signed_out', { target: p.id });
    expect(out).toMatchObject({ actorId: p.id });
    expect(out!.details).toMatchObject({ address: expect.any(String) });
    // Signing out with a session already ended writes nothing more.
    const since = await lastId();
    await call(second, 'POST', '/api/logout');
    await call(third, 'POST', '/api/logout');
    expect(await entry('signed_out', { target: p.id, sinceId: since })).toBeNull();
  });
});

describe('two-factor', () => {
  it('on, recovery codes regenerated, off, reset by staff: each with before and after', async () => {
    const p = await person();
    const cookie = await loginAs(t.app, p.email);
    const enrol = async () => {
      const setup = await call(cookie, 'POST', '/api/account/two-factor/setup', {});
      const { secret } = setup.json();
      expect(
        (await call(cookie, 'POST', '/api/account/two-factor/confirm', { code: codeAt(secret) })).statusCode,
      ).toBe(200);
      return secret as string;
    };
    const secret = await enrol();
    expect((await entry('two_factor.enabled', { target: p.id }))!.details).toMatchObject({
      before: { twoFactor: false },
      after: { twoFactor: true },
      address: expect.any(String),
    });

    const regen = await call(cookie, 'POST', '/api/account/two-factor/recovery-codes', {
      code: codeAt(secret, 30),
    });
    expect(regen.statusCode).toBe(200);
    expect(await entry('two_factor.recovery_codes_regenerated', { target: p.id })).toMatchObject({
      actorId: p.id,
    });

    const off = await call(cookie, 'POST', '/api/account/two-factor/disable', { password: DEMO_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await entry('two_factor.disabled', { target: p.id }))!.details).toMatchObject({
      before: { twoFactor: true },
      after: { twoFactor: false },
    });

    await enrol();
    const staffId = await userId(t.ctx.db, DEMO.staff);
    expect((await call(cookies.staff!, 'POST', `/api/users/${p.id}/two-factor/reset`)).statusCode).toBe(200);
    const reset = await entry('two_factor.reset', { target: p.id });
    expect(reset).toMatchObject({ actorId: staffId });
    expect(reset!.details).toMatchObject({
      before: { twoFactor: true },
      after: { twoFactor: false },
      address: expect.any(String),
    });
  });

  it("the enterprise's requirement: the enterprise, before and after; its owner reads it", async () => {
    const since = await lastId();
    const on = await call(cookies.globexOwner!, 'PUT', `/api/enterprises/${globex}/two-factor`, {
      required: true,
    });
    expect(on.statusCode).toBe(200);
    const changed = await entry('two_factor.enterprise_requirement', { sinceId: since });
    expect(changed).toMatchObject({
      enterpriseId: globex,
      actorId: await userId(t.ctx.db, DEMO.globexOwner),
    });
    expect(changed!.details).toMatchObject({
      before: { requireTwoFactor: false },
      after: { requireTwoFactor: true },
      address: expect.any(String),
    });
    await call(cookies.globexOwner!, 'PUT', `/api/enterprises/${globex}/two-factor`, { required: false });
  });
});

describe('credit and tiers', () => {
  it('a grant and a removal by staff: the enterprise, the amount, the balance before and after; owners see them', async () => {
    const since = await lastId();
    const [before] = await t.ctx.db.select().from(enterprises).where(eq(enterprises.id, globex));
    const grant = await call(cookies.staff!, 'POST', `/api/enterprises/${globex}/credits`, {
      data: { direction: 'grant', amount: '12.50', reason: 'Goodwill' },
    });
    expect(grant.statusCode).toBe(200);
    const granted = await entry('credits_granted', { sinceId: since });
    expect(granted).toMatchObject({ enterpriseId: globex, actorId: await userId(t.ctx.db, DEMO.staff) });
    expect(granted!.details).toMatchObject({
      amount: '12.50',
      reason: 'Goodwill',
      before: { balance: Number(before!.availableCredit).toFixed(2) },
      after: { balance: (Number(before!.availableCredit) + 12.5).toFixed(2) },
      address: expect.any(String),
    });

    const remove = await call(cookies.staff!, 'POST', `/api/enterprises/${globex}/credits`, {
      data: { direction: 'remove', amount: '2.50', reason: 'Correction' },
    });
    expect(remove.statusCode).toBe(200);
    const removed = await entry('credits_removed', { sinceId: since });
    expect(removed).toMatchObject({ enterpriseId: globex });
    expect(removed!.details).toMatchObject({ amount: '2.50', reason: 'Correction' });

    // A refused removal (below zero) writes no entry.
    const mark = await lastId();
    const tooMuch = await call(cookies.staff!, 'POST', `/api/enterprises/${globex}/credits`, {
      data: { direction: 'remove', amount: '999999.00', reason: 'Too much' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(await entry('credits_removed', { sinceId: mark })).toBeNull();

    // The owner reads both in their enterprise's audit log; another enterprise's owner does not.
    const page = await call(cookies.globexOwner!, 'GET', `/api/audit?enterpriseId=${globex}`);
    expect(page.statusCode).toBe(200);
    const actions = (page.json().entries as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['credits_granted', 'credits_removed']));
    // Each names its enterprise (the page shows the name, not "enterprise #2").
    const named = (page.json().entries as { action: string; enterpriseName: string | null }[]).find(
      (e) => e.action === 'credits_granted',
    );
    expect(named!.enterpriseName).toBe(before!.name);
    expect([403, 404]).toContain(
      (await call(cookies.acmeOwner!, 'GET', `/api/audit?enterpriseId=${globex}`)).statusCode,
    );
  });

  it("an owner reads what staff did in their enterprise, but not the staff member's network address", async () => {
    const since = await lastId();
    const grant = await call(cookies.staff!, 'POST', `/api/enterprises/${globex}/credits`, {
      data: { direction: 'grant', amount: '1.00', reason: 'Address check' },
    });
    expect(grant.statusCode).toBe(200);
    // Stored, and staff read it.
    const stored = await entry('credits_granted', { sinceId: since });
    expect(stored!.details).toMatchObject({ address: expect.any(String) });
    const byStaff = await call(
      cookies.staff!,
      'GET',
      `/api/audit?enterpriseId=${globex}&action=credits_granted`,
    );
    const staffSees = (byStaff.json().entries as { id: number; details: Record<string, unknown> }[]).find(
      (e) => e.id === stored!.id,
    );
    expect(staffSees!.details.address).toEqual(expect.any(String));
    // The owner: the entry, its amount and reason, no address (on the page and in the CSV).
    const byOwner = await call(
      cookies.globexOwner!,
      'GET',
      `/api/audit?enterpriseId=${globex}&action=credits_granted`,
    );
    const ownerSees = (byOwner.json().entries as { id: number; details: Record<string, unknown> }[]).find(
      (e) => e.id === stored!.id,
    );
    expect(ownerSees!.details).toMatchObject({ amount: '1.00', reason: 'Address check' });
    expect(ownerSees!.details).not.toHaveProperty('address');
    const csv = await call(
      cookies.globexOwner!,
      'GET',
      `/api/audit.csv?enterpriseId=${globex}&action=credits_granted`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Address check');
    expect(csv.body).not.toContain(String(stored!.details.address));
    // Nor once that staff account is deleted (its e-mail then no longer says it was staff's).
    const [staffRow] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.staff));
    await t.ctx.db
      .update(users)
      .set({ email: `gone-${staffRow!.id}@deleted.invalid`, deletedAt: new Date() })
      .where(eq(users.id, staffRow!.id));
    try {
      const afterDeletion = await call(
        cookies.globexOwner!,
        'GET',
        `/api/audit?enterpriseId=${globex}&action=credits_granted`,
      );
      const seen = (afterDeletion.json().entries as { id: number; details: Record<string, unknown> }[]).find(
        (e) => e.id === stored!.id,
      );
      expect(seen!.details).toMatchObject({ reason: 'Address check' });
      expect(seen!.details).not.toHaveProperty('address');
    } finally {
      await t.ctx.db
        .update(users)
        .set({ email: staffRow!.email, deletedAt: null })
        .where(eq(users.id, staffRow!.id));
    }
    // Their own people's actions keep theirs: the owner's own change of the two-factor rule.
    const mark = await lastId();
    await call(cookies.globexOwner!, 'PUT', `/api/enterprises/${globex}/two-factor`, { required: false });
    await call(cookies.globexOwner!, 'PUT', `/api/enterprises/${globex}/two-factor`, { required: true });
    await call(cookies.globexOwner!, 'PUT', `/api/enterprises/${globex}/two-factor`, { required: false });
    const own = await entry('two_factor.enterprise_requirement', { sinceId: mark });
    expect(own).not.toBeNull();
    const ownPage = await call(cookies.globexOwner!, 'GET', `/api/audit?enterpriseId=${globex}`);
    const ownEntry = (ownPage.json().entries as { id: number; details: Record<string, unknown> }[]).find(
      (e) => e.id === own!.id,
    );
    expect(ownEntry!.details.address).toEqual(expect.any(String));
  });

  it('a tier or payment date change: before and after of each field that changed', async () => {
    const since = await lastId();
    const res = await call(cookies.staff!, 'PATCH', `/api/enterprises/${globex}`, {
      data: { paymentAt: '2026-11-05' },
    });
    expect(res.statusCode).toBe(200);
    const changed = await entry('membership_changed', { sinceId: since });
    expect(changed).toMatchObject({ enterpriseId: globex, actorId: await userId(t.ctx.db, DEMO.staff) });
    expect(changed!.details).toMatchObject({
      before: { paymentAt: '2026-11-01' },
      after: { paymentAt: '2026-11-05' },
      address: expect.any(String),
    });
    // An owner reads what changed, before and after (the log shows it), without the staff address.
    const byOwner = await call(
      cookies.globexOwner!,
      'GET',
      `/api/audit?enterpriseId=${globex}&action=membership_changed`,
    );
    const ownerSees = (byOwner.json().entries as { id: number; details: Record<string, unknown> }[]).find(
      (e) => e.id === changed!.id,
    );
    expect(ownerSees!.details).toEqual({
      before: { paymentAt: '2026-11-01' },
      after: { paymentAt: '2026-11-05' },
    });
    // Nothing changed: no entry.
    const mark = await lastId();
    await call(cookies.staff!, 'PATCH', `/api/enterprises/${globex}`, { data: { paymentAt: '2026-11-05' } });
    expect(await entry('membership_changed', { sinceId: mark })).toBeNull();
  });
});

describe('the filters', () => {
  it('a day that does not exist is refused with the reason, on the list and the CSV', async () => {
    for (const day of ['2024-02-31', '2023-02-29', '0000-01-01', '2024-13-01']) {
      for (const path of ['/api/audit', '/api/audit.csv']) {
        for (const param of ['from', 'to']) {
          const res = await call(cookies.staff!, 'GET', `${path}?${param}=${day}`);
          expect(res.statusCode, `${path}?${param}=${day}`).toBe(400);
          expect(res.json().error.message).toBe(`${param}: Expected a real date`);
        }
      }
    }
    expect((await call(cookies.staff!, 'GET', '/api/audit?from=2024-02-29&to=2024-03-01')).statusCode).toBe(
      200,
    );
  });
});
