import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { drawer, toast, uniqueTitle } from './requests-helpers.ts';
import { ownersRequest, postCommentViaApi } from './comments-helpers.ts';

// Comments and notifications (spec sections 2 "Comments"/"Other", 4, 5, 8, 9): two people signed in
// in two browsers on the same request; everything live arrives through the event stream, no reload.

type Person = { page: Page; close: () => Promise<void> };

async function person(browser: Browser, email: string): Promise<Person & { userId: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signIn(page, email);
  return { page, userId: session.user.id, close: () => context.close() };
}

/** The top bar's bell (behind the drawer's backdrop while the drawer is open, hence includeHidden). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/, includeHidden: true });
/** The unread count the bell announces (0 when it shows none). */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}
/**
 * The bell's count and the server's, once they agree. Other tests running at the same time notify the
 * same demo people, so a count cannot be predicted; what must hold is that the bell shows, live, what
 * the server counts (a read that the bell failed to reflect leaves them apart).
 */
async function bellMatchesServer(page: Page): Promise<number> {
  let shown = -1;
  await expect
    .poll(async () => {
      shown = await unread(page);
      const answer = await page.request.get('/api/notifications/unread-count');
      return shown - ((await answer.json()) as { unreadCount: number }).unreadCount;
    })
    .toBe(0);
  return shown;
}
const commentEditor = (scope: Locator) => scope.getByRole('textbox', { name: 'New comment' });
const comments = (scope: Locator) => scope.getByTestId('comment');

test('a comment and a reply reach the other person live, with notifications and read state', async ({
  browser,
}) => {
  test.slow(); // two people in two browsers, live updates both ways
  const owner = await person(browser, ACCOUNTS.acmeOwner);
  const staff = await person(browser, ACCOUNTS.staff);
  try {
    const title = uniqueTitle('Live comments');
    const { request } = await ownersRequest(owner.page, title);
    // Both start with nothing unread, so what appears below comes from this test.
    for (const p of [owner, staff]) {
      expect((await p.page.request.post('/api/notifications/markAllAsRead')).ok()).toBeTruthy();
    }

    const url = `/requests/${request.id}?alignBy=status`;
    await owner.page.goto(url);
    await staff.page.goto(url);
    const ownerDrawer = drawer(owner.page);
    const staffDrawer = drawer(staff.page);
    // The first screens of a freshly started server can be slow.
    await expect(ownerDrawer.getByText('No comments yet')).toBeVisible({ timeout: 20_000 });
    await expect(staffDrawer.getByText('No comments yet')).toBeVisible({ timeout: 20_000 });
    await expect(ownerDrawer.getByTestId('comments-count')).toHaveText('0');

    // Staff comment; a typed address becomes a link.
    const text = `Первый draft is ready, see www.example.com/brief ${Date.now()}`;
    await commentEditor(staffDrawer).click();
    await commentEditor(staffDrawer).pressSequentially(text);
    await staffDrawer.getByRole('button', { name: 'Add Comment' }).click();
    await expect(toast(staff.page, 'Comment added successfully')).toBeVisible();
    await expect(comments(staffDrawer)).toHaveCount(1);
    await expect(commentEditor(staffDrawer)).toHaveText('');

    // The owner sees it appear without reloading, with its link, and the bell counts it.
    const live = comments(ownerDrawer).filter({ hasText: 'Первый draft is ready' });
    await expect(live).toBeVisible();
    await expect(live.getByRole('link', { name: /www\.example\.com\/brief/ })).toHaveAttribute(
      'href',
      /^https?:\/\/www\.example\.com\/brief/,
    );
    await expect(live.getByText('Sam Staff', { exact: true })).toBeVisible();
    await expect(live.locator('time').first()).toHaveText('just now');
    await expect(live.getByRole('button', { name: 'Reply' })).toBeVisible();
    await expect(ownerDrawer.getByTestId('comments-count')).toHaveText('1');
    await expect(bell(owner.page)).toHaveAttribute('aria-label', /Notifications, \d+ unread/);

    // The owner replies; the staff member sees the reply live, and replies have no Reply button.
    await live.getByRole('button', { name: 'Reply' }).click();
    const replyBox = live.getByRole('textbox', { name: 'Reply' });
    await replyBox.pressSequentially('Thanks, looks great');
    await live.getByRole('button', { name: 'Add Reply' }).click();
    await expect(toast(owner.page, 'Reply added successfully')).toBeVisible();
    await expect(live.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
    const staffComment = comments(staffDrawer).first();
    const reply = staffComment.getByTestId('reply');
    await expect(reply).toHaveText(/Thanks, looks great/);
    await expect(reply.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await expect(bell(staff.page)).toHaveAttribute('aria-label', /Notifications, \d+ unread/);
    // Still one top-level comment on both sides (the live copy and the posted one are the same).
    await expect(comments(staffDrawer)).toHaveCount(1);
    await expect(comments(ownerDrawer)).toHaveCount(1);

    // The owner closes the drawer and opens the bell: the notification is there, unread.
    await ownerDrawer.getByRole('button', { name: 'Close' }).click();
    await expect(ownerDrawer).toBeHidden();
    await expect(bell(owner.page)).toBeVisible();
    await expect(bell(owner.page).locator('.MuiBadge-badge')).toHaveText(/^\d+$/);
    const before = await unread(owner.page);
    expect(before).toBeGreaterThan(0);
    await bell(owner.page).click();
    const popover = owner.page.getByRole('dialog', { name: 'Notifications' });
    const item = popover
      .getByTestId('notification')
      .filter({ hasText: title })
      .filter({ hasText: 'commented' });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Первый draft is ready');
    await expect(item.locator('time')).toHaveText(/^\d{1,2}:\d{2} [AP]M, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    // Read and unread move the item and the count (as the server counts it: other tests add to it).
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await bellMatchesServer(owner.page);
    await item.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(item).toHaveAttribute('data-read', 'false');
    expect(await bellMatchesServer(owner.page)).toBeGreaterThan(0);

    // Opening it goes to the request and marks it read.
    await item.getByRole('link', { name: title }).click();
    await expect(owner.page).toHaveURL(new RegExp(`/requests/${request.id}\\?alignBy=`));
    await expect(ownerDrawer.getByTestId('request-drawer-title')).toHaveText(title);
    await bellMatchesServer(owner.page);

    // Mark all as read empties the count.
    await ownerDrawer.getByRole('button', { name: 'Close' }).click();
    await bell(owner.page).click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await item.getByRole('button', { name: 'Mark as unread' }).click();
    await expect.poll(() => unread(owner.page)).toBeGreaterThan(0);
    // Up to the newest one the list shows: one arriving while the click travels stays unread.
    const [marked] = await Promise.all([
      owner.page.waitForRequest((r) => r.url().includes('/api/notifications/markAllAsRead')),
      popover.getByRole('button', { name: 'Mark all as read' }).click(),
    ]);
    expect(new URL(marked.url()).searchParams.get('up_to')).toMatch(/^\d+$/);
    await expect(bell(owner.page)).toHaveAttribute('aria-label', 'Notifications');
    await expect(popover.getByTestId('notification').first()).toHaveAttribute('data-read', 'true');
  } finally {
    await owner.close();
    await staff.close();
  }
});

test('an empty comment is refused; an unsaved one makes closing ask first', async ({ page }) => {
  const { request } = await ownersRequest(page, uniqueTitle('Comment rules'));
  await page.goto(`/requests/${request.id}?alignBy=status`);
  const d = drawer(page);
  const editor = commentEditor(d);
  await expect(d.getByText('No comments yet')).toBeVisible({ timeout: 20_000 });

  // Nothing, then only empty lines: refused on the page, nothing posted.
  await d.getByRole('button', { name: 'Add Comment' }).click();
  await expect(d.getByText('Kindly leave a comment with at least 1 letter.')).toBeVisible();
  await editor.click();
  await editor.press('Enter');
  await editor.press('Enter');
  await editor.pressSequentially('   ');
  await d.getByRole('button', { name: 'Add Comment' }).click();
  await expect(d.getByText('Kindly leave a comment with at least 1 letter.')).toBeVisible();
  await expect(d.getByText('No comments yet')).toBeVisible();

  // Bold text is posted as bold.
  await editor.press('ControlOrMeta+a');
  await editor.press('Backspace');
  await d.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially('Important');
  await d.getByRole('button', { name: 'Add Comment' }).click();
  await expect(toast(page, 'Comment added successfully')).toBeVisible();
  await expect(d.getByText('Kindly leave a comment with at least 1 letter.')).toBeHidden();
  await expect(comments(d).locator('strong', { hasText: 'Important' })).toBeVisible();

  // Posting the same comment again is ignored.
  await d.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially('Important');
  await d.getByRole('button', { name: 'Add Comment' }).click();
  await expect(editor).toHaveText('');
  await expect(comments(d)).toHaveCount(1);

  // A comment being written: closing asks; Keep editing keeps it, Discard closes.
  await editor.pressSequentially('Half-written thought');
  await d.getByRole('button', { name: 'Close' }).click();
  const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(ask).toContainText('You will lose your comments if you continue without saving');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(editor).toHaveText('Half-written thought');
  await d.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(d).toBeHidden();
  await expect(page).toHaveURL(/\/requests\?alignBy=status$/);
});

test('comments page 5 at a time as the list is scrolled', async ({ page }) => {
  const { request } = await ownersRequest(page, uniqueTitle('Many comments'));
  for (let i = 1; i <= 12; i++) await postCommentViaApi(page, request.id, `<p>Note number ${i}</p>`);
  await page.goto(`/requests/${request.id}?alignBy=status`);
  const d = drawer(page);
  await expect(comments(d)).toHaveCount(5, { timeout: 20_000 });
  await expect(d.getByTestId('comments-count')).toHaveText('5+');
  await expect(comments(d).first()).toContainText('Note number 12');

  const body = page.getByTestId('request-drawer-body');
  await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(comments(d)).toHaveCount(10);
  await expect(d.getByTestId('comments-count')).toHaveText('10+');
  await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(comments(d)).toHaveCount(12);
  await expect(d.getByTestId('comments-count')).toHaveText('12');
  await expect(d.getByText('No more comments')).toBeVisible();
  await expect(comments(d).last()).toContainText('Note number 1');
});
