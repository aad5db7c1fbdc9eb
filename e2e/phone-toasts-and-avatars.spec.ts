import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import { createLogoRequest, drawer, toast, uniqueTitle } from './requests-helpers.ts';

// Issue 23 item 6, on a phone: a toast used to land over the drawer's last lines (the price summary
// above its action bar), and the small people chips clipped two wide initials.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone a toast comes in at the top, off the drawer’s last lines; people chips show whole initials', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = await signIn(page, ACCOUNTS.acmeMember);
  const created = await createLogoRequest(page.request, me, uniqueTitle('Phone toast'));
  await page.goto(`/requests/${created.id}`);
  const d = drawer(page);
  await expect(d.getByTestId('request-drawer-title')).toBeVisible();

  // Each chip's initials lie inside their round avatar (measured on the text itself, not the box).
  const avatars = d.locator('.MuiChip-avatar');
  await expect(avatars.first()).toBeVisible();
  for (const avatar of await avatars.all()) {
    const overflow = await avatar.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return text.width === 0 ? 0 : Math.max(box.left - text.left, text.right - box.right);
    });
    expect(overflow, 'initials wider than their avatar').toBeLessThanOrEqual(0.5);
  }

  await d.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: /copy link/i }).click();
  const shown = toast(page, 'Link copied to clipboard!');
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  // In the top third of the screen, far from the drawer's summary and action bar at the bottom.
  expect(box.y + box.height).toBeLessThan(812 / 3);
});
