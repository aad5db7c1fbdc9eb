import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { drawer, uniqueTitle } from './requests-helpers.ts';
import { ownersRequest, postCommentViaApi } from './comments-helpers.ts';

// Screenshots of the comments panel and the notifications popover at desktop and phone widths,
// attached to the report (and kept under the test's output folder) to look at after every change.
for (const width of [1280, 390]) {
  test(`the comments panel and the notifications popover at ${width}px`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width > 600 ? 860 : 844 });
    const shot = async (name: string) => {
      const path = testInfo.outputPath(`${name}-${width}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
    };

    const { request } = await ownersRequest(
      page,
      uniqueTitle('Autumn menu launch mailboxes'),
      // Not the owner: the live test counts the owner's notifications while this runs beside it.
      ACCOUNTS.acmeMember,
    );
    const post = (who: Page, content: string, parentId: number | null = null) =>
      postCommentViaApi(who, request.id, content, parentId);
    await post(
      page,
      '<p>Here are the <strong>brand colours</strong> we use:</p><ul><li>Leaf green</li><li>Warm cream</li></ul>',
    );

    // Staff answer, so the owner has a comment with a reply and a notification.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, ACCOUNTS.staff);
    const first = await post(
      staffPage,
      '<p>Thanks! First concepts by Friday. References: https://example.com/moodboard</p>',
    );
    await post(page, '<p>Perfect, thank you.</p>', first);
    await post(staffPage, '<p>Noted — I will keep the leaf motif.</p>', first);
    await staffContext.close();

    await page.goto(`/requests/${request.id}?alignBy=status`);
    const d = drawer(page);
    await expect(d.getByTestId('comment')).toHaveCount(2, { timeout: 20_000 });
    await d.getByRole('heading', { name: 'Add New Comments' }).scrollIntoViewIfNeeded();
    await page.getByTestId('request-drawer-body').evaluate((el) => el.scrollBy(0, -16));
    await expect(d.getByRole('textbox', { name: 'New comment' })).toBeVisible();
    await shot('comments');

    await d.getByTestId('comment').nth(0).getByRole('button', { name: 'Reply' }).click();
    await d.getByRole('textbox', { name: 'Reply' }).pressSequentially('Can we see a darker variant too?');
    await page.getByTestId('request-drawer-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await shot('comments-reply');
    await d.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Cancel' }).click();

    await d.getByRole('button', { name: 'Close' }).click();
    await expect(d).toBeHidden();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification').first(),
    ).toBeVisible();
    await shot('notifications');
  });
}
