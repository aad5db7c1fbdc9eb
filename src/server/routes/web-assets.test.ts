import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/** The built web app as the server sends it: precompressed copies, long caching of hashed assets. */
describe('web assets', () => {
  let t: TestApp;
  const script = 'export const hello = "world";\n'.repeat(200);
  const shell = '<!doctype html><html><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));
    t = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('sends the brotli or gzip copy the browser accepts, and caches hashed assets for good', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers the app shell on client routes, always revalidated', async () => {
    const res = await t.app.inject({ url: '/requests?alignBy=status' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(shell);
  });

  it('answers 404 in the API error shape for an unknown API path', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { status: 404 } });
  });
});
