import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';

// Issue 23, round 2 of a new user's trip: a ledger one may not see, and one credit format.

test('a ledger one may not see is a plain not-found page, without filters or export', async ({
  page,
}, testInfo) => {
  const staff = await signIn(page, ACCOUNTS.staff);
  const globex = staff.enterprises.find((e) => e.name === 'Globex')!;
  await signIn(page, ACCOUNTS.acmeMember);
  await page.goto(`/credits/${globex.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger not found' })).toBeVisible();
  await expect(page.getByText('This ledger does not exist, or you do not have access to it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
  // Nothing that acts on a ledger that is not there: no Retry, no filters, no Apply, no export.
  for (const name of ['Retry', 'Apply']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Ledger filters' })).toHaveCount(0);
  await expect(page.getByText('Enterprise not found')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('ledger-not-found-375.png'), fullPage: true });
});

test('the catalogue writes credits as everywhere else ("12 credits", not "12.00 credits")', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.staff);
  await page.goto('/catalogue');
  // The type's row: its link and the chips beside it.
  const logo = page.getByRole('link', { name: 'Logo design', exact: true }).locator('..');
  await expect(logo).toContainText('12 credits');
  await expect(page.getByText(/\d\.00 credits/)).toHaveCount(0);
});
