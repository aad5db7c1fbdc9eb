import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { browserPath } from './e2e/browser-path.ts';

// Browser tests drive the built app (Vite build served by the real Fastify server on a fresh
// embedded database with demo data) in Debian's Chromium — never a downloaded browser (e2e/browser-path.ts).
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Per port, so two runs on different ports (E2E_PORT) never remove or rebuild each other's files.
const DATA_DIR = `.tmp/e2e-data-${PORT}-${Date.now()}`;
const WEB_DIST = `.tmp/e2e-web-${PORT}`;
const PREBUILT = process.env.E2E_PREBUILT === '1' && fs.existsSync(`${WEB_DIST}/index.html`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // A browser test spends much of its time waiting on what the page shows (a render, an answer): on 2
  // cores, two workers left the machine idle half the time (19.5 min). Four saturate it (7.6 min), and
  // a 2-second toast can come and go before a starved worker looks; three are the balance. Files run
  // whole in one worker (their tests may build on each other); the long guards (accessibility, layout)
  // spread their independent tests over every worker.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  // One retry everywhere: a fresh-clone run on a loaded 2-core machine is where a race shows first; a
  // test that needed it is reported as flaky (fix it), never silently green.
  retries: 1,
  // Whole flows (several sign-ins, two browsers) take 45–60 s when the 2-core machine is busy; the
  // limit is there to catch a hang, not to time them (bench/ measures speed).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // `npm test` asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_FILE) to name the failures at its end.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as const] : []),
  ],
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    // As a person who asked their system for less motion (the app honours it: theme.ts): dialogs,
    // menus and drawers are in place at once, so no step waits for a slide or a fade to settle
    // (accessibility.spec.ts checks both preferences).
    reducedMotion: 'reduce',
    // A click or fill on something that never appears fails after this, with the locator in the error,
    // instead of waiting out the whole test's limit (a long flow's limit is minutes).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Recording a trace snapshots the page at every step, which costs CPU in every test: only the
    // retry of a failed test records one (a failure is retried once, so it always comes with its trace).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The demo balances are sized for people trying the app, not for a suite that submits dozens of
    // requests: staff top every enterprise up first, through the real grant endpoint.
    { name: 'setup', testMatch: 'credits.setup.ts' },
    { name: 'chromium', testMatch: '*.spec.ts', dependencies: ['setup'] },
  ],
  webServer: {
    // Build the web app (into a folder of its own, so a concurrent `vite build` cannot swap the chunks
    // under a running test), then start the real server on a fresh data folder (old ones removed first).
    // `npm test` builds it once beforehand, beside the static checks, and says so with E2E_PREBUILT.
    command: `rm -rf .tmp/e2e-data-${PORT}-* && ${PREBUILT ? '' : `npx vite build --logLevel warn --outDir ${WEB_DIST} --emptyOutDir && `}node src/server/main.ts`,
    url: `${BASE_URL}/api/me`,
    // /api/me answers 401 when signed out, which Playwright counts as up.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      WEB_DIST,
      SEED_DEMO: 'true',
      // Staff accounts e2e/staff-admin.spec.ts may deactivate (the demo staff stay active).
      SEED_SPARE_STAFF: '2',
      EMAIL_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      // Many tests sign up fresh people (to change what the demo people must keep), all from 127.0.0.1.
      SIGNUP_REQUESTS_PER_ADDRESS: '1000',
      // e2e/webhooks.spec.ts points an endpoint at a receiver it starts on 127.0.0.1 over http.
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOKS_ALLOW_HTTP: 'true',
    },
  },
});
