import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { drawer, pickOption, pickSelect, saveAs, toast, uniqueTitle } from './requests-helpers.ts';

// Brand kits (spec sections 3, 5, 6): a customer creates one through the five sections, seeing the
// validation messages first; colleagues of the company and staff see it, another enterprise does not.

test('a customer creates a brand kit; another enterprise does not see it, staff may edit and create', async ({
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

  // Staff see it, may edit it, and create kits for any company.
  const staff = await browser.newPage();
  await signIn(staff, ACCOUNTS.staff);
  await staff.goto('/brandkit');
  const seen = staff.getByRole('article', { name });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'New Brand Kit' })).toBeVisible();
  await staff.close();
});

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the owner uploads a logo, sets colours and grants a member VIEW; the member orders with the kit', async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  await page.goto('/brandkit');
  await page.getByRole('button', { name: 'New Brand Kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Brand Kit' });
  const name = uniqueTitle('Acme logo kit');
  await dialog.getByRole('textbox', { name: 'Brand name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Enterprise' }).click();
  await page.getByRole('option', { name: 'Acme Holdings' }).click();
  await dialog.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Acme Foods' }).click();

  // A logo through the upload pipeline, previewed on a light and a dark background.
  await dialog
    .locator('input[type=file][aria-label="Upload logo"]')
    .setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  const logo = dialog.getByRole('listitem', { name: 'Logo 1' });
  await expect(logo.getByRole('img', { name: 'acme-logo.png on a light background' })).toBeVisible();
  await expect(logo.getByRole('img', { name: 'acme-logo.png on a dark background' })).toBeVisible();

  // Colours: one with the picker, one typed by hand (a wrong hex is refused first).
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  const first = dialog.getByRole('listitem', { name: 'Colour 2' });
  await first.getByRole('textbox', { name: 'Colour name' }).fill('Ocean');
  await first.getByLabel('Colour', { exact: true }).fill('#1d4ed8');
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  const second = dialog.getByRole('listitem', { name: 'Colour 3' });
  await second.getByRole('textbox', { name: 'Colour name' }).fill('Sun');
  await second.getByRole('button', { name: 'Manual' }).click();
  await second.getByRole('textbox', { name: 'Hex' }).fill('#FFD7');
  await dialog.getByRole('button', { name: 'Create brand kit' }).click();
  await expect(second.getByText('Enter a colour like #1A2B3C')).toBeVisible();
  await second.getByRole('textbox', { name: 'Hex' }).fill('#FFD700');
  await dialog.getByRole('button', { name: 'Create brand kit' }).click();
  await expect(toast(page, 'Brand kit created successfully')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('listitem', { name: 'Ocean #1D4ED8' })).toBeVisible();
  await expect(card.getByRole('listitem', { name: 'Sun #FFD700' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'acme-logo.png on a dark background' })).toBeVisible();

  // Access: the member is given Edit, then View only.
  await card.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Manage access' }).click();
  const access = page.getByRole('dialog', { name: /Brand kit access/ });
  await access.getByRole('combobox', { name: 'Access for Max Miller' }).click();
  await page.getByRole('option', { name: 'Edit' }).click();
  await expect(toast(page, 'Access updated for Max Miller').first()).toBeVisible();
  await access.getByRole('combobox', { name: 'Access for Max Miller' }).click();
  await page.getByRole('option', { name: 'View' }).click();
  await expect(access.getByRole('combobox', { name: 'Access for Max Miller' })).toHaveText('View');
  await access.getByRole('button', { name: 'Done' }).click();

  // The member sees the kit but cannot edit it, then orders a request with it.
  const member = await browser.newPage();
  await signIn(member, ACCOUNTS.acmeMember);
  await member.goto('/brandkit');
  const theirs = member.getByRole('article', { name });
  await expect(theirs).toBeVisible();
  await expect(theirs.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'New Brand Kit' })).toHaveCount(0);

  const title = uniqueTitle('Flyer with the kit');
  await member.goto('/myworkspace?new=1');
  const d = drawer(member);
  await d.getByLabel('Title').fill(title);
  await pickOption(d, member, /Service Request Type/, 'Logo design');
  await pickOption(d, member, /Select Company/, 'Acme Foods');
  await d.getByLabel(/Brand name/).fill('Acme');
  await pickSelect(d, member, 'Brand Kit', name);
  await saveAs(member, 'Submit Request');
  await expect(toast(member, 'Service Request created successfully')).toBeVisible();
  await member.getByTestId('request-row').filter({ hasText: title }).getByRole('link').click();
  const kitSection = drawer(member).getByRole('region', { name: 'Brand kit' });
  await expect(kitSection).toContainText(name);
  await expect(kitSection.getByText('#FFD700')).toBeVisible();
  await expect(kitSection.getByRole('img', { name: 'acme-logo.png on a light background' })).toBeVisible();
  await member.close();
});
