import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { sidebarNav, signIn } from './fixtures.ts';
import { freshEnterprise } from './fresh-enterprise.ts';

// The Team page (issue 26): an owner changes a member's role and removes a person, at desktop and phone
// widths. Every test makes its own enterprise and people through the API (an enterprise sign-up that
// staff approve, member sign-ups its owner approves): the demo people are shared by the other browser
// tests and must keep their roles.

const PASSWORD = 'Team-pass-42!x';
const team = (baseURL: string) =>
  freshEnterprise(baseURL, {
    domain: 'team.test',
    label: 'Team',
    password: PASSWORD,
    members: ['Ana', 'Bo'],
  });

const personCard = (page: Page, email: string) => page.getByRole('listitem').filter({ hasText: email });

async function changeRoleAndRemove(page: Page, baseURL: string) {
  const { owner, members } = await team(baseURL);
  const [ana, bo] = members as [string, string];
  // Bo is signed in in a browser context of their own: after the removal their next call answers 401.
  const boApi = await playwrightRequest.newContext({ baseURL });
  await signIn(boApi, bo, { password: PASSWORD });
  expect((await boApi.get('/api/me')).status()).toBe(200);

  await signIn(page, owner, { password: PASSWORD });
  await page.goto('/dashboard');
  // The sidebar at desktop width; the menu drawer on a phone.
  if (page.viewportSize()!.width < 900) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await drawer.getByRole('link', { name: 'Team' }).click();
  } else {
    await sidebarNav(page).getByRole('link', { name: 'Team' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(personCard(page, ana)).toBeVisible();
  await expect(personCard(page, owner)).toContainText('Two-factor off');
  await expect(page.getByTestId('team-invite-link')).toContainText('/signup-request');

  // The only owner can neither leave nor become a member (the server refuses both): said on the card.
  const mine = personCard(page, owner);
  await expect(mine.getByRole('button', { name: 'Leave' })).toBeDisabled();
  await expect(mine).toContainText('The only owner: make someone else an owner first.');

  // Ana becomes an owner.
  await personCard(page, ana).getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await expect(page.getByText('Ana Member is now an owner.')).toBeVisible();
  await expect(personCard(page, ana).getByRole('combobox', { name: 'Role' })).toHaveText('Owner');
  // Two owners: either may leave now.
  await expect(mine.getByRole('button', { name: 'Leave' })).toBeEnabled();
  await expect(mine).not.toContainText('The only owner');

  // Bo is removed from the enterprise.
  await personCard(page, bo).getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from the enterprise?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(/Bo Member was removed from/)).toBeVisible();
  await expect(personCard(page, bo)).toHaveCount(0);
  expect((await boApi.get('/api/me')).status()).toBe(401);
  await boApi.dispose();

  // No side scroll at this width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Both changes are in the audit log.
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Removed from the enterprise' }),
  ).toHaveCount(1);
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'Role changed' })).toHaveCount(1);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('Team page', () => {
  test('at 1280 px an owner makes a member an owner and removes a person', async ({ page, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await changeRoleAndRemove(page, baseURL!);
  });

  test('at 375 px the same works from the menu drawer', async ({ page, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await changeRoleAndRemove(page, baseURL!);
  });
});
