import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPAWN_READY_MS, spawnServer } from './test/spawn-server.ts';

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

describe.runIf(onPglite)('graceful shutdown', () => {
  it(
    'SIGTERM: a request in flight finishes; a new one gets 503 with Connection: close; exit 0',
    async () => {
      const server = await spawnServer({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '15000' });
      try {
        const body = JSON.stringify({ identifier: 'owner@acme.test', password: 'Demo-pass-1!' });
        const slow = open(server.port);
        slow.socket.write(
          `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
        );
        await new Promise((r) => setTimeout(r, 300));
        server.child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));

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
