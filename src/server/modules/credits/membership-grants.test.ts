import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditLedger, enterpriseChanges, enterprises } from '../../db/schema/index.ts';
import { addDays, duePeriods, nextAnniversary, toIsoDay } from '#shared/domain/credit-periods.ts';
import { formatDate } from '#shared/domain/formats.ts';
import { runRenewals } from './renewal.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

// A membership change that grants more than a start's one monthly allowance (a payment date moved a
// year back by a slip of the year), or a second allowance in one month (paused and resumed), is
// refused until staff confirm the credits it grants; refused, it changes nothing.

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

const today = toIsoDay(new Date());
const patch = (id: number, data: Record<string, unknown>) =>
  w.call('staff', 'PATCH', `/api/enterprises/${id}`, { data });
async function starter(name: string) {
  const [e] = await w.t.ctx.db.insert(enterprises).values({ name, membership: 'starter' }).returning();
  return e!.id;
}
const row = async (id: number) =>
  (await w.t.ctx.db.select().from(enterprises).where(eq(enterprises.id, id)))[0]!;
const allowances = async (id: number) =>
  (await w.t.ctx.db.select().from(creditLedger).where(eq(creditLedger.enterpriseId, id))).map(
    (l) => l.amount,
  );
const history = async (id: number) =>
  w.t.ctx.db.select().from(enterpriseChanges).where(eq(enterpriseChanges.enterpriseId, id));

describe('a membership change that grants more than one allowance waits for staff to confirm it', () => {
  it('a start dated a year back names every allowance, changes nothing, then grants each once when confirmed', async () => {
    const id = await starter('Backdated Co');
    const start = addDays(today, -370);
    const periods = [start, ...duePeriods(start, null, today)];
    const credits = (periods.length * 50).toFixed(2);

    const asked = await patch(id, { membership: 'basic-200-50', paymentAt: start });
    expect(asked.status).toBe(409);
    expect(asked.body.error.message).toContain(
      `Saving this grants ${periods.length} monthly allowances (${periods.length * 50} credits in all, for the ${periods.length} periods from ${formatDate(start)} to ${formatDate(periods.at(-1))})`,
    );
    expect(asked.body.error.details).toEqual({ confirmGrant: credits, periods });
    // A confirmation of another amount (the screen showed an older figure) is refused the same way.
    const wrong = await patch(id, { membership: 'basic-200-50', paymentAt: start, confirmGrant: '50.00' });
    expect(wrong.status).toBe(409);
    expect(await row(id)).toMatchObject({ membership: 'starter', paymentAt: null });
    expect(await allowances(id)).toEqual([]);
    expect(await history(id)).toEqual([]);

    const confirmed = await patch(id, {
      membership: 'basic-200-50',
      paymentAt: start,
      confirmGrant: credits,
    });
    expect(confirmed.status).toBe(200);
    // Granted with the save, not an hour later by the renewal job; the job then finds nothing more.
    expect(confirmed.body.data).toMatchObject({ balance: credits, paymentAt: periods.at(-1) });
    expect(await allowances(id)).toEqual(periods.map(() => '50.00'));
    await runRenewals(w.t.ctx.db, { today, rollover: true });
    expect(await allowances(id)).toEqual(periods.map(() => '50.00'));
    expect((await row(id)).availableCredit).toBe(credits);
  });

  it('a payment date over two years back is refused as a slip of the year; nothing changes', async () => {
    const id = await starter('Slip Co');
    const res = await patch(id, { membership: 'basic-200-50', paymentAt: addDays(today, -800) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'The payment date starts the current period: enter a day within the last two years (older months are granted as credit with a reason).',
    );
    expect(await row(id)).toMatchObject({ membership: 'starter', paymentAt: null });
    expect(await allowances(id)).toEqual([]);
  });

  it('pausing and resuming within a month asks before a second allowance; confirmed, it is granted', async () => {
    const id = await starter('Paused Co');
    expect((await patch(id, { membership: 'basic-200-50', paymentAt: addDays(today, -3) })).status).toBe(200);
    expect((await patch(id, { membership: 'paused' })).status).toBe(200);

    const resumed = await patch(id, { membership: 'basic-200-50' });
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.message).toBe(
      `Saving this grants a monthly allowance (50 credits in all, for the period from ${formatDate(today)}). Confirm to grant it and save.`,
    );
    expect((await row(id)).membership).toBe('paused');
    expect(await allowances(id)).toEqual(['50.00']);

    const confirmed = await patch(id, { membership: 'basic-200-50', confirmGrant: '50' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      membership: 'basic-200-50',
      paymentAt: today,
      balance: '100.00',
    });
    expect(await allowances(id)).toEqual(['50.00', '50.00']);
  });

  it('an enterprise Stripe renews is asked too before a second allowance in a month', async () => {
    const id = await starter('Stripe Co');
    await w.t.ctx.db.update(enterprises).set({ stripeSubscriptionId: 'sub_x' }).where(eq(enterprises.id, id));
    expect((await patch(id, { membership: 'basic-200-50', paymentAt: addDays(today, -3) })).status).toBe(200);
    expect((await patch(id, { membership: 'paused' })).status).toBe(200);
    const resumed = await patch(id, { membership: 'basic-200-50' });
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.details.confirmGrant).toBe('50.00');
    expect(await allowances(id)).toEqual(['50.00']);
  });

  it('a start today, and a payment date moved back a month onto the period granted, save without asking', async () => {
    const id = await starter('Plain Co');
    const start = addDays(today, -3);
    expect((await patch(id, { membership: 'basic-200-50', paymentAt: start })).status).toBe(200);
    // The day a month before the start: its one anniversary since is the period already granted.
    const monthBefore = [28, 29, 30, 31]
      .map((d) => addDays(start, -d))
      .find((d) => nextAnniversary(d) === start)!;
    const moved = await patch(id, { paymentAt: monthBefore });
    expect(moved.status).toBe(200);
    await runRenewals(w.t.ctx.db, { today, rollover: true });
    expect(await allowances(id)).toEqual(['50.00']);
    // Moved back by days instead, a new period would start inside the granted one's month: asked.
    const days = await patch(id, { paymentAt: addDays(monthBefore, -2) });
    expect(days.status).toBe(409);
    expect(days.body.error.details.confirmGrant).toBe('50.00');
  });
});
