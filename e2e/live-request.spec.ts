import { expect, test, type Browser } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { ownersRequest } from './comments-helpers.ts';
import { drawer, uniqueTitle } from './requests-helpers.ts';

async function person(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signIn(page, email);
  return { page, userId: session.user.id, close: () => context.close() };
}

test('a request staff move and assign elsewhere changes in the open drawer without a reload', async ({
  browser,
}) => {
  test.slow(); // two people in two browsers
  const owner = await person(browser, ACCOUNTS.acmeOwner);
  const staff = await person(browser, ACCOUNTS.staff);
  try {
    const { request } = await ownersRequest(owner.page, uniqueTitle('Live status'));
    await owner.page.goto(`/requests/${request.id}?alignBy=status`);
    const open = drawer(owner.page);
    await expect(open.getByText('No comments yet')).toBeVisible({ timeout: 20_000 });
    await expect(open.getByText('Not Started', { exact: true }).first()).toBeVisible();
    await expect(open.getByText('Sam Staff')).toHaveCount(0);

    const moved = await staff.page.request.put(`/api/service-requests/${request.id}`, {
      data: { data: { status: 'ASSIGNED', assignedTo: [{ id: staff.userId }] } },
    });
    expect(moved.ok()).toBeTruthy();

    await expect(open.getByText('Assigned', { exact: true }).first()).toBeVisible();
    await expect(open.getByText('Sam Staff').first()).toBeVisible();
    await expect(open.getByText('Not Started', { exact: true })).toHaveCount(0);
  } finally {
    await owner.close();
    await staff.close();
  }
});

test('a page left open goes to sign-in once its session is ended from elsewhere', async ({ browser }) => {
  const here = await person(browser, ACCOUNTS.acmeMember);
  const elsewhere = await person(browser, ACCOUNTS.acmeMember);
  try {
    // Settled: the live stream is open and the page has read all it reads when it opens (a read
    // answered 401 would send it to sign-in by itself).
    const settled = ['/api/events', '/api/notifications/unread-count', '/api/saved-views'].map((path) =>
      here.page.waitForResponse((r) => r.url().includes(path) && r.ok()),
    );
    await here.page.goto('/requests');
    await Promise.all(settled);
    await here.page.waitForLoadState('load');
    // Left open: what it preloads when idle (the new-request forms…) is read too.
    await here.page.waitForTimeout(3_000);
    await expect(here.page.getByRole('heading', { name: 'All Requests' })).toBeVisible({ timeout: 20_000 });
    // This page's session only (other tests sign the same person in at the same time).
    const mine = (await (await here.page.request.get('/api/account/sessions')).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    const id = mine.sessions.find((s) => s.current)!.id;
    const ended = await elsewhere.page.request.delete(`/api/account/sessions/${id}`);
    expect(ended.ok()).toBeTruthy();
    // No click: the live stream's refusal sends the page to sign-in, back to this route after.
    await expect(here.page).toHaveURL(/\/login\?redirectTo=%2Frequests/, { timeout: 15_000 });
  } finally {
    await here.close();
    await elsewhere.close();
  }
});
