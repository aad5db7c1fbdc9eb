import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import {
  companyId,
  createLogoRequest,
  createRequestViaApi,
  drawer,
  pickOption,
  pickSelect,
  saveAs,
  session,
  typeId,
  uniqueTitle,
} from './requests-helpers.ts';

// The request drawer as a new user meets it (issue 10): on a phone it never scrolls as a whole and
// keeps a compact total in view; a number outside 1–100 is flagged and never priced; option chips and
// the breakdown say what each choice does to the price; staff must assign a request they create; a
// date answer reads as the app's dates; a duplicate starts as "Copy of …" and asks before it closes.

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;

/** The drawer's Save button, and whether it lies inside the viewport. */
async function inViewport(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const view = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= view.height;
}

/** Swiping up over the drawer's content (wheel steps: what is under the pointer scrolls, then its parents). */
async function swipeUp(page: Page, times: number) {
  await page.mouse.move(187, 500);
  for (let i = 0; i < times; i++) {
    await page.mouse.wheel(0, 900);
    await scrollSettled(page);
  }
}

/**
 * The wheel's scrolling is over: no scroll position in the page changed for three frames (a bounded
 * wait, frame by frame; `mouse.wheel` does not wait for the scrolling it causes).
 */
async function scrollSettled(page: Page) {
  await page.evaluate(async () => {
    const positions = () =>
      [...document.querySelectorAll('*')]
        .filter((el) => el.scrollTop > 0)
        .map((el) => el.scrollTop)
        .join() + `|${document.scrollingElement?.scrollTop ?? 0}`;
    let last = positions();
    let still = 0;
    for (let frame = 0; frame < 300 && still < 3; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = positions();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/** The drawer panel itself must never scroll: only its middle does. */
const panelScrolls = (d: Locator) =>
  d.evaluate((el) => ({ top: el.scrollTop, extra: el.scrollHeight - el.clientHeight }));

async function newRequest(page: Page, type: string, title = uniqueTitle(type)) {
  await page.goto('/myworkspace?new=1');
  const d = drawer(page);
  await expect(d.getByTestId('request-drawer-title')).toHaveText('New Service Request');
  await d.getByRole('textbox', { name: 'Title' }).fill(title);
  await pickOption(d, page, /Service Request Type/, type);
  await expect(d.getByTestId('request-total')).toBeVisible();
  return d;
}

test.describe('phone (375×812)', () => {
  test.use(PHONE);

  test('the drawer never scrolls as a whole: swiping keeps the header and Save in view', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeMember);
    const d = await newRequest(page, 'Copywriting');
    await swipeUp(page, 5);
    const save = d.getByRole('button', { name: 'Save', exact: true });
    expect(await inViewport(page, save)).toBe(true);
    expect(await inViewport(page, d.getByTestId('request-drawer-title'))).toBe(true);
    expect(await panelScrolls(d)).toEqual({ top: 0, extra: 0 });
    // The content did scroll: the summary at the end came into view.
    await expect(d.getByTestId('request-summary')).toBeInViewport();

    // Detail mode too.
    const me = await session(page.request);
    const created = await createRequestViaApi(page.request, {
      title: uniqueTitle('Phone detail'),
      serviceRequestType: typeId(me, 'Copywriting'),
      company: companyId(me, 'Acme Foods'),
      content: JSON.stringify({ Brief: 'Short brief', Length: '300 to 800 words' }),
      assignees: [me.user.id],
    });
    await page.goto(`/requests/${created.id}`);
    await expect(d.getByTestId('request-drawer-title')).toHaveText(created.title);
    await swipeUp(page, 5);
    expect(await panelScrolls(d)).toEqual({ top: 0, extra: 0 });
    expect(await inViewport(page, d.getByRole('button', { name: 'Edit' }))).toBe(true);
  });

  test('a compact total stays in the bottom bar and follows the fields', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeMember);
    const d = await newRequest(page, 'Copywriting');
    const barTotal = d.locator('footer').getByTestId('action-bar-total');
    // Copywriting: 2, plus one piece (the number's default).
    await expect(barTotal).toHaveText('3 credits');
    await d.getByRole('spinbutton', { name: 'Number of pieces' }).fill('4');
    await expect(barTotal).toHaveText('6 credits');
    await expect(barTotal).toBeInViewport();
  });
});

test('a number outside 1–100 shows its error as it is typed and is never priced', async ({ page }) => {
  await signIn(page, ACCOUNTS.acmeMember);
  const d = await newRequest(page, 'Presentation design');
  await pickSelect(d, page, /Scope/, 'Redesign from outline');
  const slides = d.getByRole('spinbutton', { name: 'Number of slides' });
  await slides.fill('12');
  await expect(d.getByTestId('request-total')).toHaveText('24 credits');

  await slides.fill('150');
  await expect(d.getByText('Maximum is 100')).toBeVisible();
  await expect(slides).toHaveAttribute('aria-invalid', 'true');
  await expect(d.getByTestId('request-total')).not.toHaveText('300 credits');
  await expect(d.getByTestId('request-summary')).toContainText('Number of slides');
  await expect(d.getByTestId('request-summary')).toContainText(/not priced/i);

  await slides.fill('0');
  await expect(d.getByText('Minimum is 1')).toBeVisible();
  await slides.fill('5');
  await expect(d.getByText('Minimum is 1')).toBeHidden();
  await expect(slides).toHaveAttribute('aria-invalid', 'false');
  await expect(d.getByTestId('request-total')).toHaveText('10 credits');
});

test('option chips say what the option does to the price', async ({ page }) => {
  await signIn(page, ACCOUNTS.acmeMember);
  const d = await newRequest(page, 'Logo design');
  // Turnaround values mention business days: they change nothing (section 9).
  await d.getByRole('combobox', { name: 'Turnaround' }).click();
  const fast = page.getByRole('option', { name: /Within 5 business days/ });
  await expect(fast).toBeVisible();
  await expect(fast.locator('.MuiChip-root')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // A mascot adds 4.
  await d.getByRole('combobox', { name: 'Logo style' }).click();
  await expect(page.getByRole('option', { name: /Mascot/ }).locator('.MuiChip-root')).toHaveText('+4');
  await page.keyboard.press('Escape');

  // Presentation: the scope's credit is paid per slide.
  await pickOption(d, page, /Service Request Type/, 'Presentation design');
  await d.getByRole('combobox', { name: /Scope/ }).click();
  await expect(
    page.getByRole('option', { name: /Redesign from outline/ }).locator('.MuiChip-root'),
  ).toHaveText('+2 × slides');
});

test("the breakdown shows each line's effect and the running total; the priority by its label", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.acmeMember);
  const d = await newRequest(page, 'Logo design');
  await d.getByRole('spinbutton', { name: 'Number of concepts' }).fill('3');
  await pickSelect(d, page, 'Service Request Due', /^Priority/);
  const summary = d.getByTestId('request-summary');
  const row = (name: string) => summary.getByRole('row').filter({ hasText: name });
  await expect(row('Base credit')).toContainText('12');
  await expect(row('Number of concepts').getByRole('cell').nth(1)).toHaveText('+3');
  await expect(row('Number of concepts').getByRole('cell').nth(2)).toHaveText('15');
  const priority = row('Priority');
  await expect(priority.getByRole('cell').nth(0)).toContainText('Priority');
  await expect(priority).not.toContainText('PRIORITY');
  await expect(priority.getByRole('cell').nth(1)).toHaveText('×1.2');
  await expect(priority.getByRole('cell').nth(2)).toHaveText('18');
  await expect(d.getByTestId('request-total')).toHaveText('18 credits');
});

test('staff cannot create a request without assignees (the rule of every later update)', async ({ page }) => {
  await signIn(page, ACCOUNTS.staff);
  const title = uniqueTitle('Staff no assignees');
  const d = await newRequest(page, 'Copywriting', title);
  await d.getByRole('textbox', { name: 'Brief' }).fill('A brief');
  await pickOption(d, page, /Select Company/, 'Acme Foods');
  await saveAs(page, 'Submit Request');
  await expect(d.getByText('Please assign asignees').first()).toBeVisible();
  await expect(d).toBeVisible();
  const list = await page.request.get('/api/service-requests', { params: { permission: 'all', limit: 50 } });
  const { data } = (await list.json()) as { data: { title: string }[] };
  expect(data.some((r) => r.title === title)).toBe(false);
});

test('a date field of the request reads MMM dd, yyyy, not ISO', async ({ page }) => {
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

test('a duplicate is titled "Copy of …" and closing it asks first', async ({ page }) => {
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

test("the browser's back button asks before leaving unsaved work, and goes back once told to", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.acmeMember);
  await page.goto('/myworkspace?alignBy=in-progress');
  await page.getByRole('button', { name: 'New Request' }).click();
  const d = drawer(page);
  await expect(d.getByRole('textbox', { name: 'Title' })).toBeVisible();
  const opened = page.url();

  // Nothing written yet: back closes the drawer at once.
  await page.evaluate(() => history.back());
  await expect(d).toBeHidden();
  await expect(page).toHaveURL(/\/myworkspace\?alignBy=in-progress$/);

  await page.evaluate(() => history.forward());
  await expect(d.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await d.getByRole('textbox', { name: 'Title' }).fill('Half-written idea');
  await page.evaluate(() => history.back());
  const guard = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(guard).toBeVisible();
  // The address is the drawer's again while the question is open, and staying keeps the work.
  await expect(page).toHaveURL(opened);
  await guard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(opened);
  await expect(d.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-written idea');

  // Asked again on the next back; Discard goes back to the list.
  await page.evaluate(() => history.back());
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Discard' }).click();
  await expect(d).toBeHidden();
  await expect(page).toHaveURL(/\/myworkspace\?alignBy=in-progress$/);
});
