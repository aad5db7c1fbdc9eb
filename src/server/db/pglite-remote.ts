import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type {
  SerializedError,
  WireResults,
  WorkerInit,
  WorkerMessage,
  WorkerRequest,
} from './pglite-worker.ts';

/** What every LISTEN handler gets after a restart of the worker (a NUL cannot be in a real payload). */
export const WORKER_RESTARTED_PAYLOAD = '\u0000worker restarted';

/** How long a dead worker's requests fail before a new worker is tried (and between failed tries). */
const RESTART_AFTER_MS = 1_000;

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
// Each request's own fields, without the id the client assigns (a distributive Omit keeps the union).
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** A database error rebuilt on the app's thread with the fields our code reads (code, constraint, …). */
function rebuildError(e: SerializedError): Error {
  const error = Object.assign(new Error(e.message), e.fields);
  error.name = e.name;
  if (e.stack) error.stack = e.stack;
  return error;
}

/**
 * What a dead worker thread makes every request fail with: a connection-failure code (08006), so
 * isDatabaseUnavailable() answers it with the 503 a lost PostgreSQL connection gets, never a hang.
 */
function workerGone(reason: string): Error {
  return Object.assign(new Error(`embedded database unavailable: its worker thread ${reason}`), {
    code: '08006',
  });
}

/**
 * The app's side of a PGlite run in a worker thread (pglite-worker.ts): the part of PGlite's interface
 * that Drizzle's PGlite driver and openPglite() use (query, exec, transaction, listen, close), each a
 * message to the worker. Answers and notifications come back in one ordered stream, so a notification
 * caused by a statement reaches its watchers before that statement's promise resolves, as in-thread.
 */
export class PgliteWorkerClient {
  readonly #init: WorkerInit;
  #worker!: Worker;
  #exited: Promise<void> = Promise.resolve();
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #openTransactions = 0;
  #dead: Error | null = null;
  /** When the worker died: a new one is tried on the next request, at most once per RESTART_AFTER_MS. */
  #diedAt = 0;
  #restarting: Promise<void> | null = null;
  #closing = false;
  #closed = false;

  private constructor(init: WorkerInit) {
    this.#init = init;
  }

  /** Starts the worker and resolves once its PGlite is open (rejects with the worker's error if not). */
  static async start(init: WorkerInit): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(init);
    await client.#spawn();
    return client;
  }

  #spawn(): Promise<void> {
    const { loadDataDir } = this.#init;
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      workerData: this.#init,
      // A dump is handed over, not copied (it can be large); such a worker is therefore never restarted.
      transferList: loadDataDir ? [loadDataDir.buffer as ArrayBuffer] : [],
    });
    let ready = false;
    return new Promise((resolve, reject) => {
      this.#exited = new Promise<void>((done) =>
        worker.once('exit', (code) => {
          if (ready) this.#gone(workerGone(`exited (code ${code})`));
          else reject(workerGone(`exited while opening the database (code ${code})`));
          done();
        }),
      );
      worker.on('error', (error) => {
        if (ready) this.#gone(workerGone(`failed (${error.message})`));
        else reject(error);
      });
      worker.on('message', (m: WorkerMessage) => {
        if ('ready' in m) {
          ready = true;
          this.#worker = worker;
          this.#dead = null;
          this.#updateRef();
          resolve();
        } else if ('failed' in m) {
          reject(rebuildError(m.failed));
        } else if (ready) {
          this.#receive(m);
        }
      });
    });
  }

  /**
   * A worker that died (a crash of PGlite's WebAssembly, say) is replaced on the next request, as a
   * pool replaces a lost PostgreSQL connection: the new one opens the same folder, which PGlite
   * recovers as after a kill -9, and LISTENs again. Requests meanwhile answer 503; while the
   * replacement itself keeps failing, one attempt per RESTART_AFTER_MS.
   */
  #restart(): Promise<void> {
    this.#restarting ??= (async () => {
      this.#diedAt = Date.now();
      await this.#spawn();
      for (const channel of this.#listeners.keys()) await this.#call({ op: 'listen', channel });
      // A statement the dead worker committed without its answer (or its notifications) reaching us
      // may have changed anything: every listener hears of it, so caches start again (read cache).
      for (const set of this.#listeners.values()) for (const h of set) h(WORKER_RESTARTED_PAYLOAD);
      console.warn('database: the embedded database’s worker thread was restarted');
    })().finally(() => (this.#restarting = null));
    return this.#restarting;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #receive(m: Exclude<WorkerMessage, { ready: true } | { failed: SerializedError }>): void {
    if ('notify' in m) {
      for (const h of this.#listeners.get(m.notify) ?? []) h(m.payload);
      return;
    }
    const pending = this.#pending.get(m.id);
    if (!pending) return;
    this.#pending.delete(m.id);
    this.#updateRef();
    if (m.ok) pending.resolve(m.value);
    else pending.reject(rebuildError(m.error));
  }

  #gone(error: Error): void {
    if (!this.#dead && !this.#closing) console.error(`database: ${error.message}`);
    this.#dead ??= error;
    this.#diedAt = Date.now();
    for (const p of this.#pending.values()) p.reject(this.#dead);
    this.#pending.clear();
  }

  /**
   * The worker keeps the process alive only while something waits on it: an idle one must not keep a
   * CLI tool from exiting, and one with a request in flight must keep the process up for the answer.
   */
  #updateRef(): void {
    if (this.#pending.size > 0 || this.#openTransactions > 0) this.#worker.ref();
    else this.#worker.unref();
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    if (this.#dead) {
      const dead = this.#dead;
      if (!this.#init.dataDir || this.#closing || Date.now() - this.#diedAt < RESTART_AFTER_MS) {
        return Promise.reject(dead);
      }
      return this.#restart().then(
        () => this.#call<T>(request),
        (error: unknown) => {
          console.error(`database: restarting the embedded database failed (${String(error)})`);
          return Promise.reject(dead);
        },
      );
    }
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#updateRef();
      this.#worker.postMessage({ ...request, id });
    });
  }

  async #query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> {
    if (options?.serializers || options?.blob || options?.onNotice) {
      throw new Error('serializers, blob and onNotice do not cross to the PGlite worker');
    }
    const parsers = options?.parsers;
    const raw = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = await this.#call<WireResults>({
      op: 'query',
      text,
      params,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(raw?.length ? { raw } : {}),
      ...(options?.paramTypes ? { paramTypes: options.paramTypes } : {}),
      ...(tx !== undefined ? { tx } : {}),
    });
    // The worker left these types as text; apply the caller's parsers here, as PGlite would have.
    if (parsers && raw?.length) {
      const arrayMode = options?.rowMode === 'array';
      result.fields.forEach((field, i) => {
        const parse = parsers[field.dataTypeID];
        if (!parse) return;
        for (const row of result.rows as Record<string | number, unknown>[]) {
          const key = arrayMode ? i : field.name;
          if (row[key] !== null && row[key] !== undefined) row[key] = parse(row[key] as string);
        }
      });
    }
    return result as Results<T>;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(text, params, options);
  }

  /** A named statement in the worker's PGlite, parsed once (see pglite-worker.ts). */
  async prepared<T>(name: string, text: string, params: unknown[]): Promise<T[]> {
    return (await this.#call<WireResults>({ op: 'prepared', name, text, params })).rows as T[];
  }

  exec(text: string): Promise<Results[]> {
    return this.#call<Results[]>({ op: 'exec', text });
  }

  /**
   * A whole transaction: BEGIN waits in the worker until no other transaction or statement runs, then
   * every statement of `callback` goes to it, and nothing else runs until it commits or rolls back.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    this.#openTransactions++;
    try {
      const id = await this.#call<number>({ op: 'begin' });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const end = (commit: boolean) => {
        closed = true;
        return this.#call<void>({ op: 'end', tx: id, commit });
      };
      const tx = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query<R>(text, params, options, id);
        },
        exec: async (text: string) => {
          open();
          return this.#call<Results[]>({ op: 'exec', text, tx: id });
        },
        rollback: async () => {
          open();
          await end(false);
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        if (!closed) await end(false).catch(() => undefined);
        throw error;
      }
      if (!closed) await end(true);
      return result;
    } finally {
      this.#openTransactions--;
      this.#updateRef();
    }
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      this.#listeners.set(channel, (set = new Set()));
      await this.#call({ op: 'listen', channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
    };
  }

  /** Ends the thread at once, as a crash would (tests of what the app does then). */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
    await this.#exited;
  }

  /** Closes PGlite in the worker (its files flushed) and waits for the thread to end. */
  async close(): Promise<void> {
    if (this.#closed) return;
    if (!this.#dead) {
      this.#closing = true;
      try {
        await this.#call({ op: 'close' });
      } finally {
        this.#closed = true;
      }
      this.#worker.ref();
      await this.#exited;
    } else {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
