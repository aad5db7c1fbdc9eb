// Builds the target scale on a PostgreSQL server and times the hot endpoints. See bench/README.md.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { openEmbedded, openPostgres, type Database } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/seed/demo.ts';
import { parseEnv } from '../src/server/env.ts';
import { buildApp } from '../src/server/app.ts';
import { loginAs } from '../src/server/test/factories.ts';
import { loadSessionUser } from '../src/server/plugins/auth.ts';
import { listPageQuery } from '../src/server/modules/requests/list.ts';
import { RequestListQuerySchema } from '../src/shared/schemas/request.ts';

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sr_bench');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 5_000_000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 5_000_000);
const RUNS = 50;
/** BENCH_REUSE=1: keep the database of an earlier run (migrating it to now) instead of rebuilding it. */
const REUSE = process.env.BENCH_REUSE === '1';

/**
 * BENCH_ENGINE=pglite: the same rows and cases on the embedded engine, in BENCH_DATA_DIR (default
 * .tmp/bench-pglite; BENCH_REUSE=1 keeps it), instead of the PostgreSQL server.
 */
const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const dataDir = process.env.BENCH_DATA_DIR ?? '.tmp/bench-pglite';

async function openDatabase(): Promise<Database> {
  if (ENGINE === 'pglite') {
    if (!REUSE) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    return openEmbedded(dataDir);
  }
  const dbName = url.pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  if (!REUSE) {
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.query(`create database "${dbName}"`);
  }
  await admin.end();
  return openPostgres(url.toString());
}

const database = await openDatabase();
console.log(`engine: ${ENGINE}`);
await runMigrations(database);
const env = parseEnv({
  ...(ENGINE === 'postgres' ? { DATABASE_URL: url.toString() } : { DATA_DIR: dataDir }),
  LOG_LEVEL: 'silent',
  EMAIL_ENABLED: 'false',
});
const ctx = { env, database, db: database.db };
if (!REUSE) await seedDemo(ctx);

const step = async (label: string, query: string) => {
  const t0 = performance.now();
  await database.exec(query);
  console.log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

if (!REUSE) {
  // Bulk rows spread over every company, type, status, priority and user by a seeded random draw
  // (setseed: the same rows on every run). Not by `g % n`: modulo patterns made whole filter
  // combinations empty (every assigned request in one company, every Express one in another), which
  // no real data does and which turned a first page into a scan of everything.
  await step(
    `${REQUESTS.toLocaleString()} requests`,
    `select setseed(0.15);
   with c as (select array_agg(id order by id) ids, array_agg(enterprise_id order by id) ents from companies),
     t as (select array_agg(id order by id) ids from request_types where parent_id is not null),
     u as (select array_agg(id order by id) ids from users)
   insert into service_requests (title, content, status, company_id, enterprise_id, request_type_id, created_by_id,
     priority_level, credit, charged_credit, created_at, updated_at, target_date)
   select 'Request ' || g || ' ' || (array['logo refresh','spring campaign','store audit','landing page','video cut'])[1 + g % 5],
     '{"Details":"generated row ' || g || '"}',
     (array['DRAFT','NOT_START','ASSIGNED','IN_PROGRESS','FINISHED','CANCELLED'])[1 + floor(random() * 6)::int],
     c.ids[r.ci], c.ents[r.ci], t.ids[1 + floor(random() * cardinality(t.ids))::int],
     u.ids[1 + floor(random() * cardinality(u.ids))::int],
     (array['STANDARD','STANDARD','PRIORITY','EXPRESS'])[1 + floor(random() * 4)::int], 10 + floor(random() * 37)::int, 0,
     now() - (g || ' minutes')::interval, now() - ((g::bigint * 7919 % ${REQUESTS}) || ' minutes')::interval,
     -- Due dates over two years around today, one in ten without (set here, not by a later
     -- full-table update, which under the table's indexes took longer than the insert).
     case when random() < 0.1 then null else current_date + floor(random() * 730 - 365)::int end
   from generate_series(1, ${REQUESTS}) g
   cross join c cross join t cross join u
   cross join lateral (select 1 + floor(random() * cardinality(c.ids) + g * 0)::int as ci) r`,
  );
  // A staff member assigned to one request in three, so the assigned-to filters select realistic shares.
  await step(
    'assignments',
    `with s as (select array_agg(id order by id) ids from users where email like '%@studio.test')
     insert into request_assignees (request_id, user_id, role)
     select r.id, s.ids[1 + floor(random() * cardinality(s.ids))::int], 'assignedTo'
     from service_requests r cross join s
     where random() < 1.0 / 3 on conflict do nothing`,
  );
  await step(
    `${COMMENTS.toLocaleString()} comments`,
    `insert into comments (request_id, user_id, content, created_at, updated_at)
   select 1 + (g % ${REQUESTS}), 1 + (g % 5), '<p>Comment number ' || g || ' about the draft</p>',
     now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
   from generate_series(1, ${COMMENTS}) g`,
  );
  await step(
    `${NOTIFICATIONS.toLocaleString()} notifications`,
    `insert into notifications (user_id, from_user_id, type, message, link, request_id, is_read, created_at)
   select 1 + (g % 5), 1 + ((g + 1) % 5), 'comment_new_create', '<p>New comment</p>', '/requests/1', 1 + (g % ${REQUESTS}),
     g % 3 = 0, now() - (g || ' seconds')::interval
   from generate_series(1, ${NOTIFICATIONS}) g`,
  );
}
await step('analyze', 'analyze');

const app = await buildApp(ctx);
const customer = await loginAs(app, 'owner@acme.test');
const staff = await loginAs(app, 'staff@studio.test');
const [busy] = (
  (await database.db.execute(
    sql`select request_id as id from comments group by 1 order by count(*) desc limit 1`,
  )) as unknown as {
    rows: { id: number }[];
  }
).rows;
const me = await app.inject({ url: '/api/me', headers: { cookie: staff } });
const staffId = me.json().user.id as number;

type Case = [string, string, string, 'GET' | 'POST'];
const [acmeFoods] = (
  (await database.db.execute(
    sql`select id, enterprise_id from companies where name = 'Acme Foods'`,
  )) as unknown as {
    rows: { id: number; enterprise_id: number }[];
  }
).rows;
const in30 = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);
/** Every sort each way, each filter alone and the combinations of the example, as staff and customer. */
function listCases(customer: string, staff: string): Case[] {
  const out: Case[] = [];
  for (const sort of ['updated', 'created', 'due', 'priority', 'credit']) {
    for (const order of ['desc', 'asc']) {
      out.push([
        `list, staff, sort ${sort} ${order}`,
        `/api/service-requests?limit=20&sort=${sort}&order=${order}`,
        staff,
        'GET',
      ]);
      out.push([
        `list, customer, sort ${sort} ${order}`,
        `/api/service-requests?limit=20&sort=${sort}&order=${order}`,
        customer,
        'GET',
      ]);
    }
  }
  const filters: [string, string][] = [
    ['status tab', 'status=NOT_START'],
    ['several statuses', 'status=ASSIGNED,IN_PROGRESS'],
    ['company', `companyId=${acmeFoods?.id ?? 1}`],
    ['enterprise', `enterpriseId=${acmeFoods?.enterprise_id ?? 1}`],
    ['type', 'typeId=3'],
    ['priority', 'priority=EXPRESS'],
    ['assigned to me', 'assignedTo=me'],
    ['assigned to nobody', 'assignedTo=nobody'],
    ['created by me', 'createdBy=me'],
    ['due range (30 days)', `dueFrom=${today}&dueTo=${in30}`],
    ['overdue', 'overdue=true'],
    ['title text', 'title=campaign'],
    ['rare title text', 'title=777777'],
    [
      'company overdue express assigned to me',
      `companyId=${acmeFoods?.id ?? 1}&overdue=true&priority=EXPRESS&assignedTo=me`,
    ],
    ['due range, due sort', `dueFrom=${today}&dueTo=${in30}&sort=due&order=asc`],
    ['status tab, credit sort', 'status=IN_PROGRESS&sort=credit'],
    ['company, priority sort', `companyId=${acmeFoods?.id ?? 1}&sort=priority`],
  ];
  for (const [label, query] of filters) {
    out.push([`list, staff, ${label}`, `/api/service-requests?limit=20&${query}`, staff, 'GET']);
  }
  for (const [label, query] of filters.filter(([l]) => !l.includes('assigned') && l !== 'enterprise')) {
    out.push([`list, customer, ${label}`, `/api/service-requests?limit=20&${query}`, customer, 'GET']);
  }
  out.push([
    'board figures, staff, lanes by company',
    '/api/service-requests/summary?lanes=company',
    staff,
    'GET',
  ]);
  return out;
}

const cases: Case[] = [
  ['list, customer, first page', '/api/service-requests?limit=20', customer, 'GET'],
  ['list, customer, status filter', '/api/service-requests?status=IN_PROGRESS&limit=20', customer, 'GET'],
  ['list, staff, first page', '/api/service-requests?limit=20', staff, 'GET'],
  // Issue 15: the filters and sorts a user can pick, first page each.
  ...listCases(customer, staff),
  ['one request', `/api/service-requests/${busy?.id ?? 1}`, staff, 'GET'],
  ['comments, busy request', `/api/comments/service-request/${busy?.id ?? 1}?limit=5`, staff, 'GET'],
  ['notifications, first page', `/api/notifications?user_id=${staffId}&limit=10`, staff, 'POST'],
  ['unread count', `/api/notifications/unread-count?user_id=${staffId}`, staff, 'GET'],
  ['search, common word (200k requests)', '/api/company/searchAll?keyword=campaign', staff, 'GET'],
  ['search, common word (5M comments)', '/api/company/searchAll?keyword=draft', staff, 'GET'],
  ['search, rare word', '/api/company/searchAll?keyword=777777', staff, 'GET'],
  ['search, word in ~1,000 old rows', '/api/company/searchAll?keyword=4999', staff, 'GET'],
  ['search, customer, common word', '/api/company/searchAll?keyword=campaign', customer, 'GET'],
  ['dashboard, staff figures', '/api/dashboard/staff', staff, 'GET'],
  ['dashboard, customer figures', '/api/dashboard/customer', customer, 'GET'],
  ['dashboard, staff credit overview', '/api/credits/overview', staff, 'GET'],
];
console.log('\nendpoint | status | median ms | p95 ms');
/** BENCH_ONLY=word[,word…]: time only the cases whose label contains one of the words. */
const only = process.env.BENCH_ONLY;
const timed: { label: string; path: string; cookie: string; p95: number }[] = [];
for (const [label, path, cookie, method] of cases.filter(
  ([label]) => !only || only.split(',').some((word) => label.includes(word)),
)) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method, url: path, headers: { cookie } });
    times.push(performance.now() - t0);
    status = res.statusCode;
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(RUNS * 0.95)]!;
  timed.push({ label, path, cookie, p95 });
  console.log(`${label} | ${status} | ${times[RUNS / 2]!.toFixed(1)} | ${p95.toFixed(1)}`);
}

// The plans of the three slowest list cases: the very statement the endpoint runs (listPageQuery),
// under EXPLAIN (ANALYZE, BUFFERS).
const staffActor = await loadSessionUser(database.db, staffId, env.PROVIDER_DOMAIN);
const customerId = (await app.inject({ url: '/api/me', headers: { cookie: customer } })).json().user
  .id as number;
const customerActor = await loadSessionUser(database.db, customerId, env.PROVIDER_DOMAIN);
const slowest = timed
  .filter((t) => t.path.startsWith('/api/service-requests?'))
  .sort((a, b) => b.p95 - a.p95)
  .slice(0, 3);
for (const t of slowest) {
  const q = RequestListQuerySchema.parse(Object.fromEntries(new URL(t.path, 'http://x').searchParams));
  const actor = t.cookie === staff ? staffActor! : customerActor!;
  const query = listPageQuery(database.db, actor, q);
  if (!query) continue;
  const { sql: text, params } = query.toSQL();
  const explain = `explain (analyze, buffers, costs off) ${text}`;
  let plan: { rows: Record<string, string>[] };
  if (database.kind === 'pglite') {
    // The embedded database may be in its worker thread: prepared() runs the text there as it is.
    plan = { rows: await database.prepared<Record<string, string>>('explain', explain, params) };
  } else {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    plan = await client.query(explain, params);
    await client.end();
  }
  console.log(`\n### ${t.label} (p95 ${t.p95.toFixed(1)} ms)\n\n${t.path}\n`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await app.close();
await database.close();
