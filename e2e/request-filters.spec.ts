import { expect, test } from '@playwright/test';
import { requestDue, uniqueTitle } from './requests-helpers.ts';

// Issue 15: the list's filters live in the URL (a link reproduces the view; reload, back and
// forward work) and narrow what the API lists.

test('staff filter the list by title and overdue; the URL keeps it through reload and back', async ({
  page,
}) => {
  const tag = uniqueTitle('Filterbar');
  const late = await requestDue(page, `${tag} late`, '2020-01-02');
  const later = await requestDue(page, `${tag} later`, '2999-01-02');
  const rows = page.getByTestId('request-row');

  await page.goto('/requests');
  await page.getByLabel('Title contains', { exact: true }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]title=${encodeURIComponent(tag).replace(/%20/g, '\\+')}`));
  await expect(rows).toHaveCount(2);

  await page.getByLabel('Overdue only', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]overdue=true/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(late.title);

  // A reload shows the same view.
  await page.reload();
  await expect(page.getByLabel('Title contains', { exact: true })).toHaveValue(tag);
  await expect(page.getByLabel('Overdue only', { exact: true })).toBeChecked();
  await expect(rows).toHaveCount(1);

  // The drawer's address keeps the filters, so the list behind it stays filtered.
  await rows.first().getByRole('link', { name: late.title }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${late.id}\\?.*overdue=true`));
  await page.goBack();
  await expect(rows).toHaveCount(1);

  // Back undoes the overdue filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/overdue=/);
  await expect(page.getByLabel('Overdue only', { exact: true })).not.toBeChecked();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: later.title })).toHaveCount(1);

  // Nothing matches: the list says so.
  await page.getByLabel('Priority', { exact: true }).click();
  await page.getByRole('option', { name: 'Express' }).click();
  await expect(page).toHaveURL(/[?&]priority=EXPRESS/);
  await expect(page.getByText('No requests match these filters')).toBeVisible();
});
