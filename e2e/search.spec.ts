import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';

test('global search finds requests of the user’s own enterprise only, with the specification messages', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('combobox', { name: 'Search' });

  await box.fill('in');
  await expect(dialog.getByText('Please enter at least 3 characters')).toBeVisible();

  await box.fill('checkout');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByText('Checkout button does nothing on mobile')).toBeVisible();

  // Globex's "Summer store banner" is another enterprise's request: never found by Acme.
  await box.fill('summer store');
  await expect(dialog.getByText('No results found')).toBeVisible();

  // Request types are matched on the client, by name or description.
  await box.fill('video');
  await expect(results.getByText('Video editing')).toBeVisible();
  // A type hit opens a new request of that type.
  await results.getByText('Video editing').click();
  await expect(page).toHaveURL(/\/myworkspace\?new=1&type=\d+/);
  const form = page.getByRole('dialog').filter({ has: page.getByTestId('request-drawer-title') });
  await expect(form.getByRole('combobox', { name: /Service Request Type/ })).toHaveValue('Video editing');
  await form.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();

  await box.fill('checkout');
  await results.getByText('Checkout button does nothing on mobile').click();
  await expect(page).toHaveURL(/\/requests\/\d+\?alignBy=/);
  await expect(page.getByRole('dialog').last()).toContainText('Checkout button does nothing on mobile');
});
