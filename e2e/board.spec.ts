import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import {
  companyId,
  createRequestViaApi,
  getRequest,
  pickOption,
  requestFromCustomer,
  toast,
  typeId,
  uniqueTitle,
} from './requests-helpers.ts';

// The Request Board (spec section 2, staff only): one column per status, cards moved with the
// "Move to…" menu or by dragging, PUT /api/service-requests/:id {data:{status}} behind each move.

const column = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const card = (page: Page, label: string, title: string) =>
  column(page, label).getByRole('listitem').filter({ hasText: title });

test('staff see one column per status with the request cards', async ({ page }) => {
  const created = await requestFromCustomer(page, uniqueTitle('Board card'));
  await page.goto('/requestboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Board' })).toBeVisible();
  const headings = page.getByTestId('request-board').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Not Started', 'Assigned', 'In Progress', 'Finished', 'Cancelled']);

  const mine = card(page, 'Not Started', created.title);
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Acme Foods');
  await expect(mine).toContainText('Logo design');
  await expect(mine).toContainText(/\d+ credits?/);
  await expect(mine.getByRole('group', { name: /^Assignees:/ })).toBeVisible();

  // The card opens the request drawer.
  await mine.getByRole('link', { name: created.title }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${created.id}\\?alignBy=status$`));
  await expect(page.getByTestId('request-drawer-title')).toHaveText(created.title);
});

test('staff move a card with the Move to… menu: toast, new column, new status', async ({ page }) => {
  const created = await requestFromCustomer(page, uniqueTitle('Move me'));
  await page.goto('/requestboard');
  const before = card(page, 'Not Started', created.title);
  await expect(before).toBeVisible();

  await before.getByRole('button', { name: `Move "${created.title}" to…` }).click();
  const menu = page.getByRole('menu', { name: 'Move to…' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Assigned', 'In Progress', 'Finished', 'Cancelled']);
  await menu.getByRole('menuitem', { name: 'In Progress' }).click();

  await expect(toast(page, 'Service Request successfully updated')).toBeVisible();
  await expect(card(page, 'In Progress', created.title)).toBeVisible();
  await expect(card(page, 'Not Started', created.title)).toHaveCount(0);
  // Focus follows the card to its new column.
  await expect(card(page, 'In Progress', created.title).getByRole('link')).toBeFocused();
  expect((await getRequest(page.request, created.id)).status).toBe('IN_PROGRESS');

  // After a reload the server's columns agree.
  await page.reload();
  await expect(card(page, 'In Progress', created.title)).toBeVisible();
});

test('staff drag a card to another column', async ({ page }) => {
  const created = await requestFromCustomer(page, uniqueTitle('Drag me'));
  await page.goto('/requestboard');
  const source = card(page, 'Not Started', created.title);
  await expect(source).toBeVisible();
  await source.dragTo(column(page, 'Assigned'));
  // Nobody is assigned to it yet: the board asks whom.
  const ask = page.getByRole('dialog', { name: 'Assign the request' });
  await pickOption(ask, page, 'Assigned to', 'Dana Designer');
  await ask.getByRole('button', { name: 'Assign' }).click();

  await expect(toast(page, 'Service Request successfully updated')).toBeVisible();
  await expect(card(page, 'Assigned', created.title)).toBeVisible();
  await expect(card(page, 'Not Started', created.title)).toHaveCount(0);
  expect((await getRequest(page.request, created.id)).status).toBe('ASSIGNED');
});

test("a refused move shows the server's message and puts the card back", async ({ page }) => {
  const created = await requestFromCustomer(page, uniqueTitle('Deleted meanwhile'));
  await page.goto('/requestboard');
  await expect(card(page, 'Not Started', created.title)).toBeVisible();
  // Someone else deletes it while the board is open: the server refuses the move.
  expect((await page.request.put(`/api/service-requests/remove/${created.id}`)).ok()).toBe(true);
  await card(page, 'Not Started', created.title)
    .getByRole('button', { name: `Move "${created.title}" to…` })
    .click();
  await page.getByRole('menuitem', { name: 'Finished' }).click();

  await expect(toast(page, 'Service Request not found')).toBeVisible();
  await expect(card(page, 'Not Started', created.title)).toBeVisible();
  await expect(card(page, 'Finished', created.title)).toHaveCount(0);
});

test('a card someone else moved meanwhile is not moved back: their move stands, and the board shows it', async ({
  page,
}) => {
  const created = await requestFromCustomer(page, uniqueTitle('Cancelled meanwhile'));
  await page.goto('/requestboard');
  await expect(card(page, 'Not Started', created.title)).toBeVisible();
  // A colleague cancels it (its credits refunded) while this board still shows it as Not Started.
  const cancelled = await page.request.put(`/api/service-requests/${created.id}`, {
    data: { data: { status: 'CANCELLED' } },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await card(page, 'Not Started', created.title)
    .getByRole('button', { name: `Move "${created.title}" to…` })
    .click();
  await page.getByRole('menuitem', { name: 'In Progress' }).click();

  await expect(
    toast(page, 'This request was moved to Cancelled meanwhile, so nothing was changed.'),
  ).toBeVisible();
  await expect(card(page, 'Cancelled', created.title)).toBeVisible();
  await expect(card(page, 'Not Started', created.title)).toHaveCount(0);
  await expect(card(page, 'In Progress', created.title)).toHaveCount(0);
  expect((await getRequest(page.request, created.id)).status).toBe('CANCELLED');
});

test('moving a card to Assigned asks whom to assign it to', async ({ page }) => {
  const me = await signIn(page, ACCOUNTS.acmeMember);
  const created = await createRequestViaApi(page.request, {
    title: uniqueTitle('Board assign'),
    serviceRequestType: typeId(me, 'Logo design'),
    company: companyId(me, 'Acme Foods'),
    content: JSON.stringify({ 'Brand name': 'Acme' }),
    assignees: [me.user.id],
  });
  await signIn(page, ACCOUNTS.staff);
  await page.goto('/requestboard');
  const column = (label: string) => page.getByRole('region', { name: label, exact: true });
  const card = (label: string) => column(label).getByRole('listitem').filter({ hasText: created.title });
  await card('Not Started')
    .getByRole('button', { name: `Move "${created.title}" to…` })
    .click();
  await page.getByRole('menu', { name: 'Move to…' }).getByRole('menuitem', { name: 'Assigned' }).click();

  const ask = page.getByRole('dialog', { name: 'Assign the request' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Assign' })).toBeDisabled();
  await pickOption(ask, page, 'Assigned to', 'Dana Designer');
  await ask.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, 'Service Request successfully updated')).toBeVisible();
  await expect(card('Assigned')).toBeVisible();
  const saved = await getRequest(page.request, created.id);
  expect(saved.status).toBe('ASSIGNED');
  expect(saved.assignedTo.map((u) => u.email)).toEqual(['designer@studio.test']);
});
