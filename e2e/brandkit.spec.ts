import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, toast, uniqueTitle } from './requests-helpers.ts';

// Brand kits (spec sections 3, 5, 6): a customer creates one through the five sections, seeing the
// validation messages first; colleagues of the company and staff see it, another enterprise does not.

test('a customer creates a brand kit; another enterprise does not see it, staff may edit but not create', async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  await page.goto('/brandkit');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Kit' })).toBeVisible();
  await page.getByRole('button', { name: 'New Brand Kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Brand Kit' });
  await expect(dialog).toBeVisible();
  for (const section of [
    'Brand Overview',
    'Target Audience',
    'Design Assets',
    'Channels & Links',
    'Contact Info',
  ]) {
    await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
  }

  // Saving an empty form shows the brand messages.
  await dialog.getByRole('button', { name: 'Create brand kit' }).click();
  await expect(dialog.getByText('Please enter a brand name')).toBeVisible();
  await expect(dialog.getByText('Please select an enterprise')).toBeVisible();
  await expect(dialog.getByText('Please select a company')).toBeVisible();
  const description = dialog.getByRole('textbox', { name: 'Description', exact: true });
  await description.fill('x'.repeat(256));
  await expect(dialog.getByText('Description must be 255 characters or less')).toBeVisible();
  await expect(dialog.getByText('256/255')).toBeVisible();

  // Brand Overview.
  const name = uniqueTitle('Acme Foods brand');
  await dialog.getByRole('textbox', { name: 'Brand name' }).fill(name);
  await description.fill('Fresh, friendly, local.');
  await expect(dialog.getByText('Description must be 255 characters or less')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Enterprise' }).click();
  await page.getByRole('option', { name: 'Acme Holdings' }).click();
  await dialog.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Acme Foods' }).click();
  await dialog.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Food & Beverage' }).click();
  await expect(dialog.getByText('Please select a company')).toHaveCount(0);

  // Target Audience.
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('spinbutton', { name: 'Age from' }).fill('25');
  await dialog.getByRole('spinbutton', { name: 'Age to' }).fill('45');

  // Design Assets: a colour typed by hand (Manual), a font.
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  const colour = dialog.getByRole('listitem', { name: 'Colour 1' });
  await colour.getByRole('textbox', { name: 'Colour name' }).fill('Tomato');
  await colour.getByRole('button', { name: 'Manual' }).click();
  await colour.getByRole('textbox', { name: 'Hex' }).fill('#E5533D');
  await dialog.getByRole('button', { name: 'Add typography' }).click();
  await dialog
    .getByRole('listitem', { name: 'Typography 2' })
    .getByRole('textbox', { name: 'Font family' })
    .fill('Inter');

  // Channels & Links.
  await dialog.getByRole('button', { name: 'Add social channel' }).click();
  await dialog.getByRole('textbox', { name: 'Instagram URL' }).fill('https://instagram.com/acmefoods');

  // Contact Info.
  await dialog.getByRole('textbox', { name: 'Contact e-mail' }).fill('brand@acme.test');

  await dialog.getByRole('button', { name: 'Create brand kit' }).click();
  await expect(toast(page, 'Brand kit created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const kit = page.getByRole('article', { name });
  await expect(kit).toContainText('Acme Foods · Acme Holdings');
  await expect(kit).toContainText('Food & Beverage');
  await expect(kit.getByRole('listitem', { name: 'Tomato #E5533D' })).toBeVisible();
  await expect(kit.getByRole('button', { name: `Edit ${name}` })).toBeVisible();

  await kit.getByRole('button', { name: `View ${name}` }).click();
  const view = page.getByRole('dialog', { name });
  await expect(view).toContainText('Female');
  await expect(view).toContainText('25–45');
  await expect(view).toContainText('Inter');
  await expect(view.getByRole('link', { name: 'https://instagram.com/acmefoods' })).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).first().click();

  // Another enterprise's owner does not see it.
  const globex = await browser.newPage();
  await signIn(globex, ACCOUNTS.globexOwner);
  await globex.goto('/brandkit');
  await expect(globex.getByRole('heading', { level: 1, name: 'Brand Kit' })).toBeVisible();
  await expect(globex.getByRole('button', { name: 'New Brand Kit' }).first()).toBeVisible();
  await expect(globex.getByText(name)).toHaveCount(0);
  await globex.close();

  // Staff see it and may edit it, but create none.
  const staff = await browser.newPage();
  await signIn(staff, ACCOUNTS.staff);
  await staff.goto('/brandkit');
  const seen = staff.getByRole('article', { name });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'New Brand Kit' })).toHaveCount(0);
  await staff.close();
});
