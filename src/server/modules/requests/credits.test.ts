// Over 400 lines on purpose: the credit side of a request save (debit, refunds, price changes,
// insufficient balance, frozen price, ledger, idempotency) checked against one seeded ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { FormDefinitionSchema } from '#shared/domain/form-definition.ts';
import { creditsLabel } from '#shared/domain/formats.ts';
import { requestIdempotencyKeys, serviceRequests } from '../../db/schema/index.ts';
import {
  IDEMPOTENCY_KEY_RETENTION_MS,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  pruneIdempotencyKeys,
} from './index.ts';
import { insufficientCreditMessage } from '../credits/ledger.ts';
import { getRequestType, updateRequestTypePricing } from '../catalogue/request-types.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

const ACME = 'Acme Holdings';
const GLOBEX = 'Globex';
const d = (v: Decimal.Value) => new Decimal(v);
const msg = (r: { body: any }) => r.body?.error?.message;

/** The ledger is append-only and consistent: each balance follows from the previous, the last is the balance. */
async function expectLedgerConsistent(name: string) {
  const rows = await w.ledger(name);
  let running = d(0);
  for (const row of rows) {
    running = running.plus(row.amount);
    expect(row.balanceAfter).toBe(running.toFixed(2));
    expect(running.isNegative()).toBe(false);
  }
  expect(await w.balance(name)).toBe(running.toFixed(2));
}

describe('debit on submission', () => {
  it('submitting debits the total in the same transaction; the ledger row points at the request', async () => {
    const before = d(await w.balance(ACME));
    const r = (await w.create('acmeOwner', w.bugFix({ priorityLevel: 'PRIORITY' }))).body.data;
    expect(r.total).toBe('3.60');
    expect(await w.balance(ACME)).toBe(before.minus('3.60').toFixed(2));
    const last = (await w.ledger(ACME)).at(-1)!;
    expect(last).toMatchObject({ kind: 'debit', amount: '-3.60', requestId: r.id, actorId: w.ids.acmeOwner });
    await expectLedgerConsistent(ACME);
  });

  it('a draft costs nothing until it is submitted', async () => {
    const before = await w.balance(ACME);
    const draft = (await w.saveDraft('acmeMember', w.bugFix())).body.data;
    await w.saveDraft('acmeMember', { id: draft.id, title: 'Still a draft' });
    expect(await w.balance(ACME)).toBe(before);
    await w.update('acmeMember', draft.id, { status: 'NOT_START' });
    expect(await w.balance(ACME)).toBe(d(before).minus(3).toFixed(2));
  });

  it('the client price is never trusted', async () => {
    const before = d(await w.balance(ACME));
    const r = (await w.create('acmeOwner', w.bugFix({ credit: '0.01', total: '0.01', breakdown: [] }))).body
      .data;
    expect(r.total).toBe('3.00');
    expect(await w.balance(ACME)).toBe(before.minus(3).toFixed(2));
  });
});

describe('refunds', () => {
  it('cancel refunds what was charged; deleting the cancelled request refunds nothing more', async () => {
    const before = await w.balance(ACME);
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    await w.update('acmeOwner', r.id, { status: 'CANCELLED' });
    expect(await w.balance(ACME)).toBe(before);
    expect((await w.ledger(ACME)).at(-1)).toMatchObject({ kind: 'refund', amount: '3.00', requestId: r.id });
    await w.remove('staff', r.id);
    expect(await w.balance(ACME)).toBe(before);
    await expectLedgerConsistent(ACME);
  });

  it('delete of a charged request refunds it; delete of a draft moves nothing', async () => {
    const before = await w.balance(ACME);
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    await w.update('staff', r.id, { status: 'IN_PROGRESS' });
    expect((await w.remove('staff', r.id)).status).toBe(200);
    expect(await w.balance(ACME)).toBe(before);
    const rows = (await w.ledger(ACME)).length;
    const draft = (await w.saveDraft('acmeOwner', w.bugFix())).body.data;
    await w.remove('acmeOwner', draft.id);
    expect((await w.ledger(ACME)).length).toBe(rows);
  });

  it('staff re-opening a cancelled request charges it again', async () => {
    const before = d(await w.balance(ACME));
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    await w.update('acmeOwner', r.id, { status: 'CANCELLED' });
    const reopened = await w.update('staff', r.id, { status: 'NOT_START' });
    expect(reopened.body.data.chargedCredit).toBe('3.00');
    expect(await w.balance(ACME)).toBe(before.minus(3).toFixed(2));
  });

  it('two cancels at once refund once', async () => {
    const before = await w.balance(ACME);
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const results = await Promise.all(
      [1, 2, 3].map(() => w.update('acmeOwner', r.id, { status: 'CANCELLED' })),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    expect(results.filter((x) => x.status === 403)).toHaveLength(2);
    expect(await w.balance(ACME)).toBe(before);
    await expectLedgerConsistent(ACME);
  });
});

describe('price changes of a submitted request', () => {
  it('staff adjustCredit posts the difference as an adjustment, both ways', async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const before = d(await w.balance(ACME));
    await w.update('staff', r.id, { adjustCredit: 1 });
    expect(await w.balance(ACME)).toBe(before.plus(2).toFixed(2));
    expect((await w.ledger(ACME)).at(-1)).toMatchObject({
      kind: 'adjustment',
      amount: '2.00',
      requestId: r.id,
    });
    await w.update('staff', r.id, { adjustCredit: '10.50' });
    expect(await w.balance(ACME)).toBe(before.minus('7.50').toFixed(2));
    expect((await w.ledger(ACME)).at(-1)).toMatchObject({ kind: 'adjustment', amount: '-9.50' });
    await w.update('staff', r.id, { adjustCredit: null });
    expect(await w.balance(ACME)).toBe(before.toFixed(2));
    await expectLedgerConsistent(ACME);
  });

  it('an adjustment above the balance is refused with the cost and the balance; nothing changes', async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const balance = d(await w.balance(ACME));
    const res = await w.update('staff', r.id, {
      adjustCredit: balance.plus(100).toFixed(2),
      title: 'Should not stick',
    });
    expect(res.status).toBe(409);
    expect(msg(res)).toBe(insufficientCreditMessage(balance.plus(97), balance));
    expect(await w.balance(ACME)).toBe(balance.toFixed(2));
    expect((await w.get('staff', r.id)).body.data).toMatchObject({ adjustCredit: null, title: r.title });
  });

  it("a customer's edit of a NOT_START request re-prices it and posts the difference", async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const before = d(await w.balance(ACME));
    const res = await w.update('acmeOwner', r.id, {
      priorityLevel: 'EXPRESS',
      content: JSON.stringify({
        'Page address': 'x',
        'Steps to reproduce': 'y',
        Severity: 'High: customers cannot buy',
      }),
    });
    expect(res.body.data.total).toBe('10.50'); // (3 + 4) × 1.5
    expect(await w.balance(ACME)).toBe(before.minus('7.50').toFixed(2));
  });

  it('moving a charged request to another enterprise refunds the first and debits the second', async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const [acme, globex] = [d(await w.balance(ACME)), d(await w.balance(GLOBEX))];
    const res = await w.update('staff', r.id, {
      company: w.company('Globex Retail'),
      assignees: [w.ids.globexOwner],
    });
    expect(res.status).toBe(200);
    expect(await w.balance(ACME)).toBe(acme.plus(3).toFixed(2));
    expect(await w.balance(GLOBEX)).toBe(globex.minus(3).toFixed(2));
    // and Acme people no longer see it
    expect((await w.get('acmeOwner', r.id)).status).toBe(404);
    expect((await w.get('globexOwner', r.id)).status).toBe(200);
  });
});

describe('insufficient balance', () => {
  it('refuses the submission with a message stating cost and balance, and saves nothing', async () => {
    const balance = d(await w.balance(GLOBEX));
    const count = async () =>
      (
        await w.db
          .select({ n: sql<number>`count(*)::int` })
          .from(serviceRequests)
          .where(eq(serviceRequests.title, 'Too big'))
      )[0]!.n;
    const big = {
      title: 'Too big',
      serviceRequestType: w.type('Presentation design'),
      company: w.company('Globex Retail'),
      content: JSON.stringify({ Scope: 'Full design with copywriting', 'Number of slides': 100 }),
      assignees: [w.ids.globexOwner],
      priorityLevel: 'EXPRESS',
    };
    const res = await w.create('globexOwner', big);
    expect(res.status).toBe(409);
    expect(msg(res)).toBe(insufficientCreditMessage(450, balance));
    expect(msg(res)).toContain('costs 450 credits');
    expect(msg(res)).toContain(`available balance is ${creditsLabel(balance.toFixed(2))}.`);
    expect(await count()).toBe(0);
    expect(await w.balance(GLOBEX)).toBe(balance.toFixed(2));
    // the same as a draft is fine
    expect((await w.create('globexOwner', { ...big, status: 'DRAFT' })).status).toBe(200);
    const draft = (await w.call('globexOwner', 'GET', '/api/service-requests?status=draft')).body.data.find(
      (r: { title: string }) => r.title === 'Too big',
    );
    // submitting the draft is refused the same way and leaves it a draft
    expect((await w.update('globexOwner', draft.id, { status: 'NOT_START' })).status).toBe(409);
    expect((await w.get('globexOwner', draft.id)).body.data.status).toBe('DRAFT');
  });

  it('concurrent submissions never overdraw the balance', async () => {
    const balance = d(await w.balance(GLOBEX));
    const attempts = 25;
    const cost = d(3);
    const expectedOk = Math.min(attempts, balance.dividedToIntegerBy(cost).toNumber());
    expect(expectedOk).toBeLessThan(attempts);
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        w.create(
          'globexOwner',
          w.bugFix({
            title: `Race ${i}`,
            company: w.company('Globex Retail'),
            assignees: [w.ids.globexOwner],
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect(ok).toHaveLength(expectedOk);
    const after = d(await w.balance(GLOBEX));
    expect(after.isNegative()).toBe(false);
    expect(after.toFixed(2)).toBe(balance.minus(cost.times(expectedOk)).toFixed(2));
    const saved = await w.db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceRequests)
      .where(sql`${serviceRequests.title} like 'Race %'`);
    expect(saved[0]!.n).toBe(expectedOk);
    await expectLedgerConsistent(GLOBEX);
  });
});

describe('frozen price', () => {
  it('a catalogue change never alters a submitted request; new requests and drafts use the new price', async () => {
    const logoId = w.type('Logo design');
    const content = JSON.stringify({ 'Brand name': 'Acme', 'Logo style': 'Mascot', 'Number of concepts': 2 });
    const base = {
      title: 'Frozen logo',
      serviceRequestType: logoId,
      company: w.company('Acme Foods'),
      content,
      assignees: [w.ids.acmeOwner],
    };
    const submitted = (await w.create('acmeOwner', base)).body.data;
    const draft = (await w.create('acmeOwner', { ...base, status: 'DRAFT' })).body.data;
    expect(submitted).toMatchObject({ total: '18.00', formVersion: 1 }); // 12 + 4 + 2

    const type = await getRequestType(w.db, logoId);
    const form = FormDefinitionSchema.parse({
      ...type.form,
      fields: type.form.fields.map((f) =>
        f.label === 'Logo style'
          ? { ...f, options: f.options.map((o) => ({ ...o, credit: o.credit * 2 })) }
          : f,
      ),
    });
    await updateRequestTypePricing(w.db, logoId, { credit: '15.00', form });

    const again = (await w.get('acmeOwner', submitted.id)).body.data;
    expect(again).toMatchObject({
      total: '18.00',
      credit: '18.00',
      formVersion: 1,
      serviceRequestType: { credit: '12.00' },
      breakdown: submitted.breakdown,
      form: submitted.form,
    });
    // an edit of the submitted request keeps pricing with the frozen form
    const edited = await w.update('acmeOwner', submitted.id, {
      title: 'Frozen logo (renamed)',
      assignees: [w.ids.acmeOwner],
    });
    expect(edited.body.data).toMatchObject({ total: '18.00', formVersion: 1 });

    const fresh = (await w.create('acmeOwner', base)).body.data;
    expect(fresh).toMatchObject({ total: '25.00', formVersion: 2, serviceRequestType: { credit: '15.00' } }); // 15 + 8 + 2
    const submittedDraft = await w.update('acmeOwner', draft.id, { status: 'NOT_START' });
    expect(submittedDraft.status).toBe(200);
    expect(submittedDraft.body.data).toMatchObject({ total: '25.00', formVersion: 2 });
  });
});

describe('GET /api/credits/ledger', () => {
  it('owners and staff read it page by page; members see only their requests; other enterprises get 404', async () => {
    const id = await w.enterpriseId(ACME);
    const first = await w.call('acmeOwner', 'GET', `/api/credits/ledger?enterpriseId=${id}&limit=3`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ balance: await w.balance(ACME), hasMore: true });
    expect(first.body.data).toHaveLength(3);
    expect(first.body.data[0].balanceAfter).toBe(await w.balance(ACME));
    const next = await w.call(
      'acmeOwner',
      'GET',
      `/api/credits/ledger?enterpriseId=${id}&limit=3&cursor=${first.body.cursor}`,
    );
    expect(next.body.data[0].id).toBeLessThan(first.body.data[2].id);
    expect((await w.call('staff', 'GET', `/api/credits/ledger?enterpriseId=${id}`)).status).toBe(200);
    const member = await w.call('acmeMember', 'GET', `/api/credits/ledger?enterpriseId=${id}&limit=100`);
    expect(member.status).toBe(200);
    expect(member.body.scope).toBe('requests');
    expect(member.body.data.every((e: { requestId: number | null }) => e.requestId !== null)).toBe(true);
    expect((await w.call('globexOwner', 'GET', `/api/credits/ledger?enterpriseId=${id}`)).status).toBe(404);
    const all = await w.call('staff', 'GET', `/api/credits/ledger?enterpriseId=${id}&limit=100`);
    expect(all.body.data.at(-1)).toMatchObject({ kind: 'allowance', amount: '190.00' });
  });
});

describe('idempotent creation', () => {
  const post = (
    who: 'acmeOwner' | 'acmeMember',
    key: string,
    data: Record<string, unknown>,
    method = 'POST',
  ) =>
    w.t.app
      .inject({
        method: method as 'POST' | 'PUT',
        url: '/api/service-requests',
        headers: { cookie: w.cookies[who], 'idempotency-key': key },
        payload: { data },
      })
      .then((r) => ({ status: r.statusCode, body: r.json() }));

  it('a create retried with the same key answers the first request and charges once', async () => {
    const before = d(await w.balance(ACME));
    const first = await post('acmeOwner', 'form-1:attempt', w.bugFix({ title: 'Retried create' }));
    const again = await post('acmeOwner', 'form-1:attempt', w.bugFix({ title: 'Retried create' }));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await w.balance(ACME)).toBe(before.minus(3).toFixed(2));
    const made = await w.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.title, 'Retried create'));
    expect(made).toHaveLength(1);
    await expectLedgerConsistent(ACME);
  });

  it('concurrent attempts with one key make one request', async () => {
    const before = d(await w.balance(ACME));
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('acmeOwner', 'double-click-7', w.bugFix({ title: 'Raced create' }))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await w.balance(ACME)).toBe(before.minus(3).toFixed(2));
  });

  it('keys are per user and per form; a draft save without id is keyed too', async () => {
    const a = await post('acmeOwner', 'shared-key', w.bugFix({ title: 'Owner draft' }), 'PUT');
    const b = await post('acmeMember', 'shared-key', w.bugFix({ title: 'Member draft' }), 'PUT');
    expect(a.body.data.id).not.toBe(b.body.data.id);
    expect(b.body.data.title).toBe('Member draft');
    const c = await post('acmeOwner', 'other-key', w.bugFix({ title: 'Owner second' }));
    expect(c.body.data.id).not.toBe(a.body.data.id);
    const replay = await post('acmeOwner', 'shared-key', w.bugFix({ title: 'Owner draft' }), 'PUT');
    expect(replay.body.data.id).toBe(a.body.data.id);
  });

  it('a key past its week is forgotten by housekeeping; a fresh one is kept', async () => {
    const old = await post('acmeOwner', 'last-month', w.bugFix({ title: 'Keyed long ago' }));
    const recent = await post('acmeOwner', 'this-morning', w.bugFix({ title: 'Keyed today' }));
    await w.db
      .update(requestIdempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_RETENTION_MS - 60_000) })
      .where(eq(requestIdempotencyKeys.key, 'last-month'));
    expect(await pruneIdempotencyKeys(w.t.ctx)).toBeGreaterThanOrEqual(1);
    const keys = (await w.db.select().from(requestIdempotencyKeys)).map((k) => k.key);
    expect(keys).not.toContain('last-month');
    expect(keys).toContain('this-morning');
    // The kept key still answers its request; the forgotten one makes a new request.
    const replay = await post('acmeOwner', 'this-morning', w.bugFix({ title: 'Keyed today' }));
    expect(replay.body.data.id).toBe(recent.body.data.id);
    const reused = await post('acmeOwner', 'last-month', w.bugFix({ title: 'Keyed long ago' }));
    expect(reused.body.data.id).not.toBe(old.body.data.id);
  });

  it('a key sent again for another action or another body is refused with 409, and nothing is made', async () => {
    const draft = await post('acmeOwner', 'form-9', w.bugFix({ title: 'Draft first' }), 'PUT');
    expect(draft.status).toBe(200);
    const before = await w.balance(ACME);
    // The draft's answer was lost and the user chose Submit: not answered with the draft as "created".
    const submit = await post('acmeOwner', 'form-9', w.bugFix({ title: 'Draft first' }));
    expect(submit.status).toBe(409);
    expect(msg(submit)).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    const edited = await post('acmeOwner', 'form-9', w.bugFix({ title: 'Draft first, edited' }), 'PUT');
    expect(edited.status).toBe(409);
    expect(await w.balance(ACME)).toBe(before);
    const made = await w.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(sql`${serviceRequests.title} like 'Draft first%'`);
    expect(made).toHaveLength(1);
  });

  it('a replay is answered only while the caller may still see the request', async () => {
    const first = await post('acmeMember', 'member-form', w.bugFix({ title: 'Member keyed' }));
    expect(first.status).toBe(200);
    const membership = sql`company_id = (select id from companies where name = 'Acme Foods')
      and user_id = (select id from users where email = 'member@acme.test')`;
    await w.db.execute(sql`delete from company_members where ${membership}`);
    try {
      const replay = await post('acmeMember', 'member-form', w.bugFix({ title: 'Member keyed' }));
      expect(replay.status).toBe(404);
      expect(JSON.stringify(replay.body)).not.toContain('Member keyed');
    } finally {
      await w.db.execute(sql`insert into company_members (company_id, user_id)
        select c.id, u.id from companies c, users u where c.name = 'Acme Foods' and u.email = 'member@acme.test'`);
    }
  });

  it('a malformed key is refused and nothing is made', async () => {
    const before = await w.balance(ACME);
    const res = await post('acmeOwner', 'has spaces/and slashes', w.bugFix({ title: 'Bad key' }));
    expect(res.status).toBe(400);
    expect(msg(res)).toMatch(/^Idempotency-Key must be/);
    expect(await w.balance(ACME)).toBe(before);
  });
});
