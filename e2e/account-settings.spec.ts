import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './fixtures.ts';

// Account settings (issue 25): name, photo, e-mail change through the e-mail's link, and deleting the
// account, at desktop and phone widths.
//
// The suite's server runs with e-mail off (support.spec.ts expects that), so this file starts a server
// of its own, on the built app, a fresh embedded database and a free port, with e-mail on and no SMTP:
// its outbox worker writes each message as an .eml file under its data folder, which the test reads
// like an inbox. Every test still makes its own account (a sign-up request approved by the Acme owner).

const PASSWORD = 'Fresh-pass-42!';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SUITE_PORT = Number(process.env.E2E_PORT ?? 3107);
const unique = (who: string) => `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let server: ChildProcess | null = null;
let base = '';
let dataDir = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = `.tmp/e2e-account-mail-${SUITE_PORT}-${Date.now()}`;
  let out = '';
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...env } = process.env;
  server = spawn(process.execPath, [path.resolve('src/server/main.ts')], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: `.tmp/e2e-web-${SUITE_PORT}`,
      SEED_DEMO: 'true',
      EMAIL_ENABLED: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (out += String(d)));
  server.stderr?.on('data', (d) => (out += String(d)));
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the mail server exited: ${out}`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the mail server is not ready: ${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A new member of Acme Foods, approved by its owner: its e-mail. */
async function freshAccount(who: string): Promise<string> {
  const email = `${unique(who)}@example.com`;
  const visitor = await playwrightRequest.newContext({ baseURL: base });
  const owner = await playwrightRequest.newContext({ baseURL: base });
  try {
    const asked = await visitor.post('/api/signup-requests', {
      data: {
        data: {
          kind: 'member',
          firstName: 'Fresh',
          lastName: 'Person',
          email,
          password: PASSWORD,
          companyName: 'Acme Foods',
          ownerEmail: ACCOUNTS.acmeOwner,
        },
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await signIn(owner, ACCOUNTS.acmeOwner, { password: DEMO_PASSWORD });
    const list = (await (await owner.get('/api/signup-requests')).json()) as {
      data: { id: number; email: string }[];
    };
    const pending = list.data.find((r) => r.email === email)!;
    const approved = await owner.post(`/api/signup-requests/${pending.id}/approve`, { data: {} });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await visitor.dispose();
    await owner.dispose();
  }
  return email;
}

/** Quoted-printable, as nodemailer writes long lines and "=". */
const unQuote = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * The confirmation link of the e-mail sent to `address`: the server of this run writes its mail as .eml
 * files under its data folder (no SMTP configured), which this test reads like an inbox.
 */
async function confirmationLink(address: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const mail = path.join(dataDir, 'mail');
        if (!fs.existsSync(mail)) return null;
        for (const f of fs.readdirSync(mail).filter((n) => n.endsWith('.eml'))) {
          const text = unQuote(fs.readFileSync(path.join(mail, f), 'utf8'));
          if (!text.includes(`To: ${address}`)) continue;
          const m = /https?:\/\/[^\s"<>]+\/account\/confirm-email\?token=[A-Za-z0-9_.%-]+/.exec(text);
          if (m) link = m[0];
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  return link!;
}

/** axe-core's WCAG 2.0/2.1 A and AA rules (as e2e/accessibility.spec.ts runs them): one line per violation. */
async function axe(page: Page): Promise<string[]> {
  // What is still fading in (a dialog, its backdrop) is measured once it has finished: axe would see
  // its colours mid-fade. Toasts are left out: they fade in and out on their own clock.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page })
    .exclude('.notistack-SnackbarContainer')
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { region: { enabled: true }, 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function walk(page: Page, who: string) {
  const email = await freshAccount(who);
  const login = await page.request.post(`${base}/api/login`, {
    data: { identifier: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${base}/account`);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await noSideScroll(page);

  // Name.
  const profile = section(page, 'Profile');
  await profile.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await profile.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name was saved.')).toBeVisible();
  const session = async () =>
    (
      (await (await page.request.get(`${base}/api/session`)).json()) as {
        session: { user: { firstName: string; profileImage: string | null } };
      }
    ).session.user;
  expect((await session()).firstName).toBe('Ada');

  // Photo: a file that is not a picture is refused with the reason; a picture becomes the avatar.
  const fileInput = profile.getByLabel('Profile photo file');
  await fileInput.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just text'),
  });
  await expect(profile.getByRole('alert')).toContainText('not an image');
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your photo was updated.')).toBeVisible();
  const photo = profile.getByTestId('profile-photo').locator('img');
  await expect(photo).toHaveAttribute('src', /^\/api\/account\/photos\/avatar-/);
  await expect.poll(async () => (await session()).profileImage).toMatch(/^\/api\/account\/photos\//);
  const src = (await photo.getAttribute('src'))!;
  // The shell's avatar shows it too (sidebar on desktop, the header on a phone).
  await expect(page.locator(`img[src="${src}"]`).nth(1)).toBeAttached();
  await profile.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo was removed.')).toBeVisible();
  await expect(profile.getByTestId('profile-photo').locator('img')).toHaveCount(0);
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(profile.getByTestId('profile-photo').locator('img')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // E-mail: a wrong password is refused; then the link goes to the new address.
  const newEmail = `${unique(`${who}-new`)}@example.com`;
  const mail = section(page, 'E-mail address');
  await mail.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await mail.getByLabel('Current password').fill('not-my-password');
  await mail.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(mail.getByText('Your current password is not correct.')).toBeVisible();
  await mail.getByLabel('Current password').fill(PASSWORD);
  await mail.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(mail.getByRole('status')).toContainText('We sent a confirmation link');
  await expect(mail.getByTestId('current-email')).toHaveText(email);
  await noSideScroll(page);

  const link = new URL(await confirmationLink(newEmail));
  await page.goto(`${base}${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
  await noSideScroll(page);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByRole('status')).toContainText(`Your e-mail address is now ${newEmail}.`);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(section(page, 'E-mail address').getByTestId('current-email')).toHaveText(newEmail);

  // The link works once.
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByRole('alert')).toContainText('already been used');

  // Delete the account.
  await page.goto(`${base}/account`);
  const data = section(page, 'Your data');
  await expect(data.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/account/export',
  );
  await data.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  const again = await page.request.post(`${base}/api/login`, {
    data: { identifier: newEmail, password: PASSWORD },
  });
  expect(again.status()).toBe(401);
}

test('desktop (1280): name, photo, e-mail change by its link, delete the account', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await walk(page, 'desk');
});

test.describe('phone (375)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  test('name, photo, e-mail change by its link, delete the account', async ({ page }) => {
    await walk(page, 'phone');
  });
});
