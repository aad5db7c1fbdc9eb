import { CHARGE_NEEDS_APPROVAL } from '#shared/domain/approvals.ts';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';
import { loginAs } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import {
  auditEvents,
  companyMembers,
  creditLedger,
  emailOutbox,
  enterprises,
  notifications,
  requestApprovals,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { getRequestType, updateRequestTypePricing } from '../catalogue/request-types.ts';
import { Decimal } from 'decimal.js';
import {
  APPROVERS_ONLY,
  ASSIGNEE_LEFT,
  NOT_PENDING,
  REASON_REQUIRED,
  SUBMISSION_CHANGED,
} from '#shared/schemas/approvals.ts';

/**
 * Owner approval of members' submissions (issue 26) on a real database: the setting for each role; a
 * member's submission held as a draft spends nothing and is hidden from staff until approved; owners
 * read it, are notified in app and by e-mail; approve debits (with the usual checks), decline returns
 * it with the reason, withdraw; who may do each; the audit entry of each.
 */

let w: RequestWorld;
let acme: number;
let foods: number;
let seq = 0;
let member: { id: number; email: string; cookie: string };

beforeAll(async () => {
  w = await requestWorld();
  acme = await w.enterpriseId('Acme Holdings');
  foods = w.company('Acme Foods');
}, 120_000);
afterAll(async () => w?.t.close());

async function person() {
  seq += 1;
  const email = `appr${seq}-${Date.now()}@acme.test`;
  const [u] = await w.db
    .insert(users)
    .values({
      username: `appr${seq}-${Date.now()}`,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: `Appr${seq}`,
      lastName: 'Person',
    })
    .returning();
  await w.db.insert(companyMembers).values({ companyId: foods, userId: u!.id });
  return { id: u!.id, email, cookie: await loginAs(w.t.app, email) };
}

const call = async (
  cookie: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) => {
  const res = await w.t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const setting = (cookie: string, requireApproval: boolean) =>
  call(cookie, 'PUT', `/api/team/${acme}/approval`, { requireApproval });
const submit = (cookie: string, extra: Record<string, unknown> = {}) =>
  call(cookie, 'POST', '/api/service-requests', { data: w.bugFix(extra) });
const decide = (cookie: string, id: number, what: 'approve' | 'decline' | 'withdraw', reason?: string) =>
  call(cookie, 'POST', `/api/approvals/${id}/${what}`, what === 'decline' ? { reason } : undefined);
const pendingList = (cookie: string) => call(cookie, 'GET', `/api/team/${acme}/approvals`);

const ledgerCount = async () => (await w.db.select({ n: count() }).from(creditLedger))[0]!.n;
const approvalOf = async (requestId: number) =>
  (await w.db.select().from(requestApprovals).where(eq(requestApprovals.requestId, requestId)))[0];
const auditFor = async (action: string, requestId: number) =>
  (
    await w.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, action), sql`${auditEvents.details}->>'requestId' = ${String(requestId)}`),
      )
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0] ?? null;

beforeEach(async () => {
  member = await person();
  expect((await setting(w.cookies.acmeOwner, true)).status).toBe(200);
});

describe('the setting', () => {
  it('owners and staff turn it on and off (audited); a member 403; another enterprise’s owner 404', async () => {
    let res = await setting(w.cookies.acmeOwner, false);
    expect(res.body).toEqual({ requireApproval: false, changed: true });
    const entry = (
      await w.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'approval_setting_changed'), eq(auditEvents.enterpriseId, acme)))
        .orderBy(desc(auditEvents.id))
        .limit(1)
    )[0]!;
    expect(entry.details).toMatchObject({
      before: { requireApproval: true },
      after: { requireApproval: false },
    });
    res = await setting(w.cookies.staff, true);
    expect(res.body).toEqual({ requireApproval: true, changed: true });
    expect((await setting(w.cookies.acmeMember, false)).status).toBe(403);
    expect((await setting(w.cookies.globexOwner, false)).status).toBe(404);
    const [row] = await w.db.select().from(enterprises).where(eq(enterprises.id, acme));
    expect(row!.requireApproval).toBe(true);
    expect((await call(w.cookies.acmeOwner, 'GET', `/api/team/${acme}/spending`)).body.requireApproval).toBe(
      true,
    );
  });
});

describe('a member’s submission awaiting approval', () => {
  it('spends nothing, stays a draft marked pending, hidden from staff; owners read it and are told', async () => {
    const balance = await w.balance('Acme Holdings');
    const ledger = await ledgerCount();
    const lastNote =
      (
        await w.db
          .select({ id: notifications.id })
          .from(notifications)
          .orderBy(desc(notifications.id))
          .limit(1)
      )[0]?.id ?? 0;
    const lastMail =
      (await w.db.select({ id: emailOutbox.id }).from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1))[0]
        ?.id ?? 0;
    const res = await submit(member.cookie, { title: 'Needs approval' });
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    expect(res.body.data.status).toBe('DRAFT');
    expect(res.body.data.chargedCredit).toBe('0.00');
    expect(res.body.data.approval).toMatchObject({ state: 'pending', reason: null });
    expect(await w.balance('Acme Holdings')).toBe(balance);
    expect(await ledgerCount()).toBe(ledger);
    expect(await approvalOf(id)).toMatchObject({
      state: 'pending',
      requestedById: member.id,
      enterpriseId: acme,
    });
    expect((await auditFor('approval_requested', id))!.actorId).toBe(member.id);

    // Staff do not see it (read, list); another enterprise's owner neither; the enterprise's owner reads it.
    expect((await call(w.cookies.staff, 'GET', `/api/service-requests/${id}`)).status).toBe(404);
    const staffList = await call(w.cookies.staff, 'GET', '/api/service-requests?limit=100&status=DRAFT');
    expect(staffList.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call(w.cookies.globexOwner, 'GET', `/api/service-requests/${id}`)).status).toBe(404);
    expect((await call(w.cookies.acmeMember, 'GET', `/api/service-requests/${id}`)).status).toBe(404);
    const owned = await call(w.cookies.acmeOwner, 'GET', `/api/service-requests/${id}`);
    expect(owned.status).toBe(200);
    expect(owned.body.data.approval.state).toBe('pending');
    // Its creator sees the mark in their list.
    const mine = await call(member.cookie, 'GET', '/api/service-requests?limit=100');
    expect(mine.body.data.find((r: { id: number }) => r.id === id).approval.state).toBe('pending');

    // The owners are told in app and by e-mail.
    const notes = await w.db
      .select()
      .from(notifications)
      .where(and(gt(notifications.id, lastNote), eq(notifications.type, 'request_approval')));
    expect(notes.map((n) => n.userId)).toContain(w.ids.acmeOwner);
    expect(notes.every((n) => n.requestId === id)).toBe(true);
    const mails = await w.db.select().from(emailOutbox).where(gt(emailOutbox.id, lastMail));
    const approvalMails = mails.filter((m) => m.kind === 'approval');
    expect(approvalMails.map((m) => m.to).flat()).toContain('owner@acme.test');
    expect(approvalMails[0]!.subject).toBe('Approval needed: Needs approval');
    // No new-request e-mail to staff while it waits.
    expect(mails.some((m) => m.kind === 'request_new')).toBe(false);

    // The owners' list.
    const list = await pendingList(w.cookies.acmeOwner);
    expect(list.status).toBe(200);
    expect(list.body.data.find((p: { requestId: number }) => p.requestId === id)).toMatchObject({
      title: 'Needs approval',
      requestedBy: { id: member.id },
      price: res.body.data.total,
    });
    expect((await pendingList(w.cookies.acmeMember)).status).toBe(403);
    expect((await pendingList(w.cookies.staff)).body.error.message).toBe(APPROVERS_ONLY);
    expect((await pendingList(w.cookies.globexOwner)).status).toBe(404);
  });

  it('an owner’s own submission is not held; nor is staff’s', async () => {
    const res = await submit(w.cookies.acmeOwner, { title: 'Owner submits' });
    expect(res.body.data.status).toBe('NOT_START');
    expect(res.body.data.approval ?? null).toBeNull();
  });

  it('approve: submitted through the ordinary path, debited, the creator told; others may not', async () => {
    const res = await submit(member.cookie, { title: 'To approve' });
    const id = res.body.data.id as number;
    expect((await decide(member.cookie, id, 'approve')).status).toBe(403);
    expect((await decide(w.cookies.acmeMember, id, 'approve')).status).toBe(403);
    expect((await decide(w.cookies.globexOwner, id, 'approve')).status).toBe(404);
    expect((await decide(w.cookies.staff, id, 'approve')).status).toBe(404);
    // An owner re-saving it as a draft is refused: they decide.
    expect(
      (await call(w.cookies.acmeOwner, 'PUT', `/api/service-requests/${id}`, { data: { title: 'Changed' } }))
        .status,
    ).toBe(403);
    const balance = Number(await w.balance('Acme Holdings'));
    const ledger = await ledgerCount();
    const lastMail =
      (await w.db.select({ id: emailOutbox.id }).from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1))[0]
        ?.id ?? 0;
    const approved = await decide(w.cookies.acmeOwner, id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ requestId: id, state: 'approved', status: 'NOT_START' });
    expect(Number(await w.balance('Acme Holdings'))).toBeCloseTo(balance - Number(res.body.data.total), 2);
    expect(await ledgerCount()).toBe(ledger + 1);
    expect(await approvalOf(id)).toMatchObject({ state: 'approved', decidedById: w.ids.acmeOwner });
    expect((await auditFor('approval_approved', id))!.actorId).toBe(w.ids.acmeOwner);
    const [row] = await w.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row!.createdById).toBe(member.id);
    expect(row!.submittedAt).not.toBeNull();
    // Staff see it now; the creator was told.
    expect((await call(w.cookies.staff, 'GET', `/api/service-requests/${id}`)).status).toBe(200);
    const note = await w.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.type, 'request_approval')));
    expect(note.some((n) => n.message.includes('approved'))).toBe(true);
    const mails = await w.db.select().from(emailOutbox).where(gt(emailOutbox.id, lastMail));
    expect(mails.some((m) => m.kind === 'approval' && m.to.includes(member.email))).toBe(true);
    expect(mails.some((m) => m.kind === 'request_new')).toBe(true);
    // Not pending any more.
    expect((await decide(w.cookies.acmeOwner, id, 'approve')).status).toBe(409);
    // Approved is not a blank cheque: the member raising its price afterwards is refused, nothing
    // charged; a change that costs nothing goes through.
    const before = Number(await w.balance('Acme Holdings'));
    const raised = await call(member.cookie, 'PUT', `/api/service-requests/${id}`, {
      data: { priorityLevel: 'EXPRESS' },
    });
    expect(raised.status).toBe(403);
    expect(raised.body.error.message).toBe(CHARGE_NEEDS_APPROVAL);
    expect(Number(await w.balance('Acme Holdings'))).toBe(before);
    const renamed = await call(member.cookie, 'PUT', `/api/service-requests/${id}`, {
      data: { title: 'To approve, renamed' },
    });
    expect(renamed.status).toBe(200);
  });

  it('a removed member’s held submission is offered for reassignment to owners; approving it first is refused', async () => {
    const held = (await submit(member.cookie, { title: 'Held, then they left', assignees: [member.id] })).body
      .data.id as number;
    const privateDraft = (
      await call(member.cookie, 'POST', '/api/service-requests', {
        data: w.bugFix({ title: 'Their private draft', status: 'DRAFT', assignees: [member.id] }),
      })
    ).body.data.id as number;
    expect((await approvalOf(held))!.state).toBe('pending');
    expect(await approvalOf(privateDraft)).toBeUndefined();

    const removed = await call(w.cookies.acmeOwner, 'DELETE', `/api/team/${acme}/people/${member.id}`);
    expect(removed.status).toBe(200);
    // The owners are offered it (marked), never the private draft; staff see neither (drafts).
    expect(removed.body.soleAssignments).toEqual([
      expect.objectContaining({ id: held, awaitingApproval: true }),
    ]);
    const sole = (who: string) => call(who, 'GET', `/api/team/${acme}/people/${member.id}/sole-assignments`);
    expect((await sole(w.cookies.acmeOwner)).body.map((r: { id: number }) => r.id)).toEqual([held]);
    expect((await sole(w.cookies.staff)).body).toEqual([]);
    const pending = async (who: string) => {
      const res = await call(who, 'GET', `/api/team/${acme}/reassignments`);
      expect(res.status).toBe(200);
      return (res.body as { person: { id: number }; requests: { id: number }[] }[]).find(
        (p) => p.person.id === member.id,
      );
    };
    expect((await pending(w.cookies.acmeOwner))!.requests.map((r) => r.id)).toEqual([held]);
    expect(await pending(w.cookies.staff)).toBeUndefined();
    expect(
      JSON.stringify((await call(w.cookies.acmeOwner, 'GET', `/api/team/${acme}/reassignments`)).body),
    ).not.toContain('Their private draft');

    // Approving it while everyone on it has left: refused, nothing charged, still pending.
    const ledger = await ledgerCount();
    const refused = await decide(w.cookies.acmeOwner, held, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ASSIGNEE_LEFT);
    expect(await ledgerCount()).toBe(ledger);
    expect((await approvalOf(held))!.state).toBe('pending');

    // The private draft cannot be reassigned; the held one can, and stays waiting for the decision.
    const reassigned = await call(w.cookies.acmeOwner, 'POST', `/api/team/${acme}/reassign`, {
      fromUserId: member.id,
      toUserId: w.ids.acmeMember,
      requestIds: [held, privateDraft],
    });
    expect(reassigned.status).toBe(200);
    expect(reassigned.body).toEqual({
      reassigned: [held],
      refused: [
        { id: privateDraft, message: 'Not an open request of this enterprise with this only assignee.' },
      ],
    });
    const [row] = await w.db.select().from(serviceRequests).where(eq(serviceRequests.id, held));
    expect(row!.status).toBe('DRAFT');
    expect((await approvalOf(held))!.state).toBe('pending');
    expect(await pending(w.cookies.acmeOwner)).toBeUndefined();
    // An owner still may not change anything else of it.
    expect(
      (
        await call(w.cookies.acmeOwner, 'PUT', `/api/service-requests/${held}`, {
          data: { title: 'Changed' },
        })
      ).status,
    ).toBe(403);

    const approved = await decide(w.cookies.acmeOwner, held, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('NOT_START');
    const got = await call(w.cookies.acmeOwner, 'GET', `/api/service-requests/${held}`);
    expect(got.body.data.assignees.map((a: { id: number }) => a.id)).toEqual([w.ids.acmeMember]);
  });

  it('a held submission whose assignees all left is offered under each of them; an owner changes its assignees only then', async () => {
    const [p1, p2] = [await person(), await person()];
    const held = (await submit(member.cookie, { title: 'Held, two assignees', assignees: [p1.id, p2.id] }))
      .body.data.id as number;
    // While an assignee can still open it, an owner changes nothing of it, its assignees included.
    const early = await call(w.cookies.acmeOwner, 'PUT', `/api/service-requests/${held}`, {
      data: { assignees: [w.ids.acmeMember] },
    });
    expect(early.status).toBe(403);
    const reassignments = async () =>
      (await call(w.cookies.acmeOwner, 'GET', `/api/team/${acme}/reassignments`)).body as {
        person: { id: number };
        requests: { id: number }[];
      }[];
    const under = async (id: number) =>
      (await reassignments()).find((p) => p.person.id === id)?.requests.map((r) => r.id) ?? [];

    expect((await call(w.cookies.acmeOwner, 'DELETE', `/api/team/${acme}/people/${p1.id}`)).status).toBe(200);
    // One assignee is still there: nothing to reassign, and it may be approved.
    expect(await under(p1.id)).toEqual([]);
    expect((await call(w.cookies.acmeOwner, 'DELETE', `/api/team/${acme}/people/${p2.id}`)).status).toBe(200);
    expect(await under(p1.id)).toEqual([held]);
    expect(await under(p2.id)).toEqual([held]);
    expect((await decide(w.cookies.acmeOwner, held, 'approve')).status).toBe(409);

    const moved = await call(w.cookies.acmeOwner, 'POST', `/api/team/${acme}/reassign`, {
      fromUserId: p1.id,
      toUserId: w.ids.acmeMember,
      requestIds: [held],
    });
    expect(moved.body).toEqual({ reassigned: [held], refused: [] });
    expect(await under(p2.id)).toEqual([]);
    expect((await decide(w.cookies.acmeOwner, held, 'approve')).status).toBe(200);
  });

  it('two reassignments of the same request at once: one is made, the other refused, not overwritten', async () => {
    const [gone, x, y] = [await person(), await person(), await person()];
    const open = (await submit(w.cookies.acmeOwner, { title: 'Open, assignee leaves', assignees: [gone.id] }))
      .body.data.id as number;
    expect((await call(w.cookies.acmeOwner, 'DELETE', `/api/team/${acme}/people/${gone.id}`)).status).toBe(
      200,
    );
    const reassign = (cookie: string, toUserId: number) =>
      call(cookie, 'POST', `/api/team/${acme}/reassign`, {
        fromUserId: gone.id,
        toUserId,
        requestIds: [open],
      });
    const answers = await Promise.all([reassign(w.cookies.acmeOwner, x.id), reassign(w.cookies.staff, y.id)]);
    const made = answers.filter((a) => a.body.reassigned.includes(open));
    expect(made).toHaveLength(1);
    const other = answers.find((a) => !a.body.reassigned.includes(open))!;
    expect(other.body.refused).toEqual([
      { id: open, message: 'Not an open request of this enterprise with this only assignee.' },
    ]);
    const winner = made[0] === answers[0] ? x.id : y.id;
    const got = await call(w.cookies.acmeOwner, 'GET', `/api/service-requests/${open}`);
    expect(got.body.data.assignees.map((a: { id: number }) => a.id)).toEqual([winner]);
  });

  it('an assignee taken out of the request’s company (still in the enterprise) counts as gone', async () => {
    const apparel = w.company('Acme Apparel');
    const mover = await person();
    await w.db.insert(companyMembers).values({ companyId: apparel, userId: mover.id });
    const held = (await submit(member.cookie, { title: 'Held, assignee moves', assignees: [mover.id] })).body
      .data.id as number;
    const out = await call(
      w.cookies.acmeOwner,
      'DELETE',
      `/api/team/${acme}/people/${mover.id}/companies/${foods}`,
    );
    expect(out.status).toBe(200);
    // They cannot open it any more: approving would hand the work to nobody who can.
    expect((await call(mover.cookie, 'GET', `/api/service-requests/${held}`)).status).toBe(404);
    const refused = await decide(w.cookies.acmeOwner, held, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ASSIGNEE_LEFT);
    const listed = (await call(w.cookies.acmeOwner, 'GET', `/api/team/${acme}/reassignments`)).body as {
      person: { id: number };
      requests: { id: number }[];
    }[];
    expect(listed.find((p) => p.person.id === mover.id)?.requests.map((r) => r.id)).toEqual([held]);
  });

  it('the list of pending reassignments: a member 403, another enterprise’s owner 404, nobody 401', async () => {
    expect((await call(w.cookies.acmeMember, 'GET', `/api/team/${acme}/reassignments`)).status).toBe(403);
    expect((await call(w.cookies.globexOwner, 'GET', `/api/team/${acme}/reassignments`)).status).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: `/api/team/${acme}/reassignments` })).statusCode).toBe(
      401,
    );
    expect((await call(w.cookies.acmeOwner, 'GET', `/api/team/0/reassignments`)).status).toBe(400);
  });

  it('approve with the balance short: the usual message, nothing changes', async () => {
    const res = await submit(member.cookie, { title: 'Too dear' });
    const id = res.body.data.id as number;
    const [before] = await w.db.select().from(enterprises).where(eq(enterprises.id, acme));
    await w.db.update(enterprises).set({ availableCredit: '0.00' }).where(eq(enterprises.id, acme));
    try {
      const ledger = await ledgerCount();
      const refused = await decide(w.cookies.acmeOwner, id, 'approve');
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.error.message).toMatch(/credit/i);
      expect(await ledgerCount()).toBe(ledger);
      expect(await approvalOf(id)).toMatchObject({ state: 'pending' });
      expect(await auditFor('approval_approved', id)).toBeNull();
    } finally {
      await w.db
        .update(enterprises)
        .set({ availableCredit: before!.availableCredit })
        .where(eq(enterprises.id, acme));
    }
  });

  it('approve respects the creator’s monthly cap', async () => {
    const res = await submit(member.cookie, { title: 'Over the cap' });
    const id = res.body.data.id as number;
    await call(w.cookies.acmeOwner, 'PUT', `/api/team/${acme}/people/${member.id}/cap`, { monthlyCap: '0' });
    const refused = await decide(w.cookies.acmeOwner, id, 'approve');
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error.message).toMatch(/of their monthly cap of 0\.00 remain\.$/);
    expect(await approvalOf(id)).toMatchObject({ state: 'pending' });
  });

  it('decline: back to the creator as a draft with the reason (required); they submit again', async () => {
    const res = await submit(member.cookie, { title: 'To decline' });
    const id = res.body.data.id as number;
    const ledger = await ledgerCount();
    expect((await decide(w.cookies.acmeMember, id, 'decline', 'no')).status).toBe(403);
    expect((await decide(w.cookies.globexOwner, id, 'decline', 'no')).status).toBe(404);
    expect((await decide(w.cookies.staff, id, 'decline', 'no')).status).toBe(404);
    const blank = await decide(w.cookies.acmeOwner, id, 'decline', '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(REASON_REQUIRED);
    const declined = await decide(w.cookies.acmeOwner, id, 'decline', 'Not this quarter');
    expect(declined.body).toEqual({ requestId: id, state: 'declined', status: 'DRAFT' });
    expect(await ledgerCount()).toBe(ledger);
    expect(await approvalOf(id)).toMatchObject({ state: 'declined', reason: 'Not this quarter' });
    expect((await auditFor('approval_declined', id))!.details).toMatchObject({
      after: { state: 'declined', reason: 'Not this quarter' },
    });
    const mine = await call(member.cookie, 'GET', `/api/service-requests/${id}`);
    expect(mine.body.data).toMatchObject({
      status: 'DRAFT',
      approval: { state: 'declined', reason: 'Not this quarter' },
    });
    // The owner no longer reads it (an ordinary draft again).
    expect((await call(w.cookies.acmeOwner, 'GET', `/api/service-requests/${id}`)).status).toBe(404);
    const notes = await w.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.requestId, id)));
    expect(notes.some((n) => n.message.includes('Not this quarter'))).toBe(true);
    const mails = await w.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'approval'));
    expect(mails.some((m) => m.to.includes(member.email) && m.text.includes('Not this quarter'))).toBe(true);
    // Edited and submitted again: a new round.
    const again = await call(member.cookie, 'PUT', `/api/service-requests/${id}`, {
      data: { title: 'To decline, revised', status: 'NOT_START' },
    });
    expect(again.body.data).toMatchObject({ status: 'DRAFT', approval: { state: 'pending', reason: null } });
  });

  it('withdraw: its creator only; an ordinary draft again; saving a pending draft withdraws it too', async () => {
    const res = await submit(member.cookie, { title: 'To withdraw' });
    const id = res.body.data.id as number;
    expect((await decide(w.cookies.acmeOwner, id, 'withdraw')).status).toBe(403);
    expect((await decide(w.cookies.acmeMember, id, 'withdraw')).status).toBe(404);
    expect((await decide(w.cookies.staff, id, 'withdraw')).status).toBe(404);
    const done = await decide(member.cookie, id, 'withdraw');
    expect(done.body).toEqual({ requestId: id, state: 'withdrawn', status: 'DRAFT' });
    expect(await approvalOf(id)).toMatchObject({ state: 'withdrawn' });
    expect((await auditFor('approval_withdrawn', id))!.actorId).toBe(member.id);
    expect((await decide(member.cookie, id, 'withdraw')).body.error.message).toBe(NOT_PENDING);
    expect((await call(w.cookies.acmeOwner, 'GET', `/api/service-requests/${id}`)).status).toBe(404);

    const second = await submit(member.cookie, { title: 'Edited while pending' });
    const id2 = second.body.data.id as number;
    const saved = await call(member.cookie, 'PUT', '/api/service-requests', {
      data: { id: id2, title: 'Edited while pending, v2' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.approval.state).toBe('withdrawn');
    expect(await auditFor('approval_withdrawn', id2)).not.toBeNull();

    // Deleted while pending: the round ends too, and it leaves the owners' list.
    const third = await submit(member.cookie, { title: 'Deleted while pending' });
    const id3 = third.body.data.id as number;
    expect((await call(member.cookie, 'PUT', `/api/service-requests/remove/${id3}`)).status).toBe(200);
    expect(await approvalOf(id3)).toMatchObject({ state: 'withdrawn' });
    const list = await pendingList(w.cookies.acmeOwner);
    expect(list.body.data.map((p: { requestId: number }) => p.requestId)).not.toContain(id3);
  });

  it('an owner decides on the submission they saw: one sent again since is refused, nothing charged', async () => {
    const res = await submit(member.cookie, { title: 'Seen at first' });
    const id = res.body.data.id as number;
    const seen = (await pendingList(w.cookies.acmeOwner)).body.data.find(
      (p: { requestId: number }) => p.requestId === id,
    ).requestedAt as string;
    // The creator changes the brief and sends it again while the owner still has the old one open.
    const edited = await call(member.cookie, 'PUT', '/api/service-requests', {
      data: { id, title: 'Changed behind the owner' },
    });
    expect(edited.body.data.approval.state).toBe('withdrawn');
    const again = await call(member.cookie, 'PUT', `/api/service-requests/${id}`, {
      data: { status: 'NOT_START' },
    });
    expect(again.body.data.approval.state).toBe('pending');
    const ledgerBefore = await ledgerCount();

    const stale = await call(w.cookies.acmeOwner, 'POST', `/api/approvals/${id}/approve`, {
      requestedAt: seen,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(SUBMISSION_CHANGED);
    const staleDecline = await call(w.cookies.acmeOwner, 'POST', `/api/approvals/${id}/decline`, {
      reason: 'No',
      requestedAt: seen,
    });
    expect(staleDecline.body.error.message).toBe(SUBMISSION_CHANGED);
    expect(await ledgerCount()).toBe(ledgerBefore);
    expect(await approvalOf(id)).toMatchObject({ state: 'pending' });
    expect(
      (await call(w.cookies.acmeOwner, 'POST', `/api/approvals/${id}/approve`, { requestedAt: 'yesterday' }))
        .status,
    ).toBe(400);

    // What the page shows now is what gets approved.
    const shown = (await call(w.cookies.acmeOwner, 'GET', `/api/service-requests/${id}`)).body.data;
    expect(shown.title).toBe('Changed behind the owner');
    const ok = await call(w.cookies.acmeOwner, 'POST', `/api/approvals/${id}/approve`, {
      requestedAt: shown.approval.requestedAt,
    });
    expect(ok.body).toEqual({ requestId: id, state: 'approved', status: 'NOT_START' });
    expect(await ledgerCount()).toBe(ledgerBefore + 1);
  });

  it('an owner approves the price they were shown: a type republished at another price since the hold does not change what is charged', async () => {
    const res = await submit(member.cookie, { title: 'Priced before the catalogue changed' });
    const id = res.body.data.id as number;
    const typeId = w.type('Website bug fix');
    const type = await getRequestType(w.db, typeId);
    try {
      await updateRequestTypePricing(w.db, typeId, { credit: new Decimal(type.credit).plus(7).toFixed(2) });
      const shown = (await pendingList(w.cookies.acmeOwner)).body.data.find(
        (p: { requestId: number }) => p.requestId === id,
      );
      const balance = await w.balance('Acme Holdings');
      const ledgerBefore = await ledgerCount();
      const approved = await call(w.cookies.acmeOwner, 'POST', `/api/approvals/${id}/approve`, {
        requestedAt: shown.requestedAt,
      });
      expect(approved.status).toBe(200);
      expect(shown.price).toBe(res.body.data.total);
      expect(new Decimal(balance).minus(await w.balance('Acme Holdings')).toFixed(2)).toBe(shown.price);
      expect(await ledgerCount()).toBe(ledgerBefore + 1);
      expect((await call(w.cookies.acmeOwner, 'GET', `/api/service-requests/${id}`)).body.data.total).toBe(
        shown.price,
      );
    } finally {
      await updateRequestTypePricing(w.db, typeId, { credit: type.credit, form: type.form });
    }
  });

  it('with the setting off, a member submits directly (debited)', async () => {
    await setting(w.cookies.acmeOwner, false);
    const res = await submit(member.cookie, { title: 'Direct' });
    expect(res.body.data.status).toBe('NOT_START');
    const pending = await w.db
      .select()
      .from(requestApprovals)
      .where(inArray(requestApprovals.requestId, [res.body.data.id]));
    expect(pending).toHaveLength(0);
  });
});

describe('a person who left with over a thousand open requests', () => {
  it('has every one listed for reassignment, not cut at 1,000', async () => {
    const leaver = await person();
    const rows = async <T>(q: ReturnType<typeof sql>) =>
      ((await w.db.execute(q)) as unknown as { rows: T[] }).rows;
    const [source] = await rows<{ id: number }>(
      sql`select id from service_requests where company_id = ${foods} and status = 'NOT_START' order by id limit 1`,
    );
    const columns = (
      await rows<{ name: string }>(sql`select column_name as name from information_schema.columns
        where table_name = 'service_requests' and column_name <> 'id' and is_generated = 'NEVER'`)
    ).map((c) => `"${c.name}"`);
    const list = sql.raw(columns.join(', '));
    const copies = (
      await rows<{ id: number | string }>(sql`insert into service_requests (${list})
        select ${list} from service_requests, generate_series(1, 1050) where id = ${source!.id} returning id`)
    ).map((r) => Number(r.id));
    await w.db.execute(sql`insert into request_assignees (request_id, user_id, role)
      select id, ${leaver.id}, 'assignee' from unnest(${`{${copies.join(',')}}`}::bigint[]) as id`);
    expect((await call(w.cookies.acmeOwner, 'DELETE', `/api/team/${acme}/people/${leaver.id}`)).status).toBe(
      200,
    );

    const listed = (await call(w.cookies.acmeOwner, 'GET', `/api/team/${acme}/reassignments`)).body as {
      person: { id: number };
      requests: { id: number }[];
    }[];
    const theirs = listed.find((p) => p.person.id === leaver.id)?.requests.map((r) => r.id) ?? [];
    expect(theirs).toHaveLength(1050);
    expect(new Set(theirs)).toEqual(new Set(copies));

    // One call takes at most 500 (the web's dialog sends more in batches: reassign-in-batches.test.ts).
    const tooMany = await call(w.cookies.acmeOwner, 'POST', `/api/team/${acme}/reassign`, {
      fromUserId: leaver.id,
      toUserId: w.ids.acmeMember,
      requestIds: copies.slice(0, 501),
    });
    expect(tooMany.status).toBe(400);
  }, 120_000);
});
