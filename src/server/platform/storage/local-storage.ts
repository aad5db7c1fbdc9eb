import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { MissingObjectError, type ByteRange, type Storage } from './storage.ts';

/** Files under DATA_DIR/uploads, fanned out by the key's first two characters. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, body: Readable): Promise<number> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so a crash never leaves a half file under the key.
    const partial = `${target}.partial`;
    let size = 0;
    body.on('data', (chunk: Buffer) => (size += chunk.length));
    try {
      await pipeline(body, fs.createWriteStream(partial));
      await fs.promises.rename(partial, target);
    } catch (e) {
      await fs.promises.rm(partial, { force: true });
      throw e;
    }
    return size;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    // Opened before anything is streamed: a file deleted after this (a removal racing a download)
    // still streams whole, one deleted before is missing here, never a stream that fails half way.
    const handle = await fs.promises.open(this.pathOf(key), 'r').catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'ENOENT' ? new MissingObjectError(key) : e;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises
      .stat(this.pathOf(key))
      .then((s) => s.isFile())
      .catch(() => false);
  }

  /** The object, and the half-written one a crash during its `put` left (its upload's release). */
  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.rm(target, { force: true });
    await fs.promises.rm(`${target}.partial`, { force: true });
  }
}
