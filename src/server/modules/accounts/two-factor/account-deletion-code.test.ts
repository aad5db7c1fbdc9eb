import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedDemo } from '../../../seed/demo.ts';
import { DEMO, loginAs } from '../../../test/factories.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-profile.ts';
import { TOO_MANY_WRONG_CODES, WRONG_CODE_LIMIT } from '../account-password-check.ts';

/** Deleting an account with two-factor sign-in on takes a code as well as the password. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
}, 60_000);
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

describe('delete my account with two-factor on', () => {
  it('refuses the password alone and a wrong code, changing nothing; a recovery code lets it through', async () => {
    const cookie = await loginAs(t.app, DEMO.acmeMember);
    const setup = await post('/api/account/two-factor/setup', {}, cookie);
    const secret = setup.json().secret as string;
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    const confirm = await post('/api/account/two-factor/confirm', { code }, cookie);
    expect(confirm.statusCode).toBe(200);
    const [recovery] = confirm.json().recoveryCodes as string[];

    const alone = await post('/api/account/delete', { password: DEMO_PASSWORD }, cookie);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.message).toBe(ACCOUNT_MESSAGES.codeRequired);
    const wrong = await post('/api/account/delete', { password: DEMO_PASSWORD, code: '000000' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(ACCOUNT_MESSAGES.codeWrong);
    // Still there: the session answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    const done = await post('/api/account/delete', { password: DEMO_PASSWORD, code: recovery }, cookie);
    expect(done.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('codes typed in settings are counted', () => {
  it('after ten wrong codes to turn two-factor off, even the right one is refused (429) and it stays on', async () => {
    const cookie = await loginAs(t.app, DEMO.designer);
    const secret = (await post('/api/account/two-factor/setup', {}, cookie)).json().secret as string;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    expect(
      (await post('/api/account/two-factor/confirm', { code: totp.generate() }, cookie)).statusCode,
    ).toBe(200);
    for (let i = 0; i < WRONG_CODE_LIMIT; i++) {
      expect((await post('/api/account/two-factor/disable', { code: '000000' }, cookie)).statusCode).toBe(
        400,
      );
    }
    const right = await post(
      '/api/account/two-factor/disable',
      { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
      cookie,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(TOO_MANY_WRONG_CODES);
    const status = await t.app.inject({ method: 'GET', url: '/api/account/two-factor', headers: { cookie } });
    expect(status.json()).toMatchObject({ enabled: true });
  });
});
