import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO, loginAs } from '../test/factories.ts';

/**
 * The signed-out pages the build prerendered (scripts/prerender-plugin.ts: dist/web/<page>.html and
 * prerendered.json) go to visitors without a session; the app's frame of a signed-in route
 * (frame-*.html, frames.json) to visitors with one; everyone else gets the app's shell.
 */
describe('prerendered pages', () => {
  let t: TestApp;
  let cookie: string;
  const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
  const login =
    '<!doctype html><html><body><div id="root" data-prerendered="/login"><h1>Sign in</h1></div></body></html>';
  const frame = (title: string) =>
    `<!doctype html><html><body><div id="root" data-prerendered="frame"><h1>${title}</h1></div></body></html>`;

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    fs.writeFileSync(path.join(dist, 'login.html'), login);
    fs.writeFileSync(path.join(dist, 'login.html.br'), zlib.brotliCompressSync(login));
    // A listed page whose file is missing is not served (the shell is).
    fs.writeFileSync(
      path.join(dist, 'prerendered.json'),
      JSON.stringify({ '/login': 'login.html', '/signup': 'signup.html' }),
    );
    fs.writeFileSync(path.join(dist, 'frame-requests.html'), frame('All Requests'));
    fs.writeFileSync(
      path.join(dist, 'frame-requests.html.br'),
      zlib.brotliCompressSync(frame('All Requests')),
    );
    fs.writeFileSync(path.join(dist, 'frame-requests-requestId.html'), frame('A request'));
    fs.writeFileSync(
      path.join(dist, 'frames.json'),
      JSON.stringify({
        '/requests': 'frame-requests.html',
        '/requests/:requestId': 'frame-requests-requestId.html',
        '/staff': 'frame-staff.html',
      }),
    );
    t = await buildTestApp({ WEB_DIST: dist });
    await seedDemo(t.ctx);
    cookie = await loginAs(t.app, DEMO.acmeOwner);
  });
  afterAll(() => t.close());

  it('sends /login as its prerendered page to a visitor without a session, always revalidated', async () => {
    for (const url of ['/login', '/login?redirect=%2Frequests']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(login);
    }
  });

  it('sends the shell to a signed-in visitor (the app takes them on), and for every other path', async () => {
    const signedIn = await t.app.inject({ url: '/login', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(shell);
    for (const url of ['/signup', '/login/extra', '/requests', '/no-such-page']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
    }
  });

  it("sends a signed-in route's frame to a visitor with a session, varying by cookie", async () => {
    const res = await t.app.inject({
      url: '/requests?alignBy=status',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(frame('All Requests'));
    for (const url of ['/requests/42', '/requests/42/']) {
      const one = await t.app.inject({ url, headers: { cookie } });
      expect(one.body, url).toBe(frame('A request'));
    }
    // Deeper paths, unknown paths and a listed frame whose file is missing get the shell.
    for (const url of ['/requests/42/extra', '/requestsx', '/staff', '/no-such-page']) {
      const other = await t.app.inject({ url, headers: { cookie } });
      expect(other.body, url).toBe(shell);
    }
  });

  it('sends no frame to a visitor without a session, or whose session has ended', async () => {
    for (const headers of [{}, { cookie: 'sid=expired-or-forged' }]) {
      const res = await t.app.inject({ url: '/requests', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shell);
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });
});
