/**
 * What a first visit downloads: opens pages of a running app in Debian's Chromium with an empty cache
 * and sums the bytes of the scripts and styles each page loads, as sent (compressed) and decoded.
 * DESIGN's budget: the first load of /login or a list is at most about 170 KiB. A page's first load is
 * what it fetched until its heading showed; what a page fetches after that (the chart chunk of the
 * dashboard, loaded when its first chart renders) is listed apart, and the run fails if the chart
 * chunk is ever part of a first load.
 *
 *   BASE_URL=http://127.0.0.1:3000 node bench/first-load.ts
 */
import { chromium, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const ACCOUNT = { identifier: 'owner@acme.test', password: 'Demo-pass-1!' };

type Tally = { files: number; sent: number; decoded: number; encodings: Set<string>; names: string[] };
const emptyTally = (): Tally => ({ files: 0, sent: 0, decoded: 0, encodings: new Set(), names: [] });

/** The chunk that draws charts (src/web/components/chart/ChartCanvas.tsx): never in a first load. */
const CHART_CHUNK = /\/ChartCanvas-[^/]*\.js$/;

async function measure(
  page: Page,
  path: string,
  ready: () => Promise<unknown>,
): Promise<{ first: Tally; later: Tally }> {
  const first = emptyTally();
  const later = emptyTally();
  let shown = false;
  const pending: Promise<void>[] = [];
  page.on('request', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    // Counted by when it was asked for: before the page's heading showed, or after.
    const tally = shown ? later : first;
    tally.names.push(new URL(request.url()).pathname);
    pending.push(
      (async () => {
        const response = await request.response();
        await response?.finished();
        const [sizes, body] = await Promise.all([request.sizes(), response?.body()]);
        tally.files += 1;
        tally.sent += sizes.responseBodySize;
        tally.decoded += body?.length ?? 0;
        tally.encodings.add(response?.headers()['content-encoding'] ?? 'identity');
      })(),
    );
  });
  await page.goto(`${BASE_URL}${path}`);
  await ready();
  shown = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await Promise.all(pending);
  return { first, later };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const results: [string, { first: Tally; later: Tally }][] = [];
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
  // Its own empty cache too (the list's chunks would otherwise come from the cache).
  const owner = await browser.newContext();
  await owner.request.post(`${BASE_URL}/api/login`, { data: ACCOUNT, headers: { origin: BASE_URL } });
  const dashboardPage = await owner.newPage();
  results.push([
    '/dashboard (signed in)',
    await measure(dashboardPage, '/dashboard', () =>
      dashboardPage.getByRole('heading', { level: 1 }).waitFor(),
    ),
  ]);
  const line = (name: string, t: Tally) =>
    `${name.padEnd(28)} ${String(t.files).padStart(3)} files  ${kib(t.sent).padStart(10)} sent ` +
    `(${[...t.encodings].join(', ')})  ${kib(t.decoded).padStart(10)} decoded`;
  for (const [name, { first, later }] of results) {
    console.log(line(name, first));
    if (later.files) {
      console.log(line('  then (lazy)', later), later.names.map((n) => n.split('/').pop()).join(' '));
    }
  }
  const offenders = results.filter(([, { first }]) => first.names.some((n) => CHART_CHUNK.test(n)));
  if (offenders.length) {
    console.error(`The chart chunk is in the first load of ${offenders.map(([n]) => n).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('The chart chunk is in no first load.');
  }
} finally {
  await browser.close();
}
