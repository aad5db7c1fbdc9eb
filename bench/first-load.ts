/**
 * What a first visit downloads: opens pages of a running app in Debian's Chromium with an empty cache
 * and sums the bytes of the scripts and styles each page loads, as sent (compressed) and decoded.
 * DESIGN's budget: the first load of /login or a list is at most about 170 KiB.
 *
 *   BASE_URL=http://127.0.0.1:3000 node bench/first-load.ts
 */
import { chromium, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const ACCOUNT = { identifier: 'owner@acme.test', password: 'Demo-pass-1!' };

type Tally = { files: number; sent: number; decoded: number; encodings: Set<string> };

async function measure(page: Page, path: string, ready: () => Promise<unknown>): Promise<Tally> {
  const tally: Tally = { files: 0, sent: 0, decoded: 0, encodings: new Set() };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const body = await response?.body();
        tally.files += 1;
        tally.sent += sizes.responseBodySize;
        tally.decoded += body?.length ?? 0;
        tally.encodings.add(response?.headers()['content-encoding'] ?? 'identity');
      })(),
    );
  });
  await page.goto(`${BASE_URL}${path}`);
  await ready();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return tally;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const results: [string, Tally][] = [];
  const visitor = await browser.newContext();
  const loginPage = await visitor.newPage();
  results.push([
    '/login',
    await measure(loginPage, '/login', () => loginPage.getByRole('button', { name: /sign in/i }).waitFor()),
  ]);
  // A signed-in user's first load of a list, with an empty cache.
  const member = await browser.newContext();
  const signIn = await member.request.post(`${BASE_URL}/api/login`, {
    data: ACCOUNT,
    headers: { origin: BASE_URL },
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  const listPage = await member.newPage();
  results.push([
    '/requests (signed in)',
    await measure(listPage, '/requests', () => listPage.getByRole('heading', { level: 1 }).waitFor()),
  ]);
  for (const [name, t] of results) {
    console.log(
      `${name.padEnd(24)} ${String(t.files).padStart(3)} files  ${kib(t.sent).padStart(10)} sent ` +
        `(${[...t.encodings].join(', ')})  ${kib(t.decoded).padStart(10)} decoded`,
    );
  }
} finally {
  await browser.close();
}
