import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test, type MailServer } from './mail-server.ts';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { ownersRequest, postCommentViaApi } from './comments-helpers.ts';

/*
 * Notifications people control (issue 28), in Chromium at desktop and phone widths: a person changes
 * what they are told on the Notifications page (reached from the account menu) and the choices hold
 * after a reload; the owner follows the unsubscribe link of a comment e-mail read from the mailbox
 * (the outbox's .eml files, mail-server.ts): the page says what it turns off and changes nothing until
 * its button is pressed; then that e-mail is Off on the settings page.
 */

const SHOTS = process.env.NOTIFY_SHOTS ?? '';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`),
    fullPage: true,
  });
}

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens the Notifications page the way a person does: the account menu, or the phone's navigation menu. */
async function openNotifications(page: Page) {
  await page.goto('/dashboard');
  if (page.viewportSize()!.width < 900) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('dialog', { name: 'Navigation menu' })
      .getByRole('link', { name: 'Notifications' })
      .click();
  } else {
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
}

const emailOf = (page: Page, event: string) => page.getByRole('combobox', { name: `E-mail: ${event}` });
const inAppOf = (page: Page, event: string) => page.getByRole('switch', { name: `In app: ${event}` });

/** The List-Unsubscribe link of the newest e-mail to `email` whose subject matches. */
async function unsubscribeLinkIn(server: MailServer, email: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(server.mailDir)) return '';
        const files = fs
          .readdirSync(server.mailDir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          // Headers may be folded over lines (RFC 5322): unfold before reading them.
          const text = fs.readFileSync(path.join(server.mailDir, file), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
          if (!text.includes(`To: ${email}`) || !subject.test(text)) continue;
          expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
          const found = /^List-Unsubscribe: <([^>]+)>/m.exec(text)?.[1];
          if (found) return (link = found);
        }
        return '';
      },
      { message: `an e-mail to ${email} with a List-Unsubscribe link`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 900 ? 812 : 900 });
    });

    test('a person changes what they are told; the choices hold after a reload', async ({ page }) => {
      await signIn(page, ACCOUNTS.acmeMember);
      await openNotifications(page);
      await expect(
        page.getByText(/Invitations and account e-mails .* are transactional: they are always sent\./),
      ).toBeVisible();
      // Not a staff person: no defaults section, and no switch for what only staff are told.
      await expect(page.getByRole('region', { name: /Defaults for new users/ })).toHaveCount(0);
      await expect(emailOf(page, 'Owner approval')).toBeVisible();
      await expect(emailOf(page, 'Version approved')).toHaveCount(0);
      await expect(emailOf(page, 'Changes requested')).toHaveCount(0);

      const want = width === 1440 ? 'digest' : 'off';
      await emailOf(page, 'Status change').selectOption(want);
      await expect(page.getByText('Your notification settings were saved.')).toBeVisible();
      const inApp = inAppOf(page, 'New comment or reply');
      const wasOn = await inApp.isChecked();
      await inApp.click();
      await expect(inApp).toBeChecked({ checked: !wasOn });
      await expect(page.getByText('Your notification settings were saved.').first()).toBeVisible();

      // Each width its own values, so that each run changes something.
      const [hour, tz] = width === 1440 ? ['17', 'Europe/Paris'] : ['6', 'Asia/Tokyo'];
      const zone = page.getByRole('combobox', { name: 'Time zone' });
      // Typed and picked with the keyboard (on a phone the toasts sit where the list opens). The typed
      // text alone is not a choice: a pick closes the list (an Enter with nothing highlighted leaves it
      // open, the zone unchosen and Save off), and only then is the hour chosen.
      const saveTime = page.getByRole('button', { name: 'Save digest time' });
      await zone.fill(tz);
      await expect(page.getByRole('option', { name: tz, exact: true })).toBeVisible();
      await zone.press('ArrowDown');
      await zone.press('Enter');
      await expect(zone).toHaveValue(tz);
      await expect(page.getByRole('listbox', { name: 'Time zone' })).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Hour' }).selectOption(hour);
      await saveTime.click();
      await expect(page.getByText('Your notification settings were saved.').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save digest time' })).toBeDisabled();
      await noSidewaysScroll(page);
      await shot(page, 'notification-settings');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(emailOf(page, 'Status change')).toHaveValue(want);
      await expect(inAppOf(page, 'New comment or reply')).toBeChecked({ checked: !wasOn });
      await expect(page.getByRole('combobox', { name: 'Hour' })).toHaveValue(hour);
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(tz);
    });

    test('staff set the defaults of a role', async ({ page }) => {
      await signIn(page, ACCOUNTS.staff);
      await openNotifications(page);
      const defaults = page.getByRole('region', { name: 'Defaults for new users (staff)' });
      // Each role is offered what it can receive: staff reviews of versions, customers owner approvals.
      const own = page.getByRole('region', { name: 'What you are told' });
      await expect(own.getByRole('combobox', { name: 'E-mail: Version approved' })).toBeVisible();
      await expect(own.getByRole('combobox', { name: 'E-mail: Owner approval' })).toHaveCount(0);
      await defaults.getByRole('tab', { name: 'Customer owners' }).click();
      await expect(defaults.getByRole('combobox', { name: 'E-mail: Version approved' })).toHaveCount(0);
      const ready = defaults.getByRole('combobox', { name: 'E-mail: New version ready' });
      const choice = width === 1440 ? 'digest' : 'immediate';
      await ready.selectOption(choice);
      await expect(page.getByText('The defaults for customer owners were saved.')).toBeVisible();
      await shot(page, 'notification-defaults');
      await page.reload();
      await page
        .getByRole('region', { name: 'Defaults for new users (staff)' })
        .getByRole('tab', { name: 'Customer owners' })
        .click();
      await expect(
        page.getByRole('region', { name: 'Defaults for new users (staff)' }).getByRole('combobox', {
          name: 'E-mail: New version ready',
        }),
      ).toHaveValue(choice);
      await noSidewaysScroll(page);
    });

    test('the unsubscribe link of an e-mail turns that e-mail off, after a confirmation', async ({
      page,
      browser,
      server,
    }) => {
      const title = `Unsubscribe check ${width} ${Date.now().toString(36)}`;
      const { request } = await ownersRequest(page, title);
      // Whatever an earlier run at another width left: the owner wants comment e-mails at once.
      const reset = await page.request.put('/api/notification-preferences', {
        data: { events: [{ type: 'comment_new_create', inApp: true, email: 'immediate' }] },
      });
      expect(reset.status()).toBe(200);
      // The member comments: the owner (its creator) is e-mailed at once (their default).
      const member = await browser.newContext({ baseURL: server.url });
      const memberPage = await member.newPage();
      await signIn(memberPage, ACCOUNTS.acmeMember);
      await postCommentViaApi(memberPage, request.id, '<p>The copy is ready</p>');
      await member.close();

      const link = await unsubscribeLinkIn(
        server,
        ACCOUNTS.acmeOwner,
        new RegExp(`^Subject: New comment on ${title}`, 'm'),
      );
      // Opened from the mailbox (no sign-in needed): a page that asks, and changes nothing yet.
      const visitor = await browser.newContext({ baseURL: server.url, viewport: page.viewportSize()! });
      const mailbox = await visitor.newPage();
      await mailbox.goto(link);
      await expect(mailbox.getByRole('heading', { name: 'Unsubscribe from these e-mails?' })).toBeVisible();
      await expect(mailbox.getByText(/no longer get e-mails for New comment or reply/)).toBeVisible();
      await noSidewaysScroll(mailbox);
      await shot(mailbox, 'unsubscribe-confirm');
      await openNotifications(page);
      await expect(emailOf(page, 'New comment or reply')).toHaveValue('immediate');

      await mailbox.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(mailbox.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
      await shot(mailbox, 'unsubscribe-done');

      // A changed link is refused with a clear page.
      await mailbox.goto(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
      await expect(mailbox.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      await expect(mailbox.getByText(/This unsubscribe link is not valid/)).toBeVisible();
      await visitor.close();

      await page.reload();
      await expect(emailOf(page, 'New comment or reply')).toHaveValue('off');
      // In app stays as it was.
      await expect(inAppOf(page, 'New comment or reply')).toBeChecked();
    });
  });
}
