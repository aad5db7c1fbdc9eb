import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import { drawer, pickOption, pickSelect, toast } from './requests-helpers.ts';

const RECEIVED = 'Thank you! Your request was received. You will get an e-mail as soon as it is approved.';
const PASSWORD = 'Strong-pass-9';

/** A fresh address per run (the demo database outlives a single test). */
const uniqueEmail = (who: string, domain: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false });
/** The password field (not its Show password button). */
const passwordInput = (page: Page) => page.getByLabel(/^Password/);

/** The pending request of this e-mail in the dashboard's Sign-up requests card. */
const pendingOf = (page: Page, email: string) =>
  page.locator('#signup-requests').getByTestId('signup-request').filter({ hasText: email });

async function signOut(page: Page) {
  await page.context().clearCookies();
}

test.describe('sign-up', () => {
  test('a visitor asks to join Acme Foods; the Acme owner approves; the new member signs in', async ({
    page,
  }) => {
    test.slow(); // three sign-ins through the UI
    const email = uniqueEmail('nina', 'example.com');
    await page.goto('/signup/member');
    await expect(page.getByRole('heading', { level: 1, name: 'Join your company' })).toBeVisible();

    // Client validation with the shared rules (spec section 5 password pattern).
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await expect(page.getByText('Please enter a password')).toBeVisible();
    await textbox(page, 'First name').fill('Nina');
    await textbox(page, 'Last name').fill('Novak');
    await textbox(page, 'Work e-mail').fill(email);
    await passwordInput(page).fill('weakpass');
    await textbox(page, 'Company').fill('Acme Foods');
    await textbox(page, "Owner's e-mail").fill(ACCOUNTS.acmeOwner);
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(
      page.getByText('At least 8 characters with one uppercase letter, one digit and one special character'),
    ).toBeVisible();
    await expect(page.getByText(RECEIVED)).toHaveCount(0);

    await passwordInput(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByRole('status').filter({ hasText: RECEIVED })).toBeVisible();

    // Not an account yet.
    const early = await page.request.post('/api/login', { data: { identifier: email, password: PASSWORD } });
    expect(early.ok()).toBe(false);

    // The Acme owner follows the e-mail's link to the dashboard and approves, choosing Acme Foods.
    await signIn(page, ACCOUNTS.acmeOwner, { form: true });
    await page.goto('/dashboard#signup-requests');
    const item = pendingOf(page, email);
    await expect(item).toContainText('Nina Novak');
    await expect(item).toContainText('Asks to join Acme Foods (Acme Holdings)');
    await pickSelect(item, page, 'Company', 'Acme Foods');
    await expect(item.getByRole('combobox', { name: 'Company' })).toHaveText('Acme Foods');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Nina Novak can now sign in and work for Acme Foods.')).toBeVisible();
    await expect(item).toHaveCount(0);

    // The new member signs in and works for Acme Foods.
    await signOut(page);
    await signIn(page, email, { form: true, password: PASSWORD });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nina');
    await expect(page.locator('aside').getByTestId('user-label')).toHaveText('Acme Holdings');
    await expect(page.locator('#signup-requests')).toHaveCount(0);
    await page.goto('/myworkspace?alignBy=status&new=1');
    const d = drawer(page);
    await pickOption(d, page, /Service Request Type/, 'Logo design');
    await expect(d.getByRole('combobox', { name: /Select Company/ })).toHaveValue('Acme Foods');
  });

  test('an e-mail that already has an account gets the server message', async ({ page }) => {
    await page.goto('/signup/member');
    await textbox(page, 'First name').fill('Max');
    await textbox(page, 'Last name').fill('Miller');
    await textbox(page, 'Work e-mail').fill(ACCOUNTS.acmeMember);
    await passwordInput(page).fill(PASSWORD);
    await textbox(page, 'Company').fill('Acme Foods');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'An account with this e-mail already exists.' });
    await expect(alert).toContainText('Please sign in instead.');
    await alert.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an enterprise registers and staff approve it; the owner signs in to the new enterprise', async ({
    page,
  }) => {
    test.slow(); // three sign-ins through the UI
    const email = uniqueEmail('peter', 'initech.test');
    await page.goto('/signup');
    await page.getByRole('link', { name: /Register your enterprise/ }).click();
    await textbox(page, 'Enterprise name').fill('Initech');
    await textbox(page, 'First company').fill('Initech Labs');
    await textbox(page, 'First name').fill('Peter');
    await textbox(page, 'Last name').fill('Gibbons');
    await textbox(page, 'Work e-mail').fill(email);
    await passwordInput(page).fill('Tps-report-1');
    await textbox(page, 'Phone').fill('12345');
    await page.getByRole('button', { name: 'Request an account' }).click();
    await expect(page.getByText('Enter a phone number like (123) 456-7890 or 123-456-7890')).toBeVisible();
    await textbox(page, 'Phone').fill('(123) 456-7890');
    await page.getByRole('button', { name: 'Request an account' }).click();
    await expect(page.getByText(RECEIVED)).toBeVisible();

    // An owner does not decide new enterprises; staff do.
    await signIn(page, ACCOUNTS.acmeOwner, { form: true });
    await expect(page.locator('#signup-requests')).toBeVisible();
    await expect(pendingOf(page, email)).toHaveCount(0);

    await signOut(page);
    await signIn(page, ACCOUNTS.staff, { form: true });
    const item = pendingOf(page, email);
    await expect(item).toContainText('New enterprise');
    await expect(item).toContainText('Registers Initech with the first company Initech Labs');
    await expect(item).toContainText('(123) 456-7890');
    await expect(item.getByRole('combobox')).toHaveCount(0);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Peter Gibbons can now sign in and work for Initech.')).toBeVisible();
    await expect(item).toHaveCount(0);

    await signOut(page);
    await signIn(page, email, { form: true, password: 'Tps-report-1' });
    await expect(page.locator('aside').getByTestId('user-label')).toHaveText('Initech');
    // A brand-new enterprise: starter membership, nothing requested yet, the owner's empty ledger.
    await expect(page.getByRole('region', { name: 'Your credit balance' })).toContainText('Starter plan');
    await expect(page.getByRole('region', { name: 'Recent requests' })).toContainText('No requests yet');
    await expect(page.getByRole('region', { name: /Credit ledger/ })).toContainText('Initech');
    await expect(page.locator('#signup-requests')).toContainText('No pending sign-up requests');
  });

  test('an invitation link offers the enterprise companies; the owner sees the chosen one', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // The member's own invitation link, as the dashboard shows it.
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    const member = await signIn(api, ACCOUNTS.acmeMember);
    await api.dispose();
    const enterprise = member.enterprises[0] as { id: number; name: string; inviteToken: string };
    const link = `/settings/${enterprise.id}/${enterprise.inviteToken}/signup-request`;

    const email = uniqueEmail('ivy', 'example.com');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-up request' })).toBeVisible();
    await expect(page.getByText('Max Miller invited you to join Acme Holdings.')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await textbox(page, 'First name').fill('Ivy');
    await textbox(page, 'Last name').fill('Irons');
    await textbox(page, 'Work e-mail').fill(email);
    await passwordInput(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText('Please select a company')).toBeVisible();
    await page.getByRole('combobox', { name: 'Company' }).click();
    await expect(page.getByRole('option')).toHaveText(['Acme Apparel', 'Acme Foods']);
    await page.getByRole('option', { name: 'Acme Apparel' }).click();
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText(RECEIVED)).toBeVisible();

    // The Acme owner sees the company chosen on the invitation page, and declines this one.
    await signIn(page, ACCOUNTS.acmeOwner, { form: true });
    const item = pendingOf(page, email);
    await expect(item).toContainText('Asks to join Acme Apparel');
    await expect(item.getByRole('combobox', { name: 'Company' })).toHaveText('Acme Apparel');
    await item.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'The sign-up request of Ivy Irons was declined.')).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test('an invitation link with a guessed or forged token is not valid', async ({ page }) => {
    // The old sequential form of the link, and a well-formed token with a made-up signature.
    await page.goto('/settings/1/1/signup-request');
    await expect(page.getByRole('alert')).toContainText('This invitation link is not valid.');
    await page.goto(`/settings/1/1.${'A'.repeat(22)}/signup-request`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-up request' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This invitation link is not valid.');
    await expect(page.getByRole('button', { name: 'Ask to join' })).toHaveCount(0);
  });
});

for (const width of [1280, 390]) {
  test(`sign-up screenshots at ${width}px`, async ({ page, playwright, baseURL }, testInfo) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const shot = async (name: string) => {
      const path = testInfo.outputPath(`${name}-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
    };
    await page.goto('/signup/member');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText('Please enter a password')).toBeVisible();
    await shot('signup-member-errors');

    await page.goto('/signup/enterprise');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('signup-enterprise');

    const api = await playwright.request.newContext({ baseURL: baseURL! });
    const owner = (await signIn(api, ACCOUNTS.acmeOwner)).enterprises[0]!;
    await api.dispose();
    await page.goto(`/settings/${owner.id}/${owner.inviteToken}/signup-request`);
    await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();
    await shot('signup-invitation');

    await page.goto('/signup/member');
    await textbox(page, 'First name').fill('Shot');
    await textbox(page, 'Last name').fill('Taker');
    await textbox(page, 'Work e-mail').fill(uniqueEmail('shot', 'example.com'));
    await passwordInput(page).fill(PASSWORD);
    await textbox(page, 'Company').fill('Somewhere Else');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText(RECEIVED)).toBeVisible();
    await shot('signup-sent');
  });
}
