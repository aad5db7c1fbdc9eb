import { ACCOUNTS, expect, sidebarNav, signIn, test } from './fixtures.ts';

test.describe('application shell on desktop', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/dashboard');
    // The real shell, not the frame shown while its code loads (that frame has a banner too, and is
    // replaced, taking the focus with it): its search button is the shell's own.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Search requests/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the sidebar navigates between pages and marks the current one', async ({ page }) => {
    const nav = sidebarNav(page);
    await nav.getByRole('link', { name: 'Brand Kit' }).click();
    await expect(page).toHaveURL(/\/brandkit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Kit' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Brand Kit' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page).toHaveTitle(/Support/);
  });

  test('New Request in the top bar opens the workspace with the request form asked for', async ({ page }) => {
    await page.getByRole('banner').getByRole('button', { name: 'New Request' }).click();
    await expect(page).toHaveURL(/\/myworkspace\?new=1/);
  });

  test('the search field opens a dialog that asks for at least 3 characters', async ({ page }) => {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please enter at least 3 characters')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Search' }).fill('lo');
    await expect(dialog.getByText('Please enter at least 3 characters')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Ctrl+K opens it from the keyboard.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

  test('the notification bell opens the notifications panel', async ({ page }) => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Notifications/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  });

  // The tooltips' code loads on the first hover or focus (LazyTooltip): the bell is not remounted for it.
  test("the bell's tooltip shows on the first hover", async ({ page }) => {
    const bell = page.getByRole('banner').getByRole('button', { name: /Notifications/ });
    await bell.hover();
    await expect(page.getByRole('tooltip', { name: 'Notifications' })).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test("the bell's tooltip shows on the first keyboard focus, and the focus stays", async ({ page }) => {
    const bell = page.getByRole('banner').getByRole('button', { name: /Notifications/ });
    await page.keyboard.press('Tab');
    await bell.focus();
    await expect(page.getByRole('tooltip', { name: 'Notifications' })).toBeVisible();
    await expect(bell).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('the keyboard reaches the shell with a visible focus', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    // Tab on to the first navigation link and check it shows a focus ring.
    const dashboardLink = sidebarNav(page).getByRole('link', { name: 'Dashboard' });
    for (let i = 0; i < 12 && !(await dashboardLink.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(dashboardLink).toBeFocused();
    const outline = await dashboardLink.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });
});
