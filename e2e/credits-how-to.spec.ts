import { expect, signIn, test } from './fixtures.ts';
import { freshEnterprise } from './fresh-enterprise.ts';
import { drawer, pickOption } from './requests-helpers.ts';

/*
 * A new enterprise starts on Starter with 0 credits: where its people see their balance (the
 * dashboard, the sidebar) and where a request does not fit, they are told who adds credits and how
 * to ask — an owner (the monthly plan, or the provider through Support), a member (an owner).
 */

const PASSWORD = 'Credits-how-58!q';
const SHOTS = process.env.E2E_SHOTS;

for (const [width, height] of [
  [1280, 900],
  [375, 812],
] as const) {
  test(`at ${width} px a new enterprise is told how to get credits`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height });
    const { owner, members } = await freshEnterprise(baseURL!, {
      domain: 'howto.test',
      label: 'Howto',
      password: PASSWORD,
      members: ['Mia'],
    });
    const mine = await signIn(page, owner, { password: PASSWORD });
    const enterprise = mine.enterprises[0]!;
    await page.goto('/dashboard');
    const ownerHowTo = `Credits come with a monthly plan: ask ${mine.providerName} through Support to set one up for ${enterprise.name}, or to add credits.`;
    await expect(page.getByTestId('credits-how-to')).toHaveText(ownerHowTo);
    if (width > 640) {
      await expect(
        page.getByRole('complementary').getByRole('link', { name: 'How to get credits' }),
      ).toBeVisible();
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/how-to-dashboard-${width}.png`, fullPage: true });

    // A request that does not fit: the shortfall says how to get credits as well.
    await page.goto('/myworkspace?alignBy=status&new=1');
    const d = drawer(page);
    await pickOption(d, page, /Service Request Type/, 'Logo design');
    await d.getByLabel(/Brand name/).fill('Howto');
    const shortfall = d.getByTestId('credit-shortfall');
    await expect(shortfall).toContainText('No credits are available to spend');
    await expect(shortfall.getByTestId('credits-how-to')).toHaveText(ownerHowTo);
    if (SHOTS) {
      await shortfall.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/how-to-shortfall-${width}.png` });
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // A member asks an owner (or the provider).
    await signIn(page, members[0]!, { password: PASSWORD });
    await page.goto('/dashboard');
    await expect(page.getByTestId('credits-how-to')).toHaveText(
      `Credits come with ${enterprise.name}'s monthly plan. To get more, ask an owner of ${enterprise.name} to choose a plan, or ask ${mine.providerName} through Support to add credits.`,
    );
  });
}
