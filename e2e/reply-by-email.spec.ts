import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { expect, test as base, type Page } from '@playwright/test';
import { freePort, spawnServer, type Spawned } from '../src/server/test/spawn-server.ts';
import { DEMO_EMAILS } from '../src/server/seed/demo-accounts.ts';
import { ownersRequest } from './comments-helpers.ts';
import { escapeRegExp, signIn } from './fixtures.ts';
import { drawer, uniqueTitle } from './requests-helpers.ts';
import { decodeQuotedPrintable } from './mail-server.ts';

/*
 * Reply by e-mail (issue 29) as people live it: the owner submits a request; staff receive the
 * "new request" e-mail (an .eml file in the server's mail folder, as in e2e/mail-server.ts) and answer
 * it from their mail program, to its Reply-To, through the server's own SMTP listener; the owner, who
 * has the request open, sees the answer arrive in the comment thread, without the quoted e-mail.
 * On a server of the file's own, with e-mail and replies on.
 */

type ReplyServer = { url: string; mailDir: string; smtpPort: number };

const DOMAIN = 'reply.e2e.test';

const test = base.extend<object, { server: ReplyServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-reply-server-'));
      const [port, smtpPort] = [await freePort(), await freePort()];
      let spawned: Spawned | null = null;
      try {
        spawned = await spawnServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST: path.resolve(`.tmp/e2e-web-${process.env.E2E_PORT ?? 3107}`),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          SEED_DEMO: 'true',
          EMAIL_ENABLED: 'true',
          SMTP_URL: '',
          INBOUND_MAIL_DOMAIN: DOMAIN,
          INBOUND_SMTP_PORT: String(smtpPort),
          INBOUND_SMTP_HOST: '127.0.0.1',
        });
        await provide({ url: `http://127.0.0.1:${port}`, mailDir: path.join(dataDir, 'mail'), smtpPort });
      } finally {
        spawned?.child.kill('SIGTERM');
        await spawned?.exited;
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.url),
});

/** The Reply-To of the e-mail to `email` whose subject has `title`, once the outbox has written it. */
async function replyToIn(server: ReplyServer, email: string, title: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(server.mailDir)) return '';
        for (const file of fs.readdirSync(server.mailDir).filter((f) => f.endsWith('.eml'))) {
          const text = decodeQuotedPrintable(fs.readFileSync(path.join(server.mailDir, file), 'utf8'));
          if (!text.includes(`To: ${email}`) || !text.includes(title)) continue;
          found = /^Reply-To: (\S+)$/m.exec(text)?.[1] ?? '';
          if (found) return found;
        }
        return '';
      },
      { message: `the e-mail to ${email} about "${title}"`, timeout: 30_000 },
    )
    .toMatch(new RegExp(`^reply\\+\\d+\\.\\d+\\.\\d+\\.[0-9a-f]{24}@${DOMAIN.replace(/\./g, '\\.')}$`));
  return found;
}

async function shot(page: Page, name: string) {
  const dir = process.env.REPLY_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()!.width}.png`) });
}

for (const width of [1440, 375]) {
  test(`a reply to a notification e-mail appears in the request's comments (${width} px)`, async ({
    page,
    server,
  }) => {
    test.slow(); // a server of its own, e-mail written by its worker, a message through SMTP
    await page.setViewportSize({ width, height: width < 900 ? 812 : 900 });
    const title = uniqueTitle('Reply by e-mail');
    const { request } = await ownersRequest(page, title, DEMO_EMAILS.acmeOwner);
    await page.goto(`/requests/${request.id}?alignBy=not-start`);
    const panel = drawer(page);
    await expect(panel.getByText('No comments yet')).toBeVisible({ timeout: 20_000 });

    // Staff answer the "new request" e-mail from their mail program.
    const replyTo = await replyToIn(server, DEMO_EMAILS.staff, title);
    const answer = `We are on it: first drafts by Friday (${width}).`;
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false, ignoreTLS: true })
      .sendMail({
        from: `Sam Staff <${DEMO_EMAILS.staff}>`,
        to: replyTo,
        subject: `Re: New service request: ${title}`,
        text: `${answer}\n\nOn Fri, Nov 27, 2026 at 9:00 AM Studio <no-reply@studio.test> wrote:\n> A new service request was submitted\n> ${title}\n`,
      });

    // It arrives live in the thread, as Sam Staff's comment, without the quoted e-mail.
    const comment = panel.getByTestId('comment').filter({ hasText: answer });
    await expect(comment).toBeVisible();
    await expect(comment.getByText('Sam Staff', { exact: true })).toBeVisible();
    await expect(comment).not.toContainText('wrote:');
    await expect(comment).not.toContainText('A new service request was submitted');
    await expect(panel.getByTestId('comments-count')).toHaveText('1');
    await comment.scrollIntoViewIfNeeded();
    await shot(page, 'reply-by-email-thread');
  });
}

for (const width of [1440, 375]) {
  test(`staff see every message that reached a reply address and what became of it (${width} px)`, async ({
    page,
    server,
  }) => {
    test.slow(); // as above
    await page.setViewportSize({ width, height: width < 900 ? 812 : 900 });
    const title = uniqueTitle('Reply log');
    await ownersRequest(page, title, DEMO_EMAILS.acmeOwner);
    const replyTo = await replyToIn(server, DEMO_EMAILS.staff, title);
    const smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    const accepted = `Accepted reply ${title}`;
    const refused = `Refused reply ${title}`;
    await smtp.sendMail({ from: DEMO_EMAILS.staff, to: replyTo, subject: accepted, text: 'Looks good.' });
    // Someone else answering with the staff member's reply address is refused.
    await smtp.sendMail({ from: DEMO_EMAILS.globexOwner, to: replyTo, subject: refused, text: 'Me too.' });

    await signIn(page, DEMO_EMAILS.staff);
    await page.goto('/integrations');
    const log = page.getByRole('region', { name: 'Reply by e-mail' });
    await expect(log).toContainText(`arrive at ${DOMAIN}`);
    const messages = log.getByRole('list', { name: 'Received messages' });
    const ok = messages.getByRole('listitem', { name: `Comment added: ${accepted}` });
    const no = messages.getByRole('listitem', { name: `Refused: ${refused}` });
    await expect(ok).toBeVisible();
    await expect(ok.getByRole('link', { name: new RegExp(escapeRegExp(title)) })).toBeVisible();
    await expect(no).toContainText(DEMO_EMAILS.globexOwner);
    await expect(no).toContainText('made for another person');
    await expect(no).toContainText('The sender was told why.');

    // Only the refusals.
    await log.getByRole('button', { name: 'Refused' }).click();
    await expect(no).toBeVisible();
    await expect(ok).toBeHidden();
    await no.scrollIntoViewIfNeeded();
    await shot(page, 'reply-log');
    // Nothing of the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Its request opens from the log.
    await log.getByRole('button', { name: 'All' }).click();
    await ok.getByRole('link').click();
    await expect(page).toHaveURL(/\/requests\/\d+$/);
    await expect(drawer(page).getByText('Looks good.')).toBeVisible();
  });
}
