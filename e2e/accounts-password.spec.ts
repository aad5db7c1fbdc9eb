import { expect, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { linkInMail, test, type MailServer } from './mail-server.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../src/server/seed/demo-accounts.ts';

/*
 * Forgot password from the e-mail's link, change password and the sessions list (issue 25), at
 * desktop and phone widths.
 *
 * The shared browser-test server runs with EMAIL_ENABLED=false (the support form's test relies on it),
 * so it sends no e-mail at all. This file starts a server of its own, on the same built web app, with
 * e-mail on and no SMTP_URL: the server then writes each message as an .eml file under its data
 * folder (platform/email/mailer.ts), and the test reads the link there, as a person reads their
 * mailbox. Nothing of an e-mail is exposed over HTTP. Its own demo people, so changing their passwords
 * disturbs no other test.
 */

const OTHER_DEVICE_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const OTHER_DEVICE = 'Sign out Firefox 133 on Windows 10';
const RESET_PASSWORD = 'Copper-Meadow-Lantern-58!';
const CHANGED_PASSWORD = 'Velvet-Harbour-Quartz-91?';

type Server = MailServer;

/** The newest reset link in the mailbox of `email` that is not among `seen`. */
const resetLinkFor = (server: Server, email: string, seen: string[] = []) =>
  linkInMail(server, email, '/reset-password#', { subject: /Subject: Reset your/, seen });

/** Another browser signed in as the person (through the API, with its own user agent). */
async function otherDevice(server: Server, email: string, password: string) {
  const context = await apiRequest.newContext({ baseURL: server.url, userAgent: OTHER_DEVICE_UA });
  const res = await context.post('/api/login', { data: { identifier: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}
const signedIn = async (context: APIRequestContext) => (await context.get('/api/me')).status() === 200;

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function walk(page: Page, server: Server, email: string) {
  // Signed in elsewhere before the reset.
  const laptop = await otherDevice(server, email, DEMO_PASSWORD);

  // Forgot password, from the sign-in page.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail or username' }).fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account uses this e-mail, we have sent it a link',
  );

  // The link from the e-mail.
  const link = await resetLinkFor(server, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = page.getByRole('textbox', { name: 'New password' });
  await newPassword.fill('Password1!');
  await expect(page.getByText(/This password is too easy to guess/)).toBeVisible();
  await noSidewaysScroll(page);
  await newPassword.fill(RESET_PASSWORD);
  await expect(page.getByText('Strong enough.')).toBeVisible();
  await page.getByRole('button', { name: 'Set new password and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in: the dashboard greets the person (the navigation is a menu button on a phone).
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }),
  ).toBeVisible();
  // Every other session ended.
  expect(await signedIn(laptop)).toBe(false);

  // The same link again: a clear page that offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This password reset link is no longer valid');
  await noSidewaysScroll(page);
  await page.getByRole('link', { name: 'Get a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  // Change password in settings: a wrong current one changes nothing, the right one ends the others.
  const tablet = await otherDevice(server, email, RESET_PASSWORD);
  await page.goto('/account');
  const listed = page
    .getByRole('region', { name: "Where you're signed in" })
    .getByRole('list', { name: 'Active sessions' })
    .getByRole('listitem');
  await expect(listed).toHaveCount(2);
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByRole('textbox', { name: 'Current password' }).fill('Not-my-password-7!');
  await section.getByRole('textbox', { name: 'New password' }).fill(CHANGED_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your current password is not correct. Nothing was changed.')).toBeVisible();
  expect(await signedIn(tablet)).toBe(true);
  await section.getByRole('textbox', { name: 'Current password' }).fill(RESET_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Your password was changed. Your other session was signed out.',
  );
  expect(await signedIn(tablet)).toBe(false);
  // The page's other sections follow without a reload: the tablet's session is no longer listed.
  await expect(listed).toHaveCount(1);
  await noSidewaysScroll(page);

  // Sessions: this device and another; end the other, then all others.
  const phone = await otherDevice(server, email, CHANGED_PASSWORD);
  await page.reload();
  const sessions = page.getByRole('region', { name: "Where you're signed in" });
  const rows = sessions.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('This device');
  await expect(rows.nth(1)).toContainText('Firefox 133 on Windows 10');
  await noSidewaysScroll(page);
  await sessions.getByRole('button', { name: OTHER_DEVICE }).click();
  // The row stays where it was, marked, until the list is loaded again (nothing moves under a click).
  await expect(rows.nth(1)).toContainText('Signed out');
  await expect(sessions.getByRole('button', { name: OTHER_DEVICE })).toHaveCount(0);
  expect(await signedIn(phone)).toBe(false);
  await expect(sessions.getByText('You are signed in only on this device.')).toBeVisible();

  const others = [
    await otherDevice(server, email, CHANGED_PASSWORD),
    await otherDevice(server, email, CHANGED_PASSWORD),
  ];
  await page.reload();
  await expect(rows).toHaveCount(3);
  await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out others' }).click();
  await expect(rows).toHaveCount(1);
  for (const other of others) expect(await signedIn(other)).toBe(false);
  // This device is still signed in.
  await page.reload();
  await expect(rows.first()).toContainText('This device');
  for (const c of [laptop, tablet, phone, ...others]) await c.dispose();
}

test('forgot password from the e-mail link, change password, end sessions (desktop)', async ({
  page,
  server,
}) => {
  await walk(page, server, DEMO_EMAILS.acmeMember);
});

test.describe('phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('forgot password from the e-mail link, change password, end sessions (phone)', async ({
    page,
    server,
  }) => {
    await walk(page, server, DEMO_EMAILS.globexOwner);
  });
});
