import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { insertRequest, userId } from '../../test/notify-fixtures.ts';
import {
  auditEvents,
  companies,
  companyMembers,
  enterpriseOwners,
  enterprises,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { LAST_COMPANY, LAST_OWNER, NO_COMPANY_TO_STAY_IN } from '#shared/schemas/team.ts';

/**
 * The Team API (issue 26, first slice) on a real database: each action for an owner, a member
 * (refused), staff and another enterprise's owner (refused); the last owner; removal ends sessions; the
 * audit entry of each action; the database refuses to change or delete an entry.
 */

let t: TestApp;
let acme: number;
let globex: number;
let foods: number;
let apparel: number;
const cookies: Record<string, string> = {};
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  const ents = await t.ctx.db.select().from(enterprises);
  acme = ents.find((e) => e.name === 'Acme Holdings')!.id;
  globex = ents.find((e) => e.name === 'Globex')!.id;
  const cos = await t.ctx.db.select().from(companies);
  foods = cos.find((c) => c.name === 'Acme Foods')!.id;
  apparel = cos.find((c) => c.name === 'Acme Apparel')!.id;
  for (const key of ['staff', 'acmeOwner', 'acmeMember', 'globexOwner'] as const) {
    cookies[key] = await loginAs(t.app, DEMO[key]);
  }
}, 120_000);
afterAll(async () => t?.close());

/** A fresh person in the given companies (and owner of an enterprise when asked), signed in. */
async function person(companyIds: number[], ownerOf?: number) {
  seq += 1;
  const email = `p${seq}-${Date.now()}@acme.test`;
  const [u] = await t.ctx.db
    .insert(users)
    .values({
      username: `p${seq}-${Date.now()}`,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: `Pat${seq}`,
      lastName: 'Person',
    })
    .returning();
  for (const companyId of companyIds) {
    await t.ctx.db.insert(companyMembers).values({ companyId, userId: u!.id });
  }
  if (ownerOf) {
    await t.ctx.db
      .insert(enterpriseOwners)
      .values({ enterpriseId: ownerOf, userId: u!.id, position: 10 + seq });
  }
  return { id: u!.id, email, cookie: await loginAs(t.app, email) };
}

const call = (
  cookie: string,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: { cookie } })
    : t.app.inject({ method, url, headers: { cookie }, payload });

const lastAudit = async (action: string, targetUserId: number) =>
  (
    await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetUserId, targetUserId)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0] ?? null;

const isOwner = async (enterpriseId: number, uid: number) =>
  (
    await t.ctx.db
      .select()
      .from(enterpriseOwners)
      .where(and(eq(enterpriseOwners.enterpriseId, enterpriseId), eq(enterpriseOwners.userId, uid)))
  ).length > 0;

describe('reading the team', () => {
  it('an owner and staff see every person with companies, role, two-factor and last activity', async () => {
    for (const who of ['acmeOwner', 'staff'] as const) {
      const res = await call(cookies[who]!, 'GET', `/api/team/${acme}`);
      expect(res.statusCode).toBe(200);
      const team = res.json();
      expect(team.enterprise.name).toBe('Acme Holdings');
      expect(team.companies.map((c: { name: string }) => c.name).sort()).toEqual([
        'Acme Apparel',
        'Acme Foods',
      ]);
      const owner = team.people.find((p: { email: string }) => p.email === DEMO.acmeOwner);
      expect(owner).toMatchObject({
        role: 'owner',
        twoFactor: false,
        companyIds: [foods, apparel].sort((a, b) => a - b),
      });
      expect(owner.lastActiveAt).not.toBeNull();
      expect(team.people.find((p: { email: string }) => p.email === DEMO.acmeMember)).toMatchObject({
        role: 'member',
        companyIds: [foods],
      });
      expect(team.inviteToken).toMatch(/^\d+\./);
    }
  });

  it("a member gets 403, another enterprise's owner 404, nobody signed in 401", async () => {
    expect((await call(cookies.acmeMember!, 'GET', `/api/team/${acme}`)).statusCode).toBe(403);
    expect((await call(cookies.globexOwner!, 'GET', `/api/team/${acme}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/team/${acme}` })).statusCode).toBe(401);
  });
});

describe('changing a role', () => {
  it('an owner promotes a member and demotes them again; each writes an audit entry', async () => {
    const p = await person([foods]);
    const up = await call(cookies.acmeOwner!, 'PUT', `/api/team/${acme}/people/${p.id}/role`, {
      role: 'owner',
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ changed: true });
    expect(await isOwner(acme, p.id)).toBe(true);
    const entry = await lastAudit('role_changed', p.id);
    expect(entry).toMatchObject({ actorId: await userId(t.ctx.db, DEMO.acmeOwner), enterpriseId: acme });
    expect(entry!.details).toMatchObject({ before: { role: 'member' }, after: { role: 'owner' } });
    expect(typeof entry!.details.address).toBe('string');

    const down = await call(cookies.staff!, 'PUT', `/api/team/${acme}/people/${p.id}/role`, {
      role: 'member',
    });
    expect(down.statusCode).toBe(200);
    expect(await isOwner(acme, p.id)).toBe(false);
    expect((await lastAudit('role_changed', p.id))!.details).toMatchObject({ after: { role: 'member' } });
  });

  it("a member and another enterprise's owner are refused, nothing changed", async () => {
    const p = await person([foods]);
    const before = (await t.ctx.db.select().from(auditEvents)).length;
    expect(
      (await call(cookies.acmeMember!, 'PUT', `/api/team/${acme}/people/${p.id}/role`, { role: 'owner' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(cookies.globexOwner!, 'PUT', `/api/team/${acme}/people/${p.id}/role`, { role: 'owner' }))
        .statusCode,
    ).toBe(404);
    expect(await isOwner(acme, p.id)).toBe(false);
    expect((await t.ctx.db.select().from(auditEvents)).length).toBe(before);
  });

  it('someone outside the enterprise is a 404; a bad role a 400', async () => {
    const globexOwnerId = await userId(t.ctx.db, DEMO.globexOwner);
    expect(
      (
        await call(cookies.acmeOwner!, 'PUT', `/api/team/${acme}/people/${globexOwnerId}/role`, {
          role: 'owner',
        })
      ).statusCode,
    ).toBe(404);
    const p = await person([foods]);
    expect(
      (await call(cookies.acmeOwner!, 'PUT', `/api/team/${acme}/people/${p.id}/role`, { role: 'boss' }))
        .statusCode,
    ).toBe(400);
  });

  it('the last owner cannot be demoted (409, nothing changed), not even by two demotions at once', async () => {
    const globexOwnerId = await userId(t.ctx.db, DEMO.globexOwner);
    const res = await call(cookies.globexOwner!, 'PUT', `/api/team/${globex}/people/${globexOwnerId}/role`, {
      role: 'member',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(LAST_OWNER);
    expect(await isOwner(globex, globexOwnerId)).toBe(true);

    // Two owners demote each other at the same time: one passes, the other finds itself the last.
    const [globexCompany] = await t.ctx.db.select().from(companies).where(eq(companies.enterpriseId, globex));
    // An owner in no company cannot be made a member (they would drop out of the team): 409.
    const companyless = await person([], globex);
    const stuck = await call(
      cookies.globexOwner!,
      'PUT',
      `/api/team/${globex}/people/${companyless.id}/role`,
      {
        role: 'member',
      },
    );
    expect(stuck.statusCode).toBe(409);
    expect(stuck.json().error.message).toBe(NO_COMPANY_TO_STAY_IN);
    expect(await isOwner(globex, companyless.id)).toBe(true);
    await t.ctx.db
      .delete(enterpriseOwners)
      .where(and(eq(enterpriseOwners.enterpriseId, globex), eq(enterpriseOwners.userId, companyless.id)));

    const second = await person([globexCompany!.id], globex);
    const [a, b] = await Promise.all([
      call(cookies.globexOwner!, 'PUT', `/api/team/${globex}/people/${second.id}/role`, { role: 'member' }),
      call(second.cookie, 'PUT', `/api/team/${globex}/people/${globexOwnerId}/role`, { role: 'member' }),
    ]);
    // One passes. The other is refused: 409 when both reached the lock as owners (the last-owner
    // check), or 403 when the first had already committed before the second was even let in (a
    // member by then). Either way one owner is left.
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await t.ctx.db
      .select()
      .from(enterpriseOwners)
      .where(eq(enterpriseOwners.enterpriseId, globex));
    expect(owners).toHaveLength(1);
  });
});

describe('companies', () => {
  it('an owner adds a person to another company and takes them out again, with audit entries', async () => {
    const p = await person([foods]);
    const add = await call(
      cookies.acmeOwner!,
      'PUT',
      `/api/team/${acme}/people/${p.id}/companies/${apparel}`,
    );
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ changed: true });
    expect((await lastAudit('company_member_added', p.id))!.details).toMatchObject({
      companyId: apparel,
      before: { companyIds: [foods] },
      after: { companyIds: [foods, apparel].sort((a, b) => a - b) },
    });
    const out = await call(cookies.staff!, 'DELETE', `/api/team/${acme}/people/${p.id}/companies/${foods}`);
    expect(out.statusCode).toBe(200);
    expect((await lastAudit('company_member_removed', p.id))!.details).toMatchObject({
      companyId: foods,
      after: { companyIds: [apparel] },
    });
    const res = await call(
      cookies.acmeOwner!,
      'DELETE',
      `/api/team/${acme}/people/${p.id}/companies/${apparel}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(LAST_COMPANY);
  });

  it('a company of another enterprise is a 404; a member and another owner are refused', async () => {
    const p = await person([foods]);
    const [globexRetail] = await t.ctx.db.select().from(companies).where(eq(companies.enterpriseId, globex));
    expect(
      (
        await call(
          cookies.acmeOwner!,
          'PUT',
          `/api/team/${acme}/people/${p.id}/companies/${globexRetail!.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(cookies.acmeMember!, 'PUT', `/api/team/${acme}/people/${p.id}/companies/${apparel}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(cookies.globexOwner!, 'DELETE', `/api/team/${acme}/people/${p.id}/companies/${foods}`))
        .statusCode,
    ).toBe(404);
    const still = await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, p.id));
    expect(still.map((m) => m.companyId)).toEqual([foods]);
  });
});

describe('removing a person', () => {
  it('their memberships go, their session answers 401 at once, their requests stay; sole assignments listed', async () => {
    const p = await person([foods, apparel]);
    expect((await call(p.cookie, 'GET', '/api/me')).statusCode).toBe(200);
    const req = await insertRequest(t.ctx, {
      title: 'Only Pat',
      company: 'Acme Foods',
      createdBy: p.email,
      assignees: [p.email],
    });
    const res = await call(cookies.acmeOwner!, 'DELETE', `/api/team/${acme}/people/${p.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.signedOut).toBe(true);
    expect(body.soleAssignments.map((r: { id: number }) => r.id)).toEqual([req.id]);
    expect((await call(p.cookie, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, p.id))).toEqual([]);
    const kept = await t.ctx.db.execute(sql`select id from service_requests where id = ${req.id}`);
    expect((kept as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const entry = await lastAudit('person_removed', p.id);
    expect(entry!.details).toMatchObject({ before: { role: 'member' }, after: null, sessionsEnded: 1 });

    // One step gives the request to someone else, through the request update rules.
    const reassign = await call(cookies.staff!, 'POST', `/api/team/${acme}/reassign`, {
      fromUserId: p.id,
      toUserId: await userId(t.ctx.db, DEMO.acmeMember),
      requestIds: [req.id],
    });
    expect(reassign.statusCode).toBe(200);
    expect(reassign.json()).toEqual({ reassigned: [req.id], refused: [] });
    const sole = await call(cookies.acmeOwner!, 'GET', `/api/team/${acme}/people/${p.id}/sole-assignments`);
    expect(sole.json()).toEqual([]);
  });

  it('their own drafts are neither listed nor reassignable: only they may see a draft', async () => {
    const p = await person([foods]);
    const draft = await insertRequest(t.ctx, {
      title: 'Pat private draft',
      status: 'DRAFT',
      company: 'Acme Foods',
      createdBy: p.email,
      assignees: [p.email],
    });
    const open = await insertRequest(t.ctx, {
      title: 'Pat open request',
      company: 'Acme Foods',
      createdBy: p.email,
      assignees: [p.email],
    });
    const res = await call(cookies.acmeOwner!, 'DELETE', `/api/team/${acme}/people/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().soleAssignments.map((r: { id: number }) => r.id)).toEqual([open.id]);
    for (const who of ['acmeOwner', 'staff'] as const) {
      const sole = await call(cookies[who]!, 'GET', `/api/team/${acme}/people/${p.id}/sole-assignments`);
      expect(sole.json().map((r: { id: number }) => r.id)).toEqual([open.id]);
    }
    const reassign = await call(cookies.acmeOwner!, 'POST', `/api/team/${acme}/reassign`, {
      fromUserId: p.id,
      toUserId: await userId(t.ctx.db, DEMO.acmeOwner),
      requestIds: [draft.id],
    });
    expect(reassign.json()).toEqual({
      reassigned: [],
      refused: [{ id: draft.id, message: 'Not an open request of this enterprise with this only assignee.' }],
    });
  });

  it('their name is marked "no longer in the team" on their request and comment, until they come back', async () => {
    const p = await person([foods]);
    const req = await insertRequest(t.ctx, {
      title: 'Pat leaves',
      company: 'Acme Foods',
      createdBy: p.email,
      assignees: [p.email, DEMO.acmeMember],
    });
    const posted = await call(p.cookie, 'POST', '/api/comments', {
      data: { serviceRequest: req.id, content: '<p>Handing over</p>' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.user.leftTeam).toBeUndefined();
    const marks = async () => {
      const got = await call(cookies.acmeOwner!, 'GET', `/api/service-requests/${req.id}`);
      if (got.statusCode !== 200) throw new Error(got.body);
      const request = got.json().data;
      const thread = (
        await call(cookies.acmeOwner!, 'GET', `/api/comments/service-request/${req.id}`)
      ).json();
      type Person = { email: string; leftTeam?: true };
      return {
        creator: request.createdBy.leftTeam ?? false,
        assignees: Object.fromEntries(
          (request.assignees as Person[]).map((a) => [a.email, a.leftTeam ?? false]),
        ),
        author: thread.data[0].user.leftTeam ?? false,
      };
    };
    expect(await marks()).toEqual({
      creator: false,
      assignees: { [p.email]: false, [DEMO.acmeMember]: false },
      author: false,
    });
    expect((await call(cookies.acmeOwner!, 'DELETE', `/api/team/${acme}/people/${p.id}`)).statusCode).toBe(
      200,
    );
    expect(await marks()).toEqual({
      creator: true,
      assignees: { [p.email]: true, [DEMO.acmeMember]: false },
      author: true,
    });
    // Back in the team (added again): no longer marked.
    await t.ctx.db.insert(companyMembers).values({ companyId: foods, userId: p.id });
    expect(await marks()).toEqual({
      creator: false,
      assignees: { [p.email]: false, [DEMO.acmeMember]: false },
      author: false,
    });
  });

  it('someone who also belongs to another enterprise keeps their session but loses this one at once', async () => {
    const [globexRetail] = await t.ctx.db.select().from(companies).where(eq(companies.enterpriseId, globex));
    const p = await person([foods, globexRetail!.id]);
    const foodsUsers = () => call(p.cookie, 'GET', `/api/company/findUsers?companyId=${foods}`);
    expect((await foodsUsers()).statusCode).toBe(200);
    const res = await call(cookies.staff!, 'DELETE', `/api/team/${acme}/people/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().signedOut).toBe(false);
    expect((await call(p.cookie, 'GET', '/api/me')).statusCode).toBe(200);
    expect([403, 404]).toContain((await foodsUsers()).statusCode);
    const me = (await call(p.cookie, 'GET', '/api/me')).json();
    expect(JSON.stringify(me)).not.toContain('Acme Foods');
  });

  it('the last owner cannot be removed; a member and another owner are refused', async () => {
    const globexOwnerId = await userId(t.ctx.db, DEMO.globexOwner);
    const [remaining] = await t.ctx.db
      .select()
      .from(enterpriseOwners)
      .where(eq(enterpriseOwners.enterpriseId, globex));
    const last = remaining!.userId;
    const cookie = last === globexOwnerId ? cookies.globexOwner! : cookies.staff!;
    const res = await call(cookie, 'DELETE', `/api/team/${globex}/people/${last}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(LAST_OWNER);
    const p = await person([foods]);
    expect((await call(cookies.acmeMember!, 'DELETE', `/api/team/${acme}/people/${p.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(cookies.globexOwner!, 'DELETE', `/api/team/${acme}/people/${p.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(p.cookie, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('a member leaves on their own: memberships gone, signed out, an audit entry; not another enterprise', async () => {
    const p = await person([foods, apparel]);
    const assigned = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [p.email],
    });
    // Not an enterprise they are not in, not a colleague.
    expect((await call(p.cookie, 'DELETE', `/api/team/${globex}/people/${p.id}`)).statusCode).toBe(404);
    const colleague = await person([foods]);
    expect((await call(p.cookie, 'DELETE', `/api/team/${acme}/people/${colleague.id}`)).statusCode).toBe(403);
    const res = await call(p.cookie, 'DELETE', `/api/team/${acme}/people/${p.id}`);
    expect(res.statusCode).toBe(200);
    // What they leave unassigned is the owners' to reassign (listed on the Team page), not theirs.
    expect(res.json()).toMatchObject({ signedOut: true, soleAssignments: [] });
    expect(await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, p.id))).toEqual([]);
    expect((await call(p.cookie, 'GET', '/api/me')).statusCode).toBe(401);
    const entry = await lastAudit('person_removed', p.id);
    expect(entry).toMatchObject({ actorId: p.id, enterpriseId: acme });
    expect(entry!.details).toMatchObject({ left: true });
    // The owner's list of what needs a new assignee has their request.
    const pending = (await call(cookies.acmeOwner!, 'GET', `/api/team/${acme}/reassignments`)).json() as {
      person: { id: number };
      requests: { id: number }[];
    }[];
    expect(pending.find((x) => x.person.id === p.id)?.requests.map((r) => r.id)).toEqual([assigned.id]);
    expect((await call(colleague.cookie, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it("reassigning is refused to a member and to another enterprise's owner", async () => {
    const body = { fromUserId: 1, toUserId: 2, requestIds: [1] };
    expect((await call(cookies.acmeMember!, 'POST', `/api/team/${acme}/reassign`, body)).statusCode).toBe(
      403,
    );
    expect((await call(cookies.globexOwner!, 'POST', `/api/team/${acme}/reassign`, body)).statusCode).toBe(
      404,
    );
  });
});

describe('the audit log', () => {
  it("staff read all, an owner their enterprise's, a member and another owner are refused", async () => {
    const all = await call(cookies.staff!, 'GET', '/api/audit?limit=200');
    expect(all.statusCode).toBe(200);
    expect(all.json().entries.length).toBeGreaterThan(0);
    const mine = await call(cookies.acmeOwner!, 'GET', `/api/audit?enterpriseId=${acme}&action=role_changed`);
    expect(mine.statusCode).toBe(200);
    const entries = mine.json().entries as {
      enterpriseId: number;
      action: string;
      actor: { email: string };
    }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.enterpriseId === acme && e.action === 'role_changed')).toBe(true);
    expect((await call(cookies.acmeOwner!, 'GET', '/api/audit')).statusCode).toBe(400);
    expect((await call(cookies.acmeMember!, 'GET', `/api/audit?enterpriseId=${acme}`)).statusCode).toBe(403);
    expect((await call(cookies.globexOwner!, 'GET', `/api/audit?enterpriseId=${acme}`)).statusCode).toBe(404);
    const ownerId = await userId(t.ctx.db, DEMO.acmeOwner);
    const today = new Date().toISOString().slice(0, 10);
    const byWho = await call(
      cookies.staff!,
      'GET',
      `/api/audit?actorId=${ownerId}&from=${today}&to=${today}`,
    );
    expect(byWho.json().entries.every((e: { actor: { id: number } }) => e.actor.id === ownerId)).toBe(true);
    const future = await call(cookies.staff!, 'GET', '/api/audit?from=2999-01-01');
    expect(future.json().entries).toEqual([]);
  });

  it('the "Who" choices: the people of the log in scope, former ones marked, none of another enterprise', async () => {
    const [globexCo] = await t.ctx.db.select().from(companies).where(eq(companies.enterpriseId, globex));
    // An owner of Acme who acts (an audit entry of Acme), then is removed: a former person of its log.
    const gone = await person([foods], acme);
    const other = await person([foods]);
    expect(
      (await call(gone.cookie, 'PUT', `/api/team/${acme}/people/${other.id}/role`, { role: 'owner' }))
        .statusCode,
    ).toBe(200);
    expect((await call(cookies.acmeOwner!, 'DELETE', `/api/team/${acme}/people/${gone.id}`)).statusCode).toBe(
      200,
    );
    // Someone acting in Globex only.
    const globexPerson = await person([globexCo!.id], globex);
    const globexMember = await person([globexCo!.id]);
    expect(
      (
        await call(globexPerson.cookie, 'PUT', `/api/team/${globex}/people/${globexMember.id}/role`, {
          role: 'owner',
        })
      ).statusCode,
    ).toBe(200);

    type Person = { id: number; name: string; email: string; former: boolean };
    const people = async (cookie: string, query: string) => {
      const res = await call(cookie, 'GET', `/api/audit/people${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().people as Person[];
    };
    const mine = await people(cookies.acmeOwner!, `?enterpriseId=${acme}`);
    const ownerId = await userId(t.ctx.db, DEMO.acmeOwner);
    expect(mine.find((p) => p.id === gone.id)).toMatchObject({ former: true, email: gone.email });
    expect(mine.find((p) => p.id === ownerId)).toMatchObject({ former: false });
    expect(mine.map((p) => p.id)).not.toContain(globexPerson.id);
    // Current people first, then former ones.
    const firstFormer = mine.findIndex((p) => p.former);
    expect(mine.slice(firstFormer).every((p) => p.former)).toBe(true);
    // Staff: one enterprise's, or everyone's.
    expect((await people(cookies.staff!, `?enterpriseId=${globex}`)).map((p) => p.id)).toContain(
      globexPerson.id,
    );
    const all = await people(cookies.staff!, '');
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([gone.id, globexPerson.id, ownerId]));
    // Their entries can be filtered by them.
    const theirs = await call(
      cookies.acmeOwner!,
      'GET',
      `/api/audit?enterpriseId=${acme}&actorId=${gone.id}`,
    );
    expect(theirs.json().entries.map((e: { action: string }) => e.action)).toEqual(['role_changed']);
    // Who may: the log's own rule.
    expect(
      (await call(cookies.acmeMember!, 'GET', `/api/audit/people?enterpriseId=${acme}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(cookies.globexOwner!, 'GET', `/api/audit/people?enterpriseId=${acme}`)).statusCode,
    ).toBe(404);
    expect((await call(cookies.acmeOwner!, 'GET', '/api/audit/people')).statusCode).toBe(400);
    expect((await call(cookies.acmeOwner!, 'GET', '/api/audit/people?enterpriseId=abc')).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/audit/people?enterpriseId=${acme}` })).statusCode,
    ).toBe(401);
  });

  it('exports CSV for an owner; refuses a member', async () => {
    const res = await call(cookies.acmeOwner!, 'GET', `/api/audit.csv?enterpriseId=${acme}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('role_changed');
    expect(res.body.split('\r\n')[0]).toContain('Action');
    expect((await call(cookies.acmeMember!, 'GET', `/api/audit.csv?enterpriseId=${acme}`)).statusCode).toBe(
      403,
    );
  });

  it('the database refuses to change, delete or truncate an entry', async () => {
    const [entry] = await t.ctx.db.select().from(auditEvents).limit(1);
    await expect(
      t.ctx.db.update(auditEvents).set({ action: 'nothing' }).where(eq(auditEvents.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.ctx.db.delete(auditEvents).where(eq(auditEvents.id, entry!.id))).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const [again] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.id, entry!.id));
    expect(again!.action).toBe(entry!.action);
  });
});
