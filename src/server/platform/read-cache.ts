import zlib from 'node:zlib';

/** How an answer goes out: as the client accepts it, the way @fastify/compress would send it. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers under this many bytes go out uncompressed (the app's compress threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** The same settings as the app's @fastify/compress (app.ts), so a cached answer is the same bytes. */
export function compressBody(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * The encoding to answer with, from an Accept-Encoding header: Brotli, else gzip, else none (the
 * app's compress plugin prefers them in that order). A coding with q=0 is refused; `*` stands for
 * Brotli.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** Bytes an entry costs besides its key and bodies (the map's slot, the entry, the Buffer objects). */
const ENTRY_OVERHEAD = 256;

type Entry = {
  generation: number;
  /** Never served after this moment (ms): the cache's age limit, or the next local midnight. */
  until: number;
  /** The serialised JSON answer, and its compressed forms as they are first asked for. */
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
};

export type ReadCacheOptions = {
  /** Bytes of answers kept (bodies and their compressed forms), oldest use dropped first. */
  maxBytes?: number;
  /** Longest an answer is kept, even with no change announced (a safety net, not the mechanism). */
  maxAgeMs?: number;
  now?: () => number;
};

/**
 * Answers of read routes, per viewer and URL, valid while the data they were read from has not
 * changed (issue 30). Validity is a generation number: every announced change (migration 0034's
 * triggers, on every instance) bumps it, and an answer is served only while the generation it was
 * read under is still the current one. The generation is taken BEFORE the answer's query runs, so an
 * answer can only be older-keyed than its data, never newer: a change that lands while it is being
 * read leaves it already invalid.
 *
 * Bounded by bytes (least recently used first) and by age; an answer read "today" (a list's overdue
 * filter compares with the server's local date) is not served after the next local midnight.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private current = 0;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  hits = 0;
  misses = 0;
  /** Requests that waited for the same viewer's read of the same URL rather than read it again. */
  waits = 0;

  constructor(opts: ReadCacheOptions = {}) {
    this.maxBytes = opts.maxBytes ?? 16 * 1024 * 1024;
    this.maxAgeMs = opts.maxAgeMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  /** The generation an answer being read now belongs to; take it before reading. */
  get generation(): number {
    return this.current;
  }

  /** A change was announced: every answer kept so far is out of date. */
  invalidate(): void {
    this.current++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Whether an answer for this key may exist (no guarantee it is still valid). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The answer in the encoding asked for if it is still valid: compressed unless it is too small to be
   * worth it (then plain, as the compress plugin would send it).
   */
  get(key: string, encoding: Encoding): { bytes: Buffer; encoding: Encoding } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.current || entry.until <= this.now()) {
      this.drop(key, entry);
      return undefined;
    }
    // Most recently used last: the byte bound drops from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    if (encoding === 'identity' || entry.body.length < COMPRESS_THRESHOLD) {
      return { bytes: entry.body, encoding: 'identity' };
    }
    let compressed = entry[encoding];
    if (!compressed) {
      compressed = compressBody(entry.body, encoding);
      entry[encoding] = compressed;
      this.bytes += compressed.length;
      entry.bytes += compressed.length;
      this.trim();
    }
    return { bytes: compressed, encoding };
  }

  /**
   * Keeps an answer read under `generation` (as `generation` returned before the read), unless a
   * change has been announced since ('changed': the next reader's answer will be kept) or it is
   * larger than an eighth of the bound ('too large': no reader's ever will, so the same viewer's
   * requests waiting for it read for themselves at once, plugins/read-cache.ts). `compressed` is the
   * form already made for the reader.
   */
  set(
    key: string,
    generation: number,
    body: Buffer,
    compressed?: { encoding: Exclude<Encoding, 'identity'>; bytes: Buffer },
  ): 'kept' | 'changed' | 'too large' {
    this.misses++;
    if (generation !== this.current) return 'changed';
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    const entry: Entry = {
      generation,
      until: Math.min(this.now() + this.maxAgeMs, nextLocalMidnight(this.now())),
      body,
      // The key (its URL is the client's: up to the header size limit, with any query string, which
      // the routes' schemas strip rather than refuse) and the bookkeeping count too, or many small
      // answers under long URLs would hold gigabytes while counting kilobytes.
      bytes: ENTRY_OVERHEAD + key.length * 2 + body.length + (compressed?.bytes.length ?? 0),
    };
    if (compressed) entry[compressed.encoding] = compressed.bytes;
    if (entry.bytes > this.maxBytes / 8) return 'too large';
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.trim();
    return 'kept';
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(key, entry);
    }
  }
}

function nextLocalMidnight(now: number): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}
