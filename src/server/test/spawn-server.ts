import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** How long a spawned server may take to become ready; a test that starts N servers allows N of these. */
export const SPAWN_READY_MS = 180_000;

export type Spawned = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
};

/** Starts the real server process (node src/server/main.ts) on a data folder and waits until it is ready. */
export async function spawnServer(
  env: Record<string, string>,
  opts: { waitReady?: boolean; readyTimeoutMs?: number } = {},
): Promise<Spawned> {
  const port = Number(env.PORT ?? (await freePort()));
  let out = '';
  const child = spawn(process.execPath, [path.resolve('src/server/main.ts')], {
    env: { ...process.env, LOG_LEVEL: 'warn', EMAIL_ENABLED: 'false', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  if (opts.waitReady !== false) {
    // A fresh embedded folder is migrated at start: ~10 s on a quiet machine, over a minute when the
    // test run's other workers share its two cores. The deadline catches a hang, not a slow start.
    const deadline = Date.now() + (opts.readyTimeoutMs ?? SPAWN_READY_MS);
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) {
        // Never left behind: the caller gets no handle to stop it.
        child.kill('SIGKILL');
        throw new Error(`server not ready: ${out}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { child, port, output: () => out, exited };
}

/**
 * Signs in to a spawned server as the demo Acme owner, through POST /api/login as a browser does:
 * the server's address, the session cookie (`sid=…`) and the session the login answered.
 */
export async function signInToSpawned(
  server: Pick<Spawned, 'port'>,
): Promise<{ base: string; cookie: string; session: SessionPayload }> {
  const base = `http://127.0.0.1:${server.port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_EMAILS.acmeOwner, password: DEMO_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
  return { base, cookie, session: (await login.json()) as SessionPayload };
}
