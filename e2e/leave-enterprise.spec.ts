import { expect, signIn, test } from './fixtures.ts';
import { freshEnterprise } from './fresh-enterprise.ts';
import { toast } from './requests-helpers.ts';

/*
 * A member leaves their enterprise from Account settings ("Your enterprises"), at desktop and phone
 * widths: asked first, then out (signed out, as it was their only one), and gone from the owner's
 * Team page. The owner is sent to the Team page, where an enterprise keeps at least one owner.
 */

const PASSWORD = 'Leave-pass-58!q';

for (const [width, height] of [
  [1280, 900],
  [375, 812],
] as const) {
  test(`at ${width} px a member leaves their enterprise from their account`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height });
    const { owner, members } = await freshEnterprise(baseURL!, {
      domain: 'leave.test',
      label: 'Leave',
      password: PASSWORD,
      members: ['Lia'],
    });
    const member = members[0]!;
    const mine = await signIn(page, member, { password: PASSWORD });
    const enterprise = mine.enterprises[0]!;
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Your enterprises' });
    await expect(section.getByText(enterprise.name)).toBeVisible();
    await section.getByRole('button', { name: 'Leave…' }).click();
    const dialog = page.getByRole('dialog', { name: `Leave ${enterprise.name}?` });
    await expect(dialog).toContainText('you will be signed out');
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(toast(page, `You left ${enterprise.name} and were signed out.`)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // The owner's account points to the Team page; their team no longer lists the member.
    await signIn(page, owner, { password: PASSWORD });
    await page.goto('/account');
    await expect(
      page.getByRole('region', { name: 'Your enterprises' }).getByRole('link', { name: 'Team page' }),
    ).toBeVisible();
    await page.goto(`/team/${enterprise.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Team' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Team' })).not.toContainText(member);
  });
}
