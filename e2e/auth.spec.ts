import {
  ACCOUNTS,
  OWNER_NAV,
  DEMO_PASSWORD,
  expect,
  sidebarNav,
  signIn,
  STAFF_NAV,
  submitLogin,
  test,
} from './fixtures.ts';

test.describe('signing in', () => {
  test('a customer signs in with Enter, is greeted and sees the customer navigation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await submitLogin(page, ACCOUNTS.acmeOwner);

    await expect(page.getByText('Successfully Logged In!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia');

    const nav = sidebarNav(page);
    await expect(nav.getByRole('link')).toHaveText(OWNER_NAV);
    await expect(nav.getByRole('link', { name: 'Request Board' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    // User box: name and the first enterprise's name.
    const aside = page.locator('aside');
    await expect(aside.getByTestId('user-name')).toHaveText('Olivia Owens');
    await expect(aside.getByTestId('user-label')).toHaveText('Acme Holdings');

    // Credit Balance: the user's enterprise with its available credit (from the session payload).
    // Other tests spend Acme's credits in parallel, so compare against a payload fetched together
    // with a fresh page load, retrying until the two were read between the same spends.
    const balance = aside.getByRole('region', { name: 'Credit Balance' });
    await expect(balance.getByRole('listitem')).toHaveCount(1);
    await expect(async () => {
      const me = await (await page.request.get('/api/me')).json();
      const acme = me.enterprises.find((e: { name: string }) => e.name === 'Acme Holdings');
      const shown = String(Number(acme.availableRequestCredit));
      const text = await balance.getByRole('listitem').textContent();
      if (text !== `Acme Holdings${shown}`) await page.reload();
      expect(text).toBe(`Acme Holdings${shown}`);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'New Request' })).toBeVisible();
  });

  test('a member sees their enterprise in the user box', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeMember, { form: true });
    await expect(page.locator('aside').getByTestId('user-name')).toHaveText('Max Miller');
    await expect(page.locator('aside').getByTestId('user-label')).toHaveText('Acme Holdings');
  });

  test('staff sign in with a username and see Request Board, not Support, and the provider label', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLogin(page, 'staff');
    await expect(page).toHaveURL(/\/dashboard$/);

    const nav = sidebarNav(page);
    await expect(nav.getByRole('link')).toHaveText(STAFF_NAV);
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveCount(0);
    await expect(page.locator('aside').getByTestId('user-name')).toHaveText('Sam Staff');
    await expect(page.locator('aside').getByTestId('user-label')).toHaveText('Studio');

    // Staff see the balance of every enterprise.
    const balance = page.locator('aside').getByRole('region', { name: 'Credit Balance' });
    await expect(balance.getByRole('listitem').filter({ hasText: 'Acme Holdings' })).toBeVisible();
    await expect(balance.getByRole('listitem').filter({ hasText: 'Globex' })).toBeVisible();
  });

  test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.designer, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid identifier or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Successfully Logged In!')).toHaveCount(0);

    // Correcting the password signs in.
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('empty fields are refused with a message on each', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your e-mail or username')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password' });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the sign-in toast closes by itself after about 2 seconds', async ({ page }) => {
    await signIn(page, ACCOUNTS.globexOwner, { form: true });
    const toast = page.getByText('Successfully Logged In!');
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4_000 });
  });
});

test.describe('logging out', () => {
  test('from the user box menu: toast, /login, and the app is closed again', async ({ page }) => {
    await signIn(page, ACCOUNTS.globexOwner, { form: true });
    await expect(page.locator('aside').getByTestId('user-label')).toHaveText('Globex');

    await page.getByRole('button', { name: /Account menu for Gina Gray/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page.getByText('Successfully Logged out!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner')).toHaveCount(0);

    // The session is gone on the server too.
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
