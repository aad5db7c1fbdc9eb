import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';

// Issue 23, defect 5: a page whose code is still on its way shows its frame (app bar) and its own
// header with skeleton rows at once, never an empty spinner. The page's chunk is held back until
// the frame has been seen, so this does not depend on how fast the machine is.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

for (const [path, chunk, heading] of [
  ['/dashboard', /\/assets\/DashboardPage-[^/]*\.js$/, /^Good (morning|afternoon|evening), Olivia$/],
  // (A list route's document carries its rows instead: first-paint.spec.ts.)
  ['/support', /\/assets\/SupportPage-[^/]*\.js$/, 'Support'],
] as const) {
  test(`${path}: the app bar, the page's title and skeleton rows show while its code loads`, async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    // (A skeleton shown earlier, while the shell loaded, may stay in the document hidden by React.)
    const skeleton = page.getByTestId('page-skeleton').locator('visible=true');
    await expect(skeleton).toHaveCount(1);
    // The frame comes prerendered, the same for everyone (issue 30): a title made from the session
    // (the dashboard's greeting) is a grey bar in it until the page renders.
    if (typeof heading === 'string') {
      await expect(skeleton.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    release();
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
