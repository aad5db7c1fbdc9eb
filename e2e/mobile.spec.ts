import { ACCOUNTS, expect, OWNER_NAV, signIn, STAFF_NAV, test } from './fixtures.ts';
import { drawer, toast } from './requests-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('phone layout (390px)', () => {
  test('no sidebar or top-bar New Request; the menu drawer has the navigation, New Request and LOG OUT', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/dashboard');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('aside')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'New Request' })).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText(
      OWNER_NAV,
    );
    await expect(drawer.getByText('Olivia Owens')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'New Request' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'LOG OUT' })).toBeVisible();

    // Navigating closes the drawer.
    await drawer.getByRole('link', { name: 'All Requests' }).click();
    await expect(page).toHaveURL(/\/requests/);
    await expect(drawer).toBeHidden();

    // New Request from the drawer.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('dialog', { name: 'Navigation menu' })
      .getByRole('button', { name: 'New Request' })
      .click();
    await expect(page).toHaveURL(/\/myworkspace\?new=1/);
  });

  test('staff get the staff navigation in the drawer', async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText(
      STAFF_NAV,
    );
  });

  test('LOG OUT in the drawer signs out with a toast and goes to /login', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeMember);
    await page.goto('/brandkit');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await expect(page.getByText('Successfully Logged out!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('a toast in the request drawer rises above the Save bar instead of covering it', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/myworkspace?new=1');
    const d = drawer(page);
    await expect(d.getByTestId('request-drawer-title')).toHaveText('New Service Request');
    await d
      .locator('input[type="file"][aria-label="Choose files for Attachments"]')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('phone notes') }]);
    const shown = toast(page, 'File uploaded successfully!');
    await expect(shown).toBeVisible();
    const bar = await d.locator('footer').boundingBox();
    const box = await shown.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
    await expect(d.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    await d.getByRole('button', { name: 'Save', exact: true }).click({ trial: true });
  });

  test('the search icon opens the search dialog', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please enter at least 3 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
  });
});
