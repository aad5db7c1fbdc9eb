import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { freePort, spawnServer, type Spawned } from '../src/server/test/spawn-server.ts';

/*
 * A browser-test server of the file's own with e-mail on (the shared one runs with
 * EMAIL_ENABLED=false) and no SMTP_URL: the outbox worker writes each message as an .eml file under its
 * data folder, and a test reads a link there, as a person reads their mailbox. Nothing of an e-mail is
 * exposed over HTTP. Its own demo data too, so a test may change the demo people freely.
 */

export type MailServer = { url: string; mailDir: string };

export const test = base.extend<object, { server: MailServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-server-'));
      const port = await freePort();
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
        });
        await provide({ url: `http://127.0.0.1:${port}`, mailDir: path.join(dataDir, 'mail') });
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

/** The text of an .eml file with quoted-printable soft breaks and escapes undone. */
export const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The newest link to `linkPath` (e.g. '/invitation#') in a message to `email` (whose subject matches,
 * when given) that is not among `seen`, waiting for the outbox to write it.
 */
export async function linkInMail(
  server: MailServer,
  email: string,
  linkPath: string,
  { subject, seen = [] }: { subject?: RegExp; seen?: string[] } = {},
): Promise<string> {
  const pattern = new RegExp(
    `(https?://[^\\s"<>]+${linkPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Za-z0-9_-]+)`,
  );
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
          const text = decodeQuotedPrintable(fs.readFileSync(path.join(server.mailDir, file), 'utf8'));
          if (!text.includes(`To: ${email}`) || (subject && !subject.test(text))) continue;
          const found = pattern.exec(text)?.[1];
          if (found && !seen.includes(found)) return (link = found);
        }
        return '';
      },
      { message: `an e-mail to ${email} with a ${linkPath} link`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}
