import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPAWN_READY_MS, spawnServer, type Spawned } from './test/spawn-server.ts';

// The real process on SIGTERM; the embedded database keeps it self-contained (PGlite only).
const onPglite = process.env.TEST_DB !== 'postgres';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Raw HTTP over a socket, so a request can be left half sent. */
function open(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (d) => (data += String(d)));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, response: async () => (await ended, data) };
}

/** Resolves once the server's output holds `text` (what it logs is how the test knows where it is). */
async function logged(server: Spawned, text: string) {
  const deadline = Date.now() + 30_000;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`the server never logged ${text}: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.runIf(onPglite)('graceful shutdown', () => {
  it(
    'SIGTERM: a request in flight finishes; a new one gets 503 with Connection: close; exit 0',
    async () => {
      // At info level the server logs each request as it starts and its own shutdown as it begins.
      const server = await spawnServer({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '15000', LOG_LEVEL: 'info' });
      try {
        const body = JSON.stringify({ identifier: 'owner@acme.test', password: 'Demo-pass-1!' });
        const slow = open(server.port);
        slow.socket.write(
          `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
        );
        // The sign-in is in flight (its head read, its body not all there) before the signal…
        await logged(server, '"url":"/api/login"');
        server.child.kill('SIGTERM');
        // …and the drain has begun (it begins as the server logs it) before the next request.
        await logged(server, 'shutting down');

        const late = open(server.port);
        late.socket.write('GET /api/me HTTP/1.1\r\nHost: localhost\r\n\r\n');
        const lateText = await late.response();
        expect(lateText).toMatch(/^HTTP\/1\.1 503/);
        expect(lateText.toLowerCase()).toContain('connection: close');
        expect(lateText).toContain('The server is restarting. Please try again in a moment.');

        // The half-sent sign-in completes normally.
        slow.socket.write(body.slice(10));
        expect(await slow.response()).toMatch(/^HTTP\/1\.1 200/);
        expect(await server.exited).toBe(0);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    },
    SPAWN_READY_MS + 60_000,
  );
});
