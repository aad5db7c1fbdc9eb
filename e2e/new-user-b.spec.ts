import type { ConsoleMessage, Page } from '@playwright/test';
import { ACCOUNTS, expect, openSearchWithKeyboard, signIn, submitLogin, test } from './fixtures.ts';
import { postCommentViaApi } from './comments-helpers.ts';
import {
  companyId,
  createLogoRequest,
  createRequestViaApi,
  drawer,
  toast,
  typeId,
  uniqueTitle,
} from './requests-helpers.ts';

/** The search debounce of spec section 9 (1000 ms), less a little for the timers' slack. */
const SEARCH_WAIT_MS = 950;

type Stamp = { at: number; text: string };

// What a new user trips over (issue 10, items 7–11, 13, 14 and the second half of 15): each test
// failed before its fix.

/** Console errors and warnings, and failed responses, while the page is used. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', onConsole);
  page.on('response', (r) => {
    if (r.status() >= 400) {
      messages.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    }
  });
  return messages;
}

test('item 7: a date field of the request reads MMM dd, yyyy, not ISO', async ({ page }) => {
  const me = await signIn(page, ACCOUNTS.acmeOwner);
  const created = await createRequestViaApi(page.request, {
    title: uniqueTitle('Dated posts'),
    serviceRequestType: typeId(me, 'Social media graphics'),
    company: companyId(me, 'Acme Foods'),
    content: JSON.stringify({ 'Number of Posts': 2, 'Post copy': 'Two posts', 'Publish date': '2026-12-05' }),
    assignees: [me.user.id],
    status: 'NOT_START',
  });
  await page.goto(`/requests/${created.id}?alignBy=status`);
  const details = drawer(page).getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Publish date');
  await expect(details).toContainText('Dec 05, 2026');
  await expect(details).not.toContainText('2026-12-05');
});

test('item 8 and 15: the search palette waits for the last keystroke, is keyboard-driven, and closing a hit returns', async ({
  page,
}) => {
  const me = await signIn(page, ACCOUNTS.acmeOwner);
  // Two hits at least: the demo's autumn newsletter and this one.
  await createLogoRequest(page.request, me, uniqueTitle('Autumn flyer'));
  await page.goto('/dashboard?tab=mine');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openSearchWithKeyboard(page);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  // A slow typist: 300 ms between keys, never a search of "aut" mid-word. The rule is timed from the
  // last keystroke, so both times are taken in the page, by its own clock: each input event, and each
  // call the app makes to search (not the network's start of the request, which a busy machine can
  // log after the next key).
  await box.evaluate((el) => {
    const w = window as unknown as { __inputs: Stamp[]; __searches: Stamp[] };
    w.__inputs = [];
    w.__searches = [];
    el.addEventListener('input', () =>
      w.__inputs.push({ at: performance.now(), text: (el as HTMLInputElement).value }),
    );
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.endsWith('/api/company/searchAll')) {
        w.__searches.push({ at: performance.now(), text: url.searchParams.get('keyword') ?? '' });
      }
      return fetch(input, init);
    };
  });
  for (const [i, ch] of [...'autumn'].entries()) {
    if (i > 0) await page.waitForTimeout(300);
    await box.press(ch);
  }
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  const options = results.getByRole('option');
  const stamps = () =>
    page.evaluate(() => {
      const w = window as unknown as { __inputs: Stamp[]; __searches: Stamp[] };
      return { inputs: w.__inputs, searched: w.__searches };
    });
  // After a stall an earlier search may have answered first: wait for the one of the whole word.
  await expect.poll(async () => (await stamps()).searched.at(-1)?.text).toBe('autumn');
  await expect(options.first()).toBeVisible();
  const { inputs, searched } = await stamps();
  expect(inputs.at(-1)!.text).toBe('autumn');
  for (const s of searched) {
    const before = inputs.filter((k) => k.at <= s.at).at(-1)!;
    // Never mid-word: what was searched is what had been typed by the last key before it, and the
    // search waited the full delay after that key.
    expect(s.text).toBe(before.text);
    expect(s.at - before.at).toBeGreaterThanOrEqual(SEARCH_WAIT_MS - 20);
  }

  // The first hit is active; arrows move, Enter opens.
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const firstTitle = (await options.first().locator('.MuiListItemText-primary').textContent())!;
  expect(firstTitle.toLowerCase()).toContain('autumn');
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/requests\/\d+\?alignBy=/);
  const d = drawer(page);
  await expect(d.getByTestId('request-drawer-title')).toHaveText(firstTitle);

  // Closing the hit goes back to where the user was.
  await d.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=mine$/);

  // Escape closes the palette.
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('item 9: an unknown request id shows one clear not-found state', async ({ page }) => {
  await signIn(page, ACCOUNTS.acmeMember);
  for (const url of ['/requests/999999?alignBy=status', '/requests/999999?alignBy=status&mode=edit']) {
    await page.goto(url);
    const d = drawer(page);
    await expect(d.getByTestId('request-drawer-title')).toHaveText('Request not found');
    await expect(d).toContainText('This request does not exist, or you do not have access to it.');
    await expect(d).not.toContainText('service Request is not set');
    await expect(d).not.toContainText('Service request not found');
    await d.getByRole('button', { name: 'Back to the list' }).click();
    await expect(d).toBeHidden();
    await expect(page).toHaveURL(/\/requests\?alignBy=status$/);
  }
});

test('item 10: a page of the other side says why it sent the user to the dashboard', async ({ browser }) => {
  const customer = await browser.newPage();
  await signIn(customer, ACCOUNTS.acmeMember);
  await customer.goto('/requestboard');
  await expect(customer).toHaveURL(/\/dashboard$/);
  await expect(
    toast(customer, 'The Request Board is for the studio team, so you were taken to your dashboard.'),
  ).toBeVisible();
  await customer.close();

  const staff = await browser.newPage();
  await signIn(staff, ACCOUNTS.staff);
  await staff.goto('/support');
  await expect(staff).toHaveURL(/\/dashboard$/);
  await expect(
    toast(staff, 'Support is for customers to reach the studio, so you were taken to your dashboard.'),
  ).toBeVisible();
  await staff.close();
});

test('item 11: a duplicate is titled "Copy of …" and closing it asks first', async ({ page }) => {
  const me = await signIn(page, ACCOUNTS.acmeOwner);
  const source = await createLogoRequest(page.request, me, uniqueTitle('Original'));
  await page.goto(`/requests/${source.id}?alignBy=status`);
  const d = drawer(page);
  await d.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await page.getByRole('dialog', { name: 'Duplicate request' }).getByRole('button', { name: 'No' }).click();
  await expect(d.getByRole('textbox', { name: 'Title' })).toHaveValue(`Copy of ${source.title}`);

  await d.getByRole('button', { name: 'Close' }).click();
  const guard = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(guard).toContainText('You will lose your changes if you continue without saving');
  await guard.getByRole('button', { name: 'Keep editing' }).click();
  await d.getByRole('textbox', { name: 'Title' }).fill('My own title');
  await expect(d.getByRole('textbox', { name: 'Title' })).toHaveValue('My own title');
  await page.keyboard.press('Escape');
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Discard' }).click();
  await expect(d).toBeHidden();
});

test('item 13: anonymous pages and the reply editor keep the console clean; a wrong password is 401', async ({
  page,
}) => {
  const noise = watchConsole(page);
  for (const path of ['/', '/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('main').first()).toBeVisible();
  }
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(noise).toEqual([]);

  const login = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await submitLogin(page, ACCOUNTS.acmeMember, 'not-the-password');
  expect((await login).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('Invalid identifier or password');
  noise.length = 0;

  const me = await signIn(page, ACCOUNTS.acmeOwner);
  const request = await createRequestViaApi(page.request, {
    title: uniqueTitle('Chatty'),
    serviceRequestType: typeId(me, 'Domain and email setup'),
    company: companyId(me, 'Acme Foods'),
    content: JSON.stringify({ Domain: 'acme.test', 'Number of mailboxes': 1 }),
    assignees: [me.user.id],
    status: 'NOT_START',
  });
  await postCommentViaApi(page, request.id, '<p>First thoughts</p>');
  await page.goto(`/requests/${request.id}?alignBy=status`);
  const d = drawer(page);
  // A link typed in the comment box (linkify starts), then a reply box opens: a second editor.
  const comment = d.getByRole('textbox', { name: 'New comment' });
  await comment.click();
  await comment.pressSequentially('see https://example.com ok');
  await d.getByRole('button', { name: 'Reply', exact: true }).first().click();
  await expect(d.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await d.getByRole('textbox', { name: 'Reply' }).pressSequentially('and https://example.org too');
  expect(noise.filter((m) => m.includes('linkifyjs'))).toEqual([]);
});

test('item 14: copy and credit format', async ({ page }) => {
  await signIn(page, ACCOUNTS.designer);
  await page.goto('/myworkspace?alignBy=draft');
  await expect(page.getByText('No drafts yet')).toBeVisible();
  await expect(page.getByText('No drafts requests')).toHaveCount(0);

  // The server's credit amounts read like the app's: "46.5 credits", not "46.50 credits".
  const owner = await signIn(page, ACCOUNTS.acmeOwner);
  const created = await createLogoRequest(page.request, owner, uniqueTitle('Priced'));
  await signIn(page, ACCOUNTS.staff);
  const tooMuch = await page.request.put(`/api/service-requests/${created.id}`, {
    data: {
      data: {
        title: created.title,
        company: created.company.id,
        assignees: [owner.user.id],
        adjustCredit: '99999999.50',
      },
    },
  });
  expect(tooMuch.status()).toBe(409);
  const message = ((await tooMuch.json()) as { error: { message: string } }).error.message;
  // The request's 13 credits are already charged: the change costs the rest.
  expect(message).toMatch(
    /^Not enough credit: this request costs 99999986\.5 credits and the available balance is \d+(\.\d\d?)? credits\.$/,
  );
  expect(message).not.toMatch(/\.\d0 credits/);

  // The search palette's type chips use the same form.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openSearchWithKeyboard(page);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('logo design');
  await expect(dialog.getByText('12 credits')).toBeVisible();
});

// What changed, at desktop and phone sizes, kept under the test's output folder to be looked at.
for (const [width, height] of [
  [1440, 900],
  [375, 812],
] as const) {
  test(`screenshots of the changes at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    const shot = async (name: string) => {
      const path = testInfo.outputPath(`${name}-${width}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
    };
    const me = await signIn(page, ACCOUNTS.acmeOwner);
    const created = await createRequestViaApi(page.request, {
      title: uniqueTitle('Autumn posts'),
      serviceRequestType: typeId(me, 'Social media graphics'),
      company: companyId(me, 'Acme Foods'),
      content: JSON.stringify({
        'Number of Posts': 2,
        'Post copy': 'Two posts',
        'Publish date': '2026-12-05',
      }),
      assignees: [me.user.id],
      status: 'NOT_START',
    });
    const d = drawer(page);

    await page.goto(`/requests/${created.id}?alignBy=status`);
    await d.getByRole('region', { name: 'Details' }).scrollIntoViewIfNeeded();
    await expect(d.getByText('Dec 05, 2026')).toBeVisible();
    await shot('date-field');

    await d.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByRole('dialog', { name: 'Duplicate request' }).getByRole('button', { name: 'No' }).click();
    await expect(d.getByRole('textbox', { name: 'Title' })).toHaveValue(`Copy of ${created.title}`);
    await d.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Unsaved Changes' })).toBeVisible();
    await shot('duplicate-guard');
    await page
      .getByRole('dialog', { name: 'Unsaved Changes' })
      .getByRole('button', { name: 'Discard' })
      .click();

    await page.goto('/requests/999999?alignBy=status');
    await expect(d.getByTestId('request-drawer-title')).toHaveText('Request not found');
    await shot('not-found');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
    const palette = page.getByRole('dialog', { name: 'Search' });
    await palette.getByRole('combobox', { name: 'Search' }).fill('autumn');
    await expect(palette.getByRole('option').first()).toBeVisible();
    await palette.getByRole('combobox', { name: 'Search' }).press('ArrowDown');
    await shot('search-palette');
    await page.keyboard.press('Escape');

    await page.goto('/requestboard');
    await expect(page.getByText('The Request Board is for the studio team')).toBeVisible();
    await shot('role-redirect');

    await signIn(page, ACCOUNTS.designer);
    await page.goto('/myworkspace?alignBy=draft');
    await expect(page.getByText('No drafts yet')).toBeVisible();
    await shot('no-drafts');
  });
}
