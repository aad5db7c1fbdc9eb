import { expect, test } from '@playwright/test';
import { drawer, toast, uniqueTitle } from './requests-helpers.ts';
import { ownersRequest } from './comments-helpers.ts';

// A keyboard user posting a comment or a reply in the request drawer: posting disables the button
// (and the editor) for a moment, and the reply form goes away once posted. The focus must not fall
// back to the drawer itself, which sends the next Tab to the top of a long request.

test('after a comment or a reply is posted from the keyboard, the focus stays where the person was', async ({
  page,
}) => {
  const { request } = await ownersRequest(page, uniqueTitle('Comment focus'));
  await page.goto(`/requests/${request.id}?alignBy=status`);
  const panel = drawer(page);
  const box = panel.getByRole('textbox', { name: 'New comment' });
  await box.focus();
  await page.keyboard.type('Typed and posted from the keyboard');
  const add = panel.getByRole('button', { name: 'Add Comment' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Comment added successfully')).toBeVisible();
  await expect(panel.getByTestId('comment')).toHaveCount(1);
  // Back in the (now empty) comment box, ready for the next one.
  await expect(panel.getByRole('textbox', { name: 'New comment' })).toBeFocused();

  const reply = panel.getByRole('button', { name: 'Reply', exact: true });
  await reply.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Reply' })).toBeFocused();
  await page.keyboard.type('A reply, from the keyboard too');
  await panel.getByRole('button', { name: 'Add Reply' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Reply added successfully')).toBeVisible();
  await expect(panel.getByTestId('reply')).toHaveCount(1);
  // The reply form is gone: the focus is back on the Reply button that opened it.
  await expect(reply).toBeFocused();

  // Cancelling a reply form returns there too.
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Reply' })).toBeFocused();
  await panel.getByRole('button', { name: 'Cancel', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await expect(reply).toBeFocused();
});
