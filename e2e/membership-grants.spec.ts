import { addDays, duePeriods, toIsoDay } from '../src/shared/domain/credit-periods.ts';
import { formatDate } from '../src/shared/domain/formats.ts';
import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import { freshEnterprise } from './fresh-enterprise.ts';

// A payment date typed a year back (a slip of the year) would grant a year of allowances: the
// Enterprises screen names what saving grants and saves only when staff confirm those credits.

for (const [width, height] of [
  [1440, 900],
  [375, 812],
] as const) {
  test(`staff confirm the allowances a backdated payment date grants (${width} px)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const { enterpriseId } = await freshEnterprise(baseURL!, {
      domain: 'grants.test',
      label: 'Grants',
      password: 'Backdated-Grant-2026',
      members: [],
    });
    await page.setViewportSize({ width, height });
    await signIn(page, ACCOUNTS.staff);
    await page.goto(`/enterprises/${enterpriseId}`);
    const balance = page.getByTestId('enterprise-balance');
    await expect(balance).toHaveText('0');

    const today = toIsoDay(new Date());
    const start = addDays(today, -370);
    const periods = [start, ...duePeriods(start, null, today)];
    const credits = periods.length * 50;
    await page.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: /Basic 200/ }).click();
    await page.getByLabel('Payment date').fill(start);
    await page.getByRole('button', { name: 'Save membership' }).click();

    const asked = page.getByRole('alert').filter({ hasText: 'Saving this grants' });
    await expect(asked).toContainText(
      `Saving this grants ${periods.length} monthly allowances (${credits} credits in all, for the ${periods.length} periods from ${formatDate(start)} to ${formatDate(periods.at(-1))})`,
    );
    // Nothing was saved yet.
    await expect(balance).toHaveText('0');
    await expect(page.getByTestId('enterprise-tier')).toHaveText('Starter');
    await page.screenshot({ path: testInfo.outputPath(`membership-grants-${width}.png`), fullPage: true });

    await asked.getByRole('button', { name: `Grant ${credits} credits and save` }).click();
    await expect(page.getByText('Membership saved')).toBeVisible();
    await expect(asked).toBeHidden();
    // The button that had the focus is gone: the focus is on the form's first field, not the page.
    await expect(page.getByRole('combobox', { name: 'Tier' })).toBeFocused();
    await expect(page.getByTestId('enterprise-tier')).toHaveText('Basic 200');
    await expect(balance).toHaveText(String(credits));
  });
}
