import { AxeBuilder } from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';

// Personal API tokens (issue 29) in Account settings, at desktop and phone widths: a member creates a
// read-only token, copies it from the dialog that shows it once, calls the API with it (a read works, a
// write is refused), then revokes it and the next call answers 401.

const section = (page: Page) => page.getByRole('region', { name: 'API tokens' });

async function tokenFlow(page: Page, baseURL: string, width: number) {
  await page.setViewportSize({ width, height: width < 900 ? 812 : 900 });
  await signIn(page, ACCOUNTS.acmeMember);
  await page.goto('/account');
  await expect(section(page)).toBeVisible();
  const name = `Reporting ${width} ${Date.now().toString(36)}`;

  await section(page).getByRole('button', { name: 'New API token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByText('Please name the token (what will use it?)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(dialog.getByRole('radio', { name: /Read only/ })).toBeChecked();
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API token' });
  await expect(shown.getByText('it is shown only this once')).toBeVisible();
  const token = await shown.getByTestId('new-api-token').inputValue();
  expect(token).toMatch(/^cdk_/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (process.env.TOKEN_SHOTS) {
    await page.screenshot({ path: `${process.env.TOKEN_SHOTS}/shown-${width}.png` });
  }
  await shown.getByRole('button', { name: 'Done' }).click();

  const row = section(page).getByRole('listitem', { name });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText(`${token.slice(0, 12)}…`);
  await expect(row).toContainText('Last used never');

  // A script calls the API with it: reads work, writes are refused.
  const script = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    const me = await script.get('/api/me');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ACCOUNTS.acmeMember);
    expect((await script.put('/api/service-requests', { data: { data: {} } })).status()).toBe(403);
    await page.reload();
    await expect(section(page).getByRole('listitem', { name })).not.toContainText('Last used never');
    if (process.env.TOKEN_SHOTS) {
      await section(page).screenshot({ path: `${process.env.TOKEN_SHOTS}/section-${width}.png` });
    }

    // Revoked: the next call answers 401.
    await section(page)
      .getByRole('listitem', { name })
      .getByRole('button', { name: `Revoke ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Revoke this token?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(section(page).getByRole('listitem', { name })).toContainText('Revoked');
    expect((await script.get('/api/me')).status()).toBe(401);
  } finally {
    await script.dispose();
  }
}

test('a member creates a read-only API token, uses it and revokes it (1280 px)', async ({
  page,
  baseURL,
}) => {
  await tokenFlow(page, baseURL!, 1280);
});

test('the same on a phone (375 px)', async ({ page, baseURL }) => {
  await tokenFlow(page, baseURL!, 375);
});
