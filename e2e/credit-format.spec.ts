import { ACCOUNTS, expect, openSearchWithKeyboard, signIn, test } from './fixtures.ts';
import { createLogoRequest, uniqueTitle } from './requests-helpers.ts';

// Credits read the same everywhere (issues 10 and 23): "46.5 credits" and "12 credits", never
// "46.50" or "12.00", in the server's messages, the search palette and the catalogue; and the words
// of an empty list.

test('copy and credit format', async ({ page }) => {
  await signIn(page, ACCOUNTS.designer);
  await page.goto('/myworkspace?alignBy=draft');
  await expect(page.getByText('No drafts yet')).toBeVisible();
  await expect(page.getByText('No drafts requests')).toHaveCount(0);

  // The server's credit amounts read like the app's: "46.5 credits", not "46.50 credits".
  const owner = await signIn(page, ACCOUNTS.acmeOwner);
  const created = await createLogoRequest(page.request, owner, uniqueTitle('Priced'));
  await signIn(page, ACCOUNTS.staff);
  const tooMuch = await page.request.put(`/api/service-requests/${created.id}`, {
    data: {
      data: {
        title: created.title,
        company: created.company.id,
        assignees: [owner.user.id],
        adjustCredit: '99999999.50',
      },
    },
  });
  expect(tooMuch.status()).toBe(409);
  const message = ((await tooMuch.json()) as { error: { message: string } }).error.message;
  // The request's 13 credits are already charged: the change costs the rest.
  expect(message).toMatch(
    /^Not enough credit: this request costs 99999986\.5 credits and the available balance is \d+(\.\d\d?)? credits\.$/,
  );
  expect(message).not.toMatch(/\.\d0 credits/);

  // The search palette's type chips use the same form.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openSearchWithKeyboard(page);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('logo design');
  await expect(dialog.getByText('12 credits')).toBeVisible();
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
