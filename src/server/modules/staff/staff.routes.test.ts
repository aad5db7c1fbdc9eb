import { and, desc, eq, isNull, like, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { insertRequest, sessionUserOf } from '../../test/notify-fixtures.ts';
import crypto from 'node:crypto';
import {
  accountTokens,
  auditEvents,
  companies,
  emailOutbox,
  notifications,
  requestAssignees,
  sessions,
  teamInvitations,
  users,
} from '../../db/schema/index.ts';
import { RESET_PURPOSE, resetTokenHash } from '../accounts/password-reset.ts';
import { hashPassword } from '../accounts/passwords.ts';
import {
  ASSIGNED_TO_DEACTIVATED,
  CANNOT_DEACTIVATE_SELF,
  LAST_ACTIVE_STAFF,
  STAFF_DEACTIVATED,
} from '#shared/schemas/staff.ts';
import { deactivateStaff } from './deactivate.ts';

/**
 * Staff administration (issue 26) on a real database: the Staff list, deactivation (sessions end at
 * once, sign-in refused with its message, a reset link does not let it in), reactivation, the one-step
 * reassignment of open assignments; each for staff, an owner, a member and nobody signed in; oneself
 * and the last active staff account refused, also when two staff deactivate each other at once.
 */

let t: TestApp;
const cookies: Record<string, string> = {};
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  for (const key of ['staff', 'acmeOwner', 'acmeMember'] as const) {
    cookies[key] = await loginAs(t.app, DEMO[key]);
  }
}, 120_000);
afterAll(async () => t?.close());

/** A fresh staff account (provider domain), signed in. */
async function colleague() {
  seq += 1;
  const email = `colleague${seq}-${Date.now()}@studio.test`;
  const [u] = await t.ctx.db
    .insert(users)
    .values({
      username: `colleague${seq}-${Date.now()}`,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: `Cole${seq}`,
      lastName: 'League',
    })
    .returning();
  return { id: u!.id, email, cookie: await loginAs(t.app, email) };
}

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const login = (identifier: string, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { identifier, password } });

const lastAudit = async (action: string, targetUserId: number) =>
  (
    await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetUserId, targetUserId)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0] ?? null;

describe('who may use it', () => {
  it('staff only: an owner and a member get 403, nobody signed in 401, for every route', async () => {
    const c = await colleague();
    const routes: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', '/api/staff'],
      ['POST', `/api/staff/${c.id}/deactivate`],
      ['POST', `/api/staff/${c.id}/reactivate`],
      ['GET', `/api/staff/${c.id}/open-assignments`],
      ['POST', '/api/staff/reassign', { fromUserId: c.id, toUserId: c.id, requestIds: [1] }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(cookies.acmeOwner!, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(cookies.acmeMember!, method, url, payload)).statusCode, url).toBe(403);
      expect((await call('', method, url, payload)).statusCode, url).toBe(401);
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, c.id));
    expect(row!.deactivatedAt).toBeNull();
  });
});

describe('the Staff list', () => {
  it('lists the staff accounts (not customers) with two-factor, state, open assignments, last activity', async () => {
    const c = await colleague();
    await insertRequest(t.ctx, {
      status: 'ASSIGNED',
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [c.email],
    });
    await insertRequest(t.ctx, {
      status: 'FINISHED',
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [c.email],
    });
    const res = await call(cookies.staff!, 'GET', '/api/staff');
    expect(res.statusCode).toBe(200);
    const { staff } = res.json() as { staff: { email: string; [k: string]: unknown }[] };
    expect(staff.map((s) => s.email)).toEqual(expect.arrayContaining([DEMO.staff, DEMO.designer, c.email]));
    expect(staff.some((s) => s.email.endsWith('@acme.test'))).toBe(false);
    const mine = staff.find((s) => s.email === c.email)!;
    expect(mine).toMatchObject({ twoFactor: false, deactivatedAt: null, openAssignments: 1 });
    expect(mine.lastActiveAt).not.toBeNull();
    // Counted per person: a colleague with none has 0, whatever the request ids are.
    const idle = await colleague();
    const idleRow = (await call(cookies.staff!, 'GET', '/api/staff'))
      .json()
      .staff.find((s: { id: number }) => s.id === idle.id);
    expect(idleRow).toMatchObject({ openAssignments: 0 });
    const counts = (await call(cookies.staff!, 'GET', '/api/staff')).json().staff as {
      id: number;
      openAssignments: number;
    }[];
    for (const row of counts) {
      const open = (await call(cookies.staff!, 'GET', `/api/staff/${row.id}/open-assignments`)).json();
      expect(row.openAssignments, `staff ${row.id}`).toBe(open.length);
    }
  });
});

describe('deactivating and reactivating', () => {
  it("ends the colleague's sessions at once, refuses their sign-in and a reset link; reactivation lets them in", async () => {
    const c = await colleague();
    expect((await call(c.cookie, 'GET', '/api/me')).statusCode).toBe(200);
    const open = await insertRequest(t.ctx, {
      status: 'ASSIGNED',
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [c.email],
    });

    const res = await call(cookies.staff!, 'POST', `/api/staff/${c.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sessionsEnded: 1,
      openAssignments: [{ id: open.id, status: 'ASSIGNED' }],
    });
    // The open session: its next call answers 401.
    expect((await call(c.cookie, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, c.id))).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, c.id));
    expect(row!.deactivatedAt).not.toBeNull();

    // Sign-in refused with the message (a wrong password still says only that).
    const refused = await login(c.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(STAFF_DEACTIVATED);
    expect((await login(c.email, 'wrong-password-1!')).json().error.message).not.toBe(STAFF_DEACTIVATED);

    // A password reset link does not let it in either: refused, the link left unused.
    const token = crypto.randomBytes(32).toString('base64url');
    await t.ctx.db.insert(accountTokens).values({
      tokenHash: resetTokenHash(token),
      userId: c.id,
      purpose: RESET_PURPOSE,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'A-new-pass-word-9!' },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error.message).toBe(STAFF_DEACTIVATED);
    expect(reset.cookies.find((k) => k.name === 'sid')).toBeUndefined();

    const list = (await call(cookies.staff!, 'GET', '/api/staff')).json() as {
      staff: { id: number; deactivatedAt: string | null }[];
    };
    expect(list.staff.find((s) => s.id === c.id)!.deactivatedAt).not.toBeNull();

    const deactivated = await lastAudit('staff_deactivated', c.id);
    expect(deactivated).toMatchObject({ actorId: (await sessionUserOf(t.ctx, DEMO.staff)).id });
    expect(deactivated!.details).toMatchObject({
      before: { deactivatedAt: null },
      sessionsEnded: 1,
      address: expect.any(String),
    });
    expect((await lastAudit('sign_in_failed', c.id))!.details).toMatchObject({
      reason: 'password',
      identifier: c.email,
    });

    // No longer offered as a staff member to assign (nor sent the staff e-mails).
    const offered = (await call(cookies.staff!, 'POST', '/api/user/heybossMember', {})).json() as {
      data: { email: string }[];
    };
    expect(offered.data.map((u) => u.email)).not.toContain(c.email);
    expect(offered.data.map((u) => u.email)).toContain(DEMO.designer);

    // Not newly assigned to a request either: 400, nothing changed.
    const other = await insertRequest(t.ctx, {
      status: 'ASSIGNED',
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.staff],
    });
    const assign = await call(cookies.staff!, 'PUT', `/api/service-requests/${other.id}`, {
      data: { assignedTo: [c.id] },
    });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().error.message).toBe(ASSIGNED_TO_DEACTIVATED);

    // Again: nothing more happens.
    const again = await call(cookies.staff!, 'POST', `/api/staff/${c.id}/deactivate`);
    expect(again.statusCode).toBe(200);
    expect(again.json().sessionsEnded).toBe(0);

    // Reactivated: signs in again.
    const back = await call(cookies.staff!, 'POST', `/api/staff/${c.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ changed: true });
    expect((await login(c.email)).statusCode).toBe(200);
    expect(await lastAudit('staff_reactivated', c.id)).not.toBeNull();
  });

  it('a customer account is not a staff account: 404, nothing changed', async () => {
    const member = await sessionUserOf(t.ctx, DEMO.acmeMember);
    const res = await call(cookies.staff!, 'POST', `/api/staff/${member.id}/deactivate`);
    expect(res.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.deactivatedAt).toBeNull();
  });

  it('nobody deactivates themselves: 409 with the message, nothing changed', async () => {
    const me = await sessionUserOf(t.ctx, DEMO.staff);
    const res = await call(cookies.staff!, 'POST', `/api/staff/${me.id}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CANNOT_DEACTIVATE_SELF);
    expect((await call(cookies.staff!, 'GET', '/api/me')).statusCode).toBe(200);
  });
});

describe('a deactivated colleague’s invitations', () => {
  it('are revoked with the deactivation, audited, and leave the Team page’s pending list', async () => {
    const c = await colleague();
    const [foods] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
    const email = `invited-by-colleague-${Date.now()}@acme.test`;
    const sent = await call(c.cookie, 'POST', `/api/team/${foods!.enterpriseId}/invitations`, {
      emails: [email],
      companyIds: [foods!.id],
      role: 'member',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const pending = async () =>
      (
        (await call(cookies.staff!, 'GET', `/api/team/${foods!.enterpriseId}/invitations`)).json() as {
          invitations: { email: string }[];
        }
      ).invitations.map((i) => i.email);
    expect(await pending()).toContain(email);

    expect((await call(cookies.staff!, 'POST', `/api/staff/${c.id}/deactivate`)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(teamInvitations).where(eq(teamInvitations.email, email));
    expect(row!.revokedAt).not.toBeNull();
    expect(await pending()).not.toContain(email);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'invitation_revoked'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(entry!.details).toMatchObject({ email, reason: 'sender_deactivated' });
  });
});

describe('reassigning open assignments', () => {
  it("hands a deactivated colleague's open requests to an active staff account in one step", async () => {
    const c = await colleague();
    const designer = await sessionUserOf(t.ctx, DEMO.designer);
    const a = await insertRequest(t.ctx, {
      status: 'ASSIGNED',
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [c.email],
    });
    const b = await insertRequest(t.ctx, {
      status: 'IN_PROGRESS',
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [c.email, DEMO.staff],
    });
    const done = await insertRequest(t.ctx, {
      status: 'FINISHED',
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [c.email],
    });
    const { openAssignments } = (await call(cookies.staff!, 'POST', `/api/staff/${c.id}/deactivate`)).json();
    expect(openAssignments.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(
      (await call(cookies.staff!, 'GET', `/api/staff/${c.id}/open-assignments`))
        .json()
        .map((r: { id: number }) => r.id),
    ).toEqual([a.id, b.id]);

    // Not to the deactivated account itself (nor any inactive one): 400, nothing changed.
    const bad = await call(cookies.staff!, 'POST', '/api/staff/reassign', {
      fromUserId: c.id,
      toUserId: c.id,
      requestIds: [a.id],
    });
    expect(bad.statusCode).toBe(400);

    const res = await call(cookies.staff!, 'POST', '/api/staff/reassign', {
      fromUserId: c.id,
      toUserId: designer.id,
      requestIds: [a.id, b.id, done.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().reassigned).toEqual([a.id, b.id]);
    expect(res.json().refused.map((r: { id: number }) => r.id)).toEqual([done.id]);
    const assigned = async (requestId: number) =>
      (
        await t.ctx.db
          .select({ userId: requestAssignees.userId })
          .from(requestAssignees)
          .where(and(eq(requestAssignees.requestId, requestId), eq(requestAssignees.role, 'assignedTo')))
      )
        .map((r) => r.userId)
        .sort((x, y) => x - y);
    const staffId = (await sessionUserOf(t.ctx, DEMO.staff)).id;
    expect(await assigned(a.id)).toEqual([designer.id]);
    expect(await assigned(b.id)).toEqual([designer.id, staffId].sort((x, y) => x - y));
    expect(await assigned(done.id)).toEqual([c.id]);
    expect((await call(cookies.staff!, 'GET', `/api/staff/${c.id}/open-assignments`)).json()).toEqual([]);
  });
});

describe('a deactivated account hears nothing', () => {
  it('gets no e-mail or notification about the requests it is still assigned to', async () => {
    const c = await colleague();
    const r = await insertRequest(t.ctx, {
      status: 'ASSIGNED',
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [c.email, DEMO.staff],
    });
    expect((await call(cookies.staff!, 'POST', `/api/staff/${c.id}/deactivate`)).statusCode).toBe(200);
    const before = (await t.ctx.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const comment = await call(cookies.acmeMember!, 'POST', '/api/comments', {
      data: { serviceRequest: r.id, content: '<p>Any news?</p>' },
    });
    expect(comment.statusCode).toBe(200);
    const sent = (await t.ctx.db.select().from(emailOutbox).orderBy(emailOutbox.id)).slice(before);
    // The colleague still on it hears; the deactivated account does not.
    expect(sent.flatMap((m) => m.to)).toContain(DEMO.staff);
    expect(sent.flatMap((m) => m.to)).not.toContain(c.email);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, c.id))).toEqual([]);
  });
});

describe('the last active staff account', () => {
  it('two staff deactivating each other at once: one succeeds, the other gets 409 (never no staff)', async () => {
    // Everyone else deactivated first, so exactly two active staff accounts are left.
    const a = await colleague();
    const b = await colleague();
    const staffOthers = await t.ctx.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(
        and(
          isNull(users.deactivatedAt),
          like(users.email, '%@studio.test'),
          notInArray(users.id, [a.id, b.id]),
        ),
      )
      .returning({ id: users.id });
    try {
      const [actorA, actorB] = [await sessionUserOf(t.ctx, a.email), await sessionUserOf(t.ctx, b.email)];
      const results = await Promise.allSettled([
        deactivateStaff(t.ctx, actorA, { userId: b.id, address: null }),
        deactivateStaff(t.ctx, actorB, { userId: a.id, address: null }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason.message).toBe(LAST_ACTIVE_STAFF);
      const active = await t.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(isNull(users.deactivatedAt), eq(users.lastName, 'League')));
      expect(active.filter((u) => u.id === a.id || u.id === b.id)).toHaveLength(1);
    } finally {
      for (const u of staffOthers) {
        await t.ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, u.id));
      }
    }
  });
});
