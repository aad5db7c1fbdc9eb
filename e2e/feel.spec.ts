import { expect, test, type Page } from '@playwright/test';
import { ownersRequest } from './comments-helpers.ts';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './fixtures.ts';
import { drawer, pickOption, uniqueTitle } from './requests-helpers.ts';

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

  // Typing right away loses nothing: the text moves into the editor when it arrives, every
  // character of it (a trailing space once vanished in the handover: 'Looks good' + 'thanks' read
  // 'Looks goodthanks'). The editor's code is held back until the stand-in has the text.
  let releaseEditor: () => void = () => undefined;
  const editorHeld = new Promise<void>((resolve) => (releaseEditor = resolve));
  await page.route(/RichTextEditor-[^/]*\.js$/, async (route) => {
    await editorHeld;
    await route.continue();
  });
  await box.click();
  await box.pressSequentially('Looks good ');
  await expect(d.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  releaseEditor();
  await expect(d.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  expect(scripts.some((s) => s.includes('RichTextEditor'))).toBe(true);
  await box.pressSequentially('thanks');
  await expect(d.getByRole('textbox', { name: 'New comment' })).toHaveText('Looks good thanks');
});

test('the drawer is rendered once off the page while idle: New Request then finds its styles ready, and nothing was left behind', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.acmeMember);
  const cssRules = () =>
    page.evaluate(() =>
      [...document.styleSheets].reduce((n, sheet) => {
        try {
          return n + sheet.cssRules.length;
        } catch {
          return n;
        }
      }, 0),
    );
  await page.goto('/requests');
  await expect(page.getByRole('link', { name: 'New Request' }).first()).toBeVisible();
  const beforeWarmUp = await cssRules();
  const focusedNow = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el
        ? `${el.tagName}#${el.id}[${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40)}]`
        : '';
    });
  const focused = await focusedNow();
  // The warm-up's mark (features/requests/drawer-warm-up.ts) once it has rendered and been dropped.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('request-drawer-warm').length), {
      timeout: 30_000,
    })
    .toBe(1);
  const warmed = await cssRules();
  // Nothing of it reached the page: no dialog, nothing hidden from assistive technology, focus kept.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[aria-hidden="true"] main, #root[aria-hidden]')).toHaveCount(0);
  expect(await focusedNow()).toBe(focused);

  await page.getByRole('link', { name: 'New Request' }).first().click();
  await expect(drawer(page).getByTestId('request-drawer-title')).toHaveText('New Service Request');
  const opened = await cssRules();
  // The form's style rules were made by the warm-up: opening adds far fewer than the warm-up did.
  expect(warmed - beforeWarmUp).toBeGreaterThan(100);
  expect(opened - warmed).toBeLessThan((warmed - beforeWarmUp) / 2);
});

test('signing in waits for the sign-in only: the app behind the login page loaded while the visitor typed', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail or username' }).fill(ACCOUNTS.acmeMember);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  // Idle on the login page: the shell and the landing page's code arrive in the background.
  await expect.poll(() => scripts.some((s) => s.includes('/AppShell-')), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => scripts.some((s) => s.includes('/DashboardPage-'))).toBe(true);
  await page.waitForLoadState('networkidle');

  const afterSubmit = scripts.length;
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('status-count').first()).toBeVisible();
  // Nothing of the shell or the dashboard was left to fetch once the visitor pressed Sign in.
  expect(scripts.slice(afterSubmit).filter((s) => /\/(AppShell|DashboardPage)-/.test(s))).toEqual([]);
});
