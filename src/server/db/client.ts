import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { createPglite, openEmbeddedPglite } from './pglite.ts';
import { PgliteWorkerClient } from './pglite-remote.ts';

export { createPglite };

export type Schema = typeof schema;
/** The one database type services accept: a PGlite or node-postgres Drizzle instance, or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Notifier = {
  /** Subscribe to a LISTEN channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
};

/**
 * Channels every pooled PostgreSQL connection LISTENs on (see `Database.watch`): the session cache's
 * invalidation (plugins/session-cache.ts), and the read cache's (plugins/read-cache.ts: any change of
 * user-visible data, announced by triggers, migration 0034).
 */
export const SESSION_USERS_CHANNEL = 'session_users';
export const DATA_CHANGED_CHANNEL = 'data_changed';
/** The longest `Database.sync` waits on PostgreSQL before the request answers 503. */
const SYNC_TIMEOUT_MS = 5_000;
const POOL_CHANNELS = [SESSION_USERS_CHANNEL, DATA_CHANGED_CHANNEL];
/**
 * The payload `watch` handlers of every pool channel get when a new pooled connection has begun to
 * LISTEN: a change committed before that moment was not announced on it, so a cache drops everything
 * (see `Database.sync`).
 */
export const NEW_LISTENER_PAYLOAD = '\u0000new listener';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  notifier: Notifier;
  /**
   * Runs `onPayload` for every notification on a pool channel, and for a change made by this process
   * BEFORE the statement that committed it resolves: PGlite delivers notifications synchronously, and
   * each pooled PostgreSQL connection LISTENs, so its own COMMIT brings its notification back with it.
   * A cache invalidated this way is never stale for the next request of this instance.
   */
  watch(channel: string, onPayload: (payload: string) => void): Promise<() => void>;
  /**
   * Resolves once every change committed before the call has reached this process's `watch`
   * handlers, including changes made by other app instances. PGlite: at once (one process owns the
   * database and hears every change as it commits). PostgreSQL: one `select 1` on a pooled
   * connection; every pooled connection LISTENs, and the server sends a session the notifications
   * committed before its statement ahead of that statement's answer. A connection that began to
   * LISTEN later than such a change never hears it, so each new connection first runs the handlers
   * with NEW_LISTENER_PAYLOAD. This is what lets the read cache answer from memory and still never
   * serve a change late, on any instance (plugins/read-cache.ts).
   */
  sync(): Promise<void>;
  /**
   * How many copies of one notification on a pool channel this process hears: PGlite 1, PostgreSQL
   * one per pooled connection open (each LISTENs). Tests wait for every copy instead of a pause.
   */
  listeners(): number;
  /**
   * Opens every pooled connection now (PostgreSQL; nothing on PGlite), before the server takes
   * requests. Each new pooled connection makes the read and session caches drop everything
   * (NEW_LISTENER_PAYLOAD), so a pool that grew under load emptied them in a burst, a crowd of
   * misses that opened more connections in turn: a 100–200 ms stall (issue 30's open-loop tail).
   */
  warm(): Promise<void>;
  /**
   * A hot read with a fixed SQL text, as a named prepared statement on PostgreSQL: parsed once per
   * connection and, after a few runs, planned once (issue 14: planning cost more than executing).
   * PGlite runs it directly. Rows as the driver returns them.
   */
  prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /** Raw SQL for maintenance (migrations, backups). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance when it runs on this thread (tests, tools); absent when a worker thread owns it. */
  pglite?: PGlite;
};

/** What openPglite needs of PGlite: a PGlite on this thread, or the client of one in a worker thread. */
export type PgliteLike = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close' | 'closed'>;

export function openPglite(pglite: PgliteLike): Database {
  // Drizzle's PGlite driver calls only query() and transaction() of its client.
  const db = drizzlePglite({ client: pglite as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ...(pglite instanceof PGlite ? { pglite } : {}),
    notifier: {
      async listen(channel, onPayload) {
        const unsub = await pglite.listen(channel, onPayload);
        return async () => unsub();
      },
      async notify(channel, payload) {
        await pglite.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    async watch(channel, onPayload) {
      const unsub = await pglite.listen(channel, onPayload);
      return () => void unsub();
    },
    async sync() {},
    listeners: () => 1,
    async warm() {},
    async prepared<T>(name: string, text: string, values: unknown[]) {
      // In the worker a named statement, parsed and planned once; on this thread PGlite runs the text.
      if (pglite instanceof PgliteWorkerClient) return pglite.prepared<T>(name, text, values);
      return (await pglite.query<T>(text, values)).rows;
    },
    async exec(sqlText) {
      await pglite.exec(sqlText);
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Connections per app instance's pool. */
const POOL_SIZE = 10;

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    // Connections are kept while idle (pg-pool closes them after 10 s by default). Each new pooled
    // connection makes the read and session caches drop everything (NEW_LISTENER_PAYLOAD below), and
    // under load one drop sends every request to the database at once, which opens more connections,
    // each dropping the caches again: with idle ones closed, every burst after a lull re-grew the
    // pool and emptied the caches up to nine times in a row, a 100–500 ms stall (issue 30's open-loop
    // tail, bench/README.md). Kept, the pool grows once in the process's life (the server opens it
    // all before it listens: `warm`).
    idleTimeoutMillis: 0,
    // While the server is away a request waits at most this long for a connection, then answers 503.
    connectionTimeoutMillis: 5_000,
    // Every query here is a short web request on indexes. JIT compilation and parallel workers cost
    // more to start (tens to hundreds of ms, measured by bench/scale.ts on full-text search over 5M
    // comments) than they could save, and workers would take the cores other requests need. Set on
    // each new connection before it is handed out (a startup option would be refused by PgBouncer).
    // pg-pool awaits the promise (its types say void).
    // Each connection also LISTENs on the pool channels (`watch`), in the same round trip.
    // Once its LISTEN is in place, the pool channels' handlers hear of the new listener (`sync`).
    onConnect: (client) =>
      client
        .query(
          `set jit = off; set max_parallel_workers_per_gather = 0; ${POOL_CHANNELS.map((c) => `LISTEN ${c}`).join('; ')}`,
        )
        .then(() => {
          for (const set of watchers.values()) for (const h of set) h(NEW_LISTENER_PAYLOAD);
        }),
  });
  const watchers = new Map<string, Set<(payload: string) => void>>();
  // An idle connection the server ends (restart, failover, admin) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
  // pg-pool listens for errors only while a client is idle. A client checked out (a transaction
  // between two statements, say) whose connection is terminated emits 'error' with nobody listening,
  // and that ended the process. Every client gets a listener for its whole life: the statement in
  // flight fails on its own (the request answers 503) and the pool discards the broken client on release.
  // A client whose connection ends while it is checked out goes back to the pool at once, as broken.
  // drizzle-orm's transaction() (0.45) sends BEGIN before its try/finally, so a connection that dies
  // during BEGIN was never released: each one held a pool slot for good, and after ten of them every
  // request waited for a connection and answered 503 although the server was back (the outage test).
  // Its later release() by whoever holds it does nothing.
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('end', () => {
      if (!checkedOut.has(client)) return;
      checkedOut.delete(client);
      const release = client.release;
      client.release = () => undefined;
      release(new Error('connection ended while checked out'));
    });
    client.on('error', (err) => console.warn(`database: connection lost (${err.message})`));
    client.on('notification', (msg) => {
      for (const h of watchers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // `sync`: a caller needs a round trip that STARTS after it asked. Concurrent callers share them: one
  // in flight, and at most one queued behind it for everyone who asked meanwhile, so under load the
  // cost is one `select 1` per round-trip time, not one per request.
  let inFlight: Promise<void> | null = null; // settles, never rejects: its caller sees the error
  let queued: Promise<void> | null = null;
  const roundTrip = (): Promise<void> => {
    // Bounded: every guarded request may wait on it, so a connection that hangs (a half-open socket
    // after a failover) costs them 503s for a few seconds (the pool drops it), not minutes.
    const trip = pool
      .query({ text: 'select 1', query_timeout: SYNC_TIMEOUT_MS } as pg.QueryConfig)
      .then(() => undefined);
    const settled = trip.catch(() => undefined);
    inFlight = settled;
    void settled.then(() => {
      if (inFlight === settled) inFlight = null;
    });
    return trip;
  };
  const sync = (): Promise<void> => {
    if (!inFlight) return roundTrip();
    queued ??= inFlight.then(() => {
      queued = null;
      return roundTrip();
    });
    return queued;
  };
  // One dedicated connection carries every LISTEN of this process.
  let listener: pg.Client | null = null;
  let closed = false;
  const handlers = new Map<string, Set<(p: string) => void>>();
  const quoted = (channel: string) => `"${channel.replace(/"/g, '')}"`;
  let connecting: Promise<pg.Client> | null = null;
  // Concurrent first subscribers share one connection attempt.
  function listenerClient(): Promise<pg.Client> {
    if (listener) return Promise.resolve(listener);
    connecting ??= openListener().finally(() => (connecting = null));
    return connecting;
  }
  async function openListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    const lost = (reason: string) => {
      if (listener !== client || closed) return;
      console.warn(`database: LISTEN connection lost (${reason}); reconnecting`);
      listener = null;
      // Re-subscribe every channel on a new connection, retrying until the server is back.
      const retry = (delay: number) =>
        setTimeout(() => {
          if (closed) return;
          listenerClient()
            .then(async (c) => {
              for (const channel of handlers.keys()) await c.query(`LISTEN ${quoted(channel)}`);
            })
            .catch(() => retry(Math.min(delay * 2, 10_000)));
        }, delay).unref();
      retry(200);
    };
    client.on('error', (err) => lost(err.message));
    client.on('end', () => lost('ended'));
    client.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    await client.connect();
    listener = client;
    return client;
  }
  return {
    db,
    kind: 'postgres',
    notifier: {
      async listen(channel, onPayload) {
        const client = await listenerClient();
        let set = handlers.get(channel);
        if (!set) {
          set = new Set();
          handlers.set(channel, set);
          await client.query(`LISTEN ${quoted(channel)}`);
        }
        set.add(onPayload);
        return async () => {
          set.delete(onPayload);
        };
      },
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    async watch(channel, onPayload) {
      if (!POOL_CHANNELS.includes(channel)) throw new Error(`not a pool channel: ${channel}`);
      let set = watchers.get(channel);
      if (!set) watchers.set(channel, (set = new Set()));
      set.add(onPayload);
      return () => void set.delete(onPayload);
    },
    sync,
    listeners: () => pool.totalCount,
    async warm() {
      // All at once, so that none is handed back (and reused) before the next one opens.
      const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      for (const c of clients) c.release();
    },
    async prepared<T>(name: string, text: string, values: unknown[]) {
      return (await pool.query({ name, text, values })).rows as T[];
    },
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/**
 * Opens the embedded database under dataDir/db (pglite.ts: an interrupted first initialisation is
 * started clean), in a worker thread of its own (pglite-worker.ts), so that SQL and the app's HTTP,
 * JSON and compression run on two cores instead of taking turns on one. PGLITE_IN_THREAD=1 opens it
 * on the app's thread as before (to compare, or where threads are not wanted).
 */
export async function openEmbedded(
  dataDir: string,
  options: { thread?: 'worker' | 'app' } = {},
): Promise<Database> {
  const thread = options.thread ?? (process.env.PGLITE_IN_THREAD === '1' ? 'app' : 'worker');
  if (thread === 'app') return openPglite(await openEmbeddedPglite(dataDir));
  return openPglite(await PgliteWorkerClient.start({ dataDir }));
}

/** An in-memory PGlite in a worker thread, loaded from a dump (dumpDataDir's tarball): tests of the worker path. */
export async function openPgliteWorkerFromDump(dump: Uint8Array): Promise<Database> {
  return openPglite(await PgliteWorkerClient.start({ loadDataDir: dump }));
}
