import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPAWN_READY_MS, freePort } from './test/spawn-server.ts';
import { SERVER_HEAP_FLAGS } from '../../scripts/heap-flags.ts';

// `npm start` (scripts/start.ts) on the embedded database: the server it runs has npm start's heap
// flags (issue 30), in the same process (a signal sent to the pid npm started reaches the server),
// and a flag an operator sets in NODE_OPTIONS is theirs, not replaced.
const onPglite = process.env.TEST_DB !== 'postgres';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function npmStart(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('scripts/start.ts')], {
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + SPAWN_READY_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early (${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('npm start: server not ready');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const argv = fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  child.kill('SIGTERM');
  return { argv, code: await exited };
}

describe.runIf(onPglite && process.platform === 'linux')('npm start', () => {
  it(
    "runs the server in its own process with npm start's heap flags; SIGTERM stops it cleanly",
    async () => {
      const { argv, code } = await npmStart({ NODE_OPTIONS: '' });
      expect(argv.slice(1)).toEqual([...SERVER_HEAP_FLAGS, path.resolve('src/server/main.ts')]);
      expect(code).toBe(0);
    },
    2 * SPAWN_READY_MS,
  );

  it(
    'keeps a heap flag the operator set in NODE_OPTIONS',
    async () => {
      const { argv, code } = await npmStart({ NODE_OPTIONS: '--max-old-space-size=512' });
      expect(argv.some((a) => a.startsWith('--max-old-space-size='))).toBe(false);
      expect(argv).toContain('--max-semi-space-size=8');
      expect(code).toBe(0);
    },
    2 * SPAWN_READY_MS,
  );
});
