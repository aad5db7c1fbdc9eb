import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, sidebarNav, signIn, submitLogin, test } from './fixtures.ts';
import { STAFF_DEACTIVATED } from '../src/shared/schemas/staff.ts';
import { getRequest, pickSelect, requestFromCustomer } from './requests-helpers.ts';

// Staff administration (issue 26): staff open Staff from the navigation, deactivate a colleague (whose
// open browser loses access at once and whose sign-in is refused with the message), then reactivate
// them and they sign in again; at 1280 and 375 px. The colleagues are the spare staff accounts the
// e2e server seeds (SEED_SPARE_STAFF in playwright.config.ts), so the demo staff stay active for the
// other tests.

const SCREENSHOTS = process.env.STAFF_SCREENSHOTS ?? 'test-results/staff-admin';

const accountCard = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: email });

/**
 * The colleague active again whatever an earlier attempt left (a retry), through the staff API;
 * answers their id.
 */
async function ensureActive(page: Page, email: string): Promise<number> {
  const list = (await (await page.request.get('/api/staff')).json()) as {
    staff: { id: number; email: string; deactivatedAt: string | null }[];
  };
  const colleague = list.staff.find((s) => s.email === email);
  expect(colleague, `the spare staff account ${email}`).toBeTruthy();
  if (colleague!.deactivatedAt) {
    expect((await page.request.post(`/api/staff/${colleague!.id}/reactivate`)).status()).toBe(200);
  }
  return colleague!.id;
}

async function openStaffPage(page: Page) {
  await page.goto('/dashboard');
  if (page.viewportSize()!.width < 900) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Staff' }).click();
  } else {
    await sidebarNav(page).getByRole('link', { name: 'Staff' }).click();
  }
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
}

async function deactivateAndReactivate(page: Page, browser: Browser, email: string, width: number) {
  // A customer's open request, which staff assign to the colleague (signs staff in on the page).
  const request = await requestFromCustomer(page, `Handover ${width} ${Date.now().toString(36)}`);
  const colleagueId = await ensureActive(page, email);
  const assigned = await page.request.put(`/api/service-requests/${request.id}`, {
    data: { data: { assignedTo: [colleagueId] } },
  });
  expect(assigned.ok(), await assigned.text()).toBeTruthy();

  // The colleague is signed in, in a browser of their own.
  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleague = await theirs.newPage();
  await signIn(colleague, email, { form: true });

  await openStaffPage(page);
  const card = accountCard(page, email);
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Two-factor off');
  await expect(card).toContainText('open assignment');
  await expect(accountCard(page, ACCOUNTS.staff)).toContainText('(you)');
  // Nobody deactivates themselves: no button on one's own account.
  await expect(accountCard(page, ACCOUNTS.staff).getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/staff-page-${width}.png`, fullPage: true });

  // Deactivate.
  await card.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this staff account?' });
  await expect(dialog).toBeVisible();
  // What it does to their invitations is said before, as it is not undone by a reactivation.
  await expect(dialog).toContainText(
    'The invitations they sent are revoked, and stay revoked if the account is reactivated.',
  );
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(/was deactivated and signed out everywhere/)).toBeVisible();
  // Their open request is offered for reassignment at once, to another active staff account.
  const handover = page.getByRole('dialog', { name: 'Reassign their open requests' });
  await expect(handover).toBeVisible();
  await expect(handover.getByTestId('staff-open-assignments')).toContainText(request.title);
  await page.screenshot({ path: `${SCREENSHOTS}/staff-page-${width}-reassign.png` });
  await pickSelect(handover, page, 'Hand them to', 'Dana Designer');
  await handover.getByRole('button', { name: 'Reassign all' }).click();
  await expect(page.getByText('1 request reassigned.')).toBeVisible();
  await expect(handover).toHaveCount(0);
  const after = await getRequest(page.request, request.id);
  expect(after.assignedTo.map((u) => u.email)).toEqual([ACCOUNTS.designer]);

  await expect(card.getByTestId('staff-state')).toContainText('Deactivated');
  await expect(card.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/staff-page-${width}-deactivated.png`, fullPage: true });

  // Their open browser loses access: the next navigation lands on sign-in.
  await colleague.goto('/requests');
  await expect(colleague).toHaveURL(/\/login/);
  // Signing in is refused with the message.
  await submitLogin(colleague, email);
  await expect(colleague.getByText(STAFF_DEACTIVATED)).toBeVisible();

  // Reactivated: they sign in again.
  await card.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText(/can sign in again/)).toBeVisible();
  await expect(card.getByTestId('staff-state')).toHaveText('Active');
  await signIn(colleague, email, { form: true });
  await expect(colleague.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
  await theirs.close();

  // Both are in the audit log.
  await page.goto('/audit');
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Staff account deactivated' }).first(),
  ).toBeVisible();
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Staff account reactivated' }).first(),
  ).toBeVisible();
  // A sign-in is the person acting on themselves: named once, not "Sam Staff → Sam Staff".
  const signedIn = page.getByTestId('audit-entry').filter({ hasText: 'Signed in' }).first();
  await expect(signedIn).toBeVisible();
  await expect(signedIn).not.toContainText('→');
}

test.describe('Staff administration', () => {
  test('at 1280 px staff deactivate a colleague, who loses access at once, then reactivate them', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await deactivateAndReactivate(page, browser, 'spare1@studio.test', 1280);
  });

  test('at 375 px the same from the menu', async ({ page, browser }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await deactivateAndReactivate(page, browser, 'spare2@studio.test', 375);
  });

  test('customers do not see Staff and cannot open it', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/dashboard');
    await expect(sidebarNav(page).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    expect((await page.request.get('/api/staff')).status()).toBe(403);
    await page.goto('/staff');
    await expect(page).not.toHaveURL(/\/staff$/);
  });
});
