// `npm start`: build the web app when it is missing or older than its sources, then run the server
// with the heap flags below.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');

function newestMtime(p: string): number {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const sources = [
  'src/web',
  'src/shared',
  'index.html',
  'vite.config.ts',
  'scripts/prerender-plugin.ts',
  'package.json',
].map((p) => path.join(root, p));
const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (process.env.SKIP_BUILD !== '1' && Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * V8's defaults size the heap for the machine, not for the server (issue 30, bench/README "Issue 30:
 * memory"): on a machine with a few GB the young generation alone may reach 3 × 64 MB, and the old
 * space grows towards 4 GB before it is collected hard, so a server whose live set is ~75 MB sat at
 * 340 MB idle and 550 under load. The young generation is capped at 8 MB per semi-space (idle 340 →
 * ~180 MB, no more CPU per request measured) and the old space at 256 MB, over three times the live
 * set at its heaviest (two full CSV exports, five 100 MB uploads and a data export at once ran within
 * 96 MB). Each applies unless NODE_OPTIONS or the command line names it already: that is how an
 * operator changes them (`NODE_OPTIONS=--max-old-space-size=1024 npm start`).
 */
const HEAP_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=256'];

const given = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
const missing = HEAP_FLAGS.filter((flag) => !given.includes(flag.slice(0, flag.indexOf('=') + 1)));
const server = path.join(root, 'src/server/main.ts');
if (missing.length > 0 && typeof process.execve === 'function') {
  // Heap sizes are read when V8 starts, so the server runs as this same process started again with
  // them (execve: the process is replaced, not a second one kept beside it).
  process.execve(process.execPath, [process.execPath, ...missing, ...process.execArgv, server], process.env);
}
await import(server);
