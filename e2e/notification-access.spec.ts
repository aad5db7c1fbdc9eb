import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, appTookOver, signIn } from './fixtures.ts';
import { createLogoRequest, uniqueTitle } from './requests-helpers.ts';

// The bell shows only notifications about requests its person may still open
// (docs/notifications.md): one about a request deleted since the bell last opened is gone the next
// time it opens, the count with it, rather than offered for a click that leads to "not found".

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('a notification about a request deleted since leaves the bell the next time it opens', async ({
  page,
  browser,
}) => {
  const me = await signIn(page, ACCOUNTS.acmeMember);
  const created = await createLogoRequest(page.request, me, uniqueTitle('Bell access'));
  expect((await page.request.post('/api/notifications/markAllAsRead')).ok()).toBeTruthy();
  await page.goto('/dashboard');
  await appTookOver(page);

  const staffContext = await browser.newContext();
  try {
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, ACCOUNTS.staff);
    // Staff take it: the member (its assignee) is told of the status change, live.
    const taken = await staffPage.request.put(`/api/service-requests/${created.id}`, {
      data: { data: { status: 'IN_PROGRESS' } },
    });
    expect(taken.ok(), await taken.text()).toBeTruthy();
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 unread');
    await bell(page).click();
    // Its links (the item and the request's title in its message).
    const about = panel(page).locator(`a[href^="/requests/${created.id}?"]`);
    await expect(about.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    // Staff delete it. Opened again at once (the list was read moments ago), the bell reads afresh.
    const deleted = await staffPage.request.put(`/api/service-requests/remove/${created.id}`);
    expect(deleted.ok(), await deleted.text()).toBeTruthy();
    await bell(page).click();
    await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(about).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  } finally {
    await staffContext.close();
  }
});
