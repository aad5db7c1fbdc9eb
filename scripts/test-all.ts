// `npm test`: every check a fresh clone can run — formatting, types, lint, unit + API tests
// (PGlite, and the PostgreSQL server when reachable), then the browser tests against the built app.
//
// Ordered for a 2-core machine (README, "Tests"): the static checks and the web build the browser
// tests serve run side by side first (each is short and mostly single-threaded), then the Vitest
// projects, then Playwright on the build made in the first stage (E2E_PREBUILT: its web server only
// starts the app). A failed stage does not stop the later ones: one run reports every failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { browserPath } from '../e2e/browser-path.ts';

const chromium = browserPath();
const port = process.env.E2E_PORT ?? '3107';
const webDist = `.tmp/e2e-web-${port}`;

type Step = { name: string; command: string[]; env?: Record<string, string> };

const staticChecks: Step[] = [
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  // TypeScript 7 (native) reports the same errors as 6 in a fraction of the time; 6 stays for
  // typescript-eslint, which cannot load 7 (docs: TOOLCHAIN).
  { name: 'typecheck', command: ['node', 'node_modules/typescript7/bin/tsc', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '.'] },
];
const hasBrowser = fs.existsSync(chromium);
const webBuild: Step = {
  name: 'web build (browser tests)',
  command: ['npx', 'vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'],
};
// The JSON reports feed the closing list of failed tests: CI shows the end of the output, and a
// failure printed ten thousand lines earlier is a failure nobody can name.
const VITEST_REPORT = '.tmp/vitest-report.json';
const PLAYWRIGHT_REPORT = '.tmp/playwright-report.json';
const apiTests: Step = {
  name: 'unit + API tests',
  command: [
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_REPORT}`,
  ],
};
const browserTests: Step = {
  name: 'browser tests',
  command: ['npx', 'playwright', 'test'],
  env: { E2E_PREBUILT: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_REPORT },
};

type Outcome = { name: string; ok: boolean; seconds: number };

/** Runs one step; `buffered` keeps its output until it ends, so parallel steps do not interleave. */
function run(step: Step, buffered: boolean): Promise<Outcome> {
  const [cmd, ...args] = step.command;
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd!, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      if (buffered) {
        console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
        const output = Buffer.concat(chunks).toString().trim();
        if (output) console.log(output);
      }
      console.log(`=== ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)}s`);
      resolve({ name: step.name, ok, seconds });
    });
  });
}

const started = Date.now();
const outcomes: Outcome[] = [];
outcomes.push(
  ...(await Promise.all([...staticChecks, ...(hasBrowser ? [webBuild] : [])].map((s) => run(s, true)))),
);
outcomes.push(await run(apiTests, false));
if (!hasBrowser) {
  console.warn(
    `\n!! ${chromium} not found: browser tests skipped (apt-get install chromium-headless-shell)\n`,
  );
} else if (outcomes.find((o) => o.name === webBuild.name)?.ok) {
  outcomes.push(await run(browserTests, false));
} else {
  outcomes.push({ name: browserTests.name, ok: false, seconds: 0 });
  console.error('\n!! browser tests not run: the web build failed');
}

console.log(`\n=== total ${((Date.now() - started) / 1000).toFixed(0)}s`);
for (const o of outcomes) console.log(`  ${o.ok ? 'ok    ' : 'FAILED'} ${o.name} (${o.seconds.toFixed(0)}s)`);
for (const line of failedTests()) console.log(line);
const failed = outcomes.filter((o) => !o.ok);
if (failed.length) {
  console.error(`\nFailed: ${failed.map((o) => o.name).join(', ')}`);
  process.exit(1);
}
console.log('\nAll checks passed.');

type VitestReport = {
  testResults?: {
    name: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    message?: string;
    status?: string;
  }[];
};
type PlaywrightSuite = {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { results: { status: string; error?: { message?: string } }[]; status: string }[];
  }[];
  suites?: PlaywrightSuite[];
};

/** One line per failed test of the two JSON reports (file, name, the error's first line). */
function failedTests(): string[] {
  const firstLine = (text = '') =>
    text
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .trim()
      .split('\n')[0]
      ?.slice(0, 300) ?? '';
  const lines: string[] = [];
  const vitest = readJson<VitestReport>(VITEST_REPORT);
  for (const file of vitest?.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
      lines.push(`  vitest  ${where}: ${firstLine(file.message)}`);
    }
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'failed') {
        lines.push(`  vitest  ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      }
    }
  }
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          lines.push(
            `  browser ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} (${t.status}): ${firstLine(t.results.at(-1)?.error?.message)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // The top suites are the files (named by their specs' `file` already); below them, the describes.
  for (const file of readJson<{ suites?: PlaywrightSuite[] }>(PLAYWRIGHT_REPORT)?.suites ?? []) {
    walk(file, []);
  }
  return lines.length ? ['', 'Failed or flaky tests:', ...lines] : [];
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
