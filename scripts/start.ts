// `npm start`: build the web app when it is missing or older than its sources, then run the server
// with the heap flags of scripts/heap-flags.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_HEAP_FLAGS } from './heap-flags.ts';

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

const given = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
// Each heap flag applies unless NODE_OPTIONS or the command line names it already: that is how an
// operator changes one (`NODE_OPTIONS=--max-old-space-size=1024 npm start`).
const missing = SERVER_HEAP_FLAGS.filter((flag) => !given.includes(flag.slice(0, flag.indexOf('=') + 1)));
const server = path.join(root, 'src/server/main.ts');
if (missing.length > 0 && typeof process.execve === 'function') {
  // Heap sizes are read when V8 starts, so the server runs as this same process started again with
  // them (execve: the process is replaced, not a second one kept beside it).
  process.execve(process.execPath, [process.execPath, ...missing, ...process.execArgv, server], process.env);
}
await import(server);
