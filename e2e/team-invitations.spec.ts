import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { linkInMail, test, type MailServer } from './mail-server.ts';
import { DEMO_EMAILS } from '../src/server/seed/demo-accounts.ts';
import { sidebarNav, signIn, submitLogin } from './fixtures.ts';

/*
 * Invitations by e-mail (issue 26), at desktop and phone widths: the Acme owner invites a colleague
 * from the Team page; the colleague opens the link of the e-mail, signs up on the pre-filled page,
 * lands signed in on the requests of the company; the owner sees the invitation gone from pending and
 * the colleague in the team. The used link then shows a clear page.
 *
 * On a server of the file's own with e-mail on (mail-server.ts): the test reads the link in the
 * colleague's mailbox; its own demo data, so the Acme owner's team can change without disturbing
 * other tests.
 */

const PASSWORD = 'Copper-Meadow-Lantern-58!';
const SHOTS = process.env.INVITE_SHOTS ?? '';
type Server = MailServer;

/** The invitation link in the mailbox of `email` (the newest). */
const invitationLinkFor = (server: Server, email: string, options: { seen?: string[] } = {}) =>
  linkInMail(server, email, '/invitation#', options);

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`),
    fullPage: true,
  });
}

/** axe-core's WCAG 2.0/2.1 A and AA rules (as e2e/accessibility.spec.ts runs them), on `include` or the page. */
async function axe(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  let builder = new AxeBuilder({ page })
    .exclude('.notistack-SnackbarContainer')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function openTeam(page: Page) {
  await page.goto('/dashboard');
  if (page.viewportSize()!.width < 900) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Team' }).click();
  } else {
    await sidebarNav(page).getByRole('link', { name: 'Team' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
}

const pending = (page: Page) => page.getByRole('list', { name: 'Pending invitations' });
const personCard = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Team' }).getByRole('listitem').filter({ hasText: email });

async function inviteAndAccept(page: Page, browser: Browser, server: Server, width: number) {
  const colleague = `colleague.${width}.${Date.now().toString(36)}@example.com`;
  await page.setViewportSize({ width, height: width < 900 ? 812 : 900 });
  await signIn(page, DEMO_EMAILS.acmeOwner);
  await openTeam(page);

  // The owner invites the colleague to Acme Foods as a member.
  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(`${colleague}, not-an-address`);
  await dialog.getByRole('checkbox', { name: 'Acme Foods' }).check();
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('Not an e-mail address: not-an-address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(colleague);
  expect(await axe(page, '[role="dialog"]')).toEqual([]);
  await shot(page, 'invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  // Saved: the dialog closes on the server's answer and the invitation is pending (its "Invitation
  // sent" toast lasts 2 s, which a loaded machine may not read in time).
  await expect(dialog).toBeHidden();
  const row = pending(page).getByRole('listitem', { name: colleague });
  await expect(row).toContainText('Member');
  await expect(row).toContainText('Acme Foods');
  await expect(row).toContainText('Expires');
  await expect(row.getByRole('button', { name: `Resend the invitation to ${colleague}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke the invitation to ${colleague}` })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axe(page, 'section[aria-labelledby="invitations-title"]')).toEqual([]);
  await shot(page, 'team-invitations');

  // The colleague opens the e-mail's link in a browser of their own.
  const link = await invitationLinkFor(server, colleague);
  const context = await browser.newContext({ baseURL: server.url, viewport: page.viewportSize()! });
  const guest = await context.newPage();
  try {
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Join Acme Holdings' })).toBeVisible();
    await expect(guest.getByText(/invited you to Acme Foods as a member/)).toBeVisible();
    // The address is the invitation's: shown, not an input.
    await expect(guest.getByTestId('invited-email')).toHaveText(colleague);
    await expect(guest.getByRole('textbox', { name: /e-mail/i })).toHaveCount(0);
    await expect(guest.getByRole('textbox', { name: 'Username' })).toHaveValue(/^colleague/);
    await noSidewaysScroll(guest);
    await guest.getByRole('textbox', { name: 'First name' }).fill('Cora');
    await guest.getByRole('textbox', { name: 'Last name' }).fill('Colleague');
    await guest.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await expect(guest.getByText('Strong enough.')).toBeVisible();
    expect(await axe(guest)).toEqual([]);
    await shot(guest, 'accept-page');
    await guest.getByRole('button', { name: 'Create my account and join' }).click();

    // Signed in at once, on the requests of Acme Foods (no second approval).
    await expect(guest).toHaveURL(/\/requests$/);
    await expect(guest.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
    const me = (await (await guest.request.get('/api/me')).json()) as {
      user: { email: string };
      companies: { name: string }[];
    };
    expect(me.user.email).toBe(colleague);
    expect(me.companies.map((c) => c.name)).toEqual(['Acme Foods']);
    const list = (await (
      await guest.request.get('/api/service-requests', { params: { limit: 5 } })
    ).json()) as {
      data: { title: string }[];
    };
    expect(list.data.length).toBeGreaterThan(0);
    await expect(guest.getByText(list.data[0]!.title).first()).toBeVisible();

    // The used link now says so plainly.
    await guest.goto(link);
    await expect(
      guest.getByRole('heading', { level: 1, name: 'This invitation link does not work' }),
    ).toBeVisible();
    await expect(guest.getByRole('alert')).toHaveText(
      'This invitation was already accepted. Sign in to continue.',
    );
    await noSidewaysScroll(guest);
    await shot(guest, 'accept-used');
  } finally {
    await context.close();
  }

  // The owner: no longer pending, and in the team.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(personCard(page, colleague)).toBeVisible();
  await expect(personCard(page, colleague)).toContainText('Cora Colleague');
  await expect(page.getByRole('listitem', { name: colleague }).filter({ hasText: 'Expires' })).toHaveCount(0);

  // Another invitation: resent (a new link; the old one stops working), then revoked (a clear page).
  const other = `other.${width}.${Date.now().toString(36)}@example.com`;
  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  const again = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await again.getByRole('textbox', { name: 'E-mail addresses' }).fill(other);
  await again.getByRole('checkbox', { name: 'Acme Apparel' }).check();
  await again.getByRole('radio', { name: /^Owner/ }).check();
  await again.getByRole('button', { name: 'Send invitations' }).click();
  const otherRow = pending(page).getByRole('listitem', { name: other });
  await expect(otherRow).toContainText('Owner');
  const firstLink = await invitationLinkFor(server, other);
  await otherRow.getByRole('button', { name: `Resend the invitation to ${other}` }).click();
  // The resend done: a second e-mail with another link. Revoking before it is done raced the resend
  // (a toast of 2 s was all the test waited for).
  const secondLink = await invitationLinkFor(server, other, { seen: [firstLink] });
  expect(secondLink).not.toBe(firstLink);
  await otherRow.getByRole('button', { name: `Revoke the invitation to ${other}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the invitation?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toBeHidden();
  await expect(otherRow).toHaveCount(0);
  for (const used of [firstLink, secondLink]) {
    await page.goto(used);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This invitation link does not work' }),
    ).toBeVisible();
  }
}

/** An address that already has an account (Globex's owner) signs in from the link and accepts. */
async function existingAccountAccepts(page: Page, browser: Browser, server: Server) {
  const invitee = DEMO_EMAILS.globexOwner;
  await signIn(page, DEMO_EMAILS.acmeOwner);
  const sent = await page.request.get('/api/me');
  const acme = ((await sent.json()) as { enterprises: { id: number; name: string }[] }).enterprises.find(
    (e) => e.name === 'Acme Holdings',
  )!;
  const team = (await (await page.request.get(`/api/team/${acme.id}`)).json()) as {
    companies: { id: number; name: string }[];
  };
  const apparel = team.companies.find((c) => c.name === 'Acme Apparel')!.id;
  const invited = await page.request.post(`/api/team/${acme.id}/invitations`, {
    data: { emails: [invitee], companyIds: [apparel], role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  const link = await invitationLinkFor(server, invitee);
  const context = await browser.newContext({ baseURL: server.url, viewport: page.viewportSize()! });
  const guest = await context.newPage();
  try {
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Join Acme Holdings' })).toBeVisible();
    await expect(guest.getByText(`An account already uses ${invitee}.`, { exact: false })).toBeVisible();
    await guest.getByRole('link', { name: 'Sign in to accept' }).click();
    await expect(guest).toHaveURL(/\/login\?redirectTo=/);
    await submitLogin(guest, invitee);
    // Back on the invitation, signed in as the invited address.
    await expect(guest.getByText(`You are signed in as ${invitee}.`)).toBeVisible();
    await shot(guest, 'accept-signed-in');
    await guest.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(guest).toHaveURL(/\/requests$/);
    const me = (await (await guest.request.get('/api/me')).json()) as { companies: { name: string }[] };
    expect(me.companies.map((c) => c.name)).toContain('Acme Apparel');
  } finally {
    await context.close();
  }
}

test.describe('Invitations by e-mail', () => {
  test('at 1280 px an owner invites a colleague, who signs up from the e-mail link', async ({
    page,
    browser,
    server,
  }) => {
    test.slow();
    await inviteAndAccept(page, browser, server, 1280);
  });

  test('at 375 px the same works', async ({ page, browser, server }) => {
    test.slow();
    await inviteAndAccept(page, browser, server, 375);
  });

  test('an address that already has an account signs in from the link and accepts', async ({
    page,
    browser,
    server,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await existingAccountAccepts(page, browser, server);
  });
});
