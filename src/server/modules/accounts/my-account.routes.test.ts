// One seeded app for the account flows of issue 25 (profile, photo, e-mail change, my data,
// deletion): each flow and each refusal, the e-mails read back from the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Jimp } from 'jimp';
import { buildDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { testDbKind } from '../../test/build-test-app.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { multipartBody, PNG_1x1 } from '../../test/multipart.ts';
import { readZip } from '../../test/read-zip.ts';
import { insertRequest } from '../../test/notify-fixtures.ts';
import {
  accountTokens,
  auditEvents,
  companies,
  companyMembers,
  emailOutbox,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { requestEmailChange } from './email-change.ts';
import { loadSessionUser } from '../../plugins/auth.ts';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-profile.ts';

let t: DemoApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Fresh-pass-42!';
let serial = 0;
/** A new customer of Acme Foods, signed in (never a demo account: the tests below change people). */
async function freshUser(prefix = 'fresh') {
  const n = ++serial;
  const email = `${prefix}${n}@acme.test`;
  const [u] = await t.ctx.db
    .insert(users)
    .values({
      username: `${prefix}-${n}`,
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Fresh',
      lastName: 'Person',
    })
    .returning({ id: users.id });
  const [company] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
  await t.ctx.db.insert(companyMembers).values({ companyId: company!.id, userId: u!.id });
  return { id: u!.id, email, cookie: await loginAs(t.app, email, PASSWORD) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const uploadPhoto = (cookie: string, data: Buffer, filename = 'me.png') => {
  const body = multipartBody([{ field: 'photo', filename, data }]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/account/photo',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};
const mailsTo = async (address: string) =>
  (await t.ctx.db.select().from(emailOutbox).orderBy(emailOutbox.id)).filter((m) => m.to.includes(address));
const linkToken = (text: string) => {
  const m = /\/account\/confirm-email\?token=([A-Za-z0-9_.%-]+)/.exec(text);
  if (!m) throw new Error('no confirmation link in the e-mail');
  return decodeURIComponent(m[1]!);
};
const confirm = (token: string) => call(null, 'POST', '/api/account/email/confirm', { token });
const emailOf = async (id: number) =>
  (await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const login = (identifier: string, password = PASSWORD) =>
  call(null, 'POST', '/api/login', { identifier, password });

async function picture(width: number, height: number): Promise<Buffer> {
  const img = new Jimp({ width, height, color: 0x3366ccff });
  return img.getBuffer('image/png');
}

describe('profile', () => {
  it('reads and changes the name; the session shows it', async () => {
    const u = await freshUser();
    const got = await call(u.cookie, 'GET', '/api/account');
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({
      email: u.email,
      firstName: 'Fresh',
      pendingEmail: null,
      twoFactorEnabled: false,
      isStaff: false,
    });
    const res = await call(u.cookie, 'PATCH', '/api/account/profile', {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect((await call(u.cookie, 'GET', '/api/me')).json().user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('refuses an empty or malformed name', async () => {
    const u = await freshUser();
    const res = await call(u.cookie, 'PATCH', '/api/account/profile', { firstName: '', lastName: 'X' });
    expect(res.statusCode).toBe(400);
    const res2 = await call(u.cookie, 'PATCH', '/api/account/profile', { firstName: '<b>', lastName: 'X' });
    expect(res2.statusCode).toBe(400);
    expect((await call(u.cookie, 'GET', '/api/account')).json().data.firstName).toBe('Fresh');
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/account')).statusCode).toBe(401);
    expect(
      (await call(null, 'PATCH', '/api/account/profile', { firstName: 'A', lastName: 'B' })).statusCode,
    ).toBe(401);
  });
});

describe('profile photo', () => {
  it('stores a centred 256×256 square, serves it with a long cache, shows it in the session; removal', async () => {
    const u = await freshUser();
    const res = await uploadPhoto(u.cookie, await picture(600, 400));
    expect(res.statusCode).toBe(200);
    const url = res.json().data.profileImage as string;
    expect(url).toMatch(/^\/api\/account\/photos\/avatar-/);
    expect((await call(u.cookie, 'GET', '/api/me')).json().user.profileImage).toBe(url);

    // Anyone signed in may see it (photos are shown wherever people are); nobody signed out.
    const other = await loginAs(t.app, DEMO.globexOwner);
    const photo = await call(other, 'GET', url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toContain('immutable');
    const img = await Jimp.fromBuffer(photo.rawPayload);
    expect([img.width, img.height]).toEqual([256, 256]);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);

    // A new photo replaces the old one, whose address stops answering.
    const second = await uploadPhoto(u.cookie, await picture(300, 900));
    const url2 = second.json().data.profileImage as string;
    expect(url2).not.toBe(url);
    expect((await call(u.cookie, 'GET', url)).statusCode).toBe(404);

    const removed = await call(u.cookie, 'DELETE', '/api/account/photo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.profileImage).toBeNull();
    expect((await call(u.cookie, 'GET', url2)).statusCode).toBe(404);
  });

  it('accepts the smallest PNG', async () => {
    const u = await freshUser();
    expect((await uploadPhoto(u.cookie, PNG_1x1)).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, whatever its name, and changes nothing', async () => {
    const u = await freshUser();
    const first = (await uploadPhoto(u.cookie, await picture(64, 64))).json().data.profileImage;
    const res = await uploadPhoto(u.cookie, Buffer.from('%PDF-1.4 not a picture at all'), 'photo.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.notAnImage);
    const svg = await uploadPhoto(
      u.cookie,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'a.svg',
    );
    expect(svg.statusCode).toBe(415);
    expect((await call(u.cookie, 'GET', '/api/account')).json().data.profileImage).toBe(first);
  });

  it('refuses a file over 5 MB and a picture of too many pixels, and changes nothing', async () => {
    const u = await freshUser();
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await uploadPhoto(u.cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.photoTooLarge);
    // A small PNG whose header claims 100,000 × 100,000 pixels is refused before decoding.
    const bomb = Buffer.from(PNG_1x1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect((await uploadPhoto(u.cookie, bomb)).statusCode).toBe(413);
    expect((await call(u.cookie, 'GET', '/api/account')).json().data.profileImage).toBeNull();
  });
});

describe('changing the e-mail address', () => {
  it('sends a link to the new address and a notice to the old; changes only when the link is followed, once', async () => {
    const u = await freshUser();
    const res = await call(u.cookie, 'POST', '/api/account/email', {
      email: 'new.home@example.test',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(ACCOUNT_MESSAGES.emailSent);
    expect(await emailOf(u.id)).toBe(u.email);
    expect((await call(u.cookie, 'GET', '/api/account')).json().data.pendingEmail).toBe(
      'new.home@example.test',
    );

    const [link] = await mailsTo('new.home@example.test');
    expect(link!.kind).toBe('email_change_confirm');
    const token = linkToken(link!.text);
    expect(link!.html).toContain('/account/confirm-email?token=');
    const [notice] = await mailsTo(u.email);
    expect(notice!.kind).toBe('email_change_notice');
    expect(notice!.text).toContain('new.home@example.test');
    expect(notice!.text).not.toContain('token=');

    // Only the SHA-256 of the token is stored.
    const rows = await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token.split('.')[0]!);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('new.home@example.test');
    expect(await emailOf(u.id)).toBe('new.home@example.test');
    expect((await login('new.home@example.test')).statusCode).toBe(200);
    expect((await login(u.email)).statusCode).toBe(401);

    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.linkUsed);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUserId, u.id), eq(auditEvents.action, 'email_changed')));
    expect(audit!.details).toMatchObject({ from: u.email, to: 'new.home@example.test' });
  });

  /** Someone who knew the password asks to move the account to their own address. */
  async function intruderChange(u: { cookie: string }, to: string) {
    expect(
      (await call(u.cookie, 'POST', '/api/account/email', { email: to, password: PASSWORD })).statusCode,
    ).toBe(200);
    return linkToken((await mailsTo(to)).at(-1)!.text);
  }
  const resetLink = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email },
      remoteAddress: `10.9.0.${serial}`,
    });
    expect(res.statusCode).toBe(200);
    const mail = (await mailsTo(email)).filter((m) => m.kind === 'password_reset').at(-1)!;
    return /\/reset-password#([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  };

  it('a new password stops a pending change: the notice says to change it, so the link must then fail', async () => {
    const u = await freshUser();
    const token = await intruderChange(u, 'intruder1@example.test');
    const changed = await call(u.cookie, 'POST', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'Another-pass-77!',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(u.cookie, 'GET', '/api/account')).json().data.pendingEmail).toBeNull();
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    expect(await emailOf(u.id)).toBe(u.email);
  });

  it('a password reset from a link stops a pending change too', async () => {
    const u = await freshUser();
    const token = await intruderChange(u, 'intruder2@example.test');
    const reset = await call(null, 'POST', '/api/password-reset/complete', {
      token: await resetLink(u.email),
      password: 'Another-pass-77!',
    });
    expect(reset.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await emailOf(u.id)).toBe(u.email);
  });

  it('a confirmed change ends the reset links sent to the old address', async () => {
    const u = await freshUser();
    const reset = await resetLink(u.email);
    expect((await confirm(await intruderChange(u, 'moved.home@example.test'))).statusCode).toBe(200);
    const check = await call(null, 'POST', '/api/password-reset/check', { token: reset });
    expect(check.json().valid).toBe(false);
    const res = await call(null, 'POST', '/api/password-reset/complete', {
      token: reset,
      password: 'Another-pass-77!',
    });
    expect(res.statusCode).toBe(400);
    expect((await login('moved.home@example.test')).statusCode).toBe(200);
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so the two can never interleave there.
  it.runIf(testDbKind() === 'postgres')(
    'a reset and an e-mail confirmation of one account at once take turns: one goes through, the other is refused, neither fails',
    async () => {
      const u = await freshUser();
      const resetToken = await resetLink(u.email);
      const changeToken = await intruderChange(u, 'racer@example.test');
      // Hold the person's row, so both flows reach their locks before either can go on: with the
      // tokens locked before the row (the order before open-links.ts lockAccount), each then waits for
      // a token the other holds, and PostgreSQL ends one with a deadlock error (a 500).
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${u.id} for update`);
        held();
        await released;
      });
      await holding;
      const reset = call(null, 'POST', '/api/password-reset/complete', {
        token: resetToken,
        password: 'Another-pass-77!',
      });
      const confirmed = confirm(changeToken);
      // Both are waiting on a lock (the row, or with the old order a token's row).
      await expect
        .poll(
          async () =>
            Number(
              (
                (await t.ctx.db.execute(
                  sql`select count(*) as n from pg_stat_activity
                       where datname = current_database() and wait_event_type = 'Lock'`,
                )) as unknown as { rows: { n: string }[] }
              ).rows[0]!.n,
            ),
          { timeout: 10_000 },
        )
        .toBe(2);
      release();
      await holder;
      const statuses = [(await reset).statusCode, (await confirmed).statusCode].sort();
      expect(statuses).toEqual([200, 400]);
    },
  );

  it('answers 429 after ten wrong passwords in an hour, even to the right one', async () => {
    const u = await freshUser();
    for (let i = 0; i < 10; i++) {
      const res = await call(u.cookie, 'POST', '/api/account/delete', { password: `wrong-${i}` });
      expect(res.statusCode).toBe(400);
    }
    const right = await call(u.cookie, 'POST', '/api/account/email', {
      email: 'late@example.test',
      password: PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(ACCOUNT_MESSAGES.tooManyWrongPasswords);
    expect((await call(u.cookie, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('refuses a wrong password, the same address, and changes nothing', async () => {
    const u = await freshUser();
    const wrong = await call(u.cookie, 'POST', '/api/account/email', {
      email: 'x1@example.test',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const same = await call(u.cookie, 'POST', '/api/account/email', {
      email: u.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    const bad = await call(u.cookie, 'POST', '/api/account/email', {
      email: 'not-an-address',
      password: PASSWORD,
    });
    expect(bad.statusCode).toBe(400);
    expect(await mailsTo('x1@example.test')).toHaveLength(0);
    expect(await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, u.id))).toHaveLength(0);
  });

  it("refuses moving into or out of the provider's domain", async () => {
    const u = await freshUser();
    const into = await call(u.cookie, 'POST', '/api/account/email', {
      email: 'sneaky@studio.test',
      password: PASSWORD,
    });
    expect(into.statusCode).toBe(403);
    expect(into.json().error.message).toBe(ACCOUNT_MESSAGES.staffDomainIn);
    const staff = await loginAs(t.app, DEMO.designer);
    const out = await call(staff, 'POST', '/api/account/email', {
      email: 'dana@gmail.test',
      password: 'Demo-pass-1!',
    });
    expect(out.statusCode).toBe(403);
    expect(out.json().error.message).toBe(ACCOUNT_MESSAGES.staffDomainOut);
    // Within the domain, a staff address may change.
    const within = await call(staff, 'POST', '/api/account/email', {
      email: 'dana.d@studio.test',
      password: 'Demo-pass-1!',
    });
    expect(within.statusCode).toBe(200);
    expect(await mailsTo('sneaky@studio.test')).toHaveLength(0);
  });

  it('answers a taken address as any other; the link then fails with a clear message', async () => {
    const u = await freshUser();
    const taken = await call(u.cookie, 'POST', '/api/account/email', {
      email: DEMO.acmeOwner,
      password: PASSWORD,
    });
    const free = await call(u.cookie, 'POST', '/api/account/email', {
      email: 'free9@example.test',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    // The later request replaced the earlier one: only its link works. Ask again for the taken one.
    const tokenFree = linkToken((await mailsTo('free9@example.test')).at(-1)!.text);
    await call(u.cookie, 'POST', '/api/account/email', { email: DEMO.acmeOwner, password: PASSWORD });
    expect((await confirm(tokenFree)).statusCode).toBe(400);
    const tokenTaken = linkToken((await mailsTo(DEMO.acmeOwner)).at(-1)!.text);
    const res = await confirm(tokenTaken);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect(res.body).not.toContain('Olivia');
    expect(await emailOf(u.id)).toBe(u.email);
  });

  it('refuses an expired, a tampered and a made-up link', async () => {
    const u = await freshUser();
    await call(u.cookie, 'POST', '/api/account/email', { email: 'later@example.test', password: PASSWORD });
    const token = linkToken((await mailsTo('later@example.test')).at(-1)!.text);
    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, u.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(ACCOUNT_MESSAGES.linkExpired);
    const [random, sig] = token.split('.');
    const tampered = await confirm(`${random}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    expect((await confirm('nonsense')).statusCode).toBe(400);
    expect(await emailOf(u.id)).toBe(u.email);
  });

  it('is refused when e-mail is turned off (the link could never arrive)', async () => {
    const u = await freshUser();
    const actor = await loadSessionUser(t.ctx.db, u.id, t.ctx.env.PROVIDER_DOMAIN);
    const off = { ...t.ctx, env: { ...t.ctx.env, EMAIL_ENABLED: false } };
    await expect(
      requestEmailChange(off, actor!, { email: 'nomail@example.test', password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', message: ACCOUNT_MESSAGES.emailOff });
    expect(await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, u.id))).toHaveLength(0);
  });

  it('the link expires in 24 hours', async () => {
    const u = await freshUser();
    await call(u.cookie, 'POST', '/api/account/email', { email: 'day@example.test', password: PASSWORD });
    const [row] = await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, u.id));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
  });
});

describe('download my data', () => {
  it('zips the profile, requests, comments, notifications and own files', async () => {
    const u = await freshUser('exporter');
    await uploadPhoto(u.cookie, await picture(50, 50));
    const req = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: u.email });
    const comment = await call(u.cookie, 'POST', '/api/comments', {
      data: { serviceRequest: req.id, content: '<p>My own words</p>', files: [] },
    });
    expect(comment.statusCode).toBe(200);
    const up = multipartBody([{ filename: 'brief.txt', data: 'the brief' }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: u.cookie, ...up.headers },
      payload: up.payload,
    });
    expect(upload.statusCode).toBe(200);

    const res = await call(u.cookie, 'GET', '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('my-data-');
    const zip = readZip(res.rawPayload);
    const read = (name: string) => JSON.parse(zip.get(name)!.toString('utf8'));
    expect(read('profile.json')).toMatchObject({ email: u.email, firstName: 'Fresh' });
    expect(read('profile.json')).not.toHaveProperty('passwordHash');
    expect(read('requests.json').map((r: { id: number }) => r.id)).toEqual([req.id]);
    expect(read('comments.json')[0].content).toContain('My own words');
    expect(Array.isArray(read('notifications.json'))).toBe(true);
    expect(zip.get('files/brief.txt')!.toString()).toBe('the brief');
    expect(zip.get('files/profile-photo.jpg')!.length).toBeGreaterThan(100);
    expect(read('manifest.json').files).toHaveLength(1);
  });

  it('holds nobody else’s data', async () => {
    const u = await freshUser('empty');
    const zip = readZip((await call(u.cookie, 'GET', '/api/account/export')).rawPayload);
    expect(JSON.parse(zip.get('requests.json')!.toString())).toEqual([]);
    expect(JSON.parse(zip.get('comments.json')!.toString())).toEqual([]);
    expect([...zip.keys()].filter((k) => k.startsWith('files/'))).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('refuses a wrong password', async () => {
    const u = await freshUser();
    const res = await call(u.cookie, 'POST', '/api/account/delete', { password: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await call(u.cookie, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('anonymises the person, ends every session, forbids sign-in, keeps their comments and requests', async () => {
    const u = await freshUser('leaver');
    const second = await loginAs(t.app, u.email, PASSWORD);
    await uploadPhoto(u.cookie, await picture(40, 40));
    const req = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: u.email });
    await call(u.cookie, 'POST', '/api/comments', {
      data: { serviceRequest: req.id, content: '<p>Before I go</p>', files: [] },
    });

    const res = await call(u.cookie, 'POST', '/api/account/delete', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await call(u.cookie, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(second, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    expect((await login(u.email)).statusCode).toBe(401);
    expect((await login(`leaver-${serial}`)).statusCode).toBe(401);

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', profileImage: null });
    expect(row!.email).toMatch(/^deleted-\d+-[0-9a-f]+@deleted\.invalid$/);
    expect(row!.deletedAt).not.toBeNull();

    // Other people still see the request and the comment, now by "Deleted user".
    const owner = await loginAs(t.app, DEMO.acmeOwner);
    const list = await call(owner, 'GET', `/api/comments/service-request/${req.id}`);
    const c = list.json().data.find((x: { content: string }) => x.content.includes('Before I go'));
    expect(c.user).toMatchObject({ firstName: 'Deleted', lastName: 'user' });
    expect((await call(owner, 'GET', `/api/service-requests/${req.id}`)).statusCode).toBe(200);

    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUserId, u.id), eq(auditEvents.action, 'account_deleted')))
      .orderBy(desc(auditEvents.id));
    expect(audit).toBeTruthy();
  });

  it('refuses the last owner of an enterprise, saying what to do first', async () => {
    const owner = await loginAs(t.app, DEMO.globexOwner);
    const res = await call(owner, 'POST', '/api/account/delete', { password: 'Demo-pass-1!' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/last owner of .+Make another person an owner/);
    expect((await call(owner, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('refuses the last staff member', async () => {
    const designer = await loginAs(t.app, DEMO.designer);
    expect(
      (await call(designer, 'POST', '/api/account/delete', { password: 'Demo-pass-1!' })).statusCode,
    ).toBe(200);
    const staff = await loginAs(t.app, DEMO.staff);
    const res = await call(staff, 'POST', '/api/account/delete', { password: 'Demo-pass-1!' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.lastStaff);
  });
});
