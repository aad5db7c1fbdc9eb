import { request as playwrightRequest, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNTS, expect, signIn, submitLogin, test } from './fixtures.ts';

// Two-factor sign-in (issue 25): turned on from the account page with a code computed here from the
// key the page shows, then a sign-in through the form with the next code. Always a fresh account of
// its own: the demo accounts are signed in by other tests running beside this one.

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const PASSWORD = 'Lamp-orbit-Quartz-71';

/** The code an authenticator app would show `offsetS` seconds from now. */
const codeAt = (secret: string, offsetS = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetS * 1000,
  });

/** A new enterprise owner: signed up through the API and approved by staff. */
async function freshAccount(baseURL: string, tag: string): Promise<string> {
  const email = `two-factor-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@twofactor.test`;
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const signup = await api.post('/api/signup-requests', {
      data: {
        data: {
          kind: 'enterprise',
          enterpriseName: `Two Factor ${tag}`,
          companyName: `Two Factor ${tag} Labs`,
          firstName: 'Tess',
          lastName: 'Totp',
          email,
          password: PASSWORD,
        },
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    await signIn(api, ACCOUNTS.staff);
    const pending = (await (await api.get('/api/signup-requests')).json()) as {
      data: { id: number; email: string }[];
    };
    const mine = pending.data.find((r) => r.email === email);
    expect(mine, 'the sign-up request is pending').toBeTruthy();
    const approve = await api.post(`/api/signup-requests/${mine!.id}/approve`, { data: { data: {} } });
    expect(approve.status(), await approve.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return email;
}

async function turnOnTwoFactor(page: Page): Promise<string> {
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByTestId('two-factor-state')).toHaveText('Two-factor sign-in is off.');
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secretText = section.getByTestId('two-factor-secret');
  await expect(secretText).toHaveText(/^[A-Z2-7 ]{16,}$/);
  const secret = (await secretText.textContent())!.replace(/\s/g, '');
  await section.getByRole('textbox', { name: 'Code from your app' }).fill(codeAt(secret));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();

  const codes = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download codes (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(section.getByTestId('two-factor-state')).toContainText('Two-factor sign-in is on');
  await expect(section.getByTestId('two-factor-state')).toContainText('10 of 10 recovery codes left');
  return secret;
}

async function signInWithCode(
  page: Page,
  email: string,
  secret: string,
  atCodeStep: (page: Page) => Promise<void> = async () => {},
) {
  await page.request.post('/api/logout');
  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await atCodeStep(page);
  // A wrong code is refused with a message, and the page stays on the code.
  await page.getByRole('textbox', { name: 'Code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  // The next step's code: the one that confirmed the set-up cannot be used again.
  await page.getByRole('textbox', { name: 'Code' }).fill(codeAt(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Nothing wider than the viewport (375 px). */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('desktop: turn two-factor on with a computed code, then sign in with a code', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const email = await freshAccount(baseURL!, 'desk');
  await signIn(page, email, { password: PASSWORD });
  const secret = await turnOnTwoFactor(page);
  await signInWithCode(page, email, secret);
});

test('required by the enterprise: enrolment right after the password; staff reset it from the enterprise page', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const email = await freshAccount(baseURL!, 'required');
  const session = await signIn(page, email, { password: PASSWORD });
  const enterpriseId = session.enterprises[0]!.id;
  // The owner's switch on the account page.
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  const rule = section.getByRole('switch', { name: /^Everyone at Two Factor required/ });
  // The switch turns once the server has saved the rule: click, then wait for it to show on.
  await rule.click();
  await expect(rule).toBeChecked();
  await expect(section.getByText('Your enterprise requires two-factor sign-in of everyone.')).toBeVisible();

  // The next sign-in: set-up first, nothing else.
  await page.request.post('/api/logout');
  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(403);
  const secretText = page.getByTestId('two-factor-secret');
  await expect(secretText).toHaveText(/^[A-Z2-7 ]{16,}$/);
  const secret = (await secretText.textContent())!.replace(/\s/g, '');
  await page.getByRole('textbox', { name: 'Code from your app' }).fill(codeAt(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // Staff see who has it on, and reset it.
  await page.request.post('/api/logout');
  await signIn(page, ACCOUNTS.staff);
  await page.goto(`/enterprises/${enterpriseId}`);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByRole('switch', { name: /Require two-factor sign-in/ })).toBeChecked();
  const person = card.getByTestId('two-factor-person').filter({ hasText: email });
  await expect(person).toContainText('Two-factor on');
  await person.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await expect(person).toContainText('Two-factor off');
});

test.describe('phone (375×812)', () => {
  test.use(PHONE);

  test('turning it off: a wrong code is refused, and switching to the password clears that refusal', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const email = await freshAccount(baseURL!, 'off');
    await signIn(page, email, { password: PASSWORD });
    await turnOnTwoFactor(page);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Turn off' }).click();
    const dialog = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('000000');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog.getByText(/That code is not right/)).toBeVisible();
    // The password way: no word about a code under the password box.
    await dialog.getByRole('button', { name: 'Password' }).click();
    await expect(dialog.getByLabel('Password')).toBeVisible();
    await expect(dialog.getByText(/That code is not right/)).toHaveCount(0);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId('two-factor-state')).toHaveText('Two-factor sign-in is off.');
  });

  test('turn two-factor on with a computed code, then sign in with a code', async ({ page, baseURL }) => {
    test.slow();
    const email = await freshAccount(baseURL!, 'phone');
    await signIn(page, email, { password: PASSWORD });
    await page.goto('/account');
    await fitsWidth(page);
    const secret = await turnOnTwoFactor(page);
    await fitsWidth(page);
    await signInWithCode(page, email, secret, fitsWidth);
  });
});
