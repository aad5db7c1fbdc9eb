import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { S3Storage } from './s3-storage.ts';

// The S3 driver against s3rver, an S3-compatible server from the npm registry run in-process
// (no MinIO binary can be downloaded here). Storage has no database, so it runs once.
const onPglite = process.env.TEST_DB !== 'postgres';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-s3-'));
let server: S3rver;
let storage: S3Storage;

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString();
}

describe.runIf(onPglite)('S3 storage driver', () => {
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'uploads' }],
    });
    const { port } = (await server.run()) as { port: number };
    storage = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('streams an object in, reads it whole and by range, and deletes it', async () => {
    const size = await storage.put(
      'key1',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      'text/plain',
    );
    expect(size).toBe(11);
    expect(await storage.exists('key1')).toBe(true);
    expect(await text(await storage.get('key1'))).toBe('hello world');
    expect(await text(await storage.get('key1', { start: 6, end: 10 }))).toBe('world');
    await storage.delete('key1');
    expect(await storage.exists('key1')).toBe(false);
    await expect(storage.get('key1')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
