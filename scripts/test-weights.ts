// `npm run test:weights`: writes each test file's seconds, from the JSON report the last full
// `npm test` (or `npx vitest run --reporter=json --outputFile.json=.tmp/vitest-report.json`) left,
// into src/server/test/test-weights.json, which the suite's sequencer reads to start the longest files
// first (src/server/test/slow-first-sequencer.ts). Run it after a full run when files were added or
// became slower; a file missing from it is weighed by its size, so a stale list only costs time.
import fs from 'node:fs';
import path from 'node:path';
import { WEIGHTS_FILE } from '../src/server/test/slow-first-sequencer.ts';

type Report = { testResults: { name: string; startTime: number; endTime: number }[] };
// Another checkout's report may be named (`npm run test:weights -- /tmp/clone/.tmp/vitest-report.json`).
const REPORT = process.argv[2] ?? '.tmp/vitest-report.json';
const root = path.resolve(path.dirname(REPORT), '..');
const report = JSON.parse(fs.readFileSync(REPORT, 'utf8')) as Report;
// The JSON report names files by path only: a file of both engines' projects keeps the longer time.
// Merged into the weights there are, so a partial run (a few files) updates those and drops none.
const weights: Record<string, number> = {};
const fresh = new Set<string>();
for (const r of report.testResults) {
  const file = path.relative(root, r.name);
  const seconds = Math.round((r.endTime - r.startTime) / 100) / 10;
  if (!fs.existsSync(path.join(root, file))) {
    throw new Error(`${file} is not a file under ${root}: name the report of a checkout (its .tmp/ folder)`);
  }
  weights[file] = fresh.has(file) ? Math.max(weights[file]!, seconds) : seconds;
  fresh.add(file);
}
const previous = fs.existsSync(WEIGHTS_FILE)
  ? (JSON.parse(fs.readFileSync(WEIGHTS_FILE, 'utf8')) as Record<string, number>)
  : {};
// Files since deleted are left out.
for (const [file, seconds] of Object.entries(previous)) {
  if (!fresh.has(file) && fs.existsSync(file)) weights[file] = seconds;
}
const sorted: Record<string, number> = Object.fromEntries(
  Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)),
);
fs.writeFileSync(WEIGHTS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${fresh.size} files weighed from ${REPORT} into ${WEIGHTS_FILE} (${Object.keys(sorted).length} in all)`,
);
