/**
 * The worker thread that owns the embedded database (pglite-remote.ts starts it). PGlite is PostgreSQL
 * compiled to WebAssembly: run on the app's thread, every statement stopped HTTP parsing, JSON and
 * compression for its whole duration (issue 30: one request 334 req/s against PostgreSQL's 2,344).
 * Here it has a thread, and a core, of its own; the app talks to it by messages on one port, in order.
 *
 * Nothing but PGlite is loaded here (see pglite.ts). Whole transactions are serialised by PGlite's own
 * `transaction()`, which holds its transaction lock until the app says commit or roll back: while one
 * is open, every other statement waits for it, exactly as on the app's thread before.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { createPglite, openEmbeddedPglite } from './pglite.ts';

/** What the app gives the worker: an embedded folder to open, or a dump to load into memory (tests). */
export type WorkerInit = { dataDir?: string; loadDataDir?: Uint8Array };

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Type oids left as PostgreSQL's text: the app applies its own parsers to them (functions do not cross threads). */
      raw?: number[];
      paramTypes?: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'prepared'; name: string; text: string; params: unknown[] }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

export type SerializedError = {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
};

export type WireResults = Pick<Results, 'rows' | 'fields' | 'affectedRows' | 'command' | 'rowCount'>;

export type WorkerMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: SerializedError };

/** A database error's fields (code, constraint, detail, …) as plain values: an Error's own properties do not survive postMessage. */
export function serializeError(e: unknown): SerializedError {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  }
  return { name: e.name, message: e.message, stack: e.stack, fields };
}

const wire = (r: Results): WireResults => ({
  rows: r.rows,
  fields: r.fields,
  affectedRows: r.affectedRows,
  command: r.command,
  rowCount: r.rowCount,
});

const identity = (value: string) => value;
const rawParsers = new Map<string, QueryOptions['parsers']>();
/** The identity parsers for a set of oids, made once per set (Drizzle asks for the same one on every query). */
function parsersFor(raw: number[]): QueryOptions['parsers'] {
  const key = raw.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) rawParsers.set(key, (parsers = Object.fromEntries(raw.map((oid) => [oid, identity]))));
  return parsers;
}

/** Thrown inside PGlite's transaction() to make it roll back when the app's callback failed. */
const ROLLBACK = Symbol('rollback');

const port = parentPort!;
const init = workerData as WorkerInit;

let pglite: PGlite;
try {
  pglite = init.dataDir
    ? await openEmbeddedPglite(init.dataDir)
    : await createPglite(
        init.loadDataDir ? { loadDataDir: new Blob([init.loadDataDir as Uint8Array<ArrayBuffer>]) } : {},
      );
} catch (error) {
  port.postMessage({ failed: serializeError(error) } satisfies WorkerMessage);
  port.close();
  throw error;
}

const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>();
const listening = new Map<string, () => Promise<void>>();
let nextTx = 1;

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

async function begin(): Promise<number> {
  const id = nextTx++;
  let started!: (value: number) => void;
  const startedPromise = new Promise<number>((resolve) => (started = resolve));
  const done = pglite
    .transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(id, { tx, end: resolve, done });
        started(id);
      });
      if (!commit) throw ROLLBACK;
    })
    .finally(() => transactions.delete(id));
  // BEGIN itself may fail; then `done` rejects before the transaction ever started.
  return Promise.race([startedPromise, done.then(() => id)]);
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) return; // rolled back already (tx.rollback() then the callback's end)
  open.end(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

const { serialize } = protocol;
/** Named statements this PGlite has parsed: their text (a name reused for another text is parsed again) and parameter types. */
const statements = new Map<string, { text: string; paramTypes: number[] }>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * `Database.prepared` as on PostgreSQL: a named statement, parsed once and then only bound and run, so
 * PGlite stops parsing and planning the hot reads on every call (planning was most of a list page's
 * time in PGlite). PGlite's query() always uses the unnamed statement, so this speaks the extended
 * protocol itself, under the same locks as query(): no transaction open, nothing else running. Reads
 * only (the callers are the hot reads; nothing here syncs a write to disk).
 */
async function prepared(name: string, text: string, params: unknown[]): Promise<WireResults> {
  return pglite._runExclusiveTransaction(() =>
    pglite.runExclusive(async () => {
      const run = async (parts: Uint8Array[]) =>
        (await pglite.execProtocol(concat([...parts, serialize.sync()]), { syncToFs: false })).messages;
      let statement = statements.get(name);
      if (statement?.text !== text) {
        if (statement) {
          statements.delete(name);
          await run([serialize.close({ type: 'S', name })]);
        }
        const described = await run([
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
        ]);
        statement = { text, paramTypes: parse.parseDescribeStatementResults(described) };
        statements.set(name, statement);
      }
      const { paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await run([
        serialize.bind({ statement: name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      ]);
      return wire(parse.parseResults(messages, pglite.parsers)[0]!);
    }),
  );
}

async function handle(m: WorkerRequest): Promise<unknown> {
  switch (m.op) {
    case 'query': {
      const options: QueryOptions = {};
      if (m.rowMode) options.rowMode = m.rowMode;
      if (m.raw?.length) options.parsers = parsersFor(m.raw);
      if (m.paramTypes) options.paramTypes = m.paramTypes;
      return wire(await target(m.tx).query(m.text, m.params, options));
    }
    case 'exec':
      return (await target(m.tx).exec(m.text)).map(wire);
    case 'prepared':
      return prepared(m.name, m.text, m.params);
    case 'begin':
      return begin();
    case 'end':
      return end(m.tx, m.commit);
    case 'listen':
      if (!listening.has(m.channel)) {
        const unsub = await pglite.listen(m.channel, (payload) =>
          // Posted from PGlite's notification callback, which runs before the statement that caused it
          // resolves: this message goes out before that statement's answer, so the app's watchers run
          // before the statement's promise resolves there too (session-cache.ts relies on it).
          port.postMessage({ notify: m.channel, payload } satisfies WorkerMessage),
        );
        listening.set(m.channel, unsub);
      }
      return undefined;
    case 'unlisten': {
      const unsub = listening.get(m.channel);
      listening.delete(m.channel);
      await unsub?.();
      return undefined;
    }
    case 'close':
      if (!pglite.closed) await pglite.close();
      return undefined;
  }
}

port.on('message', (m: WorkerRequest) => {
  handle(m).then(
    (value) => {
      port.postMessage({ id: m.id, ok: true, value } satisfies WorkerMessage);
      // The answer to `close` is the last message: the thread then ends with nothing left to run.
      if (m.op === 'close') port.close();
    },
    (error: unknown) =>
      port.postMessage({ id: m.id, ok: false, error: serializeError(error) } satisfies WorkerMessage),
  );
});
port.postMessage({ ready: true } satisfies WorkerMessage);
