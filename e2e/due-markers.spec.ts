import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import { drawer, requestDue, uniqueTitle } from './requests-helpers.ts';

// Issue 15: every list row, board card and request detail shows "Overdue" or "Due soon" (within 2
// business days); finished and cancelled requests show neither.

test('overdue and due-soon markers on list rows, board cards and the detail; none once finished', async ({
  page,
}) => {
  const late = await requestDue(page, uniqueTitle('Late work'), '2020-01-02');
  const soon = await requestDue(page, uniqueTitle('Soon work'), format(new Date(), 'yyyy-MM-dd'));

  await page.goto('/requests');
  const row = (title: string) => page.getByTestId('request-row').filter({ hasText: title });
  await expect(row(late.title).getByTestId('due-chip')).toHaveText('Overdue');
  await expect(row(soon.title).getByTestId('due-chip')).toHaveText('Due soon');

  await page.goto('/requestboard');
  const card = (title: string) => page.getByTestId('board-card').filter({ hasText: title });
  await expect(card(late.title).getByTestId('due-chip')).toHaveText('Overdue');
  await expect(card(soon.title).getByTestId('due-chip')).toHaveText('Due soon');

  await page.goto(`/requests/${late.id}?alignBy=status`);
  await expect(drawer(page).getByTestId('due-chip')).toHaveText('Overdue');

  // Finished work is no longer overdue.
  const done = await page.request.put(`/api/service-requests/${late.id}`, {
    data: { data: { status: 'FINISHED' } },
  });
  expect(done.ok(), await done.text()).toBeTruthy();
  await page.goto('/requestboard');
  await expect(card(late.title)).toBeVisible();
  await expect(card(late.title).getByTestId('due-chip')).toHaveCount(0);
  await expect(card(soon.title).getByTestId('due-chip')).toHaveText('Due soon');
});
