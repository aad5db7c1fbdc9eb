import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO } from '../../test/factories.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import {
  FREE_FAILURES,
  MAX_ACCOUNT_FAILURES,
  MAX_ADDRESS_FAILURES,
  MAX_DELAY_MS,
  TOO_MANY_SIGN_INS,
} from './login-throttle.ts';
import { DEVICE_COOKIE } from './known-device.ts';

/**
 * Issue 23, items 9 and 10: the sign-in throttle slows the one guessing and never locks the owner
 * out. Each test uses its own accounts or addresses, so the counters of one do not leak into another.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
});
afterAll(async () => t?.close());

type Opts = { ip: string; device?: string; app?: TestApp['app'] };
const login = (identifier: string, password: string, opts: Opts) =>
  (opts.app ?? t.app).inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: opts.ip,
    headers: opts.device ? { cookie: `${DEVICE_COOKIE}=${opts.device}` } : {},
    payload: { identifier, password },
  });
const status = async (identifier: string, password: string, opts: Opts) =>
  (await login(identifier, password, opts)).statusCode;
const deviceOf = (res: Awaited<ReturnType<typeof login>>) =>
  res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;

/** As if `seconds` had passed since every pair's last attempt (the row remembers when it was). */
const age = (seconds: number) =>
  t.ctx.db.execute(
    sql`update rate_limit_counters set reset_at = reset_at - make_interval(secs => ${seconds})
        where key like 'login:pair:%'`,
  );

describe('guessing is slowed', () => {
  it('an address gets a few tries at an account, then waits, and each wait doubles', async () => {
    const ip = '10.20.0.1';
    for (let i = 0; i < FREE_FAILURES; i++) expect(await status(DEMO.globexOwner, 'nope', { ip })).toBe(401);
    const refused = await login(DEMO.globexOwner, 'nope', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_SIGN_INS);
    expect(refused.headers['retry-after']).toBe('1');
    // Refused means not checked: even the right password waits.
    expect(await status(DEMO.globexOwner, DEMO_PASSWORD, { ip })).toBe(429);

    await age(1);
    expect(await status(DEMO.globexOwner, 'nope', { ip })).toBe(401);
    expect((await login(DEMO.globexOwner, 'nope', { ip })).headers['retry-after']).toBe('2');
    await age(2);
    expect(await status(DEMO.globexOwner, 'nope', { ip })).toBe(401);
    expect((await login(DEMO.globexOwner, 'nope', { ip })).headers['retry-after']).toBe('4');
    // Once the wait is over, the owner's right password from that address signs in and starts over.
    await age(4);
    expect(await status(DEMO.globexOwner, DEMO_PASSWORD, { ip })).toBe(200);
    expect(await status(DEMO.globexOwner, 'nope', { ip })).toBe(401);
  });

  it('the username and the e-mail of one account are one counter, whatever the case or spaces', async () => {
    const ip = '10.21.0.1';
    const tries = ['designer', DEMO.designer, ` ${DEMO.designer.toUpperCase()} `, 'Designer'];
    const codes: number[] = [];
    for (const identifier of tries) codes.push(await status(identifier, 'nope', { ip }));
    expect(codes).toEqual([...Array(FREE_FAILURES).fill(401), 429].slice(0, tries.length));
  });

  it('an unknown account is throttled like a known one (the answers do not tell which exist)', async () => {
    const ip = '10.22.0.1';
    const run = async (identifier: string) => {
      const codes: number[] = [];
      for (let i = 0; i < FREE_FAILURES + 2; i++) codes.push(await status(identifier, 'nope', { ip }));
      return codes;
    };
    expect(await run('nobody-at-all@example.test')).toEqual(await run(DEMO.acmeMember));
  });
});

describe('the owner is never locked out', () => {
  it('signs in with the right password from another address while the account is attacked', async () => {
    // More failures than the account's limit, from several addresses.
    for (let a = 0; a * FREE_FAILURES <= MAX_ACCOUNT_FAILURES; a++) {
      for (let i = 0; i < FREE_FAILURES + 1; i++) await login(DEMO.staff, 'nope', { ip: `10.23.0.${a}` });
    }
    // An address that failed is refused even after its own delay while the account is under attack.
    await age(60);
    expect(await status(DEMO.staff, 'nope', { ip: '10.23.0.0' })).toBe(429);
    // Staff at their own desk: signed in.
    expect(await status(DEMO.staff, DEMO_PASSWORD, { ip: '10.23.9.9' })).toBe(200);
    expect(await status('staff', DEMO_PASSWORD, { ip: '10.23.9.10' })).toBe(200);
  });

  it('signs in from the attacked address itself on a browser it signed in from before (known device)', async () => {
    const ip = '10.24.0.1';
    const first = await login(DEMO.acmeOwner, DEMO_PASSWORD, { ip });
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first)!;
    expect(device).toBeTruthy();
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      path: '/api/login',
    });

    // Someone else behind the same address (an office NAT) has kept guessing for a while: that
    // address now waits minutes between tries at this account (and past the account's limit, until
    // the window ends).
    for (let i = 0; i < MAX_ACCOUNT_FAILURES + 2; i++) {
      await age(MAX_DELAY_MS / 1000);
      await login(DEMO.acmeOwner, 'nope', { ip });
    }
    expect(await status(DEMO.acmeOwner, DEMO_PASSWORD, { ip })).toBe(429);
    // The owner's browser is known: signed in, and it keeps its device id.
    const again = await login(DEMO.acmeOwner, DEMO_PASSWORD, { ip, device });
    expect(again.statusCode).toBe(200);
    expect(deviceOf(again)!.split('.')[1]).toBe(device.split('.')[1]);

    // A made-up cookie, or one for another account, is an unknown browser.
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await status(DEMO.acmeOwner, DEMO_PASSWORD, { ip, device: forged })).toBe(429);
    const other = deviceOf(await login(DEMO.acmeMember, DEMO_PASSWORD, { ip: '10.24.9.9' }))!;
    expect(await status(DEMO.acmeOwner, DEMO_PASSWORD, { ip, device: other })).toBe(429);
  });

  it('a known device is still slowed by its own failures', async () => {
    const ip = '10.25.0.1';
    const device = deviceOf(await login(DEMO.designer, DEMO_PASSWORD, { ip }))!;
    const codes: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 1; i++) {
      codes.push(await status(DEMO.designer, 'nope', { ip, device }));
    }
    expect(codes).toEqual([...Array(FREE_FAILURES).fill(401), 429]);
  });
});

describe('thirty failures from one address do not lock out everyone there (item 10)', () => {
  it('a correct password for an account with no failures from that address signs in; the guesser is refused', async () => {
    const ip = '10.26.0.1';
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      expect(await status(`ghost${i}@example.test`, 'nope', { ip })).toBe(401);
    }
    // Someone else in the office signs in.
    expect(await status(DEMO.acmeOwner, DEMO_PASSWORD, { ip })).toBe(200);
    // Accounts this address already failed for are refused until the window ends, right password or
    // not; so is the account it failed for just now.
    expect(await status('ghost0@example.test', 'nope', { ip })).toBe(429);
    expect(await status(DEMO.acmeMember, 'nope', { ip })).toBe(401);
    expect(await status(DEMO.acmeMember, DEMO_PASSWORD, { ip })).toBe(429);
    // The same on a second instance on the same database (counters in the database).
    const second = await buildApp(t.ctx);
    try {
      expect(await status('ghost1@example.test', 'nope', { ip, app: second })).toBe(429);
      expect(await status(DEMO.globexOwner, DEMO_PASSWORD, { ip, app: second })).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('under load', () => {
  it('a burst of concurrent guesses from many addresses gets no more tries than a sequence, and the owner signs in', async () => {
    const target = DEMO.designer;
    const addresses = Array.from({ length: 12 }, (_, a) => `10.27.0.${a}`);
    const attempts = addresses.flatMap((ip) => Array.from({ length: 6 }, () => ({ ip })));
    const results = await Promise.all(
      attempts.map(async ({ ip }) => ({ ip, code: await status(target, 'nope', { ip }) })),
    );
    expect(results.every((r) => r.code === 401 || r.code === 429)).toBe(true);
    for (const ip of addresses) {
      const guesses = results.filter((r) => r.ip === ip && r.code === 401).length;
      expect(guesses).toBeLessThanOrEqual(FREE_FAILURES);
    }
    // The owner, from home and from the office browser they signed in from before, gets in.
    expect(await status(target, DEMO_PASSWORD, { ip: '10.27.9.9' })).toBe(200);
    const device = deviceOf(await login(target, DEMO_PASSWORD, { ip: '10.27.9.10' }))!;
    expect(await status(target, DEMO_PASSWORD, { ip: addresses[0]!, device })).toBe(200);
  });
});
