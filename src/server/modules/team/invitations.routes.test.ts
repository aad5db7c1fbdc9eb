import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { userId } from '../../test/notify-fixtures.ts';
import {
  auditEvents,
  companies,
  companyMembers,
  emailOutbox,
  enterpriseOwners,
  enterprises,
  teamInvitations,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { INVITATION_MESSAGES, USERNAME_RULE } from '#shared/schemas/invitations.ts';
import { NOT_A_COMPANY } from '#shared/schemas/team.ts';
import { RESENDS_PER_HOUR } from './invitations/shared.ts';

/**
 * Invitations by e-mail (issue 26) on a real database: sending, listing, resending and revoking for an
 * owner, staff, a member (403) and another enterprise's owner (404); bad input changes nothing; the
 * invitee's link is read back from the outbox and accepted (a new account, signed in; or an existing
 * account signed in as the address); expired, revoked, resent, forged and used links are refused.
 */

let t: TestApp;
let acme: number;
let globex: number;
let foods: number;
let apparel: number;
let globexCompany: number;
const cookies: Record<string, string> = {};
let seq = 0;
const PASSWORD = 'Copper-Meadow-Lantern-58!';

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  const ents = await t.ctx.db.select().from(enterprises);
  acme = ents.find((e) => e.name === 'Acme Holdings')!.id;
  globex = ents.find((e) => e.name === 'Globex')!.id;
  const cos = await t.ctx.db.select().from(companies);
  foods = cos.find((c) => c.name === 'Acme Foods')!.id;
  apparel = cos.find((c) => c.name === 'Acme Apparel')!.id;
  globexCompany = cos.find((c) => c.enterpriseId === globex)!.id;
  for (const key of ['staff', 'acmeOwner', 'acmeMember', 'globexOwner'] as const) {
    cookies[key] = await loginAs(t.app, DEMO[key]);
  }
}, 120_000);
afterAll(async () => t?.close());

const fresh = (who = 'guest') => {
  seq += 1;
  return `${who}${seq}.${Date.now().toString(36)}@example.com`;
};

const call = (
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const invite = (
  cookie: string,
  emails: string[],
  body: { companyIds?: number[]; role?: string; enterpriseId?: number } = {},
) =>
  call(cookie, 'POST', `/api/team/${body.enterpriseId ?? acme}/invitations`, {
    emails,
    companyIds: body.companyIds ?? [foods],
    role: body.role ?? 'member',
  });

/** The token of the newest invitation e-mail to an address, from its link (text and HTML agree). */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'team_invitation'), sql`${email} = any(${emailOutbox.to})`))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const match = /\/invitation#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation link in the e-mail to ${email}`);
  expect(mail!.html).toContain(`/invitation#${match[1]}`);
  return match[1]!;
}

const emailsTo = async (email: string) =>
  (
    await t.ctx.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'team_invitation'), sql`${email} = any(${emailOutbox.to})`))
  ).length;

const invitationOf = async (email: string) =>
  (
    await t.ctx.db
      .select()
      .from(teamInvitations)
      .where(eq(sql`lower(${teamInvitations.email})`, email.toLowerCase()))
      .orderBy(desc(teamInvitations.id))
      .limit(1)
  )[0] ?? null;

const auditCount = async () => (await t.ctx.db.select({ id: auditEvents.id }).from(auditEvents)).length;
const invitationCount = async () =>
  (await t.ctx.db.select({ id: teamInvitations.id }).from(teamInvitations)).length;
const outboxCount = async () => (await t.ctx.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;

const lastAudit = async (action: string) =>
  (
    await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, action))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0] ?? null;

const check = (token: string) => call(null, 'POST', '/api/invitations/check', { token });
const accept = (token: string, extra: Record<string, string> = {}) =>
  call(null, 'POST', '/api/invitations/accept', {
    token,
    firstName: 'Ines',
    lastName: 'Vited',
    username: `ines${++seq}x${Date.now().toString(36)}`,
    password: PASSWORD,
    ...extra,
  });

const companiesOf = async (uid: number) =>
  (
    await t.ctx.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, uid))
  )
    .map((r) => r.companyId)
    .sort((a, b) => a - b);

const ownsAcme = async (uid: number) =>
  (
    await t.ctx.db
      .select()
      .from(enterpriseOwners)
      .where(and(eq(enterpriseOwners.enterpriseId, acme), eq(enterpriseOwners.userId, uid)))
  ).length > 0;

/** An account of its own (a member of Globex's company), signed in. */
async function existingAccount() {
  const email = fresh('known');
  const [u] = await t.ctx.db
    .insert(users)
    .values({
      username: `known${++seq}${Date.now().toString(36)}`,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Kim',
      lastName: 'Known',
    })
    .returning();
  await t.ctx.db.insert(companyMembers).values({ companyId: globexCompany, userId: u!.id });
  return { id: u!.id, email, cookie: await loginAs(t.app, email) };
}

describe('sending invitations', () => {
  it('an owner invites several addresses: one e-mail and one audit entry each, listed as pending', async () => {
    const a = fresh();
    const b = fresh();
    const res = await invite(cookies.acmeOwner!, [a, ` ${b} `, a.toUpperCase()], {
      companyIds: [foods, apparel],
      role: 'member',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().invitations as { email: string; companyIds: number[]; state: string }[];
    expect(sent.map((i) => i.email).sort()).toEqual([a, b].sort());
    expect(sent[0]).toMatchObject({ state: 'pending', companyIds: [foods, apparel].sort((x, y) => x - y) });
    expect(await emailsTo(a)).toBe(1);
    expect(await emailsTo(b)).toBe(1);
    const token = await linkTokenFor(a);
    expect(token.length).toBeGreaterThan(40);
    // Only the hash of the token is stored.
    const row = await invitationOf(a);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const entry = await lastAudit('invitation_sent');
    expect(entry).toMatchObject({ actorId: await userId(t.ctx.db, DEMO.acmeOwner), enterpriseId: acme });
    expect(entry!.details).toMatchObject({ role: 'member' });

    const list = await call(cookies.acmeOwner!, 'GET', `/api/team/${acme}/invitations`);
    expect(list.statusCode).toBe(200);
    const mine = (list.json().invitations as { email: string; invitedBy: { name: string } }[]).filter((i) =>
      [a, b].includes(i.email),
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]!.invitedBy.name).toBeTruthy();
  });

  it('staff invite into any enterprise, as an owner', async () => {
    const a = fresh();
    const res = await invite(cookies.staff!, [a], { role: 'owner', companyIds: [apparel] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invitations[0]).toMatchObject({ email: a, role: 'owner' });
    const staffList = await call(cookies.staff!, 'GET', `/api/team/${acme}/invitations`);
    expect(staffList.json().invitations.some((i: { email: string }) => i.email === a)).toBe(true);
  });

  it("a member gets 403, another enterprise's owner 404, nobody signed in 401: nothing written", async () => {
    const before = [await invitationCount(), await auditCount(), await outboxCount()];
    const a = fresh();
    expect((await invite(cookies.acmeMember!, [a])).statusCode).toBe(403);
    expect((await invite(cookies.globexOwner!, [a])).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/team/${acme}/invitations`, { emails: [a] })).statusCode).toBe(401);
    expect((await call(cookies.acmeMember!, 'GET', `/api/team/${acme}/invitations`)).statusCode).toBe(403);
    expect((await call(cookies.globexOwner!, 'GET', `/api/team/${acme}/invitations`)).statusCode).toBe(404);
    expect([await invitationCount(), await auditCount(), await outboxCount()]).toEqual(before);
  });

  it('bad input is refused whole and changes nothing', async () => {
    const before = [await invitationCount(), await auditCount(), await outboxCount()];
    const good = fresh();
    // An invalid address among good ones.
    expect((await invite(cookies.acmeOwner!, [good, 'not-an-address'])).statusCode).toBe(400);
    expect((await invite(cookies.acmeOwner!, [])).statusCode).toBe(400);
    expect((await invite(cookies.acmeOwner!, [good], { role: 'boss' })).statusCode).toBe(400);
    expect((await invite(cookies.acmeOwner!, [good], { companyIds: [] })).statusCode).toBe(400);
    // A company of another enterprise.
    const other = await invite(cookies.acmeOwner!, [good], { companyIds: [foods, globexCompany] });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(NOT_A_COMPANY);
    // A staff address: staff are not customers.
    const staffAddress = `someone@${t.ctx.env.PROVIDER_DOMAIN.replace(/^@/, '')}`;
    const staff = await invite(cookies.acmeOwner!, [good, staffAddress]);
    expect(staff.statusCode).toBe(400);
    expect(staff.json().error.message).toBe(INVITATION_MESSAGES.staffAddress(staffAddress));
    // Already in the team.
    const inTeam = await invite(cookies.acmeOwner!, [good, DEMO.acmeMember.toUpperCase()]);
    expect(inTeam.statusCode).toBe(409);
    expect(inTeam.json().error.message).toBe(INVITATION_MESSAGES.inTeam(DEMO.acmeMember.toUpperCase()));
    expect([await invitationCount(), await auditCount(), await outboxCount()]).toEqual(before);
    expect(await invitationOf(good)).toBeNull();
  });

  it('an address with a pending invitation is a 409 (resend it instead)', async () => {
    const a = fresh();
    expect((await invite(cookies.acmeOwner!, [a])).statusCode).toBe(201);
    const again = await invite(cookies.staff!, [a.toUpperCase()]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INVITATION_MESSAGES.pending(a.toUpperCase()));
    expect(await emailsTo(a)).toBe(1);
  });
});

describe('accepting with a new account', () => {
  it('the link pre-fills the sign-up; accepting makes the account, its memberships, and signs in', async () => {
    const a = fresh();
    expect((await invite(cookies.acmeOwner!, [a], { companyIds: [foods, apparel] })).statusCode).toBe(201);
    const token = await linkTokenFor(a);

    const preview = await check(token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      email: a,
      enterprise: 'Acme Holdings',
      role: 'member',
      hasAccount: false,
    });
    expect(preview.json().companies.sort()).toEqual(['Acme Apparel', 'Acme Foods']);
    expect(preview.json().suggestedUsername).toBe(a.split('@')[0]!.replace(/[^a-z0-9._-]/g, ''));

    const res = await accept(token, { email: 'ignored@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, enterpriseId: acme });
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toBeTruthy();
    const me = await call(`sid=${sid!.value}`, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(a);
    // No second approval: they see Acme Foods' requests at once.
    const requests = await call(`sid=${sid!.value}`, 'GET', `/api/service-requests?companyId=${foods}`);
    expect(requests.statusCode).toBe(200);

    const uid = await userId(t.ctx.db, a);
    expect(await companiesOf(uid)).toEqual([foods, apparel].sort((x, y) => x - y));
    expect(await ownsAcme(uid)).toBe(false);
    const row = await invitationOf(a);
    expect(row).toMatchObject({ acceptedById: uid });
    expect(row!.acceptedAt).not.toBeNull();
    const entry = await lastAudit('invitation_accepted');
    expect(entry).toMatchObject({ actorId: uid, targetUserId: uid, enterpriseId: acme });
    expect(entry!.details).toMatchObject({ newAccount: true, role: 'member' });

    // Gone from the pending list; in the team.
    const list = await call(cookies.acmeOwner!, 'GET', `/api/team/${acme}/invitations`);
    expect(list.json().invitations.some((i: { email: string }) => i.email === a)).toBe(false);
    const team = await call(cookies.acmeOwner!, 'GET', `/api/team/${acme}`);
    expect(team.json().people.some((p: { email: string }) => p.email === a)).toBe(true);
    // An owner's tab that still lists it: revoke says it was accepted, not "not found"; nothing changes.
    const late = await call(cookies.acmeOwner!, 'DELETE', `/api/team/${acme}/invitations/${row!.id}`);
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toBe(INVITATION_MESSAGES.alreadyAccepted(a));
    expect((await invitationOf(a))!.revokedAt).toBeNull();

    // The link works once.
    const twice = await accept(token);
    expect(twice.statusCode).toBe(410);
    expect(twice.json().error.message).toBe(INVITATION_MESSAGES.used);
    expect((await check(token)).statusCode).toBe(410);
  });

  it('role owner makes an owner; two acceptances at once make one account', async () => {
    const a = fresh();
    expect((await invite(cookies.acmeOwner!, [a], { role: 'owner', companyIds: [apparel] })).statusCode).toBe(
      201,
    );
    const token = await linkTokenFor(a);
    const [x, y] = await Promise.all([accept(token), accept(token)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 410]);
    const uid = await userId(t.ctx.db, a);
    expect(await ownsAcme(uid)).toBe(true);
    expect(await companiesOf(uid)).toEqual([apparel]);
    expect((await t.ctx.db.select().from(users).where(eq(users.email, a))).length).toBe(1);
  });

  it('bad sign-up input is a 400 and a taken username a 409; the link still works', async () => {
    const a = fresh();
    await invite(cookies.acmeOwner!, [a]);
    const token = await linkTokenFor(a);
    expect((await accept(token, { password: 'short' })).statusCode).toBe(400);
    const badName = await accept(token, { username: 'a b' });
    expect(badName.statusCode).toBe(400);
    expect(badName.body).toContain(USERNAME_RULE);
    const taken = await accept(token, { username: 'ACME.OWNER.TAKEN' });
    // Not taken yet: make it so, then try.
    expect(taken.statusCode).toBe(200);
    const b = fresh();
    await invite(cookies.acmeOwner!, [b]);
    const again = await accept(await linkTokenFor(b), { username: 'acme.owner.taken' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INVITATION_MESSAGES.usernameTaken);
    expect((await check(await linkTokenFor(b))).statusCode).toBe(200);
  });
});

describe('links that no longer work', () => {
  it('a forged token is a 404', async () => {
    const forged = 'A'.repeat(43);
    const res = await check(forged);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(INVITATION_MESSAGES.notValid);
    expect((await accept(forged)).statusCode).toBe(404);
    expect(
      (await call(cookies.acmeMember!, 'POST', '/api/invitations/join', { token: forged })).statusCode,
    ).toBe(404);
  });

  it('an expired link is a 410 and listed as expired; a resend brings it back with a new link', async () => {
    const a = fresh();
    await invite(cookies.acmeOwner!, [a]);
    const oldToken = await linkTokenFor(a);
    const row = await invitationOf(a);
    await t.ctx.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` as unknown as Date })
      .where(eq(teamInvitations.id, row!.id));
    const expired = await check(oldToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(INVITATION_MESSAGES.expired);
    expect((await accept(oldToken)).statusCode).toBe(410);
    const list = await call(cookies.acmeOwner!, 'GET', `/api/team/${acme}/invitations`);
    expect(list.json().invitations.find((i: { id: number }) => i.id === row!.id).state).toBe('expired');

    const resent = await call(cookies.acmeOwner!, 'POST', `/api/team/${acme}/invitations/${row!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await emailsTo(a)).toBe(2);
    const newToken = await linkTokenFor(a);
    expect(newToken).not.toBe(oldToken);
    // The old link stops working (its hash is gone), the new one works.
    expect((await check(oldToken)).statusCode).toBe(404);
    expect((await check(newToken)).statusCode).toBe(200);
    const entry = await lastAudit('invitation_resent');
    expect(entry).toMatchObject({ enterpriseId: acme });
    expect(entry!.details).toMatchObject({ invitationId: row!.id, email: a });
    expect((await accept(newToken)).statusCode).toBe(200);
  });

  it('inviting an address whose invitation expired replaces it', async () => {
    const a = fresh();
    await invite(cookies.acmeOwner!, [a]);
    const old = await invitationOf(a);
    const oldToken = await linkTokenFor(a);
    await t.ctx.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 day'` as unknown as Date })
      .where(eq(teamInvitations.id, old!.id));
    expect((await invite(cookies.acmeOwner!, [a], { role: 'owner' })).statusCode).toBe(201);
    expect((await check(oldToken)).statusCode).toBe(410);
    expect((await check(await linkTokenFor(a))).json()).toMatchObject({ role: 'owner' });
  });

  it('a revoked link is a 410; revoking writes an audit entry; resend and revoke after that are 404', async () => {
    const a = fresh();
    await invite(cookies.acmeOwner!, [a]);
    const token = await linkTokenFor(a);
    const row = await invitationOf(a);
    const res = await call(cookies.staff!, 'DELETE', `/api/team/${acme}/invitations/${row!.id}`);
    expect(res.statusCode).toBe(200);
    const refused = await check(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.message).toBe(INVITATION_MESSAGES.revoked);
    expect((await accept(token)).statusCode).toBe(410);
    const entry = await lastAudit('invitation_revoked');
    expect(entry).toMatchObject({ actorId: await userId(t.ctx.db, DEMO.staff), enterpriseId: acme });
    expect(entry!.details).toMatchObject({ invitationId: row!.id, email: a });
    // A second tab still showing it: 404, saying it was revoked rather than "not found".
    for (const res of [
      await call(cookies.acmeOwner!, 'DELETE', `/api/team/${acme}/invitations/${row!.id}`),
      await call(cookies.acmeOwner!, 'POST', `/api/team/${acme}/invitations/${row!.id}/resend`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(INVITATION_MESSAGES.alreadyRevoked(a));
    }
    const list = await call(cookies.acmeOwner!, 'GET', `/api/team/${acme}/invitations`);
    expect(list.json().invitations.some((i: { id: number }) => i.id === row!.id)).toBe(false);
    // The address can be invited again.
    expect((await invite(cookies.acmeOwner!, [a])).statusCode).toBe(201);
  });

  it("resend and revoke: a member 403, another enterprise's owner 404, another enterprise's invitation 404", async () => {
    const a = fresh();
    await invite(cookies.acmeOwner!, [a]);
    const row = await invitationOf(a);
    const before = [await auditCount(), await emailsTo(a)];
    const base = `/api/team/${acme}/invitations/${row!.id}`;
    expect((await call(cookies.acmeMember!, 'POST', `${base}/resend`)).statusCode).toBe(403);
    expect((await call(cookies.acmeMember!, 'DELETE', base)).statusCode).toBe(403);
    expect((await call(cookies.globexOwner!, 'POST', `${base}/resend`)).statusCode).toBe(404);
    expect((await call(cookies.globexOwner!, 'DELETE', base)).statusCode).toBe(404);
    // Globex's owner naming their own enterprise with Acme's invitation.
    const globexBase = `/api/team/${globex}/invitations/${row!.id}`;
    expect((await call(cookies.globexOwner!, 'POST', `${globexBase}/resend`)).statusCode).toBe(404);
    expect((await call(cookies.globexOwner!, 'DELETE', globexBase)).statusCode).toBe(404);
    expect([await auditCount(), await emailsTo(a)]).toEqual(before);
    expect((await check(await linkTokenFor(a))).statusCode).toBe(200);
  });

  it('resends of one invitation are limited per hour (429)', async () => {
    const a = fresh();
    await invite(cookies.acmeOwner!, [a]);
    const row = await invitationOf(a);
    const url = `/api/team/${acme}/invitations/${row!.id}/resend`;
    for (let i = 0; i < RESENDS_PER_HOUR; i++) {
      expect((await call(cookies.acmeOwner!, 'POST', url)).statusCode).toBe(200);
    }
    const limited = await call(cookies.acmeOwner!, 'POST', url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(INVITATION_MESSAGES.tooMany);
    expect(await emailsTo(a)).toBe(1 + RESENDS_PER_HOUR);
  });
});

describe('an address that already has an account', () => {
  it('is asked to sign in; another account is refused; signed in as the address, they join', async () => {
    const known = await existingAccount();
    expect(
      (await invite(cookies.acmeOwner!, [known.email], { role: 'owner', companyIds: [apparel] })).statusCode,
    ).toBe(201);
    const token = await linkTokenFor(known.email);
    expect((await check(token)).json()).toMatchObject({ hasAccount: true, suggestedUsername: '' });

    // Signing up again with the address: 409, sign in instead.
    const signup = await accept(token);
    expect(signup.statusCode).toBe(409);
    expect(signup.json().error.message).toBe(INVITATION_MESSAGES.accountExists);
    // Signed in as someone else: 403, nothing changed.
    const other = await call(cookies.acmeMember!, 'POST', '/api/invitations/join', { token });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(INVITATION_MESSAGES.wrongAccount(known.email));
    // Not signed in: 401.
    expect((await call(null, 'POST', '/api/invitations/join', { token })).statusCode).toBe(401);
    expect(await companiesOf(known.id)).toEqual([globexCompany]);

    const joined = await call(known.cookie, 'POST', '/api/invitations/join', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ ok: true, enterpriseId: acme });
    expect(await companiesOf(known.id)).toEqual([apparel, globexCompany].sort((x, y) => x - y));
    expect(await ownsAcme(known.id)).toBe(true);
    // Their open session sees Acme at once (the session cache is dropped by the membership change).
    const me = await call(known.cookie, 'GET', '/api/me');
    expect(me.json().enterprises.map((e: { id: number }) => e.id)).toContain(acme);
    const entry = await lastAudit('invitation_accepted');
    expect(entry).toMatchObject({ actorId: known.id, targetUserId: known.id, enterpriseId: acme });
    expect(entry!.details).toMatchObject({
      newAccount: false,
      before: { role: 'member', companyIds: [] },
      after: { role: 'owner', companyIds: [apparel] },
    });
    // Once.
    expect((await call(known.cookie, 'POST', '/api/invitations/join', { token })).statusCode).toBe(410);
  });
});

describe('an enterprise that requires two-factor sign-in', () => {
  it('signs the new account in for two-factor enrolment only', async () => {
    await t.ctx.db.update(enterprises).set({ requireTwoFactor: true }).where(eq(enterprises.id, acme));
    try {
      const a = fresh();
      expect((await invite(cookies.acmeOwner!, [a])).statusCode).toBe(201);
      const res = await accept(await linkTokenFor(a));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, enterpriseId: acme, twoFactor: 'enroll' });
      const sid = res.cookies.find((c) => c.name === 'sid')!;
      expect((await call(`sid=${sid.value}`, 'GET', '/api/me')).statusCode).toBe(403);
    } finally {
      await t.ctx.db.update(enterprises).set({ requireTwoFactor: false }).where(eq(enterprises.id, acme));
    }
  });
});

describe('invitations of an owner who is no longer one', () => {
  /** A second owner of Acme (in Acme Foods), signed in. */
  async function secondOwner() {
    const email = fresh('owner');
    const [u] = await t.ctx.db
      .insert(users)
      .values({
        username: `owner${++seq}${Date.now().toString(36)}`,
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Otto',
        lastName: 'Owner',
      })
      .returning();
    await t.ctx.db.insert(companyMembers).values({ companyId: foods, userId: u!.id });
    await t.ctx.db.insert(enterpriseOwners).values({ enterpriseId: acme, userId: u!.id, position: 99 + seq });
    return { id: u!.id, cookie: await loginAs(t.app, email) };
  }

  /** Invites one address as `cookie`, answering its link and its row id. */
  async function sentBy(cookie: string, role = 'member') {
    const email = fresh();
    expect((await invite(cookie, [email], { role })).statusCode).toBe(201);
    return { email, token: await linkTokenFor(email), id: (await invitationOf(email))!.id };
  }

  /** The link answers as a revoked one: check, sign-up and join all 410, nothing joined. */
  async function expectWithdrawn(token: string) {
    const checked = await check(token);
    expect(checked.statusCode).toBe(410);
    expect(checked.json().error).toMatchObject({
      message: INVITATION_MESSAGES.revoked,
      details: { link: 'revoked' },
    });
    const users0 = await t.ctx.db.select({ id: users.id }).from(users);
    expect((await accept(token)).statusCode).toBe(410);
    expect((await t.ctx.db.select({ id: users.id }).from(users)).length).toBe(users0.length);
  }

  const revokedEntry = async (invitationId: number) =>
    (
      await t.ctx.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'invitation_revoked'),
            sql`(${auditEvents.details}->>'invitationId')::int = ${invitationId}`,
          ),
        )
    )[0] ?? null;

  it('removing an owner revokes their pending invitations to that enterprise, audited; others stay', async () => {
    const owner = await secondOwner();
    const member = await sentBy(owner.cookie);
    const asOwner = await sentBy(owner.cookie, 'owner');
    const expired = await sentBy(owner.cookie);
    await t.ctx.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 day'` as unknown as Date })
      .where(eq(teamInvitations.id, expired.id));
    const colleague = await sentBy(cookies.acmeOwner!);
    const remover = await userId(t.ctx.db, DEMO.acmeOwner);

    const res = await call(cookies.acmeOwner!, 'DELETE', `/api/team/${acme}/people/${owner.id}`);
    expect(res.statusCode, res.body).toBe(200);

    for (const sent of [member, asOwner]) await expectWithdrawn(sent.token);
    for (const sent of [member, asOwner, expired]) {
      expect(await invitationOf(sent.email)).toMatchObject({ revokedById: remover, acceptedAt: null });
      expect(await revokedEntry(sent.id)).toMatchObject({
        actorId: remover,
        enterpriseId: acme,
        details: { invitationId: sent.id, email: sent.email, reason: 'sender_removed' },
      });
    }
    const list = (await call(cookies.acmeOwner!, 'GET', `/api/team/${acme}/invitations`)).json();
    const listed = list.invitations.map((i: { id: number }) => i.id);
    expect(listed).not.toContain(member.id);
    expect(listed).not.toContain(expired.id);
    // Another owner's invitation is untouched.
    expect((await check(colleague.token)).statusCode).toBe(200);
    expect(await revokedEntry(colleague.id)).toBeNull();
  });

  it('an owner who leaves, or is made a member, has their pending invitations revoked too', async () => {
    const leaver = await secondOwner();
    const left = await sentBy(leaver.cookie);
    const res = await call(leaver.cookie, 'DELETE', `/api/team/${acme}/people/${leaver.id}`);
    expect(res.statusCode, res.body).toBe(200);
    await expectWithdrawn(left.token);
    expect(await revokedEntry(left.id)).toMatchObject({
      actorId: leaver.id,
      details: { reason: 'sender_left' },
    });

    const demoted = await secondOwner();
    const before = await sentBy(demoted.cookie);
    const role = await call(cookies.acmeOwner!, 'PUT', `/api/team/${acme}/people/${demoted.id}/role`, {
      role: 'member',
    });
    expect(role.statusCode, role.body).toBe(200);
    await expectWithdrawn(before.token);
    expect(await revokedEntry(before.id)).toMatchObject({ details: { reason: 'sender_made_member' } });
  });

  it('a link is refused at acceptance when its sender is no longer an owner by any other path', async () => {
    const owner = await secondOwner();
    const sent = await sentBy(owner.cookie);
    const known = await existingAccount();
    const theirs = await sentBy(owner.cookie);
    await t.ctx.db
      .update(teamInvitations)
      .set({ email: known.email })
      .where(eq(teamInvitations.id, theirs.id));
    // Ownership gone without the Team page (by hand, or a path that forgets to revoke).
    await t.ctx.db
      .delete(enterpriseOwners)
      .where(and(eq(enterpriseOwners.enterpriseId, acme), eq(enterpriseOwners.userId, owner.id)));
    await expectWithdrawn(sent.token);
    const joined = await call(known.cookie, 'POST', '/api/invitations/join', { token: theirs.token });
    expect(joined.statusCode).toBe(410);
    expect(await companiesOf(known.id)).toEqual([globexCompany]);
    // Nothing was written by the refusals: the rows are still open.
    expect(await invitationOf(sent.email)).toMatchObject({ revokedAt: null, acceptedAt: null });
    // Staff's invitations stand on the staff account, not on an ownership.
    const bystaff = fresh();
    expect((await invite(cookies.staff!, [bystaff])).statusCode).toBe(201);
    expect((await check(await linkTokenFor(bystaff))).statusCode).toBe(200);
  });

  it('a resend by a current owner renews a link whose sender can no longer invite: they become its sender', async () => {
    const owner = await secondOwner();
    const sent = await sentBy(owner.cookie);
    await t.ctx.db
      .delete(enterpriseOwners)
      .where(and(eq(enterpriseOwners.enterpriseId, acme), eq(enterpriseOwners.userId, owner.id)));
    // (Its link is refused now: the test before shows it; the link checks are rate-limited per address.)
    const resent = await call(cookies.acmeOwner!, 'POST', `/api/team/${acme}/invitations/${sent.id}/resend`);
    expect(resent.statusCode, resent.body).toBeLessThan(300);
    const renewer = await userId(t.ctx.db, DEMO.acmeOwner);
    expect(await invitationOf(sent.email)).toMatchObject({ invitedById: renewer, revokedAt: null });
    expect((await check(await linkTokenFor(sent.email))).statusCode).toBe(200);
    expect((await lastAudit('invitation_resent'))?.details).toMatchObject({
      invitationId: sent.id,
      before: { invitedById: owner.id },
    });
  });

  it("deleting an owner's account revokes their pending invitations", async () => {
    const owner = await secondOwner();
    const sent = await sentBy(owner.cookie);
    const res = await call(owner.cookie, 'POST', '/api/account/delete', { password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectWithdrawn(sent.token);
    expect(await revokedEntry(sent.id)).toMatchObject({
      actorId: owner.id,
      details: { reason: 'sender_deleted' },
    });
  });
});
