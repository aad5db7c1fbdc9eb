import { ACCOUNTS, expect, signIn, submitLogin, test } from './fixtures.ts';
import { toast } from './requests-helpers.ts';

test.describe('route guards', () => {
  test('signed out, a protected route goes to /login and back to the exact route after sign-in', async ({
    page,
  }) => {
    await page.goto('/requests?alignBy=status');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Frequests%3FalignBy%3Dstatus$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await submitLogin(page, ACCOUNTS.acmeOwner);
    await expect(page).toHaveURL(/\/requests\?alignBy=status$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  for (const path of [
    '/dashboard',
    '/myworkspace',
    '/requests/1',
    '/requestboard',
    '/support',
    '/brandkit',
    '/_app',
  ]) {
    test(`signed out, ${path} lands on /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    });
  }

  test('a forged redirect to another site is ignored', async ({ page }) => {
    await page.goto('/login?redirectTo=%2F%2Fevil.example%2Fphish');
    await submitLogin(page, ACCOUNTS.acmeMember);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test('staff opening /support are sent to the dashboard', async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto('/support');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
  });

  test('a customer opening /requestboard is sent to the dashboard', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeMember);
    await page.goto('/requestboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Max');
  });

  test('each side reaches its own page', async ({ browser }) => {
    const staff = await browser.newPage();
    await signIn(staff, ACCOUNTS.staff);
    await staff.goto('/requestboard');
    await expect(staff.getByRole('heading', { level: 1, name: 'Request Board' })).toBeVisible();
    await staff.close();

    const customer = await browser.newPage();
    await signIn(customer, ACCOUNTS.acmeOwner);
    await customer.goto('/support');
    await expect(customer.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await customer.close();
  });

  test('/_app renders the shell and opens the dashboard', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/_app');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('signed in, /login goes straight to the dashboard', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

test('a page of the other side says why it sent the user to the dashboard', async ({ browser }) => {
  const customer = await browser.newPage();
  await signIn(customer, ACCOUNTS.acmeMember);
  await customer.goto('/requestboard');
  await expect(customer).toHaveURL(/\/dashboard$/);
  await expect(
    toast(customer, 'The Request Board is for the studio team, so you were taken to your dashboard.'),
  ).toBeVisible();
  await customer.close();

  const staff = await browser.newPage();
  await signIn(staff, ACCOUNTS.staff);
  await staff.goto('/support');
  await expect(staff).toHaveURL(/\/dashboard$/);
  await expect(
    toast(staff, 'Support is for customers to reach the studio, so you were taken to your dashboard.'),
  ).toBeVisible();
  await staff.close();
});
