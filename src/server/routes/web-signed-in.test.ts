import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../../../scripts/prerender-plugin.ts';
import { serviceRequests } from '../db/schema/index.ts';
import { buildDemoApp, type DemoApp } from '../test/demo-app.ts';

/**
 * Issue 30, round 4: a list route's frame is drawn by the server for its viewer (the build's
 * server-side bundle, `<WEB_DIST>-ssr/signed-in.js`, built here from the sources) with the rows the
 * API gives that viewer, and that data as a JSON block; nobody else's, and nothing for a session
 * that has ended.
 */
describe('list frames drawn for their viewer', () => {
  let t: DemoApp;
  let dist: string;
  const shell =
    '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
  const frame = [
    '<!doctype html><html><head><title>Studio Requests</title>',
    '<link rel="preload" href="/api/session" as="fetch" crossorigin="anonymous" />',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<style data-emotion="css 0">body{margin:0}</style></head>',
    '<body><div id="root" data-prerendered="frame"><h1>Loading All Requests</h1></div></body></html>',
  ].join('\n');

  beforeAll(async () => {
    dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sr-ssr-')), 'web');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    for (const file of ['frame-requests.html', 'frame-requests-requestId.html', 'frame-myworkspace.html']) {
      fs.writeFileSync(path.join(dist, file), frame);
    }
    fs.writeFileSync(
      path.join(dist, 'frames.json'),
      JSON.stringify({
        '/requests': 'frame-requests.html',
        '/requests/:requestId': 'frame-requests-requestId.html',
        '/myworkspace': 'frame-myworkspace.html',
      }),
    );
    await buildServerBundle(process.cwd(), [react()], `${dist}-ssr`, {
      'signed-in': path.resolve('src/web/prerender/signed-in.tsx'),
    });
    t = await buildDemoApp({ WEB_DIST: dist });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const titlesFor = async (cookie: string, query = 'permission=all') => {
    const res = await t.app.inject({ url: `/api/service-requests?${query}&limit=100`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { id: number; title: string }[] }).data;
  };
  /** The JSON block's cached queries: [query key, data]. */
  const seeded = (html: string) => {
    const block = /<script type="application\/json" id="viewer-data">([^<]*)<\/script>/.exec(html);
    expect(block, 'the data block').not.toBeNull();
    const state = JSON.parse(block![1]!) as { queries: { queryKey: unknown[]; state: { data: any } }[] };
    return state.queries.map((q) => [q.queryKey, q.state.data] as const);
  };

  it("carries the viewer's own rows and data, and no other enterprise's", async () => {
    const acme = t.cookies.acmeOwner!;
    const globex = t.cookies.globexOwner!;
    const acmeRows = await titlesFor(acme);
    const globexRows = await titlesFor(globex);
    expect(acmeRows.length).toBeGreaterThan(0);
    expect(globexRows.length).toBeGreaterThan(0);
    const acmeIds = new Set(acmeRows.map((r) => r.id));
    expect(
      globexRows.some((r) => acmeIds.has(r.id)),
      'the two enterprises share no request',
    ).toBe(false);

    for (const [cookie, own, other, name] of [
      [acme, acmeRows, globexRows, 'Olivia'],
      [globex, globexRows, acmeRows, 'Globex'],
    ] as const) {
      const res = await page('/requests', cookie, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // Per viewer: never stored, and an address that answers by cookie.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      const root = html.slice(
        html.indexOf('<div id="root"'),
        html.indexOf('<script type="application/json"'),
      );
      // The first page of the list (20 rows), drawn as links to each request.
      for (const row of own.slice(0, 20)) expect(root, row.title).toContain(`href="/requests/${row.id}?`);
      for (const row of other) expect(html).not.toContain(`/requests/${row.id}?`);
      const data = seeded(html);
      const session = data.find(([key]) => key[0] === 'session')![1];
      expect(JSON.stringify(session)).toContain(name);
      const list = data.find(([key]) => key[0] === 'requests' && key[1] === 'list')![1];
      expect(list.pages[0].data.map((r: { id: number }) => r.id)).toEqual(own.slice(0, 20).map((r) => r.id));
      // The session's answer is in the document: no separate session check is started.
      expect(html).not.toContain('href="/api/session"');
    }
  });

  it("carries an opened request with its list, and not another enterprise's request", async () => {
    const acme = t.cookies.acmeOwner!;
    const [mine] = await titlesFor(acme);
    const [theirs] = await titlesFor(t.cookies.globexOwner!);
    const res = await page(`/requests/${mine!.id}?alignBy=status`, acme);
    expect(res.statusCode).toBe(200);
    const detail = seeded(res.body).find(([key]) => key[1] === 'detail');
    expect(detail?.[1].title).toBe(mine!.title);
    // Another enterprise's request: the API answers 404, so the page holds only the viewer's list.
    const other = await page(`/requests/${theirs!.id}`, acme);
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(`href="/requests/${mine!.id}?`);
    expect(other.body).not.toContain(theirs!.title);
    expect(seeded(other.body).some(([key]) => key[1] === 'detail')).toBe(false);
  });

  it('gives an ended session, or none, the plain shell', async () => {
    const cookie = t.cookies.acmeMember!;
    expect((await page('/requests', cookie)).body).toContain('data-rendered-for="viewer"');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    for (const headers of [cookie, undefined, 'sid=forged']) {
      const res = await page('/requests', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shell);
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it("writes dates in the viewer's time zone when their browser named it, else in the server's", async () => {
    const acme = t.cookies.acmeOwner!;
    const listed = await t.app.inject({
      url: '/api/service-requests?permission=all&limit=1',
      headers: { cookie: acme },
    });
    const row = (listed.json() as { data: { updatedAt: string }[] }).data[0];
    const dayIn = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: '2-digit', year: 'numeric' }).format(
        new Date(row!.updatedAt),
      );
    const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // 25 hours apart: the same instant is never the same day in both.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const html = (await page('/requests', `${acme}; tz=${encodeURIComponent(zone)}`)).body;
      expect(html).toContain(`data-time-zone="${zone}"`);
      expect(html).toMatch(new RegExp(`Updated (<!-- -->)?${dayIn(zone)}`));
    }
    for (const cookie of [acme, `${acme}; tz=Mars%2FOlympus`, `${acme}; tz=%22%3E%3Cscript%3E`]) {
      const html = (await page('/requests', cookie)).body;
      expect(html).toContain(`data-time-zone="${serverZone}"`);
      expect(html).toMatch(new RegExp(`Updated (<!-- -->)?${dayIn(serverZone)}`));
    }
  });

  it('draws for the layout the browser reported, else for the one its user agent suggests', async () => {
    const acme = t.cookies.acmeOwner!;
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' };
    const laptop = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' };
    const widthOf = async (cookie: string, headers: Record<string, string>) =>
      /data-width="(\d+)"/.exec((await page('/requests', cookie, headers)).body)?.[1];
    // No report yet: the user agent's guess.
    expect(await widthOf(acme, phone)).toBe('375');
    expect(await widthOf(acme, laptop)).toBe('1440');
    // A phone held sideways gets the laptop's layout, a narrow laptop window the phone's.
    expect(await widthOf(`${acme}; screen=desktop`, phone)).toBe('1440');
    expect(await widthOf(`${acme}; screen=phone`, laptop)).toBe('375');
    // A value the app never writes is ignored.
    expect(await widthOf(`${acme}; screen=%22%3E%3Cscript%3E`, laptop)).toBe('1440');
    expect(await widthOf(`${acme}; screen=tablet`, phone)).toBe('375');
  });

  it('escapes hostile titles in the markup and in the data block', async () => {
    const acme = t.cookies.acmeOwner!;
    const [first, second] = await titlesFor(acme);
    const script = '</script><script>alert(1)</script>';
    const image = '<img src=x onerror=alert(1)>';
    await t.ctx.db
      .update(serviceRequests)
      .set({ title: script })
      .where(inArray(serviceRequests.id, [first!.id]));
    await t.ctx.db
      .update(serviceRequests)
      .set({ title: image })
      .where(inArray(serviceRequests.id, [second!.id]));
    const html = (await page('/requests', acme)).body;
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain(script);
    expect(html).not.toContain(image);
    expect(html).not.toContain('<script>alert');
    // Exactly the document's own scripts: its module and the data block.
    expect(html.match(/<script/g)).toHaveLength(2);
    const titles = seeded(html)
      .find(([key]) => key[1] === 'list')![1]
      .pages[0].data.map((r: { title: string }) => r.title);
    expect(titles).toContain(script);
    expect(titles).toContain(image);
  });
});
