import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { companyId, createRequestViaApi, pickSelect, typeId, uniqueTitle } from './requests-helpers.ts';

// Issue 15: sorting and the due range in the URL (reload and back), saved views, the CSV of the
// view, and the board's filters with its column counts and credit totals.

/** Requests of Acme Foods (made by its owner), given their due dates and totals by staff. */
async function makeRequests(page: Page, tag: string, rows: { key: string; due: string; credit: string }[]) {
  const owner = await signIn(page, ACCOUNTS.acmeOwner);
  const made: Record<string, number> = {};
  for (const r of rows) {
    const created = await createRequestViaApi(page.request, {
      title: `${tag} ${r.key}`,
      serviceRequestType: typeId(owner, 'Website bug fix'),
      company: companyId(owner, 'Acme Foods'),
      content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
      assignees: [owner.user.id],
    });
    made[r.key] = created.id;
  }
  await signIn(page, ACCOUNTS.staff);
  for (const r of rows) {
    const response = await page.request.put(`/api/service-requests/${made[r.key]}`, {
      data: { data: { targetDate: r.due, adjustCredit: r.credit } },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
  return made;
}

const rowTitles = (page: Page) => page.getByTestId('request-row').getByRole('link').allInnerTexts();

test.describe.configure({ timeout: 180_000 });

test('sort and due range live in the URL; a saved view brings them back; the CSV follows the view', async ({
  page,
}) => {
  const tag = uniqueTitle('Sortable');
  await makeRequests(page, tag, [
    { key: 'soon', due: '2031-01-10', credit: '5' },
    { key: 'late', due: '2031-06-10', credit: '50' },
    { key: 'mid', due: '2031-03-10', credit: '20' },
  ]);
  const rows = page.getByTestId('request-row');
  await page.goto(`/requests?title=${encodeURIComponent(tag)}`);
  // The first load of the list chunk may be slow on a busy machine.
  await expect(rows).toHaveCount(3, { timeout: 60_000 });

  await pickSelect(page, page, 'Sort by', 'Due date');
  await expect(page).toHaveURL(/[?&]sort=due/);
  // Soonest due first without asking (issue 23: it was latest first, overdue last).
  await expect(page.getByRole('button', { name: /Ascending; switch to descending/ })).toBeVisible();
  await expect.poll(() => rowTitles(page)).toEqual([`${tag} soon`, `${tag} mid`, `${tag} late`]);
  await page.getByRole('button', { name: /Ascending; switch to descending/ }).click();
  await expect(page).toHaveURL(/[?&]order=desc/);
  await expect.poll(() => rowTitles(page)).toEqual([`${tag} late`, `${tag} mid`, `${tag} soon`]);
  await page.getByRole('button', { name: /Descending; switch to ascending/ }).click();
  await expect(page).toHaveURL(/[?&]order=asc/);
  await expect.poll(() => rowTitles(page)).toEqual([`${tag} soon`, `${tag} mid`, `${tag} late`]);

  await page.getByLabel('Due from', { exact: true }).fill('2031-02-01');
  await expect(page).toHaveURL(/[?&]dueFrom=2031-02-01/);
  await expect.poll(() => rowTitles(page)).toEqual([`${tag} mid`, `${tag} late`]);

  await page.reload();
  await expect(page.getByLabel('Due from', { exact: true })).toHaveValue('2031-02-01');
  await expect.poll(() => rowTitles(page)).toEqual([`${tag} mid`, `${tag} late`]);

  // Back undoes the due range, then the order.
  await page.goBack();
  await expect(page).not.toHaveURL(/dueFrom=/);
  await expect.poll(() => rowTitles(page)).toEqual([`${tag} soon`, `${tag} mid`, `${tag} late`]);
  await page.goForward();
  await expect.poll(() => rowTitles(page)).toEqual([`${tag} mid`, `${tag} late`]);

  // The CSV link carries the same view: these two rows, in this order.
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toContain('dueFrom=2031-02-01');
  const csv = await (await page.request.get(href!)).text();
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`${tag} mid`);
  expect(lines[2]).toContain(`${tag} late`);

  // Save the view, clear everything, pick it again.
  const viewName = `View ${tag}`;
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  await page.getByLabel('View name').fill(viewName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/sort=|dueFrom=|title=/);
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: viewName }).click();
  await expect(page).toHaveURL(/[?&]sort=due/);
  await expect(page.getByLabel('Title contains', { exact: true })).toHaveValue(tag);
  await expect.poll(() => rowTitles(page)).toEqual([`${tag} mid`, `${tag} late`]);
  // And delete it again.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name: `Delete ${viewName}` }).click();
  await expect(page.getByRole('menuitem', { name: viewName })).toHaveCount(0);
});

test('the board follows the filters in its URL and shows each column’s count and credit total', async ({
  page,
}) => {
  const tag = uniqueTitle('Boardable');
  await makeRequests(page, tag, [
    { key: 'one', due: '2031-01-10', credit: '5.25' },
    { key: 'two', due: '2031-02-10', credit: '10' },
  ]);
  await page.goto(`/requestboard?title=${encodeURIComponent(tag)}`);
  const column = page.getByTestId('board-column-NOT_START');
  await expect(column.getByTestId('board-count-NOT_START')).toHaveText('2', { timeout: 60_000 });
  await expect(column.getByTestId('board-credit-NOT_START')).toHaveText('15.25 credits');
  await expect(page.getByTestId('board-count-FINISHED')).toHaveText('0');

  // Narrow by due date: one card, and the figures follow.
  await page.getByLabel('Due to', { exact: true }).fill('2031-01-31');
  await expect(page).toHaveURL(/[?&]dueTo=2031-01-31/);
  await expect(column.getByTestId('board-count-NOT_START')).toHaveText('1');
  await expect(column.getByTestId('board-credit-NOT_START')).toHaveText('5.25 credits');
  await expect(column.getByText(`${tag} one`)).toBeVisible();
  await expect(column.getByText(`${tag} two`)).toHaveCount(0);

  // Swimlanes by company, kept in the URL through a reload.
  await pickSelect(page, page, 'Swimlanes', 'By company');
  await expect(page).toHaveURL(/[?&]lanes=company/);
  await page.reload();
  await expect(column.getByTestId('board-lane')).toHaveText(['Acme Foods1 · 5.25 credits']);

  // A move on the filtered board: the card leaves its column and the figures follow.
  await column.getByRole('button', { name: `Move "${tag} one" to…` }).click();
  await page.getByRole('menu', { name: 'Move to…' }).getByRole('menuitem', { name: 'In Progress' }).click();
  const inProgress = page.getByTestId('board-column-IN_PROGRESS');
  await expect(inProgress.getByText(`${tag} one`)).toBeVisible();
  await expect(column.getByText(`${tag} one`)).toHaveCount(0);
  await expect(inProgress.getByTestId('board-count-IN_PROGRESS')).toHaveText('1');
  await expect(inProgress.getByTestId('board-credit-IN_PROGRESS')).toHaveText('5.25 credits');
  await expect(column.getByTestId('board-count-NOT_START')).toHaveText('0');
});
