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
 * The caches' invalidation channels (see `Database.watch`): the session cache's (plugins/session-cache.ts)
 * and the read cache's (plugins/read-cache.ts: any change of user-visible data, announced by
 * triggers, migrations 0034 and 0039).
 */
export const SESSION_USERS_CHANNEL = 'session_users';
export const DATA_CHANGED_CHANNEL = 'data_changed';
/** The longest `Database.sync` waits on PostgreSQL before the request answers 503. */
const SYNC_TIMEOUT_MS = 5_000;
/**
 * Channels the process's listening connection carries for `watch`, where `sync` runs its `select 1`.
 */
const WATCH_CHANNELS = [SESSION_USERS_CHANNEL, DATA_CHANGED_CHANNEL];
/**
 * Channels every pooled PostgreSQL connection LISTENs on as well, so that a change this instance makes
 * is heard before the statement that committed it resolves (its own COMMIT brings its notification
 * back): only the session cache's, whose changes are rare (a sign-in, a second factor enrolled, a
 * membership) and whose cached user is read before any `sync` (the enrolment guard). `data_changed` is
 * announced by nearly every write, and delivering it to ten pooled backends and ten sockets woke them
 * all at each commit (issue 30: ~10% of a comment's database CPU, bench/README); the read cache
 * always runs a `sync` before it serves a kept answer, so one listening connection is enough for it.
 */
const POOL_CHANNELS = [SESSION_USERS_CHANNEL];
/**
 * The payload `watch` handlers of the cache channels get when the listening connection has begun to
 * LISTEN (at first, and again after it was lost): a change committed before that moment was not
 * announced on it, so a cache drops everything (see `Database.sync`).
 */
export const NEW_LISTENER_PAYLOAD = '\u0000new listener';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  notifier: Notifier;
  /**
   * Runs `onPayload` for every notification on a cache channel (`SESSION_USERS_CHANNEL`,
   * `DATA_CHANGED_CHANNEL`). A session change made by this process is heard BEFORE the statement
   * that committed it resolves: PGlite delivers notifications synchronously, and each pooled
   * PostgreSQL connection LISTENs on `session_users`, so its own COMMIT brings its notification back.
   * A data change is heard by `sync` at the latest (on PostgreSQL, one listening connection carries it).
   */
  watch(channel: string, onPayload: (payload: string) => void): Promise<() => void>;
  /**
   * Resolves once every change committed before the call has reached this process's `watch`
   * handlers, including changes made by other app instances. PGlite: at once (one process owns the
   * database and hears every change as it commits). PostgreSQL: one `select 1` on the process's
   * listening connection, which LISTENs on both cache channels: the server sends a session the
   * notifications committed before its statement ahead of that statement's answer. A connection that
   * began to LISTEN later than such a change never hears it, so each new listening connection first
   * runs the handlers with NEW_LISTENER_PAYLOAD. This is what lets the read cache answer from memory
   * and still never serve a change late, on any instance (plugins/read-cache.ts).
   */
  sync(): Promise<void>;
  /**
   * How many copies of one notification on `channel` this process hears: PGlite 1; PostgreSQL 1 for
   * `data_changed`, and for `session_users` one per pooled connection open plus the listening one.
   * Tests wait for every copy instead of a pause.
   */
  listeners(channel: string): number;
  /**
   * Opens every pooled connection now (PostgreSQL; nothing on PGlite), before the server takes
   * requests, and the listening connection: a connection opened under load (its start-up, its
   * LISTEN, its statements parsed again) is paid by the requests that wait for it. Until stop 36 each
   * new pooled connection also emptied the caches: a 100–200 ms stall (issue 30's open-loop tail).
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
    // Connections are kept while idle (pg-pool closes them after 10 s by default): with idle ones
    // closed, every burst after a lull re-grew the pool, each new connection paying its start-up,
    // its LISTEN and its prepared statements again (and, before the data channel moved to the
    // listening connection, emptying the caches: a 100–500 ms stall, issue 30's open-loop tail,
    // bench/README.md). Kept, the pool grows once in the process's life (`warm`).
    idleTimeoutMillis: 0,
    // While the server is away a request waits at most this long for a connection, then answers 503.
    connectionTimeoutMillis: 5_000,
    // Every query here is a short web request on indexes. JIT compilation and parallel workers cost
    // more to start (tens to hundreds of ms, measured by bench/scale.ts on full-text search over 5M
    // comments) than they could save, and workers would take the cores other requests need. Set on
    // each new connection before it is handed out (a startup option would be refused by PgBouncer).
    // pg-pool awaits the promise (its types say void).
    // Each connection also LISTENs on the pool channels, in the same round trip: its own COMMIT then
    // brings back what it announced there. Changes made before it listened are `sync`'s (the
    // listening connection's), so a new pooled connection drops no cache.
    onConnect: (client) =>
      client
        .query(
          `set jit = off; set max_parallel_workers_per_gather = 0; ${POOL_CHANNELS.map((c) => `LISTEN ${c}`).join('; ')}`,
        )
        .then(() => undefined),
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
  // One dedicated connection carries every LISTEN of this process: the notifier's channels (live
  // events), and the cache channels once someone `watch`es them.
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
  // The listening connection that LISTENs on the cache channels, per connection: set up once (the
  // handlers hear NEW_LISTENER_PAYLOAD: what was committed before it listened was announced to nobody
  // here), by whoever needs it first.
  let watching: { client: pg.Client; ready: Promise<pg.Client> } | null = null;
  async function watchingClient(): Promise<pg.Client> {
    const client = await listenerClient();
    if (watching?.client === client) return watching.ready;
    const ready = client.query(WATCH_CHANNELS.map((c) => `LISTEN ${c}`).join('; ')).then(() => {
      for (const channel of WATCH_CHANNELS) {
        for (const h of watchers.get(channel) ?? []) h(NEW_LISTENER_PAYLOAD);
      }
      return client;
    });
    const set = { client, ready };
    watching = set;
    // A failure is its callers'; the next one tries again.
    ready.catch(() => {
      if (watching === set) watching = null;
    });
    return ready;
  }
  async function openListener(): Promise<pg.Client> {
    // A server that does not answer (a half-open socket after a failover) fails the attempt in time.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: SYNC_TIMEOUT_MS });
    const lost = (reason: string) => {
      if (listener !== client || closed) return;
      console.warn(`database: LISTEN connection lost (${reason}); reconnecting`);
      listener = null;
      // Re-subscribe every channel on a new connection, retrying until the server is back.
      const retry = (delay: number) =>
        setTimeout(() => {
          if (closed) return;
          // openListener LISTENs on the notifier's channels; the cache channels follow.
          (watchers.size ? watchingClient() : listenerClient()).catch(() =>
            retry(Math.min(delay * 2, 10_000)),
          );
        }, delay).unref();
      retry(200);
    };
    client.on('error', (err) => lost(err.message));
    client.on('end', () => lost('ended'));
    client.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
      if (WATCH_CHANNELS.includes(msg.channel)) {
        for (const h of watchers.get(msg.channel) ?? []) h(msg.payload ?? '');
      }
    });
    await client.connect();
    if (closed) {
      await client.end().catch(() => undefined);
      throw new Error('database: closed');
    }
    // The live events' and queues' channels at once, before anyone is handed the connection: a
    // connection opened again by `sync` hears them from its first moment, not from the retry's.
    try {
      if (handlers.size) {
        await client.query([...handlers.keys()].map((c) => `LISTEN ${quoted(c)}`).join('; '));
      }
    } catch (error) {
      // Not handed out, so nobody else would end it (a standby refuses LISTEN during a failover).
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    return client;
  }
  // `sync`: a caller needs a round trip that STARTS after it asked. Concurrent callers share them: one
  // in flight, and at most one queued behind it for everyone who asked meanwhile, so under load the
  // cost is one `select 1` per round-trip time, not one per request.
  let inFlight: Promise<void> | null = null; // settles, never rejects: its caller sees the error
  let queued: Promise<void> | null = null;
  const roundTrip = (): Promise<void> => {
    // Bounded: every guarded request may wait on it, so a connection that hangs (a half-open socket
    // after a failover) costs them 503s for a few seconds, not minutes. The listening connection is
    // given up then (its `lost` opens another): a statement that never answered blocks those behind it.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        (
          listener as unknown as { connection?: { stream: { destroy(): void } } } | null
        )?.connection?.stream.destroy();
        reject(new Error('database: sync timed out'));
      }, SYNC_TIMEOUT_MS);
    });
    const trip = Promise.race([
      (async () => {
        if (closed) throw new Error('database: closed');
        const client = await watchingClient();
        if (closed) throw new Error('database: closed');
        await client.query('select 1');
      })(),
      timeout,
    ]).finally(() => clearTimeout(timer));
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
      if (!WATCH_CHANNELS.includes(channel)) throw new Error(`not a cache channel: ${channel}`);
      let set = watchers.get(channel);
      if (!set) watchers.set(channel, (set = new Set()));
      set.add(onPayload);
      // From now on every change committed reaches it (the NEW_LISTENER_PAYLOAD of a first set-up
      // included, which an empty cache ignores). A failure here is not the caller's: the caches serve
      // nothing kept before a `sync`, which opens the connection again.
      await watchingClient().catch(() => undefined);
      return () => void set.delete(onPayload);
    },
    sync,
    listeners: (channel) =>
      (WATCH_CHANNELS.includes(channel) && watching?.client === listener ? 1 : 0) +
      (POOL_CHANNELS.includes(channel) ? pool.totalCount : 0),
    async warm() {
      // All at once, so that none is handed back (and reused) before the next one opens.
      const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      for (const c of clients) c.release();
      if (watchers.size) await watchingClient();
    },
    async prepared<T>(name: string, text: string, values: unknown[]) {
      return (await pool.query({ name, text, values })).rows as T[];
    },
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async close() {
      closed = true;
      // A connection still being opened ends itself once open (openListener).
      await connecting?.catch(() => undefined);
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
