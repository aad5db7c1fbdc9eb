import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoApp, type DemoApp } from '../../test/demo-app.ts';

let t: DemoApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await buildDemoApp();
  cookies = t.cookies;
});
afterAll(async () => t?.close());

/** The one grant route: staff grant or remove credit, always with a reason. */
const change = (who: string, id: number, data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/enterprises/${id}/credits`,
    headers: { cookie: cookies[who]! },
    payload: { data },
  });
const globexId = async () =>
  (await t.app.inject({ url: '/api/me', headers: { cookie: cookies.globexOwner! } })).json().enterprises[0]
    .id as number;
const balance = async () =>
  (await t.app.inject({ url: '/api/me', headers: { cookie: cookies.globexOwner! } })).json().enterprises[0]
    .availableRequestCredit as string;

describe('staff credit grants', () => {
  it('staff add and take back credits through the ledger; the owner sees both lines', async () => {
    const id = await globexId();
    const start = Number(await balance());
    const granted = await change('staff', id, { direction: 'grant', amount: '25.50', reason: 'Goodwill' });
    expect(granted.statusCode).toBe(200);
    expect(Number(await balance())).toBeCloseTo(start + 25.5, 2);
    const removed = await change('staff', id, { direction: 'remove', amount: '5', reason: 'Correction' });
    expect(removed.statusCode).toBe(200);
    expect(Number(await balance())).toBeCloseTo(start + 20.5, 2);
    const ledger = await t.app.inject({
      url: `/api/credits/ledger?enterpriseId=${id}`,
      headers: { cookie: cookies.globexOwner! },
    });
    expect(
      ledger
        .json()
        .data.slice(0, 2)
        .map((l: { kind: string; amount: string; note: string }) => [l.kind, l.amount, l.note]),
    ).toEqual([
      ['removal', '-5.00', 'Correction'],
      ['grant', '25.50', 'Goodwill'],
    ]);
  });

  it('customers cannot grant; a removal below zero is refused with a message about the balance', async () => {
    const id = await globexId();
    const before = await balance();
    expect(
      (await change('globexOwner', id, { direction: 'grant', amount: '100', reason: 'x' })).statusCode,
    ).toBe(403);
    const over = await change('staff', id, { direction: 'remove', amount: '100000', reason: 'Oops' });
    expect(over.statusCode).toBe(409);
    // About the grant, not a request ("this request costs…" was the old route's answer).
    expect(over.json().error.message).toBe(
      `Cannot remove 100000.00 credits: the balance is ${Number(before).toFixed(2)} and cannot go below zero.`,
    );
    expect((await change('staff', id, { direction: 'grant', amount: '0', reason: 'x' })).statusCode).toBe(
      400,
    );
    expect(await balance()).toBe(before);
  });

  it('the old route, which took an empty note, is gone', async () => {
    const id = await globexId();
    const before = await balance();
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/credits/grant',
      headers: { cookie: cookies.staff! },
      payload: { data: { enterpriseId: id, amount: '-100000' } },
    });
    expect(old.statusCode).toBe(404);
    expect(await balance()).toBe(before);
  });
});

describe('repeats', () => {
  it('the same grant sent several times at once (a double click) moves the credit once', async () => {
    const id = await globexId();
    const start = Number(await balance());
    const data = { direction: 'grant', amount: '7.77', reason: 'Double click' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => change('staff', id, data)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    // One of them made the change; the others say they were repeats of it.
    expect(answers.map((a) => a.json().meta.duplicate).sort()).toEqual([false, true, true, true]);
    expect(Number(await balance())).toBeCloseTo(start + 7.77, 2);
    // Another amount or reason is another change.
    expect((await change('staff', id, { ...data, reason: 'Second, on purpose' })).statusCode).toBe(200);
    expect(Number(await balance())).toBeCloseTo(start + 15.54, 2);
    const ledger = await t.app.inject({
      url: `/api/credits/ledger?enterpriseId=${id}`,
      headers: { cookie: cookies.staff! },
    });
    expect(
      ledger
        .json()
        .data.filter((l: { note: string }) => l.note === 'Double click')
        .map((l: { amount: string }) => l.amount),
    ).toEqual(['7.77']);
  });

  it('only a repeat of the same person’s last change is one: a change between, or another person, makes it new', async () => {
    const id = await globexId();
    const start = Number(await balance());
    const grant = { direction: 'grant', amount: '10', reason: 'Fix' };
    const made = async (who: 'staff' | 'designer', data: Record<string, unknown>) => {
      const res = await change(who, id, data);
      expect(res.statusCode).toBe(200);
      return res.json().meta.duplicate as boolean;
    };
    expect(await made('staff', grant)).toBe(false);
    expect(await made('staff', { ...grant, direction: 'remove' })).toBe(false);
    // Grant, remove, grant: three changes, not a repeat of the first.
    expect(await made('staff', grant)).toBe(false);
    expect(Number(await balance())).toBeCloseTo(start + 10, 2);
    // The same change by another staff member is theirs to make.
    expect(await made('designer', grant)).toBe(false);
    expect(Number(await balance())).toBeCloseTo(start + 20, 2);
    // And the same person's immediate repeat is one.
    expect(await made('designer', grant)).toBe(true);
    expect(Number(await balance())).toBeCloseTo(start + 20, 2);
  });
});
