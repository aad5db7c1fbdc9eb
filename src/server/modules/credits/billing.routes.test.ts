import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { creditLedger, enterprises, stripeEvents } from '../../db/schema/index.ts';
import { runRenewals } from './renewal.ts';
import { applyStripeEvent } from './billing.ts';
import { STRIPE_TOLERANCE_S } from './stripe-guards.ts';

const SECRET = 'whsec_test_secret';
const PRICES = { 'basic-200-50': 'price_basic200', 'pro-700-190': 'price_pro700' };

/** A local stand-in for the Stripe API: records each call and answers what the app needs. */
const calls: { method: string; path: string; body: URLSearchParams }[] = [];
/** When set, the stand-in drops every connection: Stripe cannot be reached. */
let unreachable = false;
const stub = http.createServer((req, res) => {
  if (unreachable) {
    req.socket.destroy();
    return;
  }
  let body = '';
  req.on('data', (c) => (body += String(c)));
  req.on('end', () => {
    calls.push({ method: req.method!, path: req.url!, body: new URLSearchParams(body) });
    const answer: Record<string, object> = {
      '/v1/customers': { id: 'cus_acme', object: 'customer' },
      '/v1/checkout/sessions': {
        id: 'cs_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/cs_1',
      },
      '/v1/billing_portal/sessions': {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/1',
      },
    };
    const found = answer[req.url!.split('?')[0]!];
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json', 'request-id': 'req_stub' });
    res.end(JSON.stringify(found ?? { error: { message: 'not stubbed', type: 'invalid_request_error' } }));
  });
});

let t: DemoApp;
let off: TestApp;
let cookies: Record<string, string>;
const signer = new Stripe('sk_test_signer');
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await buildDemoApp({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICES: JSON.stringify(PRICES),
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
  cookies = t.cookies;
  off = await buildTestApp();
  await seedDemo(off.ctx);
});
afterAll(async () => {
  await t?.close();
  await off?.close();
  stub.close();
});

const acme = async () =>
  (await t.ctx.db.select().from(enterprises).where(eq(enterprises.name, 'Acme Holdings')))[0]!;
const post = (who: keyof typeof DEMO, url: string, data: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: cookies[who]! }, payload: { data } });

function webhook(event: object, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 1000);
const invoicePaid = (id: string, eventId: string, periodStart: string, price = 'price_pro700') => ({
  id: eventId,
  object: 'event',
  type: 'invoice.paid',
  data: {
    object: {
      id,
      object: 'invoice',
      customer: 'cus_acme',
      period_start: day(periodStart),
      parent: { subscription_details: { subscription: 'sub_1' } },
      lines: {
        data: [
          {
            period: { start: day(periodStart), end: day(periodStart) + 86400 * 30 },
            pricing: { price_details: { price } },
          },
        ],
      },
    },
  },
});

describe('billing switched off', () => {
  it('shows nothing and refuses the webhook and checkout', async () => {
    const cookie = await loginAs(off.app, DEMO.acmeOwner);
    const cfg = await off.app.inject({ url: '/api/billing', headers: { cookie } });
    expect(cfg.json().data).toEqual({ enabled: false, tiers: [] });
    const checkout = await off.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie },
      payload: { data: { enterpriseId: 1, tier: 'pro-700-190' } },
    });
    expect(checkout.statusCode).toBe(404);
    const hook = await off.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: '{}' });
    expect(hook.statusCode).toBe(404);
  });
});

describe('checkout and portal', () => {
  it('an owner gets a Checkout page for a priced tier; the customer is created once', async () => {
    const cfg = await t.app.inject({ url: '/api/billing', headers: { cookie: cookies.acmeOwner! } });
    expect(cfg.json().data.tiers.map((x: { tier: string }) => x.tier)).toEqual([
      'basic-200-50',
      'pro-700-190',
    ]);
    const id = (await acme()).id;
    const res = await post('acmeOwner', '/api/billing/checkout', { enterpriseId: id, tier: 'pro-700-190' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toBe('https://checkout.stripe.test/cs_1');
    const session = calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(session.body.get('line_items[0][price]')).toBe('price_pro700');
    expect(session.body.get('customer')).toBe('cus_acme');
    expect(session.body.get('metadata[tier]')).toBe('pro-700-190');
    expect((await acme()).stripeCustomerId).toBe('cus_acme');
    await post('acmeOwner', '/api/billing/checkout', { enterpriseId: id, tier: 'basic-200-50' });
    expect(calls.filter((c) => c.path === '/v1/customers')).toHaveLength(1);

    const portal = await post('acmeOwner', '/api/billing/portal', { enterpriseId: id });
    expect(portal.json().data.url).toBe('https://billing.stripe.test/p/1');
  });

  it('members, staff and other enterprises are refused; an unpriced tier is a 400', async () => {
    const id = (await acme()).id;
    expect(
      (await post('acmeMember', '/api/billing/checkout', { enterpriseId: id, tier: 'pro-700-190' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('staff', '/api/billing/checkout', { enterpriseId: id, tier: 'pro-700-190' })).statusCode,
    ).toBe(403);
    expect(
      (await post('globexOwner', '/api/billing/checkout', { enterpriseId: id, tier: 'pro-700-190' }))
        .statusCode,
    ).toBe(404);
    const bad = await post('acmeOwner', '/api/billing/checkout', {
      enterpriseId: id,
      tier: 'deluxe-2500-750',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('Stripe unreachable: 503 saying so, not a 500; nothing changes', async () => {
    const before = await acme();
    unreachable = true;
    try {
      const res = await post('acmeOwner', '/api/billing/checkout', {
        enterpriseId: before.id,
        tier: 'pro-700-190',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'The payment provider (Stripe) cannot be reached right now; nothing was charged. Try again in a few minutes.',
      );
      const portal = await post('acmeOwner', '/api/billing/portal', { enterpriseId: before.id });
      expect(portal.statusCode).toBe(503);
    } finally {
      unreachable = false;
    }
    expect(await acme()).toEqual(before);
  });
});

describe('webhook', () => {
  it("allows the library's own signature tolerance (written out so Stripe loads only with billing)", () => {
    expect(STRIPE_TOLERANCE_S).toBe(Stripe.webhooks.DEFAULT_TOLERANCE);
  });

  it('refuses a forged signature and an old replayed one; nothing is written', async () => {
    const event = invoicePaid('in_forged', 'evt_forged', '2026-12-01');
    expect((await webhook(event, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    const old = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // Correctly signed, but stamped 10 minutes ahead: refused like an old one (5 minutes' skew pass).
    const ahead = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) + 600 });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.message).toBe('Invalid Stripe signature: its timestamp is in the future.');
    expect(await t.ctx.db.select().from(stripeEvents)).toEqual([]);
  });

  it('checkout completed links the subscription; invoice.paid grants the allowance once per period', async () => {
    const completed = await webhook({
      id: 'evt_cs',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          customer: 'cus_acme',
          subscription: 'sub_1',
          metadata: { tier: 'pro-700-190' },
        },
      },
    });
    expect(completed.json()).toEqual({ received: true, result: 'applied' });
    expect((await acme()).stripeSubscriptionId).toBe('sub_1');

    const before = (await acme()).availableCredit;
    const paid = invoicePaid('in_1', 'evt_in_1', '2026-12-01', 'price_basic200');
    expect((await webhook(paid)).json().result).toBe('applied');
    const after = await acme();
    expect(after).toMatchObject({ membership: 'basic-200-50', paymentAt: '2026-12-01' });
    expect(Number(after.availableCredit)).toBeCloseTo(Number(before) + 50, 2);
    // The same event again, and another event for the same period: nothing more.
    expect((await webhook(paid)).json().result).toBe('duplicate');
    expect(
      (await webhook(invoicePaid('in_1', 'evt_in_1b', '2026-12-01', 'price_basic200'))).json().result,
    ).toBe('applied');
    const allowances = (
      await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.enterpriseId, after.id))
    ).filter((l) => l.kind === 'allowance' && l.note.includes('2026-12-01'));
    expect(allowances).toHaveLength(1);
    expect((await acme()).availableCredit).toBe(after.availableCredit);
    // Stripe renews this enterprise now: the monthly job leaves it alone.
    const lines = await runRenewals(t.ctx.db, { today: '2027-03-01', rollover: true });
    expect(lines.find((l) => l.enterpriseId === after.id)).toBeUndefined();
  });

  it('a late invoice for an older period grants its allowance but leaves the period, its day and the tier', async () => {
    const paid = invoicePaid('in_2', 'evt_in_2', '2027-01-01', 'price_pro700');
    expect((await webhook(paid)).json().result).toBe('applied');
    const current = await acme();
    expect(current).toMatchObject({ membership: 'pro-700-190', paymentAt: '2027-01-01', renewalDay: 1 });
    // November's invoice, retried by Stripe after January's was applied.
    const late = invoicePaid('in_0', 'evt_in_0', '2026-11-15', 'price_basic200');
    expect((await webhook(late)).json().result).toBe('applied');
    const after = await acme();
    expect(after).toMatchObject({ membership: 'pro-700-190', paymentAt: '2027-01-01', renewalDay: 1 });
    expect(Number(after.availableCredit)).toBeCloseTo(Number(current.availableCredit) + 50, 2);
    const ledger = await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.enterpriseId, after.id));
    expect(ledger.filter((l) => l.note.includes('period from 2026-11-15'))).toHaveLength(1);

    // With rollover off, October's invoice arriving late expires none of the current period's credit.
    const noRollover = { ...t.ctx, env: { ...t.ctx.env, CREDITS_ROLLOVER: false } };
    const october = invoicePaid('in_00', 'evt_in_00', '2026-10-15', 'price_basic200');
    expect(await applyStripeEvent(noRollover, october as unknown as Stripe.Event)).toBe('applied');
    expect(Number((await acme()).availableCredit)).toBeCloseTo(Number(after.availableCredit) + 50, 2);
    const expiries = await t.ctx.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.enterpriseId, after.id));
    expect(expiries.filter((l) => l.kind === 'expiry')).toEqual([]);
  });

  it('a cancelled subscription pauses the enterprise', async () => {
    const res = await webhook({
      id: 'evt_sub_del',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription', customer: 'cus_acme', status: 'canceled' } },
    });
    expect(res.json().result).toBe('applied');
    expect(await acme()).toMatchObject({ membership: 'paused', stripeSubscriptionId: null });
  });
});
