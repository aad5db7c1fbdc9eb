// `npm test`: every check a fresh clone can run — formatting, types, lint, unit + API tests
// (PGlite, and the PostgreSQL server when reachable), then the browser tests against the built app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const steps: [string, string[]][] = [
  ['format', ['npx', 'prettier', '--check', '.']],
  ['typecheck', ['node', 'node_modules/typescript/bin/tsc', '--noEmit']],
  ['lint', ['npx', 'eslint', '.']],
  ['unit + API tests', ['npx', 'vitest', 'run']],
];
if (fs.existsSync(chromium)) steps.push(['browser tests', ['npx', 'playwright', 'test']]);
else console.warn(`\n!! ${chromium} not found: browser tests skipped (apt-get install chromium)\n`);

const failed: string[] = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd!, args, { stdio: 'inherit', env: process.env });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  if (result.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
