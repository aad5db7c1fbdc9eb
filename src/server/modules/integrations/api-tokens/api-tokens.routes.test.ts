import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedDemo } from '../../../seed/demo.ts';
import { DEMO, loginAs } from '../../../test/factories.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import { apiTokens, auditEvents, companies, requestTypes, users } from '../../../db/schema/index.ts';
import { API_TOKEN_MESSAGES, API_TOKENS_MAX } from '#shared/schemas/api-tokens.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/schemas/two-factor.ts';

/**
 * Personal API tokens (issue 29) on a real database: a token acts with exactly its user's rights and
 * no more (read-only tokens cannot write, no token reaches the account), skips the same-origin check
 * that guards cookies, is judged alone when a cookie comes with it, is rate-limited per token, and
 * stops at once when revoked or expired.
 */

const RATE = 40;
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: String(RATE) });
  await seedDemo(t.ctx);
  for (const key of ['staff', 'acmeOwner', 'acmeMember', 'globexOwner'] as const) {
    cookies[key] = await loginAs(t.app, DEMO[key]);
  }
}, 120_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const withCookie = (cookie: string, method: Method, url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
const withToken = (token: string, method: Method, url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

async function newToken(cookie: string, access: 'read' | 'write' = 'write', name = 'Script') {
  const res = await withCookie(cookie, 'POST', '/api/account/api-tokens', {
    name,
    access,
    expiresInDays: 30,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; token: string; prefix: string; access: string };
}

async function draftBody() {
  const [type] = await t.ctx.db
    .select({ id: requestTypes.id })
    .from(requestTypes)
    .where(eq(requestTypes.name, 'Website bug fix'));
  const [company] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
  const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.acmeOwner));
  return {
    data: {
      title: `Token draft ${Date.now()}`,
      serviceRequestType: type!.id,
      company: company!.id,
      content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
      assignees: [owner!.id],
    },
  };
}

const countRequests = async () =>
  Number(
    (
      (await t.ctx.db.execute(sql`select count(*)::int as n from service_requests`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('creating, listing and revoking', () => {
  it('shows the token once, lists it without it, audits both; another person’s token is a 404', async () => {
    const created = await newToken(cookies.acmeOwner!, 'read', 'Reporting');
    expect(created.token).toMatch(/^cdk_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 12));
    const list = (await withCookie(cookies.acmeOwner!, 'GET', '/api/account/api-tokens')).json().data;
    const listed = list.find((x: { id: number }) => x.id === created.id);
    expect(listed).toMatchObject({ name: 'Reporting', access: 'read', state: 'active', lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.token);
    const [stored] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(stored!.tokenHash).not.toContain(created.token);

    expect(
      (await withCookie(cookies.globexOwner!, 'DELETE', `/api/account/api-tokens/${created.id}`)).statusCode,
    ).toBe(404);
    const revoked = await withCookie(cookies.acmeOwner!, 'DELETE', `/api/account/api-tokens/${created.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.state).toBe('revoked');
    const actions = (await t.ctx.db.select().from(auditEvents)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['api_token_created', 'api_token_revoked']));
  });

  it('refuses bad input and a token past the limit, changing nothing', async () => {
    const before = (await t.ctx.db.select().from(apiTokens)).length;
    for (const body of [
      { name: '', access: 'read', expiresInDays: 30 },
      { name: 'x', access: 'admin', expiresInDays: 30 },
      { name: 'x', access: 'read', expiresInDays: 5 },
      { name: 'x'.repeat(81), access: 'read', expiresInDays: 30 },
    ]) {
      expect(
        (await withCookie(cookies.acmeMember!, 'POST', '/api/account/api-tokens', body)).statusCode,
      ).toBe(400);
    }
    expect((await t.ctx.db.select().from(apiTokens)).length).toBe(before);
    for (let i = 0; i < API_TOKENS_MAX; i++) await newToken(cookies.acmeMember!, 'read', `T${i}`);
    const over = await withCookie(cookies.acmeMember!, 'POST', '/api/account/api-tokens', {
      name: 'One more',
      access: 'read',
      expiresInDays: 7,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(API_TOKEN_MESSAGES.tooMany);
    // A revoked one makes room again.
    const first = (await withCookie(cookies.acmeMember!, 'GET', '/api/account/api-tokens')).json().data;
    for (const x of first) await withCookie(cookies.acmeMember!, 'DELETE', `/api/account/api-tokens/${x.id}`);
    await newToken(cookies.acmeMember!, 'read', 'After the clean-up');
  });

  it('nobody signed in gets 401', async () => {
    expect((await t.app.inject({ url: '/api/account/api-tokens' })).statusCode).toBe(401);
  });
});

describe('calling the API with a token', () => {
  it('acts with exactly its user’s rights: their enterprise’s requests, not another’s, no staff routes', async () => {
    const { token } = await newToken(cookies.acmeOwner!);
    const me = await withToken(token, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(DEMO.acmeOwner);
    const mine = await withToken(token, 'GET', '/api/service-requests?pageSize=100');
    expect(mine.statusCode).toBe(200);
    const names = new Set(
      mine.json().data.map((r: { company: { enterprise: { name: string } } }) => r.company.enterprise.name),
    );
    expect([...names]).toEqual(['Acme Holdings']);
    const globexToken = (await newToken(cookies.globexOwner!)).token;
    const theirs = (await withToken(globexToken, 'GET', '/api/service-requests?pageSize=1')).json().data[0];
    expect((await withToken(token, 'GET', `/api/service-requests/${theirs.id}`)).statusCode).toBe(404);
    expect((await withToken(token, 'GET', '/api/catalogue')).statusCode).toBe(403);
  });

  it('a read-and-write token saves a draft without an Origin check; a cookie from another origin is refused', async () => {
    const { token } = await newToken(cookies.acmeOwner!);
    const evil = { origin: 'https://evil.example' };
    const saved = await withToken(token, 'PUT', '/api/service-requests', await draftBody(), evil);
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await withCookie(
      cookies.acmeOwner!,
      'PUT',
      '/api/service-requests',
      await draftBody(),
      evil,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('a read-only token reads but cannot write: 403, nothing written', async () => {
    const { token } = await newToken(cookies.acmeOwner!, 'read');
    expect((await withToken(token, 'GET', '/api/service-requests')).statusCode).toBe(200);
    const before = await countRequests();
    const res = await withToken(token, 'PUT', '/api/service-requests', await draftBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(API_TOKEN_MESSAGES.readOnly);
    expect(await countRequests()).toBe(before);
  });

  it('a read-only token reads what the API lists by POST (notifications, users by id), and still marks nothing read', async () => {
    const { token } = await newToken(cookies.acmeOwner!, 'read');
    const list = await withToken(token, 'POST', '/api/notifications?limit=10', {});
    expect(list.statusCode, list.body).toBe(200);
    expect(Array.isArray(list.json().data)).toBe(true);
    const [me] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.acmeOwner));
    const batch = await withToken(token, 'POST', '/api/users/batch', { userIds: [me!.id] });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().map((u: { email: string }) => u.email)).toEqual([DEMO.acmeOwner]);
    // Marking read is a change: still refused.
    const mark = await withToken(token, 'POST', '/api/notifications/markAllAsRead', {});
    expect(mark.statusCode).toBe(403);
    expect(mark.json().error.message).toBe(API_TOKEN_MESSAGES.readOnly);
    const staffToken = (await newToken(cookies.staff!, 'read')).token;
    const lookup = await withToken(staffToken, 'POST', '/api/user/heybossMember', {});
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data.length).toBeGreaterThan(0);
  });

  it('never reaches the account itself, whatever its access', async () => {
    const { token } = await newToken(cookies.acmeOwner!);
    for (const [method, url] of [
      ['GET', '/api/account/api-tokens'],
      ['POST', '/api/account/api-tokens'],
      ['PATCH', '/api/account/profile'],
      ['POST', '/api/account/password'],
      ['GET', '/api/account/sessions'],
      ['POST', '/api/logout'],
    ] as const) {
      const res = await withToken(token, method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe(API_TOKEN_MESSAGES.noTokenManagement);
    }
    // The router decodes the path: a spelling of the same route is the same route.
    for (const url of [
      '/api/%61ccount/api-tokens',
      '/api/account/api-tokens?x=1',
      '/api/account/api-tokens/',
    ]) {
      const res = await withToken(token, 'GET', url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('"prefix"');
    }
  });

  it('is judged alone when a cookie comes with it', async () => {
    const { token } = await newToken(cookies.acmeMember!, 'read');
    const res = await withToken(token, 'GET', '/api/me', undefined, { cookie: cookies.staff! });
    expect(res.json().user.email).toBe(DEMO.acmeMember);
  });

  it('stops at once when revoked or expired, or when its person is deactivated; garbage is a 401', async () => {
    const revoked = await newToken(cookies.acmeMember!, 'read');
    expect((await withToken(revoked.token, 'GET', '/api/me')).statusCode).toBe(200);
    await withCookie(cookies.acmeMember!, 'DELETE', `/api/account/api-tokens/${revoked.id}`);
    const res = await withToken(revoked.token, 'GET', '/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(API_TOKEN_MESSAGES.invalid);

    const expired = await newToken(cookies.acmeMember!, 'read');
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    expect((await withToken(expired.token, 'GET', '/api/me')).statusCode).toBe(401);
    const listed = (await withCookie(cookies.acmeMember!, 'GET', '/api/account/api-tokens')).json().data;
    expect(listed.find((x: { id: number }) => x.id === expired.id).state).toBe('expired');

    for (const header of ['Bearer', 'Bearer cdk_nope', `Bearer ${revoked.token}x`]) {
      const r = await t.app.inject({ url: '/api/me', headers: { authorization: header } });
      expect(r.statusCode, header).toBe(401);
    }

    const staffToken = await newToken(cookies.staff!, 'read');
    expect((await withToken(staffToken.token, 'GET', '/api/me')).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, DEMO.staff));
    try {
      expect((await withToken(staffToken.token, 'GET', '/api/me')).statusCode).toBe(401);
    } finally {
      await t.ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.email, DEMO.staff));
    }
  });

  it('ends with a password change, as sessions do (a token minted from a stolen session does not outlive it)', async () => {
    const cookie = await loginAs(t.app, DEMO.globexOwner);
    const { token } = await newToken(cookie, 'read');
    expect((await withToken(token, 'GET', '/api/me')).statusCode).toBe(200);
    const changed = await withCookie(cookie, 'POST', '/api/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Granite-Orchard-Velvet-73!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await withToken(token, 'GET', '/api/me')).statusCode).toBe(401);
    const listed = (await withCookie(cookie, 'GET', '/api/account/api-tokens')).json().data;
    expect(listed.every((x: { state: string }) => x.state !== 'active')).toBe(true);
  });

  it('does nothing while its person must turn two-factor on and has not, even for a rule turned on after it was made', async () => {
    const [acme] = await t.ctx.db
      .select({ id: companies.enterpriseId })
      .from(companies)
      .where(eq(companies.name, 'Acme Foods'));
    const member = await newToken(cookies.acmeMember!, 'read');
    const staff = await newToken(cookies.staff!, 'read');
    expect((await withToken(member.token, 'GET', '/api/me')).statusCode).toBe(200);
    const rule = (required: boolean) =>
      withCookie(cookies.acmeOwner!, 'PUT', `/api/enterprises/${acme!.id}/two-factor`, { required });
    const enrolled = (email: string, on: boolean) =>
      t.ctx.db
        .update(users)
        .set({ totpEnabledAt: on ? new Date() : null })
        .where(eq(users.email, email));
    expect((await rule(true)).statusCode).toBe(200);
    try {
      const refused = await withToken(member.token, 'GET', '/api/me');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        message: TWO_FACTOR_MESSAGES.enrolFirst,
        details: { twoFactor: 'enroll' },
      });
      // Staff are not held by an enterprise's rule.
      expect((await withToken(staff.token, 'GET', '/api/me')).statusCode).toBe(200);
      // Turned on, the token works again.
      await enrolled(DEMO.acmeMember, true);
      expect((await withToken(member.token, 'GET', '/api/me')).statusCode).toBe(200);
      await enrolled(DEMO.acmeMember, false);
      expect((await withToken(member.token, 'GET', '/api/me')).statusCode).toBe(403);
    } finally {
      await enrolled(DEMO.acmeMember, false);
      expect((await rule(false)).statusCode).toBe(200);
    }
    // The rule lifted: it works as before.
    expect((await withToken(member.token, 'GET', '/api/me')).statusCode).toBe(200);

    // Staff's rule holds staff tokens the same way, and nobody else's.
    const staffRule = (required: boolean) =>
      withCookie(cookies.staff!, 'PUT', '/api/two-factor/staff-requirement', { required });
    expect((await staffRule(true)).statusCode).toBe(200);
    try {
      expect((await withToken(staff.token, 'GET', '/api/me')).statusCode).toBe(403);
      expect((await withToken(member.token, 'GET', '/api/me')).statusCode).toBe(200);
    } finally {
      expect((await staffRule(false)).statusCode).toBe(200);
    }
    expect((await withToken(staff.token, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('records its last use', async () => {
    const { id, token } = await newToken(cookies.acmeOwner!, 'read');
    await withToken(token, 'GET', '/api/me');
    await expect
      .poll(async () => (await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!.lastUsedAt)
      .not.toBeNull();
  });

  it(`is limited to ${RATE} requests a minute per token: the next answers 429, another token goes on`, async () => {
    const a = await newToken(cookies.acmeOwner!, 'read');
    const b = await newToken(cookies.acmeOwner!, 'read');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE; i++) statuses.push((await withToken(a.token, 'GET', '/api/me')).statusCode);
    expect(statuses.slice(0, RATE).every((s) => s === 200)).toBe(true);
    expect(statuses[RATE]).toBe(429);
    expect((await withToken(b.token, 'GET', '/api/me')).statusCode).toBe(200);
  });
});
