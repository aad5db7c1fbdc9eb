import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionPayload } from '../src/shared/schemas/auth.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../src/server/seed/demo-accounts.ts';

export { expect };
export { test } from '@playwright/test';

export { DEMO_PASSWORD };

/** The demo accounts' e-mails by key (the one list of seed, server tests and browser tests). */
export const ACCOUNTS = DEMO_EMAILS;

export const CUSTOMER_NAV = ['Dashboard', 'My Workspace', 'All Requests', 'Support', 'Brand Kit'];
/** An owner of an enterprise also manages its team, reads its audit log (issue 26) and its integrations (issue 29). */
export const OWNER_NAV = [...CUSTOMER_NAV, 'Team', 'Audit log', 'Integrations'];
export const STAFF_NAV = [
  'Dashboard',
  'My Workspace',
  'All Requests',
  'Request Board',
  'Enterprises',
  'Brand Kit',
  'Catalogue',
  'Staff',
  'Audit log',
  'Integrations',
];

/** Fills the sign-in form the way a user does (labels, Enter) on the page already showing it. */
export async function submitLogin(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail or username' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
}

export type SignInOptions = {
  /** Through the login page, as a user does (for tests about signing in); default: through the API. */
  form?: boolean;
  password?: string;
  /** Form only: where the sign-in lands (default the dashboard). */
  landing?: string;
};

/**
 * THE sign-in of the browser tests. Through the API by default (faster, for tests about something
 * else): the session cookie lands in the page's browser context (or the given API context). With
 * `form`, through the login page, waiting for the landing page and its navigation. Answers the
 * signed-in session.
 */
export async function signIn(
  target: Page | APIRequestContext,
  identifier: string,
  { form = false, password = DEMO_PASSWORD, landing = '/dashboard' }: SignInOptions = {},
): Promise<SessionPayload> {
  const request = 'request' in target ? target.request : target;
  if (form && 'request' in target) {
    await target.goto('/login');
    // The session is the login form's own answer: no extra call delays what the test looks at next.
    const answer = target.waitForResponse(
      (r) => r.url().endsWith('/api/login') && r.request().method() === 'POST',
    );
    await submitLogin(target, identifier, password);
    const session = (await (await answer).json()) as SessionPayload;
    await expect(target).toHaveURL(new RegExp(`${escapeRegExp(landing)}$`));
    await expect(target.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
    return session;
  }
  const response = await request.post('/api/login', { data: { identifier, password } });
  expect(response.status(), `sign in as ${identifier}: ${await response.text()}`).toBe(200);
  return (await response.json()) as SessionPayload;
}

/** The sidebar (desktop) navigation. */
export const sidebarNav = (page: Page) =>
  page.locator('aside').getByRole('navigation', { name: 'Main navigation' });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Ctrl+K as a user presses it once the page is theirs: the page's frame and skeleton show before the
 * shell's code (and its shortcut) has loaded, so a heading alone does not say the key will be heard.
 * Waits for the shell's search button, then presses until the palette is open.
 */
export async function openSearchWithKeyboard(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: /^Search requests/ })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Search' });
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/**
 * The app has rendered over a page the document brought (a list drawn for its viewer by the server,
 * a prerendered frame or form): from then on the elements on screen are the app's own. Needed only
 * by a test that holds on to an element itself (marks it, screenshots it): a user sees no change.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}
