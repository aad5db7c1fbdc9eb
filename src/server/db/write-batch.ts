import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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

/**
 * A query builder as the named statement of its shape, for a hot write path's small statements:
 * `await named(tx.select(…).from(…).where(…)).execute()` (its rows mapped as Drizzle maps them).
 */
export function named<P>(query: { toSQL(): { sql: string }; prepare(name: string): P }): P {
  return query.prepare(nameOf(query.toSQL().sql) as string);
}

/** Runs `query` as the named statement of its shape; rows as the driver returns them. */
export async function executeNamed(tx: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const prepared = tx._.session.prepareQuery({ sql: text, params }, undefined, nameOf(text), false);
  const res = (await prepared.execute()) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

/** A part whose rows the batch answers (and later parts may select from). */
export type BatchRef<T> = { readonly name: string; readonly _rows?: T };

type Part = { name: string; query: SQL; rows: boolean };
const toSql = (q: SQL | { getSQL(): SQL }): SQL => ('getSQL' in q ? q.getSQL() : q);

export class WriteBatch {
  private readonly parts: Part[] = [];

  /** A write (insert, update or delete WITHOUT returning) whose rows nobody needs. */
  write(query: SQL | { getSQL(): SQL }): void {
    this.parts.push({ name: `p${this.parts.length}`, query: toSql(query), rows: false });
  }

  /**
   * A part with rows: a write WITH returning, or a select (`select pg_notify(…)`, which runs only
   * because the batch reads it). Its rows come back as JSON objects keyed by column name (timestamps
   * as ISO text, numerics as JSON numbers).
   */
  rows<T = Record<string, unknown>>(query: SQL | { getSQL(): SQL }): BatchRef<T> {
    const name = `p${this.parts.length}`;
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

  /** Sends the batch (nothing when empty); answers each rows part's rows. */
  async run(tx: Db): Promise<BatchResult> {
    const parts = this.parts.splice(0);
    if (!parts.length) return new BatchResult({});
    const ctes = sql.join(
      parts.map((p) => sql`${sql.raw(`"${p.name}"`)} as (${p.query})`),
      sql`, `,
    );
    const read = parts.filter((p) => p.rows);
    const columns = read.length
      ? sql.join(
          read.map(
            (p) =>
              sql`(select coalesce(json_agg(r), '[]'::json) from ${sql.raw(`"${p.name}"`)} r) as ${sql.raw(`"${p.name}"`)}`,
          ),
          sql`, `,
        )
      : sql`1`;
    const row = (await executeNamed(tx, sql`with ${ctes} select ${columns}`))[0] ?? {};
    // node-postgres parses json columns; PGlite too. Text would be a driver without it.
    const parsed = Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? (JSON.parse(v) as unknown) : v]),
    );
    return new BatchResult(parsed as Record<string, unknown[]>);
  }
}

export class BatchResult {
  private readonly byName: Record<string, unknown[]>;
  constructor(byName: Record<string, unknown[]>) {
    this.byName = byName;
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
  const out = Object.fromEntries((Object.keys(queries) as K[]).map((k) => [k, []])) as unknown as Record<
    K,
    Record<string, unknown>[]
  >;
  if (!keys.length) return out;
  const columns = sql.join(
    keys.map(
      (k, i) =>
        sql`(select coalesce(json_agg(r), '[]'::json) from (${toSql(queries[k]!)}) r) as ${sql.raw(`"q${i}"`)}`,
    ),
    sql`, `,
  );
  const row = (await executeNamed(tx, sql`select ${columns}`))[0] ?? {};
  keys.forEach((k, i) => {
    const v = row[`q${i}`];
    out[k] = (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>[];
  });
  return out;
}
