import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk by default, an S3-compatible bucket by configuration. */
export type ByteRange = { start: number; end: number };

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams a body to key; resolves with the number of bytes written. */
  put(key: string, body: Readable, mime: string): Promise<number>;
  /** A stream of the stored bytes (or of an inclusive byte range). Rejects with code ENOENT when missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export class MissingObjectError extends Error {
  readonly code = 'ENOENT';
}
