import { ACCOUNTS, expect, openSearchWithKeyboard, signIn, test } from './fixtures.ts';
import { createLogoRequest, drawer, uniqueTitle } from './requests-helpers.ts';

/** The search debounce of spec section 9 (1000 ms), less a little for the timers' slack. */
const SEARCH_WAIT_MS = 950;

type Stamp = { at: number; text: string };

test('global search finds requests of the user’s own enterprise only, with the specification messages', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('combobox', { name: 'Search' });

  await box.fill('in');
  await expect(dialog.getByText('Please enter at least 3 characters')).toBeVisible();

  await box.fill('checkout');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByText('Checkout button does nothing on mobile')).toBeVisible();

  // Globex's "Summer store banner" is another enterprise's request: never found by Acme.
  await box.fill('summer store');
  await expect(dialog.getByText('No results found')).toBeVisible();

  // Request types are matched on the client, by name or description.
  await box.fill('video');
  await expect(results.getByText('Video editing')).toBeVisible();
  // A type hit opens a new request of that type.
  await results.getByText('Video editing').click();
  await expect(page).toHaveURL(/\/myworkspace\?new=1&type=\d+/);
  const form = page.getByRole('dialog').filter({ has: page.getByTestId('request-drawer-title') });
  await expect(form.getByRole('combobox', { name: /Service Request Type/ })).toHaveValue('Video editing');
  await form.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();

  await box.fill('checkout');
  await results.getByText('Checkout button does nothing on mobile').click();
  await expect(page).toHaveURL(/\/requests\/\d+\?alignBy=/);
  await expect(page.getByRole('dialog').last()).toContainText('Checkout button does nothing on mobile');
});

test('the search palette waits for the last keystroke, is keyboard-driven, and closing a hit returns', async ({
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
  // The typist's pace is the test's input (Playwright's delay between keys), not a wait for the app.
  await box.pressSequentially('autumn', { delay: 300 });
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
