// Builds the target scale on a PostgreSQL server and times the hot endpoints. See bench/README.md.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/seed/demo.ts';
import { parseEnv } from '../src/server/env.ts';
import { buildApp } from '../src/server/app.ts';
import { loginAs } from '../src/server/test/factories.ts';

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sr_bench');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 5_000_000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 5_000_000);
const RUNS = 50;
/** BENCH_REUSE=1: keep the database of an earlier run (migrating it to now) instead of rebuilding it. */
const REUSE = process.env.BENCH_REUSE === '1';

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

const database = openPostgres(url.toString());
await runMigrations(database);
const env = parseEnv({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', EMAIL_ENABLED: 'false' });
const ctx = { env, database, db: database.db };
if (!REUSE) await seedDemo(ctx);

const step = async (label: string, query: string) => {
  const t0 = performance.now();
  await database.exec(query);
  console.log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

if (!REUSE) {
  // Bulk rows spread over every company, type, status and user, with realistic timestamps.
  await step(
    `${REQUESTS.toLocaleString()} requests`,
    `insert into service_requests (title, content, status, company_id, enterprise_id, request_type_id, created_by_id,
     priority_level, credit, charged_credit, created_at, updated_at)
   select 'Request ' || g || ' ' || (array['logo refresh','spring campaign','store audit','landing page','video cut'])[1 + g % 5],
     '{"Details":"generated row ' || g || '"}',
     (array['DRAFT','NOT_START','ASSIGNED','IN_PROGRESS','FINISHED','CANCELLED'])[1 + g % 6],
     c.id, c.enterprise_id, t.id, u.id, 'STANDARD', 10, 0,
     now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
   from generate_series(1, ${REQUESTS}) g
   cross join lateral (select id, enterprise_id from companies order by id offset (g % (select count(*) from companies)) limit 1) c
   cross join lateral (select id from request_types where parent_id is not null order by id offset (g % (select count(*) from request_types where parent_id is not null)) limit 1) t
   cross join lateral (select id from users order by id offset (g % (select count(*) from users)) limit 1) u`,
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

const cases: [string, string, string, 'GET' | 'POST'][] = [
  ['list, customer, first page', '/api/service-requests?limit=20', customer, 'GET'],
  ['list, customer, status filter', '/api/service-requests?status=IN_PROGRESS&limit=20', customer, 'GET'],
  ['list, staff, first page', '/api/service-requests?limit=20', staff, 'GET'],
  ['one request', `/api/service-requests/${busy?.id ?? 1}`, staff, 'GET'],
  ['comments, busy request', `/api/comments/service-request/${busy?.id ?? 1}?limit=5`, staff, 'GET'],
  ['notifications, first page', `/api/notifications?user_id=${staffId}&limit=10`, staff, 'POST'],
  ['unread count', `/api/notifications/unread-count?user_id=${staffId}`, staff, 'GET'],
  ['search, common word (200k requests)', '/api/company/searchAll?keyword=campaign', staff, 'GET'],
  ['search, common word (5M comments)', '/api/company/searchAll?keyword=draft', staff, 'GET'],
  ['search, rare word', '/api/company/searchAll?keyword=777777', staff, 'GET'],
  ['search, word in ~1,000 old rows', '/api/company/searchAll?keyword=4999', staff, 'GET'],
  ['search, customer, common word', '/api/company/searchAll?keyword=campaign', customer, 'GET'],
];
console.log('\nendpoint | status | median ms | p95 ms');
/** BENCH_ONLY=word: time only the cases whose label contains it. */
const only = process.env.BENCH_ONLY;
for (const [label, path, cookie, method] of cases.filter(([label]) => !only || label.includes(only))) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method, url: path, headers: { cookie } });
    times.push(performance.now() - t0);
    status = res.statusCode;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label} | ${status} | ${times[RUNS / 2]!.toFixed(1)} | ${times[Math.floor(RUNS * 0.95)]!.toFixed(1)}`,
  );
}
await app.close();
await database.close();
