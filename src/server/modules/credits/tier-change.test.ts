import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enterprises } from '../../db/schema/index.ts';
import { runRenewals } from './renewal.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

// Issue 23 item 2: a paid-to-paid tier change waits for the next renewal, and the API says so —
// the current tier and allowance stay, `pending` names the coming tier and its first day — the
// renewal job applies it, and "grant the difference now" is a grant through the usual endpoint.

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

const patch = (id: number, data: Record<string, unknown>) =>
  w.call('staff', 'PATCH', `/api/enterprises/${id}`, { data });
const row = async (id: number) =>
  (await w.t.ctx.db.select().from(enterprises).where(eq(enterprises.id, id)))[0]!;

describe('a paid-to-paid tier change', () => {
  it('keeps the current tier until the next renewal and reports the coming one', async () => {
    const id = await w.enterpriseId('Globex');
    await patch(id, { membership: 'basic-200-50', paymentAt: '2026-11-01' });
    const balance = (await row(id)).availableCredit;

    const res = await patch(id, { membership: 'pro-700-190' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      membership: 'basic-200-50',
      allowance: '50.00',
      balance,
      nextRenewal: '2026-12-01',
      pending: { tier: 'pro-700-190', allowance: '190.00', from: '2026-12-01' },
    });
    expect(res.body.data.history[0]).toMatchObject({
      field: 'pendingMembership',
      fromValue: null,
      toValue: 'pro-700-190',
    });
    // The list and the owner's session say the same.
    const list = await w.call('staff', 'GET', '/api/enterprises?q=Globex');
    expect(list.body.data[0].pending).toEqual({
      tier: 'pro-700-190',
      allowance: '190.00',
      from: '2026-12-01',
    });
    const me = await w.call('globexOwner', 'GET', '/api/me');
    expect(me.body.enterprises[0]).toMatchObject({
      membership: 'basic-200-50',
      pending: { tier: 'pro-700-190', from: '2026-12-01' },
    });

    // "Grant the difference now": a grant with a reason through the grant endpoint.
    const grant = await w.call('staff', 'POST', `/api/enterprises/${id}/credits`, {
      data: { direction: 'grant', amount: '140', reason: 'Pro 700 before the renewal of Dec 01, 2026' },
    });
    expect(grant.status).toBe(200);
    expect(grant.body.data.balance).toBe((Number(balance) + 140).toFixed(2));
  });

  it('the renewal applies the coming tier: its allowance, then no pending tier', async () => {
    const id = await w.enterpriseId('Globex');
    const before = Number((await row(id)).availableCredit);
    const dry = await runRenewals(w.t.ctx.db, { today: '2026-12-01', rollover: true, dryRun: true });
    expect(dry.filter((l) => l.enterpriseId === id)).toMatchObject([
      { membership: 'pro-700-190', allowance: '190.00', period: '2026-12-01' },
    ]);
    const lines = await runRenewals(w.t.ctx.db, { today: '2026-12-01', rollover: true });
    expect(lines.filter((l) => l.enterpriseId === id)).toMatchObject([
      { membership: 'pro-700-190', allowance: '190.00', period: '2026-12-01' },
    ]);
    expect(await row(id)).toMatchObject({
      membership: 'pro-700-190',
      pendingMembership: null,
      paymentAt: '2026-12-01',
      availableCredit: (before + 190).toFixed(2),
    });
    const detail = await w.call('staff', 'GET', `/api/enterprises/${id}`);
    expect(detail.body.data).toMatchObject({ membership: 'pro-700-190', allowance: '190.00', pending: null });
    // In the history without a staff name, like a change Stripe makes.
    expect(detail.body.data.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'membership',
          fromValue: 'basic-200-50',
          toValue: 'pro-700-190',
          actorName: null,
        }),
      ]),
    );
  });

  it('choosing the current tier again drops the pending change; pausing applies at once', async () => {
    const id = await w.enterpriseId('Globex');
    await patch(id, { membership: 'basic-450-110' });
    expect((await row(id)).pendingMembership).toBe('basic-450-110');
    const kept = await patch(id, { membership: 'pro-700-190' });
    expect(kept.body.data).toMatchObject({ membership: 'pro-700-190', pending: null });

    await patch(id, { membership: 'deluxe-2500-750' });
    // A payment date alone leaves the pending tier as it is (it moves with the renewal).
    const moved = await patch(id, { paymentAt: '2026-12-15' });
    expect(moved.body.data.pending).toEqual({
      tier: 'deluxe-2500-750',
      allowance: '750.00',
      from: '2027-01-15',
    });
    const paused = await patch(id, { membership: 'paused' });
    expect(paused.body.data).toMatchObject({ membership: 'paused', allowance: '0.00', pending: null });
  });
});
