import { expect, test, type Page } from '@playwright/test';
import { ownersRequest } from './comments-helpers.ts';
import { ACCOUNTS, drawer, pickOption, signIn, uniqueTitle } from './requests-helpers.ts';

// Speed a user feels (issue 10 item 16, issue 14): what is fetched ahead and what is left for later,
// checked by the requests the page makes, never by a stopwatch (bench/feel.ts times them).

/** Paths of the requests the page makes from now on. */
function requestLog(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('choosing a type shows its fields with no call of its own: the catalogue came with the drawer', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.acmeMember);
  const paths = requestLog(page);
  await page.goto('/requests');
  await page.getByRole('link', { name: 'New Request' }).first().click();
  const d = drawer(page);
  await expect(d.getByTestId('request-drawer-title')).toHaveText('New Service Request');
  // The forms of every type arrive in one answer with the drawer…
  await expect.poll(() => paths.filter((p) => p === '/api/service-request-types/forms').length).toBe(1);

  await pickOption(d, page, /Service Request Type/, 'Copywriting');
  const details = d.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('textbox').first()).toBeVisible();
  await expect(details.getByText('Loading the form…')).toHaveCount(0);
  // …so the chosen type asks the server for nothing more.
  expect(paths.filter((p) => /^\/api\/service-request-types\/\d+/.test(p))).toEqual([]);
});

test('a request opens without the rich-text editor; it loads when the comment box is reached', async ({
  page,
}) => {
  const { request } = await ownersRequest(page, uniqueTitle('Editor on demand'));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`/requests/${request.id}?alignBy=status`);
  const d = drawer(page);
  await expect(d.getByText('No comments yet')).toBeVisible({ timeout: 20_000 });
  const box = d.getByRole('textbox', { name: 'New comment' });
  await expect(box).toBeVisible();
  // The light stand-in: no formatting toolbar, and the editor's code not downloaded.
  await expect(d.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  expect(scripts.filter((s) => s.includes('RichTextEditor'))).toEqual([]);

  // Typing right away loses nothing: the text moves into the editor when it arrives.
  await box.click();
  await box.pressSequentially('Looks good');
  await expect(d.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  expect(scripts.some((s) => s.includes('RichTextEditor'))).toBe(true);
  await box.pressSequentially(', thanks');
  await expect(d.getByRole('textbox', { name: 'New comment' })).toHaveText('Looks good, thanks');
});
