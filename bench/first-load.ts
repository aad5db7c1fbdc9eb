/**
 * What a first visit downloads: opens pages of a running app in Debian's Chromium with an empty cache
 * and sums the bytes of the scripts and styles each page loads (until its data is on screen and the
 * network is quiet), as sent (compressed) and decoded, and the HTML document as sent (the prerendered
 * page or frame: issue 30's goal counts JavaScript, CSS and HTML). The app prefetches the request drawer when a
 * signed-in page is idle; that is not what the page waits for, so each page is measured with the
 * browser asking to save data (which turns the prefetch off), and the prefetched extra is listed apart.
 * Budgets (issue 14, Brotli): /login and the lists at most 170 KiB, the heaviest route 365 KiB.
 *
 *   BASE_URL=http://127.0.0.1:3000 node bench/first-load.ts
 *   BENCH_FILES=1 (each page's files, largest first)   BENCH_ONLY=/requests (the pages naming it)
 */
import { chromium, type Browser, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const PASSWORD = 'Demo-pass-1!';

type Tally = {
  files: number;
  sent: number;
  decoded: number;
  encodings: Set<string>;
  /** The HTML document (the prerendered page or frame, or the plain shell), as sent. */
  html: number;
  list: { url: string; sent: number }[];
};
const tally = (): Tally => ({ files: 0, sent: 0, decoded: 0, encodings: new Set(), html: 0, list: [] });
/** BENCH_FILES=1 lists every script and style of each page with its size; BENCH_ONLY=word keeps the pages naming it. */
const FILES = process.env.BENCH_FILES === '1';
const ONLY = process.env.BENCH_ONLY;

async function measure(page: Page, path: string, shown: () => boolean): Promise<Tally> {
  const t = tally();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type === 'document' && request.frame() === page.mainFrame()) {
      pending.push(
        (async () => {
          t.html += (await request.sizes()).responseBodySize;
        })(),
      );
      return;
    }
    if (!['script', 'stylesheet'].includes(type)) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const body = await response?.body();
        t.files += 1;
        t.sent += sizes.responseBodySize;
        t.decoded += body?.length ?? 0;
        t.encodings.add(response?.headers()['content-encoding'] ?? 'identity');
        t.list.push({ url: new URL(request.url()).pathname, sent: sizes.responseBodySize });
      })(),
    );
  });
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForFunction(shown, undefined, { polling: 'raf', timeout: 60_000 });
  // The idle prefetch waits for a quiet page (src/web/lib/idle.ts): give it the time to happen.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4_000);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return t;
}

/**
 * A fresh page (empty cache); `saveData` makes the browser ask to save data, which turns the app's
 * prefetching while idle off: what is left is what the page itself needs.
 */
async function openPage(browser: Browser, saveData: boolean, account?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (saveData) {
    await context.addInitScript(() => {
      const connection = (navigator as Navigator & { connection?: object }).connection;
      if (connection) Object.defineProperty(connection, 'saveData', { get: () => true });
    });
  }
  if (!account) return context.newPage();
  const answer = await context.request.post(`${BASE_URL}/api/login`, {
    data: { identifier: account, password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()}`);
  return context.newPage();
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const listShown = () => !!document.querySelector('ul[aria-label$="requests"] li');
  const probe = await openPage(browser, false, 'owner@acme.test');
  const list = await probe.request.get(`${BASE_URL}/api/service-requests?permission=all&limit=1`);
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  await probe.context().close();
  const routes: [string, string | undefined, () => boolean][] = [
    ['/login', undefined, () => !!document.querySelector('button[type="submit"]')],
    [
      '/dashboard',
      'owner@acme.test',
      () => document.querySelectorAll('[data-testid="status-count"]').length > 0,
    ],
    ['/requests', 'owner@acme.test', listShown],
    ['/myworkspace', 'owner@acme.test', listShown],
    [
      `/requests/${id}`,
      'owner@acme.test',
      () =>
        !!document.querySelector('[data-testid="request-drawer-title"]') &&
        !!document.querySelector('[aria-label="New comment"]'),
    ],
    [
      '/requestboard',
      'staff@studio.test',
      () => document.querySelectorAll('[data-testid="board-card"]').length > 0,
    ],
  ];
  for (const [path, account, shown] of routes) {
    if (ONLY && !path.includes(ONLY)) continue;
    const own = await openPage(browser, true, account);
    const t = await measure(own, path, shown);
    await own.context().close();
    const all = await openPage(browser, false, account);
    const withIdle = await measure(all, path, shown);
    await all.context().close();
    const ahead = withIdle.sent - t.sent;
    console.log(
      `${path.replace(String(id), '{id}').padEnd(16)} ${String(t.files).padStart(3)} files  ${kib(t.sent).padStart(10)} sent ` +
        `(${[...t.encodings].join(', ')})  ${kib(t.decoded).padStart(10)} decoded` +
        `  + HTML ${kib(t.html)} = ${kib(t.sent + t.html)}` +
        (withIdle.files > t.files
          ? `   + fetched ahead when idle: ${withIdle.files - t.files} files, ${kib(ahead)}`
          : ''),
    );
    if (FILES) {
      for (const f of t.list.sort((a, b) => b.sent - a.sent)) {
        console.log(`    ${kib(f.sent).padStart(10)}  ${f.url}`);
      }
    }
  }
} finally {
  await browser.close();
}
