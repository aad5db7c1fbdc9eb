import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedDemo } from '../../../seed/demo.ts';
import { DEMO, loginAs } from '../../../test/factories.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import { auditEvents, sessions, users } from '../../../db/schema/index.ts';
import { readCounter } from '../../../platform/rate-limits.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/schemas/two-factor.ts';
import { ENROL_FIRST } from '../../../plugins/auth.ts';
import { KEY_FILE } from './secret-box.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
});
afterAll(async () => t?.close());

/** The code an authenticator app shows `offsetS` seconds from now. */
const codeAt = (secret: string, offsetS = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetS * 1000,
  });

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const sidOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'sid');
  return c ? `sid=${c.value}` : undefined;
};
const login = (identifier: string, password = DEMO_PASSWORD) => post('/api/login', { identifier, password });

/** Turns two-factor on for a signed-in user with a code of the current step: the secret and codes. */
async function enrol(cookie: string) {
  const setup = await post('/api/account/two-factor/setup', {}, cookie);
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qrCode } = setup.json();
  const confirm = await post('/api/account/two-factor/confirm', { code: codeAt(secret) }, cookie);
  expect(confirm.statusCode).toBe(200);
  return { secret, uri, qrCode, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/** Password, then code: the session cookie, or the failed answer. */
async function signInWithCode(identifier: string, code: string) {
  const first = await login(identifier);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ twoFactor: 'required' });
  return post('/api/login/two-factor', { challenge: first.json().challenge, code });
}

describe('turning two-factor on', () => {
  it('answers an otpauth URI with the provider as issuer, a QR code and the secret; a code confirms it and ten recovery codes come once', async () => {
    const cookie = await loginAs(t.app, DEMO.acmeMember);
    const setup = await post('/api/account/two-factor/setup', {}, cookie);
    const { secret, uri, qrCode } = setup.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Studio:member%40acme\.test\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Studio');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not on until confirmed; a wrong code does not confirm it.
    expect((await get('/api/account/two-factor', cookie)).json()).toMatchObject({ enabled: false });
    const wrong = await post('/api/account/two-factor/confirm', { code: '000000' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);

    const confirm = await post('/api/account/two-factor/confirm', { code: codeAt(secret) }, cookie);
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await get('/api/account/two-factor', cookie)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // The secret is stored encrypted (not the base32 text), with the key generated in the data folder.
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.acmeMember));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);
    expect(fs.existsSync(path.join(t.ctx.env.dataDir, KEY_FILE))).toBe(true);
    // Once on, a new setup is refused (turn it off first).
    expect((await post('/api/account/two-factor/setup', {}, cookie)).statusCode).toBe(409);
    // Turned off again with a recovery code (the sign-in is the password alone again).
    expect((await post('/api/account/two-factor/disable', { code: codes[9] }, cookie)).statusCode).toBe(200);
    expect(sidOf(await login(DEMO.acmeMember))).toBeDefined();
  });
});

describe('signing in with two-factor on', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    const cookie = await loginAs(t.app, DEMO.acmeOwner);
    ({ secret, recoveryCodes } = await enrol(cookie));
  });

  it('the password step alone gives no session and reaches no data', async () => {
    const res = await login(DEMO.acmeOwner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'twoFactor']);
    expect(body.twoFactor).toBe('required');
    expect(sidOf(res)).toBeUndefined();
    // The challenge is no session: sent as one, it reaches nothing.
    const asCookie = `sid=${body.challenge}`;
    expect((await get('/api/me', asCookie)).statusCode).toBe(401);
    expect((await get('/api/service-requests', asCookie)).statusCode).toBe(401);
    expect((await get('/api/session', asCookie)).json()).toEqual({ session: null });
  });

  it('a correct code signs in; the same code again is refused', async () => {
    const code = codeAt(secret, 30);
    const res = await signInWithCode(DEMO.acmeOwner, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO.acmeOwner);
    const cookie = sidOf(res)!;
    expect((await get('/api/me', cookie)).statusCode).toBe(200);

    const replay = await signInWithCode(DEMO.acmeOwner, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect(sidOf(replay)).toBeUndefined();
  });

  it('a recovery code works once', async () => {
    const code = recoveryCodes[3]!;
    const first = await signInWithCode(DEMO.acmeOwner, code.toUpperCase());
    expect(first.statusCode).toBe(200);
    const cookie = sidOf(first)!;
    expect((await get('/api/account/two-factor', cookie)).json().recoveryCodesLeft).toBe(9);
    const again = await signInWithCode(DEMO.acmeOwner, code);
    expect(again.statusCode).toBe(401);
  });

  it('a challenge is single use', async () => {
    const first = await login(DEMO.acmeOwner);
    const { challenge } = first.json();
    const ok = await post('/api/login/two-factor', { challenge, code: recoveryCodes[4] });
    expect(ok.statusCode).toBe(200);
    const again = await post('/api/login/two-factor', { challenge, code: recoveryCodes[5] });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  // Last of this block: it leaves the account's code attempts waiting.
  it('wrong codes are refused and counted by the sign-in throttle', async () => {
    const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.acmeOwner));
    const key = `login:account:u:${owner!.id}:code`;
    const before = (await readCounter(t.ctx.db, key)).count;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // The password again each time: a correct password does not clear the count of wrong codes.
      const { challenge } = (await login(DEMO.acmeOwner)).json();
      statuses.push((await post('/api/login/two-factor', { challenge, code: '123456' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await readCounter(t.ctx.db, key)).count - before).toBe(3);
  });
});

describe('turning two-factor off', () => {
  it('with a code, or the password', async () => {
    const cookie = await loginAs(t.app, DEMO.globexOwner);
    await enrol(cookie);
    const wrong = await post('/api/account/two-factor/disable', { password: 'not-it' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect((await get('/api/account/two-factor', cookie)).json().enabled).toBe(true);
    const off = await post('/api/account/two-factor/disable', { password: DEMO_PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    expect((await get('/api/account/two-factor', cookie)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // Signing in is the password again.
    expect(sidOf(await login(DEMO.globexOwner))).toBeDefined();

    const cookie2 = await loginAs(t.app, DEMO.globexOwner);
    const { secret } = await enrol(cookie2);
    const badCode = await post('/api/account/two-factor/disable', { code: '000000' }, cookie2);
    expect(badCode.statusCode).toBe(400);
    const byCode = await post('/api/account/two-factor/disable', { code: codeAt(secret, 30) }, cookie2);
    expect(byCode.statusCode).toBe(200);
    expect((await get('/api/account/two-factor', cookie2)).json().enabled).toBe(false);
  });
});

describe('required two-factor', () => {
  it('an owner requires it of their enterprise; a person who has not enrolled can only enrol, then signs in', async () => {
    const ownerCookie = await loginAs(t.app, DEMO.globexOwner);
    const enterpriseId = (await get('/api/me', ownerCookie)).json().enterprises[0].id as number;
    const put = (cookie: string, required: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/enterprises/${enterpriseId}/two-factor`,
        payload: { required },
        headers: { cookie },
      });
    // Only an owner of that enterprise (or staff) may require it.
    expect((await put(await loginAs(t.app, DEMO.acmeMember), true)).statusCode).toBe(403);
    expect(
      (await get(`/api/enterprises/${enterpriseId}/two-factor`, await loginAs(t.app, DEMO.acmeMember)))
        .statusCode,
    ).toBe(403);
    expect((await put(await loginAs(t.app, DEMO.designer), false)).statusCode).toBe(200);
    expect((await put(ownerCookie, true)).statusCode).toBe(200);
    const people = (await get(`/api/enterprises/${enterpriseId}/two-factor`, ownerCookie)).json();
    expect(people.required).toBe(true);
    expect(people.people).toContainEqual(
      expect.objectContaining({ email: DEMO.globexOwner, enabled: false }),
    );

    // Next sign-in: a session good for enrolment only.
    const res = await login(DEMO.globexOwner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactor: 'enroll' });
    const cookie = sidOf(res)!;
    for (const url of [
      '/api/me',
      '/api/service-requests',
      '/api/notifications/unread-count',
      `/api/enterprises/${enterpriseId}/two-factor`,
    ]) {
      const refused = await get(url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe(ENROL_FIRST);
    }
    expect(
      (await post('/api/account/two-factor/disable', { password: DEMO_PASSWORD }, cookie)).statusCode,
    ).toBe(403);
    expect((await get('/api/session', cookie)).json()).toEqual({ session: null });
    expect((await get('/api/account/two-factor', cookie)).json()).toMatchObject({
      enabled: false,
      required: true,
      requiredBy: 'enterprise',
      enrolmentOnly: true,
    });
    const { secret } = await enrol(cookie);
    // Enrolled: the same session is now a full one.
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    expect((await get('/api/session', cookie)).json().session.user.email).toBe(DEMO.globexOwner);
    // Cannot be turned off while required.
    const off = await post('/api/account/two-factor/disable', { code: codeAt(secret, 30) }, cookie);
    expect(off.statusCode).toBe(409);
    expect((await login(DEMO.globexOwner)).json().twoFactor).toBe('required');
  });

  it('staff require it of every staff account; sign-out works from an enrolment-only session', async () => {
    const staff = await loginAs(t.app, DEMO.staff);
    const put = (cookie: string, required: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/two-factor/staff-requirement',
        payload: { required },
        headers: { cookie },
      });
    expect((await put(staff, true)).statusCode).toBe(200);
    const res = await login(DEMO.designer);
    expect(res.json()).toEqual({ twoFactor: 'enroll' });
    expect((await get('/api/account/two-factor', sidOf(res))).json().requiredBy).toBe('staff');
    expect((await post('/api/logout', {}, sidOf(res))).statusCode).toBe(200);
    expect((await get('/api/account/two-factor', sidOf(res))).statusCode).toBe(401);
    expect((await put(staff, false)).statusCode).toBe(200);
    expect(sidOf(await login(DEMO.designer))).toBeDefined();
  });
});

describe('staff reset', () => {
  it("turns a person's second factor off and records who did it, to whom and when", async () => {
    const [target] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.globexOwner));
    const [staffRow] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.staff));
    // globexOwner enrolled above, under the enterprise's rule.
    expect((await login(DEMO.globexOwner)).json().twoFactor).toBe('required');
    const customer = await loginAs(t.app, DEMO.acmeMember);
    expect((await post(`/api/users/${target!.id}/two-factor/reset`, {}, customer)).statusCode).toBe(403);

    // A session opened before (on the lost phone, say) ends with the reset.
    await t.ctx.db.insert(sessions).values({
      tokenHash: `lost-phone-${Date.now()}`,
      userId: target!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const staff = await loginAs(t.app, DEMO.staff);
    const reset = await post(`/api/users/${target!.id}/two-factor/reset`, {}, staff);
    expect(reset.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, target!.id))).toEqual([]);
    const events = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'two_factor.reset'), eq(auditEvents.targetUserId, target!.id)));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(staffRow!.id);
    expect((events[0]!.details as { sessionsEnded: number }).sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(Date.now() - events[0]!.at.getTime()).toBeLessThan(60_000);
    // Off: the enterprise still requires it, so the next sign-in enrols again.
    expect((await login(DEMO.globexOwner)).json()).toEqual({ twoFactor: 'enroll' });
  });
});
