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
    await expect(page.getByRole('textbox', { name: 'Password' })).not.toBeEditable();
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

  test('the form shows before the app has loaded, and works once it has', async ({ page }) => {
    // The app's code is held back: the visitor sees the prerendered form, which waits for it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const identifier = page.getByRole('textbox', { name: 'E-mail or username' });
    await expect(identifier).toBeVisible();
    await expect(identifier).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Show password' })).toBeDisabled();
    release();
    // The app renders the same form over it, with no loader in between, and it works.
    await expect(identifier).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await identifier.fill(ACCOUNTS.acmeOwner);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'text');
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
  });

  test('the prerendered form is replaced by the app without a loader in between', async ({ page }) => {
    // Every element #root shows, in order: the prerendered page, then the app's own (not a spinner).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { rootContents: string[] }).rootContents = seen;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const note = () => seen.push(root.querySelector('h1')?.textContent ?? '(no heading)');
        note();
        new MutationObserver(note).observe(root, { childList: true });
      });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const seen = await page.evaluate(() => (window as unknown as { rootContents: string[] }).rootContents);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen)).toEqual(new Set(['Sign in']));
  });

  test('a signed-in visitor opening /login gets the app, which takes them on', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    const document = await page.request.get('/login');
    expect(await document.text()).not.toContain('data-prerendered');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
