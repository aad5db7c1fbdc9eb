import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/*
 * Several independent writes of one save sent to the database as ONE statement (issue 14: under
 * load the round trips, not the writes, were most of a save's cost). Each part becomes a
 * data-modifying CTE of `with p0 as (…), p1 as (…) select …`, which PostgreSQL and PGlite both run
 * with bound parameters; every part runs exactly once, to completion, whether or not it is read.
 *
 * What a part may NOT rely on (PostgreSQL's rules for data-modifying CTEs):
 * - seeing another part's changes: every part reads the statement's one snapshot. A part may use
 *   another's RETURNING rows (`from ${ref}`), never re-read the table another part wrote;
 * - an order between parts: two parts must not touch the same row (nor the same unique key: delete
 *   and re-insert a key in separate statements);
 * - a nested WITH holding a data-modifying statement (add its pieces as parts instead).
 * Triggers and foreign keys behave as for separate statements; AFTER triggers fire at its end.
 */

/*
 * Each shape of batch (and of readTogether) is sent as a NAMED statement, one name per SQL text (its
 * values are parameters): a pooled PostgreSQL connection then parses it once and, after a few runs,
 * plans it once. Unnamed, a submission's batch and lookups spent more time being parsed and planned
 * than executed (bench/README.md, issue 30 "The write path"). PGlite ignores the name.
 *
 * A connection keeps what it prepared: a submission's batch is ~400 KB of PostgreSQL memory per
 * connection (its parse tree and generic plan). So a shape is named only from its third call (the
 * common saves; a rare bulk shape stays unnamed), and at most MAX_NAMED shapes per process.
 */
const MAX_NAMED = 100;
const NAME_FROM_CALL = 3;
const names = new Map<string, string>();
/** Calls of the shapes not named yet (forgotten when it grows past its bound). */
const calls = new Map<string, number>();
const dialect = new PgDialect();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const n = (calls.get(text) ?? 0) + 1;
  if (n < NAME_FROM_CALL) {
    if (calls.size >= 10 * MAX_NAMED) calls.clear();
    calls.set(text, n);
    return undefined;
  }
  calls.delete(text);
  const name = `wb_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/** What both drivers' prepared queries (node-postgres, PGlite) hold that `named` and `shaped` set. */
type DriverPrepared = {
  queryString: string;
  client: unknown;
  rawQueryConfig?: { name?: string };
  queryConfig?: { name?: string };
};

/**
 * A query builder as the named statement of its shape, for a hot write path's small statements:
 * `await named(tx.select(…).from(…).where(…)).execute()` (its rows mapped as Drizzle maps them).
 * Built once (Drizzle's build was a visible share of a save's CPU; asking for the text first and
 * preparing after built it twice): prepared without a name, then named by its text.
 */
export function named<P>(query: { prepare(name: string): P }): P {
  const prepared = query.prepare(undefined as unknown as string);
  const driver = prepared as unknown as DriverPrepared;
  const name = nameOf(driver.queryString);
  // node-postgres sends the name from these; PGlite has none and ignores names.
  if (name !== undefined && driver.queryConfig && driver.rawQueryConfig) {
    driver.queryConfig.name = name;
    driver.rawQueryConfig.name = name;
  }
  return prepared;
}

/*
 * A hot statement built ONCE per shape, not on every call: `key` names the shape (everything that
 * changes its SQL text: a caller's variants are part of the key), `build` makes it with
 * `sql.placeholder(…)` for its values, and each call runs it with them:
 * `await shaped(tx, 'request_facts', (db, name) => db.select(…).where(eq(x, sql.placeholder('id'))).prepare(name)).execute({ id })`.
 * The prepared query made on the first call is a template: each later call runs a copy of it on its
 * own connection (a transaction's, or the pool's). One template per driver (node-postgres, PGlite),
 * since each prepared query is its driver's own. Named on PostgreSQL: parsed once per connection.
 */
const templates = new Map<unknown, Map<string, object>>();
type Session = { client: unknown; constructor: unknown };
export function shaped<P extends object>(db: Db, key: string, build: (db: Db, name: string) => P): P {
  const session = (db as unknown as { _: { session: Session } })._.session;
  let byKey = templates.get(session.constructor);
  if (!byKey) templates.set(session.constructor, (byKey = new Map()));
  let template = byKey.get(key) as P | undefined;
  if (!template) {
    template = build(db, `ws_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`);
    byKey.set(key, template);
  }
  if ((template as unknown as DriverPrepared).client === session.client) return template;
  return Object.assign(Object.create(template) as P, { client: session.client });
}

/** Runs `query` as the named statement of its shape; rows as the driver returns them. */
export async function executeNamed(tx: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runText(tx, text, params, nameOf(text), {});
}

async function runText(
  tx: Db,
  text: string,
  params: unknown[],
  name: string | undefined,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const prepared = tx._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  const res = (await prepared.execute(values)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

/*
 * Raw statements (readTogether's, a write batch's) built ONCE per shape (issue 30: rendering a save's
 * batch and lookups through Drizzle on every call was a fifth of a comment's app CPU). The caller
 * names the shape with a `key` that holds everything that changes the SQL text (its variants, and any
 * setting the text bakes in), and writes its build once against a binder: `bind('requestId')` is the
 * value's place. The template is built with placeholders on the shape's first call; every call then
 * binds its `values` to it, nothing rebuilt.
 *
 * The one way this can go wrong is a value the build baked into the template instead of binding it
 * (the next caller would get the first one's). So under the tests (VITEST) every call also builds
 * the statement with its own values and throws unless text and values are exactly the template's:
 * each test of a shaped path checks it, on both engines.
 */
export type Bind = (name: string) => unknown;
const asPlaceholder: Bind = (name) => sql.placeholder(name);
const CHECK_SHAPES = !!process.env.VITEST;
type Template = { text: string; params: unknown[]; name: string; extra: unknown };
const shapes = new Map<string, Template>();

function shapeTemplate<E>(
  key: string,
  build: (bind: Bind) => { query: SQL; extra: E },
  values: Record<string, unknown>,
): Template & { extra: E } {
  let template = shapes.get(key);
  if (!template) {
    const { query, extra } = build(asPlaceholder);
    const { sql: text, params } = dialect.sqlToQuery(query);
    template = {
      text,
      params,
      extra,
      name: `ws_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`,
    };
    if (shapes.size < MAX_NAMED) shapes.set(key, template);
  }
  if (CHECK_SHAPES) {
    const own = dialect.sqlToQuery(build((name) => values[name]).query);
    const bound = fillPlaceholders(template.params, values);
    if (own.sql !== template.text || !isDeepStrictEqual(own.params, bound)) {
      throw new Error(
        `shaped statement "${key}" differs from its own build: a value is baked into its text or a variant is missing from its key\n` +
          `template: ${template.text}\n${JSON.stringify(bound)}\nown: ${own.sql}\n${JSON.stringify(own.params)}`,
      );
    }
  }
  return template as Template & { extra: E };
}

/** A part whose rows the batch answers (and later parts may select from). */
export type BatchRef<T> = { readonly name: string; readonly _rows?: T };

type Part = { name: string; query: SQL; rows: boolean };
const toSql = (q: SQL | { getSQL(): SQL }): SQL => ('getSQL' in q ? q.getSQL() : q);

export class WriteBatch {
  private readonly parts: Part[] = [];
  /** Its parts' names' prefix: a batch added to a shaped one (`runShaped`'s `tail`) has its own. */
  private readonly prefix: string;
  constructor(prefix = 'p') {
    this.prefix = prefix;
  }

  /** A write (insert, update or delete WITHOUT returning) whose rows nobody needs. */
  write(query: SQL | { getSQL(): SQL }): void {
    this.parts.push({ name: `${this.prefix}${this.parts.length}`, query: toSql(query), rows: false });
  }

  /**
   * A part with rows: a write WITH returning, or a select (`select pg_notify(…)`, which runs only
   * because the batch reads it). Its rows come back as JSON objects keyed by column name (timestamps
   * as ISO text, numerics as JSON numbers).
   */
  rows<T = Record<string, unknown>>(query: SQL | { getSQL(): SQL }): BatchRef<T> {
    const name = `${this.prefix}${this.parts.length}`;
    this.parts.push({ name, query: toSql(query), rows: true });
    return { name };
  }

  /**
   * pg_notify at commit, as a part (a select runs only because the batch reads it); with `from`,
   * once per row of it (a payload built from another part's rows).
   */
  notify(channel: string, payload: string | SQL, from?: SQL): void {
    this.rows(sql`select pg_notify(${channel}, ${payload})${from ? sql` from ${from}` : sql``}`);
  }

  /** A later part's FROM: `sql\`select … from ${batch.from(ref)}\``. */
  from(ref: BatchRef<unknown>): SQL {
    return sql.raw(`"${ref.name}"`);
  }

  get size(): number {
    return this.parts.length;
  }

  private head?: {
    key: string;
    build: (batch: WriteBatch, bind: Bind) => unknown;
    values: Record<string, unknown>;
  };

  /**
   * Parts built once per shape (as `runShaped` builds them: `key`, `build` with `bind(name)` for each
   * value, this call's `values`), sent first in the same statement as the batch's own parts, which
   * are rendered as usual: a save whose fixed-shape parts are the costly ones to render (a new
   * request's row, ledger lines and timeline: issue 30) and whose others follow the data.
   */
  shapedHead(
    key: string,
    build: (batch: WriteBatch, bind: Bind) => void,
    values: Record<string, unknown>,
  ): void {
    if (this.head) throw new Error('WriteBatch: one shaped head per batch');
    this.head = { key, build, values };
  }

  /** Sends the batch (nothing when empty); answers each rows part's rows. */
  async run(tx: Db): Promise<BatchResult> {
    const head = this.head;
    if (head) {
      this.head = undefined;
      return (await WriteBatch.runShaped(tx, head.key, head.build, head.values, this)).written;
    }
    if (!this.parts.length) return new BatchResult({});
    const { ctes, columns } = this.render();
    return BatchResult.of(await executeNamed(tx, sql`with ${ctes} select ${columns}`));
  }

  /**
   * A batch built once per shape (see "Raw statements … built ONCE per shape" above): `build` adds
   * the parts with `bind(name)` for each value and answers its refs; `values` are this call's. The
   * parts whose shape varies with the data (a save's notifications and e-mails) go in `tail`, a
   * batch of their own (`new WriteBatch('e')`), built as usual and sent in the same statement.
   */
  static async runShaped<R>(
    tx: Db,
    key: string,
    build: (batch: WriteBatch, bind: Bind) => R,
    values: Record<string, unknown>,
    tail?: WriteBatch,
  ): Promise<{ refs: R; written: BatchResult }> {
    const template = shapeTemplate(
      `batch:${key}`,
      (bind) => {
        // Its own prefix: the tail's parts (a batch's own, `new WriteBatch()`) are named p….
        const batch = new WriteBatch('h');
        const refs = build(batch, bind);
        const { ctes, columns } = batch.render();
        // The columns name parts, never a value: the tail's go after them.
        return {
          query: sql`with ${ctes} select ${columns}`,
          extra: { refs, columns: renderFrom(columns, 0) },
        };
      },
      values,
    );
    const { refs, columns } = template.extra;
    if (!tail?.size) {
      const rows = await runText(tx, template.text, template.params, template.name, values);
      return { refs, written: BatchResult.of(rows) };
    }
    const head = template.text.slice(0, template.text.length - ` select ${columns.sql}`.length);
    const params = fillPlaceholders(template.params, values);
    const more = tail.render();
    const tailCtes = renderFrom(more.ctes, params.length);
    const tailColumns = renderFrom(more.columns, params.length + tailCtes.params.length);
    const text = `${head}, ${tailCtes.sql} select ${columns.sql}, ${tailColumns.sql}`;
    const all = [...params, ...tailCtes.params, ...tailColumns.params];
    const rows = await runText(tx, text, all, nameOf(text), {});
    return { refs, written: BatchResult.of(rows) };
  }

  private render(): { ctes: SQL; columns: SQL } {
    const parts = this.parts.splice(0);
    const ctes = sql.join(
      parts.map((p) => sql`${sql.raw(`"${p.name}"`)} as (${p.query})`),
      sql`, `,
    );
    const read = parts.filter((p) => p.rows);
    const columns = read.length
      ? sql.join(
          read.map(
            (p) =>
              sql`array(select row_to_json(r) from ${sql.raw(`"${p.name}"`)} r) as ${sql.raw(`"${p.name}"`)}`,
          ),
          sql`, `,
        )
      : sql`1`;
    return { ctes, columns };
  }
}

/** SQL as Drizzle renders it, its parameters numbered from `start` + 1 (a statement's later piece). */
function renderFrom(query: SQL, start: number): { sql: string; params: unknown[] } {
  const d = dialect as unknown as Record<string, unknown>;
  return query.toQuery({
    casing: d.casing,
    escapeName: dialect.escapeName,
    escapeParam: dialect.escapeParam,
    escapeString: dialect.escapeString,
    paramStartIndex: { value: start },
  } as unknown as Parameters<SQL['toQuery']>[0]);
}

export class BatchResult {
  private readonly byName: Record<string, unknown[]>;
  constructor(byName: Record<string, unknown[]>) {
    this.byName = byName;
  }
  static of(rows: Record<string, unknown>[]): BatchResult {
    const row = rows[0] ?? {};
    // A batch with no rows part selects `1` (its column "?column?"): not a part.
    const parsed = Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => k !== '?column?')
        .map(([k, v]) => [k, jsonRows(v)]),
    );
    return new BatchResult(parsed as Record<string, unknown[]>);
  }
  get<T>(ref: BatchRef<T>): T[] {
    return (this.byName[ref.name] ?? []) as T[];
  }
}

/**
 * Several independent reads in ONE statement: each query's rows as a JSON array (objects keyed by
 * column name, timestamps as ISO text). For lookups a write makes before it takes its locks.
 */
export async function readTogether<K extends string>(
  tx: Db,
  queries: Record<K, SQL | { getSQL(): SQL } | null>,
): Promise<Record<K, Record<string, unknown>[]>> {
  const keys = (Object.keys(queries) as K[]).filter((k) => queries[k] !== null);
  if (!keys.length) return readOut(Object.keys(queries) as K[], [], []);
  return readOut(Object.keys(queries) as K[], keys, await executeNamed(tx, readTogetherSql(queries, keys)));
}

/**
 * readTogether built once per shape (see "Raw statements … built ONCE per shape" above): `build`
 * makes the queries with `bind(name)` for each value; `values` are this call's.
 */
export async function readTogetherShaped<K extends string>(
  tx: Db,
  key: string,
  build: (bind: Bind) => Record<K, SQL | { getSQL(): SQL } | null>,
  values: Record<string, unknown>,
): Promise<Record<K, Record<string, unknown>[]>> {
  const template = shapeTemplate(
    `read:${key}`,
    (bind) => {
      const queries = build(bind);
      const all = Object.keys(queries) as K[];
      const keys = all.filter((k) => queries[k] !== null);
      return { query: keys.length ? readTogetherSql(queries, keys) : sql`select 1`, extra: { all, keys } };
    },
    values,
  );
  const { all, keys } = template.extra;
  if (!keys.length) return readOut(all, [], []);
  return readOut(all, keys, await runText(tx, template.text, template.params, template.name, values));
}

function readTogetherSql<K extends string>(
  queries: Record<K, SQL | { getSQL(): SQL } | null>,
  keys: K[],
): SQL {
  const columns = sql.join(
    keys.map(
      (k, i) => sql`array(select row_to_json(r) from (${toSql(queries[k]!)}) r) as ${sql.raw(`"q${i}"`)}`,
    ),
    sql`, `,
  );
  return sql`select ${columns}`;
}

function readOut<K extends string>(
  all: K[],
  keys: K[],
  rows: Record<string, unknown>[],
): Record<K, Record<string, unknown>[]> {
  const out = Object.fromEntries(all.map((k) => [k, []])) as unknown as Record<K, Record<string, unknown>[]>;
  const row = rows[0] ?? {};
  keys.forEach((k, i) => {
    out[k] = jsonRows(row[`q${i}`]) as Record<string, unknown>[];
  });
  return out;
}

/**
 * A part's rows as sent: `array(select row_to_json(r) from … r)`, a json[] (issue 30, writes round 5:
 * one array per part instead of `coalesce(json_agg(r), '[]')`, whose aggregate PostgreSQL set up on
 * every run of the statement: a tenth of a comment's batch). node-postgres and PGlite both parse
 * json[] into objects; a driver that hands back text elements gets them parsed here.
 */
function jsonRows(v: unknown): unknown[] {
  if (!Array.isArray(v)) throw new Error(`write batch: a part's rows came back as ${typeof v}, not an array`);
  return v.map((e) => (typeof e === 'string' ? (JSON.parse(e) as unknown) : e));
}
