import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import {
  accountTokens,
  auditEvents,
  companies,
  companyMembers,
  emailOutbox,
  enterprises,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { hashToken } from '../../plugins/auth.ts';
import {
  RESET_LINK_INVALID,
  RESET_DONE_ENROL,
  RESET_DONE_SIGN_IN,
  RESET_REQUESTED,
  RESET_UNAVAILABLE,
  SAME_PASSWORD,
  TOO_MANY_RESETS,
  WRONG_CURRENT_PASSWORD,
} from '#shared/schemas/account-security.ts';
import { WEAK_PASSWORD } from '#shared/domain/password-strength.ts';
import { LAST_SEEN_EVERY_MS } from '../../plugins/auth.ts';
import { RESET_PER_EMAIL, RESPONSE_FLOOR_MS, requestPasswordReset } from './password-reset.ts';
import { FREE_FAILURES, TOO_MANY_SIGN_INS } from './login-throttle.ts';

/**
 * Forgot password, change password and the sessions list (issue 25), through the real routes on a
 * real database; the e-mails are read back from the outbox.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
}, 60_000);
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Plum-lantern-Orbit-47!';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let addressSeq = 1;
/** Each test asks from its own client address, so the per-address limit counts only its own calls. */
const freshAddress = () => `10.0.${Math.floor(addressSeq / 250)}.${addressSeq++ % 250}`;

const askReset = (email: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email }, remoteAddress });

/** The newest e-mail of a kind to an address, from the outbox. */
async function lastEmail(kind: string, to: string) {
  const [row] = await t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), sql`${to} = any(${emailOutbox.to})`))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row ?? null;
}

const countEmails = async (kind: string) =>
  (await t.ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.kind, kind))).length;

/** The reset token of the newest reset e-mail to an address (from its link). */
async function resetTokenFor(email: string): Promise<string> {
  const mail = await lastEmail('password_reset', email);
  const match = /\/reset-password#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no reset link in the e-mail to ${email}`);
  expect(mail!.html).toContain(`/reset-password#${match[1]}`);
  return match[1]!;
}

const complete = (token: string, password = NEW_PASSWORD, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/complete',
    payload: { token, password },
    headers: { 'user-agent': FIREFOX_WINDOWS, ...(cookie ? { cookie } : {}) },
  });
const check = async (token: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/password-reset/check', payload: { token } })).json()
    .valid as boolean;
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const sidOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error('no session cookie');
  return `sid=${c.value}`;
};

async function setPassword(email: string, password: string) {
  const { hashPassword } = await import('./passwords.ts');
  await t.ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.email, email));
}

describe('forgot password', () => {
  it('answers the same sentence, status and shape whether or not an account uses the address, never faster than the floor', async () => {
    const before = await countEmails('password_reset');
    const started = Date.now();
    const known = await askReset(DEMO.globexOwner);
    const knownMs = Date.now() - started;
    const started2 = Date.now();
    const unknown = await askReset('nobody-here@globex.test');
    const unknownMs = Date.now() - started2;
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true, message: RESET_REQUESTED });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(knownMs).toBeGreaterThanOrEqual(RESPONSE_FLOOR_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(RESPONSE_FLOOR_MS - 5);
    // One e-mail, to the account only; the token is stored only as its hash.
    expect(await countEmails('password_reset')).toBe(before + 1);
    const token = await resetTokenFor(DEMO.globexOwner);
    const stored = await t.ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'password_reset'));
    expect(stored.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
    const row = stored.find((r) => r.tokenHash === hashToken(token))!;
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });

  it('a link works once: the password changes, every session ends, and the browser is signed in', async () => {
    const email = DEMO.acmeMember;
    const old1 = await loginAs(t.app, email);
    const old2 = await loginAs(t.app, email);
    expect((await me(old1)).statusCode).toBe(200);
    expect((await askReset(email)).statusCode).toBe(200);
    const token = await resetTokenFor(email);
    expect(await check(token)).toBe(true);

    const done = await complete(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ok: true, signedIn: true });
    const fresh = sidOf(done);
    // The old sessions are gone at once (the session cache too); the new one works.
    expect((await me(old1)).statusCode).toBe(401);
    expect((await me(old2)).statusCode).toBe(401);
    expect((await me(fresh)).json().user.email).toBe(email);
    // The new password signs in, the old one does not.
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: email, password: DEMO_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    await loginAs(t.app, email, NEW_PASSWORD);
    // A notice went to the account; the reset is in the audit log.
    expect((await lastEmail('password_changed', email))?.subject).toMatch(/password was reset/);
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'password_reset'));
    expect(audit.length).toBeGreaterThan(0);

    // Used twice: refused with the clear message, nothing changes.
    expect(await check(token)).toBe(false);
    const again = await complete(token, 'Another-Quiet-Harbour-93!');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(RESET_LINK_INVALID);
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    await loginAs(t.app, email, NEW_PASSWORD);
    await setPassword(email, DEMO_PASSWORD);
  });

  it('with two-factor sign-in on, the link changes the password but does not sign in', async () => {
    const email = DEMO.globexOwner;
    const session = await loginAs(t.app, email);
    await t.ctx.db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.email, email));
    try {
      await askReset(email);
      const done = await complete(await resetTokenFor(email));
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ ok: true, signedIn: false, message: RESET_DONE_SIGN_IN });
      expect(done.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect((await me(session)).statusCode).toBe(401);
    } finally {
      await t.ctx.db.update(users).set({ totpEnabledAt: null }).where(eq(users.email, email));
      await setPassword(email, DEMO_PASSWORD);
    }
  });

  it('an expired link and a tampered one are refused, and change nothing', async () => {
    const email = DEMO.designer;
    const session = await loginAs(t.app, email);
    await askReset(email);
    const token = await resetTokenFor(email);

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await check(tampered)).toBe(false);
    const refusedTampered = await complete(tampered);
    expect(refusedTampered.statusCode).toBe(400);
    expect(refusedTampered.json().error.message).toBe(RESET_LINK_INVALID);
    expect(await check('')).toBe(false);

    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` as unknown as Date })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(await check(token)).toBe(false);
    const expired = await complete(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(RESET_LINK_INVALID);
    // Nothing changed: the old password and the session hold.
    expect((await me(session)).statusCode).toBe(200);
    await loginAs(t.app, email);
  });

  it('a weak new password is refused with the strength rule, and the link stays usable', async () => {
    const email = DEMO.staff;
    await askReset(email);
    const token = await resetTokenFor(email);
    const weak = await complete(token, 'Password1!');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(WEAK_PASSWORD);
    expect(await check(token)).toBe(true);
  });

  it('is limited per e-mail (known or not alike) without slowing the real sign-in', async () => {
    const email = DEMO.acmeOwner;
    const answers = [];
    for (let i = 0; i < RESET_PER_EMAIL + 1; i++) answers.push(await askReset(email));
    expect(answers.slice(0, RESET_PER_EMAIL).every((a) => a.statusCode === 200)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_RESETS);
    // The unknown address is limited the same way.
    const unknown = [];
    for (let i = 0; i < RESET_PER_EMAIL + 1; i++) unknown.push(await askReset('ghost@acme.test'));
    expect(unknown.map((a) => a.statusCode)).toEqual(answers.map((a) => a.statusCode));
    expect(unknown.at(-1)!.body).toBe(refused.body);
    // The owner still signs in.
    await loginAs(t.app, email);
  });

  it('with e-mail turned off, says so to everyone (no link could reach anyone)', async () => {
    const off = { ...t.ctx, env: { ...t.ctx.env, EMAIL_ENABLED: false } };
    await expect(requestPasswordReset(off, { email: DEMO.globexOwner }, freshAddress())).rejects.toThrow(
      RESET_UNAVAILABLE,
    );
    await expect(requestPasswordReset(off, { email: 'ghost@globex.test' }, freshAddress())).rejects.toThrow(
      RESET_UNAVAILABLE,
    );
  });

  it('is limited per client address', async () => {
    const address = freshAddress();
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await askReset(`someone${i}@example.test`, address)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('change password', () => {
  const email = DEMO.globexOwner;
  const change = (cookie: string, currentPassword: string, newPassword: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword, newPassword },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a wrong current password is refused and changes nothing; a weak or same new password too', async () => {
    const cookie = await loginAs(t.app, email);
    const other = await loginAs(t.app, email);
    const wrong = await change(cookie, 'Not-my-password-1!', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(WRONG_CURRENT_PASSWORD);
    const weak = await change(cookie, DEMO_PASSWORD, 'Password1!');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(WEAK_PASSWORD);
    const same = await change(cookie, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(SAME_PASSWORD);
    expect((await me(other)).statusCode).toBe(200);
    await loginAs(t.app, email);
  });

  it('ends every other session (its next call is 401) while this one works, and sends a notice', async () => {
    const current = await loginAs(t.app, email);
    const other = await loginAs(t.app, email);
    const res = await change(current, DEMO_PASSWORD, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, endedSessions: expect.any(Number) });
    expect(res.json().endedSessions).toBeGreaterThanOrEqual(1);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    await loginAs(t.app, email, NEW_PASSWORD);
    expect((await lastEmail('password_changed', email))?.subject).toMatch(/password was changed/);
    await setPassword(email, DEMO_PASSWORD);
  });

  it('counts wrong current passwords in the sign-in throttle, so a session cannot be used to guess', async () => {
    const cookie = await loginAs(t.app, DEMO.acmeOwner);
    const address = freshAddress();
    const codes = [];
    for (let i = 0; i < FREE_FAILURES + 1; i++) {
      codes.push((await change(cookie, `Wrong-guess-${i}-Zebra!`, NEW_PASSWORD, address)).statusCode);
    }
    expect(codes.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(400));
    const throttled = await change(cookie, DEMO_PASSWORD, NEW_PASSWORD, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.message).toBe(TOO_MANY_SIGN_INS);
    // The owner signs in from a clean address all the same.
    await loginAs(t.app, DEMO.acmeOwner);
  });
});

describe('sessions', () => {
  const email = DEMO.acmeMember;
  const loginWith = async (userAgent: string, remoteAddress: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: email, password: DEMO_PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    return sidOf(res);
  };
  const list = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().sessions as {
      id: string;
      browser: string;
      os: string;
      address: string | null;
      createdAt: string;
      lastSeenAt: string;
      current: boolean;
    }[];
  };

  it('lists the sessions with browser, system, address and times, this device first', async () => {
    await t.ctx.db
      .delete(sessions)
      .where(sql`${sessions.userId} = (select id from users where email = ${email})`);
    const mac = await loginWith(CHROME_MAC, '203.0.113.7');
    await loginWith(FIREFOX_WINDOWS, '198.51.100.20');
    const rows = await list(mac);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ current: true, browser: 'Chrome 131', address: '203.0.113.7' });
    expect(rows[0]!.os).toMatch(/^macOS/);
    expect(rows[1]).toMatchObject({
      current: false,
      browser: 'Firefox 133',
      os: 'Windows 10',
      address: '198.51.100.20',
    });
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{16}$/);
    // Never the token's hash.
    const hashes = (await t.ctx.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h);
    expect(hashes).not.toContain(rows[1]!.id);
    expect(new Date(rows[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records last activity at most every five minutes', async () => {
    const past = new Date(Date.now() - LAST_SEEN_EVERY_MS - 60_000);
    const seenAt = async (hash: string) =>
      (await t.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hash)))[0]!.lastSeenAt.getTime();
    // A session this instance already knows as seen just now: no write for five minutes.
    const known = await loginWith(CHROME_MAC, '203.0.113.8');
    const knownHash = hashToken(known.slice('sid='.length));
    await me(known);
    await t.ctx.db.update(sessions).set({ lastSeenAt: past }).where(eq(sessions.tokenHash, knownHash));
    await me(known);
    expect(await seenAt(knownHash)).toBe(past.getTime());
    // A session last seen over five minutes ago: its next request records it.
    const stale = await loginWith(FIREFOX_WINDOWS, '203.0.113.8');
    const staleHash = hashToken(stale.slice('sid='.length));
    await t.ctx.db.update(sessions).set({ lastSeenAt: past }).where(eq(sessions.tokenHash, staleHash));
    await me(stale);
    expect(await seenAt(staleHash)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends one session at once, and refuses another person’s', async () => {
    const here = await loginWith(CHROME_MAC, '203.0.113.9');
    const there = await loginWith(FIREFOX_WINDOWS, '198.51.100.21');
    const thereId = (await list(there)).find((s) => s.current)!.id;
    expect((await me(there)).statusCode).toBe(200);
    const stranger = await loginAs(t.app, DEMO.globexOwner);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${thereId}`,
      headers: { cookie: stranger },
    });
    expect(refused.statusCode).toBe(404);
    expect((await me(there)).statusCode).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${thereId}`,
      headers: { cookie: here },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ok: true, endedSessions: 1 });
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await list(here)).some((s) => s.id === thereId)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${thereId}`,
      headers: { cookie: here },
    });
    expect(again.statusCode).toBe(404);
  });

  it('signs out all other sessions, keeping this one', async () => {
    const here = await loginWith(CHROME_MAC, '203.0.113.10');
    const others = [
      await loginWith(FIREFOX_WINDOWS, '198.51.100.22'),
      await loginWith(CHROME_MAC, '198.51.100.23'),
    ];
    const stranger = await loginAs(t.app, DEMO.globexOwner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      headers: { cookie: here },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().endedSessions).toBeGreaterThanOrEqual(2);
    for (const o of others) expect((await me(o)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(stranger)).statusCode).toBe(200);
    expect((await list(here)).map((s) => s.current)).toEqual([true]);
  });
});

describe('forgot password when two-factor is required', () => {
  it('someone who must set up two-factor and has not is not signed in by the link: they sign in and set it up', async () => {
    const { hashPassword } = await import('./passwords.ts');
    const email = `must-enrol-${Date.now()}@globex.test`;
    const [u] = await t.ctx.db
      .insert(users)
      .values({
        username: `must-enrol-${Date.now()}`,
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Mona',
        lastName: 'Must',
      })
      .returning({ id: users.id });
    const [retail] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Globex Retail'));
    await t.ctx.db.insert(companyMembers).values({ companyId: retail!.id, userId: u!.id });
    await t.ctx.db
      .update(enterprises)
      .set({ requireTwoFactor: true })
      .where(eq(enterprises.id, retail!.enterpriseId));
    try {
      await askReset(email);
      const res = await complete(await resetTokenFor(email));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, signedIn: false, message: RESET_DONE_ENROL });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, u!.id))).toEqual([]);
      // The new password works, and leads to the set-up, as any sign-in of theirs.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { identifier: email, password: NEW_PASSWORD },
      });
      expect(login.json()).toEqual({ twoFactor: 'enroll' });
    } finally {
      await t.ctx.db
        .update(enterprises)
        .set({ requireTwoFactor: false })
        .where(eq(enterprises.id, retail!.enterpriseId));
    }
  });
});
