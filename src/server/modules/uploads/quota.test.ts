import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { files } from '../../db/schema/index.ts';

// 1 MB per user per hour, 1.5 MB per enterprise: small enough to reach with small files.
let t: DemoApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await buildDemoApp({ UPLOAD_USER_MB_PER_HOUR: '1', UPLOAD_ENTERPRISE_QUOTA_MB: '1.5' });
  cookies = t.cookies;
});
afterAll(async () => t?.close());

const KB = 1024;
const upload = (who: string, bytes: number, name = 'a.bin') => {
  const { payload, headers } = multipartBody([{ filename: name, data: Buffer.alloc(bytes, 7) }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie: cookies[who]! },
  });
};
const fileCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;

describe('upload allowance', () => {
  it('limits what one user uploads per hour, with a clear message, storing nothing', async () => {
    expect((await upload('acmeOwner', 600 * KB)).statusCode).toBe(200);
    const before = await fileCount();
    const res = await upload('acmeOwner', 600 * KB);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'You have reached the upload limit of 1 MB per hour. Please wait a while before uploading more.',
    );
    expect(await fileCount()).toBe(before);
    // Another user (another enterprise) is not held back.
    expect((await upload('globexOwner', 600 * KB)).statusCode).toBe(200);
  });

  it("limits what an enterprise's people keep stored", async () => {
    // Acme already keeps 600 KB (the owner's file); the member adds 600 KB, then the quota is reached.
    expect((await upload('acmeMember', 600 * KB)).statusCode).toBe(200);
    const res = await upload('acmeMember', 350 * KB);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      "Your organisation's file storage is full (1.5 MB). Remove files you no longer need or contact us to raise the limit.",
    );
  });

  it('both limits are configurable and documented defaults apply', async () => {
    expect(t.ctx.env.UPLOAD_USER_MB_PER_HOUR).toBe(1);
    const { parseEnv } = await import('../../env.ts');
    expect(parseEnv({})).toMatchObject({ UPLOAD_USER_MB_PER_HOUR: 2048, UPLOAD_ENTERPRISE_QUOTA_MB: 51200 });
  });
});
