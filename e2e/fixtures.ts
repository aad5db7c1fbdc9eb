import { expect, type Page } from '@playwright/test';

export { expect };
export { test } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-1!';

export const ACCOUNTS = {
  staff: 'staff@studio.test',
  designer: 'designer@studio.test',
  acmeOwner: 'owner@acme.test',
  acmeMember: 'member@acme.test',
  globexOwner: 'owner@globex.test',
} as const;

export const CUSTOMER_NAV = ['Dashboard', 'My Workspace', 'All Requests', 'Support', 'Brand Kit'];
export const STAFF_NAV = [
  'Dashboard',
  'My Workspace',
  'All Requests',
  'Request Board',
  'Enterprises',
  'Brand Kit',
  'Catalogue',
];

/** Fills the sign-in form the way a user does (labels, Enter) on the page already showing it. */
export async function submitLogin(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail or username' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
}

/** Signs in through the login page and waits for the dashboard (or the given route). */
export async function login(page: Page, identifier: string, { landing = '/dashboard' } = {}): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, identifier);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(landing)}$`));
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
}

/** Signs in through the API (faster, for tests about something else); the cookie lands in the page's context. */
export async function loginViaApi(page: Page, identifier: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { identifier, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The sidebar (desktop) navigation. */
export const sidebarNav = (page: Page) =>
  page.locator('aside').getByRole('navigation', { name: 'Main navigation' });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
