import { expect, test, type Page } from '@playwright/test';

// The app's router (issue 30: React Router's declarative router, with scroll restoration and error
// pages of the app's own, app/AppRouter.tsx): a link starts the next page at its top, back returns
// to where the reader was, and a page whose code cannot load says so and lets the reader move on.
// The drawer's unsaved-changes guard on the back button: request-drawer.spec.ts.

test.use({ viewport: { width: 1280, height: 420 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a link starts the next page at its top; back restores where the reader was', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const readTo = await scrollY(page);
  expect(readTo, 'the terms are longer than the window').toBeGreaterThan(300);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  const policyHeight = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(policyHeight, 'the policy could have kept the old position').toBeGreaterThan(readTo / 2);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => scrollY(page)).toBe(readTo);
});

test('a page whose code cannot load says so, and the next link works', async ({ page }) => {
  await page.route(/\/assets\/TermsPage-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'A new version is available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  await expect(page.getByText('A new version is available')).toHaveCount(0);
});
