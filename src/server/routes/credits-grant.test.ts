import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoApp, type DemoApp } from '../test/demo-app.ts';

let t: DemoApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await buildDemoApp();
  cookies = t.cookies;
});
afterAll(async () => t?.close());

const grant = (who: string, data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/credits/grant',
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
    expect((await grant('staff', { enterpriseId: id, amount: '25.50', note: 'Goodwill' })).statusCode).toBe(
      200,
    );
    expect(Number(await balance())).toBeCloseTo(start + 25.5, 2);
    expect((await grant('staff', { enterpriseId: id, amount: '-5' })).statusCode).toBe(200);
    expect(Number(await balance())).toBeCloseTo(start + 20.5, 2);
    const ledger = await t.app.inject({
      url: `/api/credits/ledger?enterpriseId=${id}`,
      headers: { cookie: cookies.globexOwner! },
    });
    expect(
      ledger
        .json()
        .data.slice(0, 2)
        .map((l: { kind: string; amount: string }) => [l.kind, l.amount]),
    ).toEqual([
      ['adjustment', '-5.00'],
      ['grant', '25.50'],
    ]);
  });

  it('customers cannot grant; a take-back below zero is refused', async () => {
    const id = await globexId();
    expect((await grant('globexOwner', { enterpriseId: id, amount: '100' })).statusCode).toBe(403);
    const over = await grant('staff', { enterpriseId: id, amount: '-100000' });
    expect(over.statusCode).toBe(409);
    expect((await grant('staff', { enterpriseId: id, amount: '0' })).statusCode).toBe(400);
  });
});
