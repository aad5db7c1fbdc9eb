import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/multipart.ts';
import { requestWorld, type RequestWorld } from '../test/request-fixtures.ts';

// API answers are compressed for clients that accept it (issue 14: a list page is ~35 KB of JSON);
// file downloads are sent as stored, so Range requests keep working.

let w: RequestWorld;

beforeAll(async () => {
  w = await requestWorld();
  for (let i = 0; i < 5; i++) {
    expect((await w.saveDraft('acmeOwner', w.bugFix({ title: `Compressed ${i}` }))).status).toBe(200);
  }
});
afterAll(async () => {
  await w?.t.close();
});

const list = (encoding?: string) =>
  w.t.app.inject({
    method: 'GET',
    url: '/api/service-requests?limit=25&permission=mine',
    headers: { cookie: w.cookies.acmeOwner, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed answers', () => {
  it('a list page goes out as Brotli to a browser, and decodes to the same page', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await list('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const decoded = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());
    expect(decoded.data.map((r: { title: string }) => r.title)).toEqual(
      plain.json().data.map((r: { title: string }) => r.title),
    );
    expect(decoded.data.length).toBeGreaterThanOrEqual(5);
  });

  it('gzip when Brotli is not accepted', async () => {
    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).data.length).toBeGreaterThanOrEqual(5);
  });

  it('a downloaded file is sent as stored, whole or by Range', async () => {
    const text = 'plain words, repeated. '.repeat(200);
    const { payload, headers } = multipartBody([
      { filename: 'notes.txt', contentType: 'text/plain', data: text },
    ]);
    const up = await w.t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, cookie: w.cookies.acmeOwner },
    });
    expect(up.statusCode).toBe(200);
    const url = up.json()[0].url as string;
    const whole = await w.t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: w.cookies.acmeOwner, 'accept-encoding': 'br, gzip' },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body).toBe(text);
    const part = await w.t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: w.cookies.acmeOwner, 'accept-encoding': 'br, gzip', range: 'bytes=0-4' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toBe('plain');
  });

  it('a request body sent compressed is not inflated', async () => {
    const body = zlib.gzipSync(JSON.stringify({ data: w.bugFix({ title: 'Zipped' }) }));
    const res = await w.t.app.inject({
      method: 'PUT',
      url: '/api/service-requests',
      payload: body,
      headers: {
        cookie: w.cookies.acmeOwner,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
