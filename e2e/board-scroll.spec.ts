import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { companyId, createRequestViaApi, typeId, uniqueTitle } from './requests-helpers.ts';

// The Request Board at phone width, scrolled by touch (issue 15): a finger swiping up over a column
// scrolls that column's cards, not the page; a finger swiping sideways over the board brings the next
// column. Real touch events through the DevTools protocol (Input.dispatchTouchEvent: start, moves,
// end): headless Chromium ignores Playwright's touchscreen tap-and-move and, here, a touch-source
// Input.synthesizeScrollGesture; the mouse wheel is not what a phone does.

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** A finger swipe from (x, y) by (dx, dy) pixels in small steps: dy < 0 swipes up (content scrolls down). */
async function swipe(cdp: CDPSession, x: number, y: number, dx: number, dy: number) {
  const at = (i: number, steps: number) => [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }];
  const steps = 30;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0, steps) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i, steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const pageScroll = (page: Page) => page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));

test('phone: swiping up over a column scrolls its cards, not the page; swiping sideways brings the next column', async ({
  page,
}) => {
  // Enough Not Started cards that the column overflows a phone's screen.
  const me = await signIn(page, ACCOUNTS.acmeMember);
  for (let i = 0; i < 6; i++) {
    await createRequestViaApi(page.request, {
      title: uniqueTitle(`Phone scroll ${i}`),
      serviceRequestType: typeId(me, 'Logo design'),
      company: companyId(me, 'Acme Foods'),
      content: JSON.stringify({ 'Brand name': 'Acme', 'Number of concepts': 1 }),
      assignees: [me.user.id],
      status: 'NOT_START',
    });
  }
  await signIn(page, ACCOUNTS.staff);
  await page.goto('/requestboard');
  const cards = page.getByTestId('board-column-NOT_START-cards');
  await expect(cards.getByRole('listitem').nth(6)).toBeVisible();
  const overflow = await cards.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(overflow, 'the Not Started cards overflow their column').toBeGreaterThan(100);

  const cdp = await page.context().newCDPSession(page);
  const box = (await cards.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: Math.min(box.y + box.height - 40, 760) };
  expect(await cards.evaluate((el) => el.scrollTop)).toBe(0);
  expect(await pageScroll(page)).toEqual({ x: 0, y: 0 });

  await swipe(cdp, start.x, start.y, 0, -300);
  await expect.poll(() => cards.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  expect(await pageScroll(page), 'the page itself does not scroll').toEqual({ x: 0, y: 0 });

  // Sideways: the board moves to the next column (snapped), the page stays put.
  const board = page.getByTestId('request-board');
  expect(await board.evaluate((el) => el.scrollLeft)).toBe(0);
  await swipe(cdp, 300, start.y, -250, 0);
  const assigned = page.getByRole('region', { name: 'Assigned', exact: true });
  await expect.poll(() => board.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
  await expect(assigned).toBeInViewport({ ratio: 0.9 });
  expect(await pageScroll(page), 'the page itself does not scroll').toEqual({ x: 0, y: 0 });
});
