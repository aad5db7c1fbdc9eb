import { ACCOUNTS, expect, loginViaApi, test } from './fixtures.ts';

test('global search finds requests of the user’s own enterprise only, with the specification messages', async ({
  page,
}) => {
  await loginViaApi(page, ACCOUNTS.acmeOwner);
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('textbox', { name: 'Search' });

  await box.fill('in');
  await expect(dialog.getByText('Please enter at least 3 characters')).toBeVisible();

  await box.fill('checkout');
  const results = dialog.getByRole('list', { name: 'Search results' });
  await expect(results.getByText('Checkout button does nothing on mobile')).toBeVisible();

  // Globex's "Summer store banner" is another enterprise's request: never found by Acme.
  await box.fill('summer store');
  await expect(dialog.getByText('No results found')).toBeVisible();

  // Request types are matched on the client, by name or description.
  await box.fill('video');
  await expect(results.getByText('Video editing')).toBeVisible();

  await box.fill('checkout');
  await results.getByText('Checkout button does nothing on mobile').click();
  await expect(page).toHaveURL(/\/requests\/\d+\?alignBy=/);
  await expect(page.getByRole('dialog').last()).toContainText('Checkout button does nothing on mobile');
});
