import { ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from './fixtures.ts';

// Issue 30, a phone's first paint: the signed-out pages come as HTML with the document (prerendered
// at build time, scripts/prerender-plugin.ts), and the app renders over them once its code has run.

test.describe('prerendered signed-out pages', () => {
  test('/login arrives with its sign-in form in the HTML, which cannot submit before the app runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Studio Requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail or username' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    // Without the app a native submit would be a GET carrying the password in the address.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Password' }).fill('typed');
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    // Styled as the app shows it (the page's styles come with the document): the brand panel's
    // gradient on a wide screen.
    await expect(page.getByRole('complementary', { name: 'About Studio Requests' })).toHaveCSS(
      'background-image',
      /linear-gradient/,
    );
    await context.close();
  });

  for (const { path, heading } of [
    { path: '/signup', heading: 'Create an account' },
    { path: '/forgot-password', heading: 'Reset your password' },
  ]) {
    test(`${path} arrives with its content in the HTML`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await context.close();
    });
  }

  test('what is typed before the app has loaded is kept, and Enter signs in once it has', async ({
    page,
  }) => {
    // The app's code is held back: the visitor sees the prerendered form and starts typing.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'E-mail or username' }).fill(ACCOUNTS.acmeOwner);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    release();
    // The app renders the form over the prerendered one: the button works, the fields kept their text.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'E-mail or username' })).toHaveValue(ACCOUNTS.acmeOwner);
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("an Enter pressed while the page's code is still loading signs in when it arrives", async ({
    page,
  }) => {
    // The app's entry runs, the sign-in page's own chunk is held back.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/LoginPage-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail or username' }).fill(ACCOUNTS.acmeOwner);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a signed-in visitor opening /login gets the app, which takes them on', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    const document = await page.request.get('/login');
    expect(await document.text()).not.toContain('data-prerendered');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
