// Over 400 lines on purpose: the staff credit screens, grants, each role's ledger, renewal, the
// invariant and the reports share one seeded set of enterprises and their balances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, creditRenewals, enterprises } from '../../db/schema/index.ts';
import { runRenewals } from './renewal.ts';
import { verifyLedger } from './ledger.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

const ACME = 'Acme Holdings';
const msg = (r: { body: any }) => r.body?.error?.message as string;

/** A fresh enterprise with no ledger, on the given tier and paymentAt. */
async function newEnterprise(name: string, membership: string, paymentAt: string | null) {
  const [e] = await w.t.ctx.db.insert(enterprises).values({ name, membership, paymentAt }).returning();
  return e!.id;
}
const row = async (id: number) =>
  (await w.t.ctx.db.select().from(enterprises).where(eq(enterprises.id, id)))[0]!;
const ledgerOf = (id: number) =>
  w.t.ctx.db.select().from(creditLedger).where(eq(creditLedger.enterpriseId, id)).orderBy(creditLedger.id);

describe('staff enterprises screen', () => {
  it('lists every enterprise with tier, allowance, balance, renewal, owners, companies and users; staff only', async () => {
    const list = await w.call('staff', 'GET', '/api/enterprises?sort=name');
    expect(list.status).toBe(200);
    const acme = list.body.data.find((e: { name: string }) => e.name === ACME);
    expect(acme).toMatchObject({
      membership: 'pro-700-190',
      allowance: '190.00',
      balance: await w.balance(ACME),
      paymentAt: '2026-11-01',
      nextRenewal: '2026-12-01',
      usersCount: 2,
    });
    expect(acme.owners.map((o: { email: string }) => o.email)).toEqual(['owner@acme.test']);
    expect(acme.companies.map((c: { name: string }) => c.name)).toEqual(['Acme Apparel', 'Acme Foods']);
    expect((await w.call('acmeOwner', 'GET', '/api/enterprises')).status).toBe(403);
    expect((await w.call(null, 'GET', '/api/enterprises')).status).toBe(401);
    expect((await w.call('acmeOwner', 'GET', `/api/enterprises/${acme.id}`)).status).toBe(403);
  });

  it('searches by name, owner e-mail or company, and sorts', async () => {
    const byOwner = await w.call('staff', 'GET', '/api/enterprises?q=globex.test');
    expect(byOwner.body.data.map((e: { name: string }) => e.name)).toEqual(['Globex']);
    const byCompany = await w.call('staff', 'GET', '/api/enterprises?q=apparel');
    expect(byCompany.body.data.map((e: { name: string }) => e.name)).toEqual([ACME]);
    expect((await w.call('staff', 'GET', '/api/enterprises?q=%25')).body.total).toBe(0);
    const byAllowance = await w.call('staff', 'GET', '/api/enterprises?sort=allowance&dir=desc');
    expect(byAllowance.body.data[0].name).toBe(ACME);
    expect((await w.call('staff', 'GET', '/api/enterprises?sort=nonsense')).status).toBe(400);
  });

  it('staff change the tier and paymentAt; each change is in the history with who, from and to', async () => {
    const id = await newEnterprise('Tier Co', 'starter', null);
    const up = await w.call('staff', 'PATCH', `/api/enterprises/${id}`, {
      data: { membership: 'basic-200-50', paymentAt: '2026-11-10' },
    });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      membership: 'basic-200-50',
      paymentAt: '2026-11-10',
      nextRenewal: '2026-12-10',
      balance: '50.00',
    });
    expect(up.body.data.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'membership', fromValue: 'starter', toValue: 'basic-200-50' }),
        expect.objectContaining({ field: 'paymentAt', fromValue: null, toValue: '2026-11-10' }),
      ]),
    );
    expect(up.body.data.history[0].actorName).toBeTruthy();
    // Moving onto a paid tier granted the first period's allowance, once.
    expect((await ledgerOf(id)).map((l) => [l.kind, l.amount])).toEqual([['allowance', '50.00']]);
    const again = await w.call('staff', 'PATCH', `/api/enterprises/${id}`, {
      data: { membership: 'pro-700-190' },
    });
    expect(again.body.data.balance).toBe('50.00');
    // Paid to paid: from the next renewal (tier-change.test.ts).
    expect(again.body.data.history[0]).toMatchObject({
      field: 'pendingMembership',
      fromValue: null,
      toValue: 'pro-700-190',
    });
  });

  it('refuses an unknown tier, a bad date, and customers; nothing changes', async () => {
    const id = await w.enterpriseId(ACME);
    const before = await row(id);
    for (const data of [
      { membership: 'gold' },
      { paymentAt: '2026-13-01' },
      { paymentAt: '01/12/2026' },
      {},
    ]) {
      const res = await w.call('staff', 'PATCH', `/api/enterprises/${id}`, { data });
      expect(res.status).toBe(400);
      expect(msg(res)).toBeTruthy();
    }
    expect(
      msg(await w.call('staff', 'PATCH', `/api/enterprises/${id}`, { data: { membership: 'gold' } })),
    ).toMatch(/Unknown membership tier/);
    expect(
      (
        await w.call('acmeOwner', 'PATCH', `/api/enterprises/${id}`, {
          data: { membership: 'deluxe-2500-750' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await w.call('staff', 'PATCH', '/api/enterprises/999999', { data: { membership: 'starter' } })).status,
    ).toBe(404);
    expect(await row(id)).toEqual(before);
  });
});

describe('grants and removals', () => {
  const change = (who: 'staff' | 'acmeOwner', id: number, data: Record<string, unknown>) =>
    w.call(who, 'POST', `/api/enterprises/${id}/credits`, { data });

  it('staff grant and remove with a reason; the ledger names them', async () => {
    const id = await newEnterprise('Grant Co', 'starter', null);
    expect(
      (await change('staff', id, { direction: 'grant', amount: '40', reason: 'Welcome credit' })).body.data,
    ).toEqual({
      balance: '40.00',
    });
    expect(
      (await change('staff', id, { direction: 'remove', amount: 15.5, reason: 'Duplicate grant' })).body.data,
    ).toEqual({
      balance: '24.50',
    });
    const page = await w.call('staff', 'GET', `/api/credits/ledger?enterpriseId=${id}`);
    expect(page.body.data.map((e: any) => [e.kind, e.amount, e.balanceAfter, e.note])).toEqual([
      ['removal', '-15.50', '24.50', 'Duplicate grant'],
      ['grant', '40.00', '40.00', 'Welcome credit'],
    ]);
    expect(page.body.data[0].actorName).toBeTruthy();
  });

  it('a removal below zero, a zero, NaN, too much, no reason: clear 4xx and nothing written', async () => {
    const id = await newEnterprise('Strict Co', 'starter', null);
    await change('staff', id, { direction: 'grant', amount: '10', reason: 'Start' });
    const below = await change('staff', id, { direction: 'remove', amount: '10.01', reason: 'Too much' });
    expect(below.status).toBe(409);
    expect(msg(below)).toBe('Cannot remove 10.01 credits: the balance is 10.00 and cannot go below zero.');
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ direction: 'grant', amount: '0', reason: 'x' }, /greater than 0/],
      [{ direction: 'grant', amount: 'NaN', reason: 'x' }, /amount like 25/],
      [{ direction: 'grant', amount: '1000000.01', reason: 'x' }, /at most 1,000,000/],
      [{ direction: 'grant', amount: '-5', reason: 'x' }, /amount like 25/],
      [{ direction: 'grant', amount: '1.234', reason: 'x' }, /two decimals/],
      [{ direction: 'grant', amount: '5', reason: '  ' }, /reason/],
      [{ direction: 'give', amount: '5', reason: 'x' }, /grant or remove/],
    ];
    for (const [data, message] of bad) {
      const res = await change('staff', id, data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(msg(res)).toMatch(message);
    }
    expect((await change('acmeOwner', id, { direction: 'grant', amount: '5', reason: 'x' })).status).toBe(
      403,
    );
    expect((await change('staff', 999999, { direction: 'grant', amount: '5', reason: 'x' })).status).toBe(
      404,
    );
    expect((await ledgerOf(id)).length).toBe(1);
    expect((await row(id)).availableCredit).toBe('10.00');
  });

  it('the old quick grant route is retired: a grant always has a reason, and nothing is written', async () => {
    const id = await newEnterprise('Quick Co', 'starter', null);
    // The old route took an empty note; it is gone.
    const old = await w.call('staff', 'POST', '/api/credits/grant', {
      data: { enterpriseId: id, amount: '5000' },
    });
    expect(old.status).toBe(404);
    for (const reason of [undefined, '', '   ']) {
      const res = await change('staff', id, { direction: 'grant', amount: '5000', reason });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('Give a reason');
    }
    expect(await ledgerOf(id)).toEqual([]);
    expect((await row(id)).availableCredit).toBe('0.00');
    const ok = await change('staff', id, { direction: 'grant', amount: '5000', reason: 'Top-up' });
    expect(ok.body.data.balance).toBe('5000.00');
    const over = await change('staff', id, { direction: 'grant', amount: '1000001', reason: 'Top-up' });
    expect(over.status).toBe(400);
  });
});

describe('ledger for each role', () => {
  it('owner and staff see every entry; a member sees the entries of requests they can see; others 404', async () => {
    const id = await w.enterpriseId(ACME);
    const foods = (await w.create('acmeOwner', w.bugFix())).body.data;
    const apparel = (await w.create('acmeOwner', w.bugFix({ company: w.company('Acme Apparel') }))).body.data;
    await w.call('staff', 'POST', `/api/enterprises/${id}/credits`, {
      data: { direction: 'grant', amount: '7', reason: 'Goodwill' },
    });
    const read = (who: 'acmeOwner' | 'acmeMember' | 'staff' | 'globexOwner') =>
      w.call(who, 'GET', `/api/credits/ledger?enterpriseId=${id}&limit=100`);
    const owner = await read('acmeOwner');
    const staff = await read('staff');
    const member = await read('acmeMember');
    expect(owner.body.scope).toBe('full');
    expect(staff.body.data).toEqual(owner.body.data);
    const ownerRequests = owner.body.data.map((e: any) => e.requestId);
    expect(ownerRequests).toEqual(expect.arrayContaining([foods.id, apparel.id, null]));
    const memberRequests = member.body.data.map((e: any) => e.requestId);
    expect(member.body).toMatchObject({ scope: 'requests', balance: await w.balance(ACME) });
    expect(memberRequests).toContain(foods.id);
    expect(memberRequests).not.toContain(apparel.id);
    expect(memberRequests).not.toContain(null);
    const other = await read('globexOwner');
    expect(other.status).toBe(404);
    expect((await w.call('globexOwner', 'GET', `/api/credits/ledger.csv?enterpriseId=${id}`)).status).toBe(
      404,
    );
  });

  it('filters by kind and date range, pages with a cursor, refuses bad filters', async () => {
    const id = await w.enterpriseId(ACME);
    const url = (q: string) => `/api/credits/ledger?enterpriseId=${id}&${q}`;
    const debits = await w.call('acmeOwner', 'GET', url('kind=debit&limit=100'));
    expect(debits.body.data.length).toBeGreaterThan(1);
    expect(debits.body.data.every((e: any) => e.kind === 'debit')).toBe(true);
    const two = await w.call('acmeOwner', 'GET', url('kind=grant,allowance&limit=100'));
    expect(new Set(two.body.data.map((e: any) => e.kind))).toEqual(new Set(['grant', 'allowance']));
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await w.call('acmeOwner', 'GET', url(`from=${today}&to=${today}&limit=100`))).body.data.length,
    ).toBeGreaterThan(0);
    expect((await w.call('acmeOwner', 'GET', url('from=2020-01-01&to=2020-12-31'))).body.data).toEqual([]);
    const first = await w.call('acmeOwner', 'GET', url('kind=debit&limit=1'));
    const second = await w.call('acmeOwner', 'GET', url(`kind=debit&limit=1&cursor=${first.body.cursor}`));
    expect(second.body.data[0].id).toBeLessThan(first.body.data[0].id);
    for (const q of [
      'kind=gift',
      'from=2026-02-30',
      'to=yesterday',
      'from=2026-05-02&to=2026-05-01',
      'cursor=abc',
    ]) {
      const res = await w.call('acmeOwner', 'GET', url(q));
      expect(res.status, q).toBe(400);
      expect(msg(res)).toBeTruthy();
    }
  });

  it('exports CSV: BOM, ISO dates, two decimals, the same filters and the same scope', async () => {
    const id = await w.enterpriseId(ACME);
    await w.call('staff', 'POST', `/api/enterprises/${id}/credits`, {
      data: { direction: 'grant', amount: '3', reason: '=HYPERLINK("x"), "quoted"' },
    });
    const res = await w.t.app.inject({
      url: `/api/credits/ledger.csv?enterpriseId=${id}`,
      headers: { cookie: w.cookies.acmeOwner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="ledger-\d+-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,kind,amount,balance_after,request_id,who,note');
    const json = await w.call('acmeOwner', 'GET', `/api/credits/ledger?enterpriseId=${id}&limit=100`);
    expect(lines.length - 1).toBe(json.body.data.length);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,grant,3\.00,\d+\.\d{2},,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    expect(lines.at(-1)).toMatch(/,allowance,190\.00,190\.00,,,/);
    const debitsOnly = await w.t.app.inject({
      url: `/api/credits/ledger.csv?enterpriseId=${id}&kind=debit`,
      headers: { cookie: w.cookies.acmeMember },
    });
    const rows = debitsOnly.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.split(',')[1] === 'debit')).toBe(true);
    const bad = await w.t.app.inject({
      url: `/api/credits/ledger.csv?enterpriseId=${id}&from=2026-1-1`,
      headers: { cookie: w.cookies.acmeOwner },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('renewal job', () => {
  const rollover = true;
  it('grants each period once: twice in a row changes nothing more', async () => {
    const id = await newEnterprise('Renew Co', 'basic-300-75', '2026-10-05');
    const first = await runRenewals(w.t.ctx.db, { today: '2026-11-05', rollover });
    expect(first.filter((l) => l.enterpriseId === id).map((l) => l.period)).toEqual(['2026-11-05']);
    const second = await runRenewals(w.t.ctx.db, { today: '2026-11-05', rollover });
    expect(second.filter((l) => l.enterpriseId === id)).toEqual([]);
    expect((await row(id)).paymentAt).toBe('2026-11-05');
    expect((await ledgerOf(id)).map((l) => [l.kind, l.amount])).toEqual([['allowance', '75.00']]);
  });

  it('the demo data’s first period is claimed like any other: a payment date moved back does not grant it twice', async () => {
    const globex = await w.enterpriseId('Globex');
    const allowances = async () =>
      (await ledgerOf(globex)).filter((l) => l.kind === 'allowance').map((l) => l.note);
    const before = await allowances();
    expect(before).toEqual(['Monthly allowance (basic-200-50) for the period from 2026-11-01']);
    const moved = await w.call('staff', 'PATCH', `/api/enterprises/${globex}`, {
      data: { paymentAt: '2026-10-01' },
    });
    expect(moved.status).toBe(200);
    try {
      await runRenewals(w.t.ctx.db, { today: '2026-11-05', rollover });
      expect(await allowances()).toEqual(before);
      expect((await verifyLedger(w.t.ctx.db)).mismatches).toEqual([]);
    } finally {
      await w.call('staff', 'PATCH', `/api/enterprises/${globex}`, { data: { paymentAt: '2026-11-01' } });
    }
  });

  it('two runs at once grant each period once', async () => {
    const id = await newEnterprise('Race Co', 'pro-700-190', '2026-09-20');
    const runs = await Promise.all([
      runRenewals(w.t.ctx.db, { today: '2026-11-21', rollover }),
      runRenewals(w.t.ctx.db, { today: '2026-11-21', rollover }),
    ]);
    const granted = runs
      .flat()
      .filter((l) => l.enterpriseId === id)
      .map((l) => l.period)
      .sort();
    expect(granted).toEqual(['2026-10-20', '2026-11-20']);
    expect((await ledgerOf(id)).map((l) => l.amount)).toEqual(['190.00', '190.00']);
    expect((await row(id)).availableCredit).toBe('380.00');
  });

  it('catches up a three-month gap, and the database refuses a second grant for a period', async () => {
    const id = await newEnterprise('Gap Co', 'basic-200-50', '2026-08-31');
    const lines = await runRenewals(w.t.ctx.db, { today: '2026-11-30', rollover });
    expect(lines.filter((l) => l.enterpriseId === id).map((l) => l.period)).toEqual([
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
    ]);
    expect((await row(id)).availableCredit).toBe('150.00');
    await expect(
      w.t.ctx.db
        .insert(creditRenewals)
        .values({ enterpriseId: id, period: '2026-10-31', membership: 'x', amount: '1' }),
    ).rejects.toThrow();
  });

  it('paused, blacklist, canceled and starter grant nothing; a dry run writes nothing', async () => {
    const ids = await Promise.all(
      ['paused', 'blacklist', 'canceled', 'starter'].map((t) => newEnterprise(`No ${t}`, t, '2026-06-01')),
    );
    const paid = await newEnterprise('Dry Co', 'deluxe-2500-750', '2026-10-01');
    const dry = await runRenewals(w.t.ctx.db, { today: '2026-11-24', rollover, dryRun: true });
    expect(dry.filter((l) => l.enterpriseId === paid).map((l) => l.period)).toEqual(['2026-11-01']);
    expect((await ledgerOf(paid)).length).toBe(0);
    const lines = await runRenewals(w.t.ctx.db, { today: '2026-11-24', rollover });
    expect(lines.filter((l) => ids.includes(l.enterpriseId))).toEqual([]);
    for (const id of ids) expect((await ledgerOf(id)).length).toBe(0);
  });

  it('with rollover off, unused credit expires in the ledger before the allowance', async () => {
    const id = await newEnterprise('Lapse Co', 'basic-150-35', '2026-10-10');
    await w.call('staff', 'POST', `/api/enterprises/${id}/credits`, {
      data: { direction: 'grant', amount: '12.5', reason: 'Start' },
    });
    await runRenewals(w.t.ctx.db, { today: '2026-11-10', rollover: false });
    expect((await ledgerOf(id)).map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([
      ['grant', '12.50', '12.50'],
      ['expiry', '-12.50', '0.00'],
      ['allowance', '35.00', '35.00'],
    ]);
  });
});

describe('invariant', () => {
  it('verifyLedger finds nothing wrong, then catches a balance changed behind the ledger', async () => {
    expect((await verifyLedger(w.t.ctx.db)).mismatches).toEqual([]);
    const id = await newEnterprise('Broken Co', 'starter', null);
    await w.t.ctx.db.update(enterprises).set({ availableCredit: '5.00' }).where(eq(enterprises.id, id));
    const { mismatches } = await verifyLedger(w.t.ctx.db);
    expect(mismatches).toEqual([
      expect.objectContaining({ enterpriseId: id, balance: '5.00', ledgerSum: '0', lastBalanceAfter: null }),
    ]);
    await w.t.ctx.db.execute(sql`update enterprises set available_credit = 0 where id = ${id}`);
    expect((await verifyLedger(w.t.ctx.db)).mismatches).toEqual([]);
    expect(new Decimal((await row(id)).availableCredit).isZero()).toBe(true);
  });
});

describe('credit reports', () => {
  it('the customer report: total, used, remaining, requests, 12 weeks and a forecast; staff get none', async () => {
    const res = await w.call('acmeOwner', 'GET', '/api/credits/report');
    expect(res.status).toBe(200);
    const [acme] = res.body.data;
    const ledger = await w.ledger(ACME);
    const used = ledger
      .filter((l) => l.requestId !== null)
      .reduce((a, l) => a.minus(l.amount), new Decimal(0));
    expect(acme).toMatchObject({
      name: ACME,
      allowance: '190.00',
      remaining: await w.balance(ACME),
      used: used.toFixed(2),
      total: new Decimal(await w.balance(ACME)).plus(used).toFixed(2),
      renewalDate: '2026-12-01',
    });
    expect(acme.requests).toBe(
      new Set(ledger.filter((l) => l.kind === 'debit').map((l) => l.requestId)).size,
    );
    expect(acme.weeks).toHaveLength(12);
    expect(acme.weeks.at(-1).used).toBe(used.toFixed(2));
    expect(['enough', 'runs-out']).toContain(acme.forecast.kind);
    const member = await w.call('acmeMember', 'GET', '/api/credits/report');
    expect(member.body.data.map((r: { name: string }) => r.name)).toEqual([ACME]);
    expect(
      (await w.call('globexOwner', 'GET', '/api/credits/report')).body.data.map((r: any) => r.name),
    ).toEqual(['Globex']);
    expect((await w.call('staff', 'GET', '/api/credits/report')).body.data).toEqual([]);
  });

  it('staff overview lists enterprises that run out before renewal; customers are refused', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const id = await newEnterprise('Burn Co', 'starter', null);
    await w.call('staff', 'PATCH', `/api/enterprises/${id}`, {
      data: { membership: 'basic-150-35', paymentAt: today },
    });
    // 30 credits used today: a pace of 30/28 a day leaves 5 credits for about 4 days, renewal is a month away.
    const { postEntry } = await import('../../test/ledger.ts');
    await postEntry(w.t.ctx.db, { enterpriseId: id, kind: 'debit', amount: '-30', requestId: 987654 });
    const res = await w.call('staff', 'GET', '/api/credits/overview');
    expect(res.status).toBe(200);
    const burn = res.body.data.atRisk.find((r: { name: string }) => r.name === 'Burn Co');
    expect(burn).toMatchObject({ remaining: '5.00', forecast: { kind: 'runs-out' } });
    expect(new Decimal(res.body.data.month.allowanceGranted).gte(35)).toBe(true);
    expect((await w.call('acmeOwner', 'GET', '/api/credits/overview')).status).toBe(403);
  });
});
