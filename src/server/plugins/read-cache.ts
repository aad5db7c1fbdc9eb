import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { DATA_CHANGED_CHANNEL } from '../db/client.ts';
import type { AppContext } from '../context.ts';
import { hasGuard } from './auth.ts';
import {
  chooseEncoding,
  compressBody,
  COMPRESS_THRESHOLD,
  ReadCache,
  type Encoding,
} from '../platform/read-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by the read cache on a miss of a cached route: where its answer will be kept, and `settle`,
     * which lets the same viewer's requests for the same URL that wait on this one go on.
     */
    readCacheMiss: {
      key: string;
      generation: number;
      encoding: Encoding;
      settle: () => void;
      /** Its answer is not one to keep (not a 200): its waiters read for themselves. */
      unkeepable: () => void;
    } | null;
    /** The read cache's generation when the request arrived, before its user was read. */
    readCacheGeneration: number;
  }
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are kept per viewer and URL until any user-visible data changes
     * (plugins/read-cache.ts). Only for GET routes whose answer depends on nothing but the database,
     * the signed-in user and the URL (and the server's local date).
     */
    readCache?: boolean;
  }
}

const caches = new WeakMap<AppContext, ReadCache>();
const readings = new WeakMap<AppContext, Map<string, unknown>>();

/** This app's read cache (tests and the health figures read its counters). */
export function readCacheOf(ctx: AppContext): ReadCache | undefined {
  return caches.get(ctx);
}

/** How many misses are being read now, others waiting on them (tests: none is left behind). */
export function readsInFlight(ctx: AppContext): number {
  return readings.get(ctx)?.size ?? 0;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) {
    reply.header('vary', `${String(vary)}, accept-encoding`);
  }
}

/**
 * The per-viewer read cache (issue 30): a GET route marked `config: { readCache: true }` answers a
 * viewer who asks again for the same URL from memory (the compressed body kept), as long as nothing
 * user-visible has changed anywhere since the answer was read.
 *
 * Never stale, on any instance: the database announces every change itself (migration 0034's
 * triggers, `data_changed`), every instance drops its answers when the announcement arrives, and
 * before serving a kept answer the instance makes sure it has heard every change committed so far
 * (`Database.sync`: nothing on PGlite, one `select 1` on PostgreSQL instead of the route's query).
 * Per viewer: the key is the user and the URL, so one person's answer is never another's, and a
 * change of someone's rights is itself an announced change.
 */
export const readCachePlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const { ctx } = opts;
  const cache = new ReadCache();
  caches.set(ctx, cache);
  let enabled = false;
  // Kept answers are served only while their invalidations arrive.
  if (ctx.env.READ_CACHE) {
    try {
      // Each change arrives once (PostgreSQL: on the listening connection alone; PGlite: as it commits).
      const unwatch = await ctx.database.watch(DATA_CHANGED_CHANNEL, () => cache.invalidate());
      enabled = true;
      app.addHook('onClose', async () => unwatch());
    } catch (error) {
      app.log.warn({ err: error }, 'read cache off: cannot subscribe to its invalidations');
    }
  }
  app.decorateRequest('readCacheMiss', null);
  app.decorateRequest('readCacheGeneration', 0);
  // An answer is shaped by the user as well as by its query, so it is dated from before the user was
  // read when this request read them from the database (this hook runs before the auth plugin's:
  // app.ts registers this plugin first). Dated later, a change heard between the user's read and the
  // answer's would leave an answer made for the user as they were kept as current. A user from the
  // session cache, confirmed by the guard, is current up to the lookup (nothing but microtasks
  // between the two), so that answer is dated at the lookup, as before.
  app.addHook('onRequest', async (request) => {
    request.readCacheGeneration = cache.generation;
  });

  /**
   * The misses being read now, per key, with the generation they were read under. Without them, every
   * request for a URL arriving while its answer is read (a few ms, more with the compression) read it
   * again itself: after each change, a popular list was read by a crowd at once, and the last of the
   * crowd waited for all of them (issue 30's open-loop tail). Now the crowd waits for the first.
   */
  const reading = new Map<string, { generation: number; done: Promise<void>; unkeepable: boolean }>();
  readings.set(ctx, reading);

  function answerKept(reply: FastifyReply, key: string, encoding: Encoding) {
    const kept = cache.get(key, encoding);
    if (!kept) return undefined;
    reply.header('content-type', 'application/json; charset=utf-8');
    if (kept.encoding !== 'identity') reply.header('content-encoding', kept.encoding);
    addVary(reply);
    return reply.send(kept.bytes);
  }

  async function lookUp(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    if (!enabled || request.method !== 'GET' || !request.user) return;
    const key = `${request.user.id}\n${request.url}`;
    // As @fastify/compress: `x-no-compression` asks for the plain body.
    const encoding =
      request.headers['x-no-compression'] !== undefined
        ? 'identity'
        : chooseEncoding(request.headers['accept-encoding']);
    // Every change committed before this request arrived must have reached the cache before a kept
    // answer is served (the guard's confirmation of a cached session already did it; a session read
    // afresh did not: on PostgreSQL this cache's channel is heard on the listening connection alone).
    let synced: Promise<void> | undefined;
    const sync = () => (synced ??= request.dataSynced ? Promise.resolve() : ctx.database.sync());
    if (cache.has(key)) {
      await sync();
      const sent = answerKept(reply, key, encoding);
      if (sent) return sent;
    }
    // The same answer is being read, under the data as it is now: wait for it rather than read it
    // again (kept only if no change was announced meanwhile). When a change made it useless, the
    // waiters follow whichever of them reads it next, a few times, rather than all reading it.
    for (let tries = 0; tries < 3; tries++) {
      const current = reading.get(key);
      if (!current || current.generation !== cache.generation) break;
      cache.waits++;
      await Promise.all([current.done, sync()]);
      const sent = answerKept(reply, key, encoding);
      if (sent) return sent;
      // An error answer (a 404; a 503 after the pool's 5 s wait for a connection) is not kept, nor
      // would the next reader's be: following that one too, a crowd behind a 503 waited for up to
      // four of those waits in a row. They read for themselves, at once.
      if (current.unkeepable) break;
    }
    const generation = request.userReadNow ? request.readCacheGeneration : cache.generation;
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    const flight = { generation, done, unkeepable: false };
    reading.set(key, flight);
    let settled = false;
    const end = () => {
      if (settled) return;
      settled = true;
      if (reading.get(key) === flight) reading.delete(key);
      settle();
    };
    // Whatever becomes of it (an error, another status, a client gone), the waiters go on.
    reply.raw.once('close', end);
    request.readCacheMiss = {
      key,
      generation,
      encoding,
      settle: end,
      unkeepable: () => (flight.unkeepable = true),
    };
  }

  /** Lets the requests waiting on this miss go on, whether or not its answer was kept. */
  async function endMiss(request: FastifyRequest): Promise<void> {
    request.readCacheMiss?.settle();
  }

  async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const miss = request.readCacheMiss;
    if (!miss) return payload;
    // Settled here, at the answer, whatever it is (an error, another status): 'close' and onResponse
    // are not enough. A client gone before the look-up (during the session's read, say) had its
    // 'close' before the listener above, and a response whose socket is gone never finishes, so
    // neither came: its waiters waited for good and its entry stayed in `reading`.
    try {
      return keepAnswer(miss, reply, payload);
    } finally {
      miss.settle();
    }
  }

  function keepAnswer(
    miss: NonNullable<FastifyRequest['readCacheMiss']>,
    reply: FastifyReply,
    payload: unknown,
  ): unknown {
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      miss.unkeepable();
      return payload;
    }
    const body = Buffer.from(payload);
    // Compressed once, here, for this reader and the next ones (the compress plugin then leaves it).
    const compressed =
      miss.encoding === 'identity' || body.length < COMPRESS_THRESHOLD
        ? undefined
        : { encoding: miss.encoding, bytes: compressBody(body, miss.encoding) };
    // An answer too large to keep: whoever waits for it reads at once, rather than waiting for another
    // reader whose answer would not be kept either. (One read before a change is not kept either, but
    // the next reader's will be: its waiters follow that one, in lookUp.)
    if (cache.set(miss.key, miss.generation, body, compressed) === 'too large') miss.unkeepable();
    if (!compressed) return payload;
    reply.header('content-encoding', compressed.encoding);
    addVary(reply);
    return compressed.bytes;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.readCache) return;
    if (![route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) {
      throw new Error(`readCache is for GET routes: ${String(route.method)} ${route.url}`);
    }
    // A waiter trusts that its guard has confirmed its user (heard every change committed before it
    // arrived) before it looks for a read to join: a cached route without one could be served an
    // answer read before a change it should see.
    if (!hasGuard(route)) {
      throw new Error(`readCache needs a guard (requireUser, requireStaff, requireCustomer): ${route.url}`);
    }
    route.preHandler = [...[route.preHandler ?? []].flat(), lookUp] as RouteOptions['preHandler'];
    // First among the route's onSend hooks: it sees the serialised JSON before the compress plugin.
    route.onSend = [keep, ...[route.onSend ?? []].flat()] as RouteOptions['onSend'];
    route.onResponse = [...[route.onResponse ?? []].flat(), endMiss] as RouteOptions['onResponse'];
  });
});
