import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import { drawer } from './requests-helpers.ts';

// What one may not see, or what is not there, is one plain not-found state: a request in the drawer
// (issue 10) and a credit ledger (issue 23), with a way back and nothing that acts on it.

test('an unknown request id shows one clear not-found state', async ({ page }) => {
  await signIn(page, ACCOUNTS.acmeMember);
  for (const url of ['/requests/999999?alignBy=status', '/requests/999999?alignBy=status&mode=edit']) {
    await page.goto(url);
    const d = drawer(page);
    await expect(d.getByTestId('request-drawer-title')).toHaveText('Request not found');
    await expect(d).toContainText('This request does not exist, or you do not have access to it.');
    await expect(d).not.toContainText('service Request is not set');
    await expect(d).not.toContainText('Service Request not found');
    await d.getByRole('button', { name: 'Back to the list' }).click();
    await expect(d).toBeHidden();
    await expect(page).toHaveURL(/\/requests\?alignBy=status$/);
  }
});

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
