import path from 'node:path';
import type { Env } from '../../env.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';

/** The storage the configuration asks for. */
export function createStorage(env: Env): Storage {
  if (env.STORAGE_DRIVER === 's3') {
    return new S3Storage({
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage(path.join(env.dataDir, 'uploads'));
}

const cache = new WeakMap<Env, Storage>();
/** One storage per configuration (the app context's env), created on first use. */
export function storageFor(env: Env): Storage {
  let storage = cache.get(env);
  if (!storage) {
    storage = createStorage(env);
    cache.set(env, storage);
  }
  return storage;
}
