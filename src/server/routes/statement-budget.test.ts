import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWorld, type RequestWorld } from '../test/request-fixtures.ts';
import { insertFile } from '../test/notify-fixtures.ts';
import { DEMO } from '../test/factories.ts';

// Round trips to the database were most of a request's cost under load (bench/http-load.ts). These
// budgets keep the hot paths from drifting back: statements per HTTP request, counted at the driver
// (every pg Client.query, BEGIN and COMMIT included), flat in the page size. PostgreSQL only: the
// count is the same on PGlite, where it is a function call instead of a round trip.
const onPostgres = process.env.TEST_DB === 'postgres';

let w: RequestWorld;
let requestId: number;
let count = 0;
/** The statements counted, for a failing budget's message. */
let texts: string[] = [];
const original = pg.Client.prototype.query;

beforeAll(async () => {
  if (!onPostgres) return;
  w = await requestWorld();
  for (let i = 0; i < 30; i++) {
    const res = await w.saveDraft('acmeOwner', w.bugFix({ title: `Budget ${i}` }));
    expect(res.status).toBe(200);
  }
  const created = await w.create('acmeOwner', w.bugFix());
  requestId = created.body.data.id;
  // Counting wrapper: the driver's own method does the work.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count++;
    const q = args[0] as string | { text?: string };
    texts.push(String(typeof q === 'string' ? q : q?.text));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
});
afterAll(async () => {
  pg.Client.prototype.query = original;
  await w?.t.close();
});

async function statementsOf(
  run: () => Promise<{ status: number }>,
  /** Whose session to warm first (the cache keeps it 5 s, and a slow machine can outlast that). */
  warm?: 'acmeOwner' | 'staff',
): Promise<number> {
  if (warm) await w.call(warm, 'GET', '/healthz');
  count = 0;
  texts = [];
  const res = await run();
  expect(res.status).toBe(200);
  return count;
}

/** The statements of the last counted request, one a line (shown when a budget fails). */
const listed = () => texts.map((t, i) => `${i + 1}. ${t.slice(0, 120)}`).join('\n');

describe.runIf(onPostgres)('statements per HTTP request', () => {
  // Issue 14's budgets are 3 for one request and 3 for a list page. With the session cache warm
  // (plugins/session-cache.ts) the signed-in user costs one `select 1`, the confirmation every guarded
  // route makes of a cached session (plugins/auth.ts `confirmUser`; shared by every request that
  // arrives while one is in flight, so under load far less than one each). Asked again, one request
  // is answered by the read cache (plugins/read-cache.ts) after that confirmation alone.
  it('a signed-in health check: none once the session is cached', async () => {
    await w.call('acmeOwner', 'GET', '/healthz');
    expect(await statementsOf(() => w.call('acmeOwner', 'GET', '/healthz'))).toBe(0);
  });

  it('one request: at most 3; asked again, only the session’s confirmation (the read cache answers)', async () => {
    expect(await statementsOf(() => w.get('acmeOwner', requestId))).toBeLessThanOrEqual(3);
    expect(await statementsOf(() => w.get('acmeOwner', requestId))).toBe(1);
    expect(texts).toEqual(['select 1']);
  });

  it('a list page: at most 3, whatever its size; the page’s one and the confirmation with the session cached', async () => {
    const small = await statementsOf(() => w.call('acmeOwner', 'GET', '/api/service-requests?limit=5'));
    const large = await statementsOf(() => w.call('acmeOwner', 'GET', '/api/service-requests?limit=25'));
    expect(small).toBeLessThanOrEqual(3);
    expect(large, listed()).toBe(2);
  });
});

// Writes (issue 14's goals: 8 for a comment, 10 for a submission). A comment went from 11 (17 when
// it notifies and e-mails someone) to 6 and a submission from 20 to 10: the effects' lookups in one
// statement before the enterprise lock, and every write after the request row's own sent together
// as one statement (db/write-batch.ts). Counted with the e-mails on, so every effect is in the count.
// Each budget includes the confirmation of the cached session (one `select 1`, issue 30: see above).
describe.runIf(onPostgres)('statements per HTTP write', () => {
  const comment = (who: 'acmeOwner' | 'staff', content: string, parentId?: number) =>
    w.call(who, 'POST', '/api/comments', {
      data: { serviceRequest: requestId, content, ...(parentId ? { parentId } : {}) },
    });

  // Issue 30, round 2: a comment's duplicate-guard lock is taken with its request's lookup (one
  // statement fewer for a comment, a reply and a pin's comment).
  it('a comment: at most 6, also when it notifies and e-mails people', async () => {
    // The creator's own comment (nobody else to tell) and staff's (the creator is notified and e-mailed).
    const own = await statementsOf(() => comment('acmeOwner', '<p>Hi</p>'), 'acmeOwner');
    expect(own, listed()).toBeLessThanOrEqual(6);
    const notifying = await statementsOf(() => comment('staff', '<p>Hello from the studio</p>'), 'staff');
    expect(notifying, listed()).toBeLessThanOrEqual(6);
    expect(texts.some((t) => t.includes('insert into "notifications"'))).toBe(true);
    expect(texts.some((t) => t.includes('insert into "email_outbox"'))).toBe(true);
  });

  it('a reply, also to a reply: at most 7', async () => {
    const top = await comment('acmeOwner', '<p>A thread</p>');
    const reply = await comment('staff', '<p>A reply</p>', top.body.data.id);
    expect(
      await statementsOf(
        () => comment('acmeOwner', '<p>Reply to the reply</p>', reply.body.data.id),
        'acmeOwner',
      ),
      listed(),
    ).toBeLessThanOrEqual(7);
  });

  // Issue 30, round 3: a new request's company, type and people are one statement
  // (requests/steps/prefetch.ts); its effects' lookups, its enterprise lock and its new id another;
  // its row goes into the write batch. A submission 11 → 7, with an Idempotency-Key 13 → 9.
  it('a submission with its debit: at most 7', async () => {
    const n = await statementsOf(
      () => w.create('acmeOwner', w.bugFix({ title: 'Submit budget' })),
      'acmeOwner',
    );
    expect(n, listed()).toBeLessThanOrEqual(7);
    expect(texts.some((t) => t.includes('insert into "credit_ledger"'))).toBe(true);
    expect(texts.some((t) => t.includes('insert into "email_outbox"'))).toBe(true);
  });

  it('a submission with an Idempotency-Key (as the web sends it): at most 9 (its lock and lookup)', async () => {
    const n = await statementsOf(async () => {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/service-requests',
        headers: { cookie: w.cookies.acmeOwner, 'idempotency-key': 'budget-key-1' },
        payload: { data: w.bugFix({ title: 'Submit budget with a key' }) },
      });
      return { status: res.statusCode };
    }, 'acmeOwner');
    expect(n, listed()).toBeLessThanOrEqual(9);
  });

  it('a delivery (issue 27): at most 7, with its notifications and e-mails', async () => {
    const n = await statementsOf(
      () =>
        w.call('staff', 'POST', `/api/service-requests/${requestId}/deliverables`, { data: { note: 'v1' } }),
      'staff',
    );
    expect(n, listed()).toBeLessThanOrEqual(7);
    expect(texts.some((t) => t.includes('insert into "email_outbox"'))).toBe(true);
  });

  it('an approval that finishes the request (its own 6, then the ordinary save’s 9, and the confirmation): at most 17', async () => {
    const v = await w.call('staff', 'POST', `/api/service-requests/${requestId}/deliverables`, {
      data: { note: 'to approve' },
    });
    const approve = () =>
      w.call('acmeOwner', 'POST', `/api/deliverables/${v.body.data.id}/approve`, { data: { finish: true } });
    const n = await statementsOf(approve, 'acmeOwner');
    expect(n, listed()).toBeLessThanOrEqual(17);
  });

  it('a proofing pin (issue 27), its comment (the comments’ own plan and write), notification and e-mail included: at most 14', async () => {
    const fileId = await insertFile(w.t.ctx.db, DEMO.staff, 'proof.pdf');
    const v = await w.call('staff', 'POST', `/api/service-requests/${requestId}/deliverables`, {
      data: { files: [fileId] },
    });
    const n = await statementsOf(
      () =>
        // Staff pin: the creator is notified and e-mailed.
        w.call('staff', 'POST', `/api/service-requests/${requestId}/proof-pins`, {
          data: { versionId: v.body.data.id, fileId, page: 2, x: 10, y: 20, text: 'Bigger' },
        }),
      'staff',
    );
    expect(n, listed()).toBeLessThanOrEqual(14);
    expect(texts.some((t) => t.includes('insert into "email_outbox"'))).toBe(true);
  });
});
