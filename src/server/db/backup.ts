import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

/**
 * A logical dump that restores into PGlite or a PostgreSQL server alike: the schema as our own
 * migrations, then every table's rows as JSON turned back into rows by jsonb_populate_recordset,
 * then the identity sequences. Plain SQL, so `psql -f` restores it too.
 */
const BATCH = 2000;

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

type Col = {
  table_schema: string;
  table_name: string;
  column_name: string;
  is_generated: string;
  is_identity: string;
};

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * Counter tables kept by triggers (migrations 0005, 0006, dashboard_counters). They are left out of the
 * dump: the restore replays the migrations first, so the triggers rebuild them as the rows they count
 * are restored, and restoring them as well would count everything twice.
 */
const DERIVED_TABLES = [
  'request_status_counts',
  'notification_unread_counts',
  'request_day_counts',
  'request_due_counts',
  'assignee_workload_counts',
];

/** Tables in foreign-key order (parents before children). */
async function orderedTables(database: Database): Promise<{ schema: string; name: string }[]> {
  const tables = await rows<{ schema: string; name: string }>(
    database,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public','drizzle')
          and table_name not in (${sql.join(
            DERIVED_TABLES.map((name) => sql`${name}`),
            sql`, `,
          )}) order by 1, 2`,
  );
  const deps = await rows<{ child: string; parent: string }>(
    database,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const key = (t: { schema: string; name: string }) =>
    t.schema === 'public' ? t.name : `${t.schema}.${t.name}`;
  const done = new Set<string>();
  const out: { schema: string; name: string }[] = [];
  const visit = (t: { schema: string; name: string }, stack: Set<string>) => {
    const k = key(t);
    if (done.has(k) || stack.has(k)) return;
    stack.add(k);
    for (const d of deps.filter((d) => d.child.replace(/"/g, '') === k)) {
      const parent = tables.find((p) => key(p) === d.parent.replace(/"/g, ''));
      if (parent && key(parent) !== k) visit(parent, stack);
    }
    done.add(k);
    out.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return out;
}

export async function dumpDatabase(database: Database, write: (chunk: string) => void): Promise<void> {
  write('-- Studio Requests logical backup\nBEGIN;\n');
  const migrations = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const f of migrations) {
    write(
      `-- migration ${f}\n${fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8').replace(/--> statement-breakpoint/g, '')}\n`,
    );
  }
  write(
    'CREATE SCHEMA IF NOT EXISTS drizzle;\nCREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);\n',
  );
  const columns = await rows<Col>(
    database,
    sql`select table_schema, table_name, column_name, is_generated, is_identity from information_schema.columns
        where table_schema in ('public','drizzle') order by ordinal_position`,
  );
  for (const t of await orderedTables(database)) {
    const cols = columns.filter(
      (c) => c.table_schema === t.schema && c.table_name === t.name && c.is_generated === 'NEVER',
    );
    const list = cols.map((c) => ident(c.column_name)).join(', ');
    const qualified = `${ident(t.schema)}.${ident(t.name)}`;
    const overriding = cols.some((c) => c.is_identity === 'YES') ? ' OVERRIDING SYSTEM VALUE' : '';
    for (let offset = 0; ; offset += BATCH) {
      const batch = await rows<{ j: unknown }>(
        database,
        sql.raw(
          `select coalesce(json_agg(t), '[]') as j from (select ${list} from ${qualified} order by 1 limit ${BATCH} offset ${offset}) t`,
        ),
      );
      const json =
        typeof batch[0]?.j === 'string' ? (batch[0].j as string) : JSON.stringify(batch[0]?.j ?? []);
      if (json === '[]') break;
      write(
        `INSERT INTO ${qualified} (${list})${overriding} SELECT ${list} FROM jsonb_populate_recordset(null::${qualified}, ${literal(json)}::jsonb);\n`,
      );
    }
  }
  const sequences = await rows<{ seq: string; tbl: string; col: string }>(
    database,
    sql`select s.relname as seq, t.relname as tbl, a.attname as col, n.nspname as nsp
        from pg_class s join pg_depend d on d.objid = s.oid
        join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = s.relnamespace
        where s.relkind = 'S' and n.nspname in ('public','drizzle')`,
  );
  for (const s of sequences as ((typeof sequences)[number] & { nsp: string })[]) {
    const q = `${ident(s.nsp)}.${ident(s.tbl)}`;
    write(
      `SELECT setval(${literal(`${ident(s.nsp)}.${ident(s.seq)}`)}, coalesce((select max(${ident(s.col)}) from ${q}), 0) + 1, false);\n`,
    );
  }
  write('COMMIT;\n');
}
