import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { drawer, pickOption, pickSelect, toast, uniqueTitle } from './requests-helpers.ts';

// Staff build a request type in the Catalogue screen — a select priced per option — preview it,
// publish it, and a customer finds it in the New Request drawer at the price the preview showed.
test('staff build, preview and publish a type; a customer orders it at the previewed price', async ({
  page,
  browser,
}, testInfo) => {
  const category = uniqueTitle('Print');
  const typeName = uniqueTitle('Poster');
  await signIn(page, ACCOUNTS.staff);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();

  await page.getByRole('button', { name: 'New category' }).click();
  let dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name').fill(category);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const section = page.getByRole('region', { name: `Category ${category}` });
  await section.getByRole('button', { name: 'New type' }).click();
  dialog = page.getByRole('dialog', { name: `New type in ${category}` });
  await dialog.getByLabel('Name').fill(typeName);
  await dialog.getByLabel('Description').fill('Large-format posters for events');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(section.getByText('Not published')).toBeVisible();
  await section.getByRole('link', { name: typeName }).click();
  await expect(page.getByRole('heading', { level: 1, name: typeName })).toBeVisible();

  const editor = page.getByRole('region', { name: 'Form editor' });
  await editor.getByLabel('Base credit').fill('5');
  await editor.getByRole('button', { name: 'Add field' }).click();
  await editor.getByLabel('Field 1 label').fill('Size');
  await pickSelect(editor, page, 'Field 1 type', 'select');
  await editor.getByLabel('Field 1 option 1', { exact: true }).fill('Small');
  await editor.getByLabel('Field 1 option 1 credit').fill('3');
  await editor.getByRole('button', { name: 'Add option' }).click();
  await editor.getByLabel('Field 1 option 2', { exact: true }).fill('Large');
  await editor.getByLabel('Field 1 option 2 credit').fill('8.5');
  await editor.getByRole('checkbox', { name: 'Required' }).check();

  // An option the engine could not price is refused with the reason, live.
  await editor.getByLabel('Field 1 option 2', { exact: true }).fill('Small');
  await expect(editor.getByRole('alert')).toContainText('Field “Size”: the option “Small” appears twice');
  await expect(editor.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await editor.getByLabel('Field 1 option 2', { exact: true }).fill('Large');
  await expect(editor.getByRole('alert')).toHaveCount(0);

  // The preview renders the field as the drawer does and prices what is chosen, at each priority.
  const preview = page.getByRole('region', { name: 'Preview' });
  await pickSelect(preview, page, /^Size/, 'Large');
  await expect(preview.getByTestId('preview-price-STANDARD')).toHaveText('13.5 credits'); // 5 + 8.5
  await expect(preview.getByTestId('preview-price-PRIORITY')).toHaveText('16.2 credits');
  await expect(preview.getByTestId('preview-price-EXPRESS')).toHaveText('20.25 credits');

  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    const path = testInfo.outputPath(`catalogue-builder-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`catalogue-builder-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Version 1 published')).toBeVisible();
  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('row').filter({ hasText: 'v1' })).toContainText('5.00');

  // The customer: the new type is offered in the drawer, at the price the preview showed.
  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, ACCOUNTS.globexOwner);
  await customer.goto('/dashboard');
  await customer.getByRole('button', { name: 'New Request' }).first().click();
  const d = drawer(customer);
  await d.getByLabel('Title').fill(uniqueTitle('Event poster'));
  await pickOption(d, customer, /Service Request Type/, typeName);
  await pickSelect(d, customer, /^Size/, 'Large');
  await expect(d.getByTestId('request-total')).toHaveText('13.5 credits');
  await context.close();
});
