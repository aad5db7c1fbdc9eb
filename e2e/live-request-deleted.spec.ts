import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { ownersRequest } from './comments-helpers.ts';
import { companyId, createRequestViaApi, drawer, toast, typeId, uniqueTitle } from './requests-helpers.ts';

// Someone has a request open in the drawer (reading it, or editing it) when staff delete it: the
// drawer says so at once, offers nothing more on it, and the list no longer shows it.

async function person(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
  const page = await context.newPage();
  const session = await signIn(page, email);
  return { page, userId: session.user.id, close: () => context.close() };
}

/** Resolves once the page's live stream follows the request (it reopens with the drawer's follows). */
const following = (page: Page, id: number) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/events' &&
      (url.searchParams.get('requests') ?? '').split(',').includes(String(id))
    );
  });

for (const width of [1440, 375]) {
  for (const mode of ['detail', 'edit'] as const) {
    test(`a request deleted while open in the drawer (${mode}, ${width}px) says so and offers nothing more`, async ({
      browser,
    }) => {
      test.slow(); // two people in two browsers
      const owner = await person(browser, ACCOUNTS.acmeOwner, width);
      const staff = await person(browser, ACCOUNTS.staff, width);
      try {
        const title = uniqueTitle('Deleted while open');
        const { request } = await ownersRequest(owner.page, title);
        const followed = following(owner.page, request.id);
        await owner.page.goto(`/requests/${request.id}?alignBy=status${mode === 'edit' ? '&mode=edit' : ''}`);
        const open = drawer(owner.page);
        if (mode === 'detail') {
          await expect(open.getByRole('button', { name: 'Edit' })).toBeVisible({ timeout: 20_000 });
        } else {
          await expect(open.getByRole('button', { name: /^Save/ }).first()).toBeVisible({ timeout: 20_000 });
        }
        await followed;

        const removed = await staff.page.request.put(`/api/service-requests/remove/${request.id}`);
        expect(removed.ok()).toBeTruthy();

        // No reload, no click: the open drawer hears it.
        await expect(open.getByRole('alert').getByText('This request was deleted.')).toBeVisible();
        await expect(open.getByText('Request deleted')).toBeVisible();
        for (const action of [/^Save/, /^Edit$/, /^Cancel$/, /^Delete$/, /Add Comment/]) {
          await expect(open.getByRole('button', { name: action })).toHaveCount(0);
        }
        await expect(open.getByRole('textbox')).toHaveCount(0);
        // The way back fits the screen, and the list no longer has it.
        const back = open.getByRole('button', { name: 'Back to the list' });
        await expect(back).toBeInViewport();
        const overflow = await owner.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await back.click();
        await expect(drawer(owner.page)).toHaveCount(0);
        await owner.page.reload();
        await expect(owner.page.getByRole('heading', { name: 'All Requests' })).toBeVisible({
          timeout: 20_000,
        });
        await expect(owner.page.getByText(title)).toHaveCount(0);
      } finally {
        await owner.close();
        await staff.close();
      }
    });
  }
}

test('deleting one’s own draft from its drawer closes it with the toast, not the notice for others', async ({
  browser,
}) => {
  const owner = await person(browser, ACCOUNTS.acmeOwner, 1440);
  try {
    const me = await signIn(owner.page, ACCOUNTS.acmeOwner);
    const title = uniqueTitle('Own draft');
    const draft = await createRequestViaApi(owner.page.request, {
      title,
      serviceRequestType: typeId(me, 'Domain and email setup'),
      company: companyId(me, 'Acme Foods'),
      content: JSON.stringify({ Domain: 'acme.test', 'Number of mailboxes': 1 }),
      assignees: [me.user.id],
      status: 'DRAFT',
    });
    const followed = following(owner.page, draft.id);
    await owner.page.goto(`/requests/${draft.id}?alignBy=status&mode=edit`);
    const open = drawer(owner.page);
    await open.getByRole('button', { name: 'Delete' }).click({ timeout: 20_000 });
    await followed;
    await owner.page
      .getByRole('dialog', { name: 'Delete draft' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(toast(owner.page, 'Service Request is deleted successfully')).toBeVisible();
    await expect(drawer(owner.page)).toHaveCount(0);
    await expect(owner.page.getByText('This request was deleted.')).toHaveCount(0);
  } finally {
    await owner.close();
  }
});

test('a draft one deletes in another tab: the drawer open here says it was you', async ({ browser }) => {
  const owner = await person(browser, ACCOUNTS.acmeOwner, 1440);
  try {
    const me = await signIn(owner.page, ACCOUNTS.acmeOwner);
    const draft = await createRequestViaApi(owner.page.request, {
      title: uniqueTitle('Deleted in another tab'),
      serviceRequestType: typeId(me, 'Domain and email setup'),
      company: companyId(me, 'Acme Foods'),
      content: JSON.stringify({ Domain: 'acme.test', 'Number of mailboxes': 1 }),
      assignees: [me.user.id],
      status: 'DRAFT',
    });
    const followed = following(owner.page, draft.id);
    await owner.page.goto(`/requests/${draft.id}?alignBy=status&mode=edit`);
    const open = drawer(owner.page);
    await expect(open.getByRole('button', { name: 'Delete' })).toBeVisible({ timeout: 20_000 });
    await followed;

    // The other tab: same person, same session.
    const other = await owner.page.context().newPage();
    const removed = await other.request.put(`/api/service-requests/remove/${draft.id}`);
    expect(removed.ok()).toBeTruthy();
    await other.close();

    const notice = open.getByRole('alert');
    await expect(notice.getByText('This request was deleted.')).toBeVisible();
    await expect(notice.getByText(/^You deleted it in another tab/)).toBeVisible();
    await expect(notice.getByText(/Someone/)).toHaveCount(0);
  } finally {
    await owner.close();
  }
});

test('a request deleted while the live stream was down: on reconnection, the deleted notice', async ({
  browser,
}) => {
  test.slow(); // two people in two browsers
  const owner = await person(browser, ACCOUNTS.acmeOwner, 1440);
  const staff = await person(browser, ACCOUNTS.staff, 1440);
  try {
    const { request } = await ownersRequest(owner.page, uniqueTitle('Deleted while offline'));
    // The page's event streams, so the test can drop the live one as a lost connection would.
    await owner.page.addInitScript(() => {
      const Native = window.EventSource;
      const streams: EventSource[] = [];
      (window as unknown as { __streams: EventSource[] }).__streams = streams;
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          streams.push(this);
        }
      };
    });
    const followed = following(owner.page, request.id);
    await owner.page.goto(`/requests/${request.id}?alignBy=status`);
    const open = drawer(owner.page);
    await expect(open.getByRole('button', { name: 'Edit' })).toBeVisible({ timeout: 20_000 });
    await followed;

    // The owner's live stream drops and cannot come back for a while; staff delete the request meanwhile.
    await owner.page.route('**/api/events**', (route) => route.abort());
    await owner.page.evaluate(() => {
      for (const es of (window as unknown as { __streams: EventSource[] }).__streams) {
        es.close();
        es.dispatchEvent(new Event('error'));
      }
    });
    const removed = await staff.page.request.put(`/api/service-requests/remove/${request.id}`);
    expect(removed.ok()).toBeTruthy();
    await owner.page.unroute('**/api/events**');

    const notice = open.getByRole('alert');
    await expect(notice.getByText('This request was deleted.')).toBeVisible({ timeout: 30_000 });
    await expect(open.getByText('Request deleted')).toBeVisible();
    await expect(open.getByText('Request not found')).toHaveCount(0);
    await expect(
      notice.getByText(/^It was deleted while you had it open, when this page was not connected/),
    ).toBeVisible();
    await expect(open.getByRole('button', { name: /^Edit$/ })).toHaveCount(0);
  } finally {
    await owner.close();
    await staff.close();
  }
});
