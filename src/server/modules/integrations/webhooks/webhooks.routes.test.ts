import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoApp, type DemoApp } from '../../../test/demo-app.ts';
import {
  auditEvents,
  companies,
  enterprises,
  requestTypes,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../../db/schema/index.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, webhookPausedText } from '#shared/schemas/webhooks.ts';
import { checkWebhookUrl, isPublicAddress, UnsafeUrlError } from './url-safety.ts';
import { startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './worker.ts';
import { pruneWebhookLog } from './prune.ts';
import { pauseEndpointsWithoutManager } from './pause.ts';
import { postWebhook } from './send.ts';
import { openWebhookSecret } from './secret-store.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import { loginAs } from '../../../test/factories.ts';

/**
 * Outbound webhooks (issue 29) on a real database, delivered over real HTTP to receivers on
 * 127.0.0.1 (WEBHOOKS_ALLOW_PRIVATE_URLS=true and WEBHOOKS_ALLOW_HTTP=true here; a test turns the
 * switch off to see the refusals). The receivers verify every delivery with the `standardwebhooks`
 * package.
 */

type Hit = { headers: Record<string, string>; body: string; answered: number };

/** A local receiver; `answer` decides each hit's status (and body). */
class Receiver {
  hits: Hit[] = [];
  server: http.Server;
  answer: (hit: Omit<Hit, 'answered'>, n: number) => { status: number; body?: string; hang?: boolean } =
    () => ({
      status: 200,
    });
  constructor() {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const hit = {
          headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks).toString('utf8'),
        };
        const a = this.answer(hit, this.hits.length);
        this.hits.push({ ...hit, answered: a.status });
        if (a.hang) return;
        res.writeHead(
          a.status,
          a.status >= 300 && a.status < 400 ? { location: `${this.url}/elsewhere` } : {},
        );
        res.end(a.body ?? 'ok');
      });
    });
  }
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return this;
  }
  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  typesOk() {
    return this.hits.filter((h) => h.answered < 300).map((h) => JSON.parse(h.body).type as string);
  }
  async close() {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}

let t: DemoApp;
const receivers: Receiver[] = [];
const workers: WebhookWorker[] = [];
const FAST: WebhookWorkerOptions = { pollMs: 30, baseBackoffMs: 30, maxBackoffMs: 120, timeoutMs: 2_000 };

beforeAll(async () => {
  t = await buildDemoApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_ALLOW_HTTP: 'true' });
}, 120_000);
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  // Endpoints of one test do not hear the next one's events.
  await t.ctx.db.delete(webhookEndpoints);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t?.close();
});

const receiver = async () => {
  const r = await new Receiver().start();
  receivers.push(r);
  return r;
};
const worker = async (opts: WebhookWorkerOptions = FAST) => {
  const w = await startWebhookWorker(t.ctx, t.app.log, opts);
  workers.push(w);
  return w;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: t.cookies[who]! },
    ...(payload === undefined ? {} : { payload }),
  });

async function waitFor<T>(what: string, fn: () => Promise<T | false | null | undefined> | T, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function endpoint(who: string, url: string, extra: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/api/integrations/webhooks', {
    url,
    description: 'Test receiver',
    events: [...WEBHOOK_EVENT_TYPES],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; secret: string; enterpriseId: number | null };
}

async function enterpriseId(name: string) {
  const [e] = await t.ctx.db.select().from(enterprises).where(eq(enterprises.name, name));
  return e!.id;
}

/** Submits a request for a company of this enterprise, as `who`. */
async function submit(who: string, companyName: string, title = `Hook ${Date.now()}`) {
  const [type] = await t.ctx.db
    .select({ id: requestTypes.id })
    .from(requestTypes)
    .where(eq(requestTypes.name, 'Website bug fix'));
  const [company] = await t.ctx.db.select().from(companies).where(eq(companies.name, companyName));
  const me = (await call(who, 'GET', '/api/me')).json().user as { id: number };
  const res = await call(who, 'POST', '/api/service-requests', {
    data: {
      assignees: [me.id],
      title,
      serviceRequestType: type!.id,
      company: company!.id,
      content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; title: string; status: string };
}

const verify = (secret: string, hit: Hit) =>
  new Webhook(secret).verify(hit.body, {
    'webhook-id': hit.headers['webhook-id']!,
    'webhook-timestamp': hit.headers['webhook-timestamp']!,
    'webhook-signature': hit.headers['webhook-signature']!,
  });

const deliveriesOf = (endpointId: number) =>
  t.ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.id));

describe('signed deliveries', () => {
  it('sends each event signed (Standard Webhooks), with the API’s own shape of the object, in order', async () => {
    const r = await receiver();
    const acme = await endpoint('acmeOwner', `${r.url}/hooks`);
    expect(acme.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(acme.enterpriseId).toBe(await enterpriseId('Acme Holdings'));
    const w = await worker();

    const request = await submit('acmeOwner', 'Acme Foods', 'Signed hook');
    await waitFor('the request events', () => r.typesOk().length >= 2);
    const comment = await call('acmeOwner', 'POST', '/api/comments', {
      data: { serviceRequest: request.id, content: '<p>Hello hooks</p>' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const grant = await call('staff', 'POST', `/api/enterprises/${acme.enterpriseId}/credits`, {
      data: { direction: 'grant', amount: '7.50', reason: 'Webhook test' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    await waitFor(
      'comment and credits',
      () => r.typesOk().includes('comment.created') && r.hits.some((h) => h.body.includes('Webhook test')),
    );
    await w.stop();

    // Submitting charges the request: credits.changed comes with it, in the same commit.
    expect(
      r
        .typesOk()
        .slice(0, 2)
        .filter((x) => x.startsWith('request.')),
    ).toEqual(expect.arrayContaining(['request.created']));
    const types = r.typesOk().filter((x) => x !== 'credits.changed');
    expect(types).toEqual(['request.created', 'request.submitted', 'request.assigned', 'comment.created']);
    for (const hit of r.hits) {
      expect(hit.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
      expect(verify(acme.secret, hit)).toBeTruthy();
      // A wrong secret does not verify.
      expect(() => verify(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, hit)).toThrow();
    }
    const bodies = r.hits.map((h) => JSON.parse(h.body));
    const created = bodies.find((b) => b.type === 'request.created');
    const api = (await call('acmeOwner', 'GET', `/api/service-requests/${request.id}`)).json().data;
    expect(Object.keys(created.data).sort()).toEqual(Object.keys(api).sort());
    expect(created.data).toMatchObject({ id: request.id, title: 'Signed hook', status: api.status });
    expect(Date.parse(created.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    const c = bodies.find((b) => b.type === 'comment.created');
    expect(c.data).toMatchObject({ id: comment.json().data.id, serviceRequest: request.id });
    expect(c.data.content).toContain('Hello hooks');
    const credit = bodies.filter((b) => b.type === 'credits.changed').at(-1);
    expect(credit.data).toMatchObject({ kind: 'grant', amount: '7.50', enterpriseId: acme.enterpriseId });
    // Each event has its own id, stable for its retries.
    expect(new Set(r.hits.map((h) => h.headers['webhook-id'])).size).toBe(r.hits.length);
  });

  it('a status change carries the change; an assignment too; a draft sends nothing until submitted', async () => {
    const r = await receiver();
    await endpoint('staff', r.url, {
      events: ['request.status_changed', 'request.submitted', 'request.assigned'],
    });
    const w = await worker();
    // A draft is its author's alone: nothing is queued for it.
    const draft = await call('acmeOwner', 'PUT', '/api/service-requests', {
      data: {
        title: 'Private draft',
        serviceRequestType: (
          await t.ctx.db.select().from(requestTypes).where(eq(requestTypes.name, 'Website bug fix'))
        )[0]!.id,
        company: (await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods')))[0]!.id,
        content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const request = await submit('acmeOwner', 'Acme Foods', 'Moves');
    const moved = await call('staff', 'PUT', `/api/service-requests/${request.id}`, {
      data: { status: 'IN_PROGRESS' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitFor('the status change', () => r.typesOk().includes('request.status_changed'));
    await w.stop();
    expect(r.hits.map((h) => h.body).join('\n')).not.toContain('Private draft');
    const bodies = r.hits.map((h) => JSON.parse(h.body));
    const assigned = bodies.find((b) => b.type === 'request.assigned');
    const me = (await call('acmeOwner', 'GET', '/api/me')).json().user;
    expect(assigned.change).toEqual({ role: 'assignee', userIds: [me.id] });
    expect(assigned.data.id).toBe(request.id);
    const change = bodies.find((b) => b.type === 'request.status_changed');
    expect(change.change).toEqual({ from: 'NOT_START', to: 'IN_PROGRESS' });
    expect(change.data.status).toBe('IN_PROGRESS');
    // Only the chosen events.
    expect(
      r
        .typesOk()
        .every((x) => ['request.status_changed', 'request.submitted', 'request.assigned'].includes(x)),
    ).toBe(true);
  });
});

describe('enterprises', () => {
  it('an owner’s endpoint never gets another enterprise’s event; staff’s gets every enterprise’s', async () => {
    const mine = await receiver();
    const all = await receiver();
    const acme = await endpoint('acmeOwner', mine.url);
    await endpoint('staff', all.url, { events: ['request.submitted'] });
    const w = await worker();
    const globex = await submit('globexOwner', (await globexCompany()).name, 'Globex secret');
    await waitFor('staff hears of Globex', () => all.typesOk().length >= 1);
    await submit('acmeOwner', 'Acme Foods', 'Acme visible');
    await waitFor('acme hears of Acme', () => mine.typesOk().includes('request.submitted'));
    await waitFor('everything of Acme’s sent', async () =>
      (await deliveriesOf(acme.id)).every((d) => d.status === 'delivered'),
    );
    expect(mine.hits.map((h) => h.body).join('\n')).not.toContain('Globex secret');
    expect(mine.hits.every((h) => JSON.parse(h.body).data.id !== globex.id)).toBe(true);
    expect(all.hits.some((h) => JSON.parse(h.body).data.title === 'Globex secret')).toBe(true);
    // No Globex event was even queued for Acme's endpoint.
    const acmeRows = await t.ctx.db
      .select({ enterpriseId: webhookEvents.enterpriseId })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.endpointId, acme.id));
    expect(new Set(acmeRows.map((x) => x.enterpriseId))).toEqual(new Set([acme.enterpriseId]));

    // And at delivery time: a Globex event put in Acme's queue by hand is refused, never sent.
    const [event] = await t.ctx.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.enterpriseId, await enterpriseId((await globexCompany()).enterprise)))
      .limit(1);
    const before = mine.hits.length;
    const [forged] = await t.ctx.db
      .insert(webhookDeliveries)
      .values({ endpointId: acme.id, eventId: event!.id })
      .returning();
    await w.runOnce();
    await waitFor('the forged delivery settled', async () => {
      const [row] = await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, forged!.id));
      return row!.status === 'failed' && row;
    });
    expect(mine.hits.length).toBe(before);
  });

  it('an owner cannot see or change another enterprise’s endpoint (404); a member manages none (403)', async () => {
    const r = await receiver();
    const acme = await endpoint('acmeOwner', r.url);
    const staffs = await endpoint('staff', r.url);
    const list = (await call('globexOwner', 'GET', '/api/integrations/webhooks')).json().data;
    expect(list.map((e: { id: number }) => e.id)).not.toContain(acme.id);
    expect(list.map((e: { id: number }) => e.id)).not.toContain(staffs.id);
    for (const [method, url, body] of [
      ['GET', `/api/integrations/webhooks/${acme.id}`, undefined],
      ['PATCH', `/api/integrations/webhooks/${acme.id}`, { enabled: false }],
      ['DELETE', `/api/integrations/webhooks/${acme.id}`, undefined],
      ['POST', `/api/integrations/webhooks/${acme.id}/rotate-secret`, undefined],
      ['POST', `/api/integrations/webhooks/${acme.id}/test`, undefined],
      ['GET', `/api/integrations/webhooks/${acme.id}/deliveries`, undefined],
      ['PATCH', `/api/integrations/webhooks/${staffs.id}`, { enabled: false }],
    ] as const) {
      const res = await call('globexOwner', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, acme.id));
    expect(row).toMatchObject({ enabled: true, secretHint: acme.secret.slice(0, 10) });
    // Stored encrypted: the database alone does not give the secret away.
    expect(row!.secret).not.toContain(acme.secret.slice(6));
    expect(openWebhookSecret(t.ctx.env, row!.secret)).toBe(acme.secret);
    // An owner cannot aim an endpoint at another enterprise either.
    const other = await call('globexOwner', 'POST', '/api/integrations/webhooks', {
      url: r.url,
      events: ['request.created'],
      enterpriseId: acme.enterpriseId,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(WEBHOOK_MESSAGES.enterpriseNotOwned);
    expect((await call('acmeMember', 'GET', '/api/integrations/webhooks')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/integrations/webhooks' })).statusCode).toBe(401);
    // The list never shows a secret.
    const mine = (await call('acmeOwner', 'GET', '/api/integrations/webhooks')).body;
    expect(mine).not.toContain(acme.secret);
  });
});

async function globexCompany() {
  const [row] = await t.ctx.db
    .select({ name: companies.name, enterprise: enterprises.name })
    .from(companies)
    .innerJoin(enterprises, eq(enterprises.id, companies.enterpriseId))
    .where(sql`${enterprises.name} ilike 'globex%'`)
    .limit(1);
  return row!;
}

describe('retries', () => {
  it('fails three times, arrives on the fourth try, exactly once across two workers and a restart', async () => {
    const r = await receiver();
    r.answer = (_hit, n) => (n < 3 ? { status: 500, body: 'down' } : { status: 200, body: 'got it' });
    const ep = await endpoint('staff', r.url);
    const a = await worker();
    const b = await worker();
    const test = await call('staff', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
    expect(test.statusCode, test.body).toBe(202);
    await waitFor('two failures', () => r.hits.length >= 2);
    // A restart: one instance goes away, a new one comes.
    await a.stop();
    await worker();
    await waitFor('delivered', async () => (await deliveriesOf(ep.id))[0]?.status === 'delivered');
    // Every instance looks again: nothing more is sent.
    await Promise.all(workers.map((w) => w.runOnce()));
    await b.runOnce();
    expect(r.hits.map((h) => h.answered)).toEqual([500, 500, 500, 200]);
    expect(new Set(r.hits.map((h) => h.headers['webhook-id'])).size).toBe(1);
    expect(new Set(r.hits.map((h) => h.body)).size).toBe(1);
    const [d] = await deliveriesOf(ep.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 4, lastStatusCode: 200 });
    const log = (await call('staff', 'GET', `/api/integrations/webhooks/${ep.id}/deliveries`)).json().data;
    expect(log[0].log.map((x: { statusCode: number }) => x.statusCode)).toEqual([200, 500, 500, 500]);
    expect(log[0].log[0].responseBody).toBe('got it');
    expect(log[0].type).toBe('webhook.test');
  });

  it('an instance that stalls mid-send: its lease ends, another sends it, the late one changes nothing', async () => {
    const r = await receiver();
    r.answer = (_hit, n) => (n === 0 ? { status: 200, hang: true } : { status: 204 });
    const ep = await endpoint('staff', r.url);
    // A lease shorter than its own timeout: the first instance is still waiting when it ends.
    const stalled = await worker({ ...FAST, leaseMs: 300, timeoutMs: 2_500 });
    await call('staff', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
    await waitFor('the first, unanswered, try', () => r.hits.length === 1);
    const other = await worker();
    await waitFor(
      'delivered by the other',
      async () => (await deliveriesOf(ep.id))[0]?.status === 'delivered',
    );
    await other.stop();
    // The stalled instance gives up on its answer later: the delivery stays delivered, once.
    await stalled.stop();
    const [d] = await deliveriesOf(ep.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204 });
    expect(r.hits).toHaveLength(2);
    expect(r.hits[0]!.headers['webhook-id']).toBe(r.hits[1]!.headers['webhook-id']);
    const attempts = await t.ctx.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, d!.id));
    expect(attempts.map((a) => a.statusCode)).toEqual([204]);
  });

  it('a timeout, a redirect and a day of failures: not followed, retried, then failed', async () => {
    const r = await receiver();
    const target = await receiver();
    r.answer = (_hit, n) => (n === 0 ? { status: 200, hang: true } : { status: 302 });
    const ep = await endpoint('staff', r.url);
    // A delivery's age runs from its creation: on a loaded 2-core machine the first, hanging attempt
    // alone ended past 1.5 s, so the retry never came (a flaky test); 4 s leaves it room.
    const w = await worker({ ...FAST, timeoutMs: 300, maxAgeMs: 4_000 });
    await call('staff', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
    const failed = await waitFor('failed', async () => {
      const [d] = await deliveriesOf(ep.id);
      return d?.status === 'failed' && d;
    });
    await w.stop();
    expect(target.hits).toHaveLength(0);
    const attempts = await t.ctx.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, failed.id))
      .orderBy(asc(webhookAttempts.id));
    expect(attempts[0]!.error).toMatch(/No answer within/);
    expect(attempts.slice(1).every((x) => x.statusCode === 302 && /redirect/.test(x.error ?? ''))).toBe(true);
    expect(attempts.length).toBeGreaterThan(1);
    // The receiver's redirect target was never called.
    expect(r.hits.every((h) => !h.headers.host?.includes('elsewhere'))).toBe(true);
  });

  it('keeps order per request: a later event waits while an earlier one is retried', async () => {
    const r = await receiver();
    let failedOnce = false;
    r.answer = (hit) => {
      if (!failedOnce && JSON.parse(hit.body).type === 'request.created') {
        failedOnce = true;
        return { status: 503 };
      }
      return { status: 200 };
    };
    await endpoint('staff', r.url, {
      events: ['request.created', 'request.submitted', 'request.status_changed'],
    });
    const w = await worker({ ...FAST, baseBackoffMs: 300, maxBackoffMs: 300 });
    const request = await submit('acmeOwner', 'Acme Foods', 'Ordered');
    await call('staff', 'PUT', `/api/service-requests/${request.id}`, { data: { status: 'IN_PROGRESS' } });
    await waitFor('all three', () => r.typesOk().length >= 3);
    await w.stop();
    expect(r.hits.map((h) => `${JSON.parse(h.body).type} ${h.answered}`)).toEqual([
      'request.created 503',
      'request.created 200',
      'request.submitted 200',
      'request.status_changed 200',
    ]);
  });
});

/** Every retired secret's day of grace ends now. */
async function endGrace(endpointId: number) {
  const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  const past = new Date(Date.now() - 1000).toISOString();
  await t.ctx.db
    .update(webhookEndpoints)
    .set({ retiredSecrets: row!.retiredSecrets.map((r) => ({ ...r, expiresAt: past })) })
    .where(eq(webhookEndpoints.id, endpointId));
}

describe('the secret', () => {
  it('rotated twice within the day: the first secret still signs, beside the second and the third', async () => {
    const r = await receiver();
    const ep = await endpoint('acmeOwner', r.url);
    const rotate = async () =>
      (await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/rotate-secret`)).json().data;
    // The second secret, shown once, was not copied: rotated again at once.
    const second = await rotate();
    const third = await rotate();
    expect(Date.parse(third.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const w = await worker();
    await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
    await waitFor('the test event', () => r.hits.length === 1);
    await w.stop();
    const hit = r.hits[0]!;
    expect(hit.headers['webhook-signature']!.split(' ')).toHaveLength(3);
    // The receiver still on the first secret, one that switched to the second, and the new one.
    expect(verify(ep.secret, hit)).toBeTruthy();
    expect(verify(second.secret, hit)).toBeTruthy();
    expect(verify(third.secret, hit)).toBeTruthy();
  });

  it('a flurry of rotations signs with the five newest retired secrets at most', async () => {
    const r = await receiver();
    const ep = await endpoint('acmeOwner', r.url);
    const secrets: string[] = [ep.secret];
    for (let i = 0; i < 7; i++) {
      const rotated = await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/rotate-secret`);
      secrets.push(rotated.json().data.secret);
    }
    const w = await worker();
    await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
    await waitFor('the test event', () => r.hits.length === 1);
    await w.stop();
    const hit = r.hits[0]!;
    expect(hit.headers['webhook-signature']!.split(' ')).toHaveLength(6);
    for (const s of secrets.slice(-6)) expect(verify(s, hit)).toBeTruthy();
    expect(() => verify(secrets[0]!, hit)).toThrow();
  });

  it('rotation: both secrets sign for a day, then only the new one', async () => {
    const r = await receiver();
    const ep = await endpoint('acmeOwner', r.url);
    const rotated = await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data;
    expect(fresh.secret).not.toBe(ep.secret);
    expect(Date.parse(fresh.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const w = await worker();
    await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
    await waitFor('the test event', () => r.hits.length === 1);
    const hit = r.hits[0]!;
    expect(hit.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verify(ep.secret, hit)).toBeTruthy();
    expect(verify(fresh.secret, hit)).toBeTruthy();
    // The day of grace is over: the old secret no longer verifies.
    await endGrace(ep.id);
    await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
    await waitFor('the second test event', () => r.hits.length === 2);
    await w.stop();
    const late = r.hits[1]!;
    expect(late.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verify(fresh.secret, late)).toBeTruthy();
    expect(() => verify(ep.secret, late)).toThrow();
    // The log pages newest first.
    const page1 = (
      await call('acmeOwner', 'GET', `/api/integrations/webhooks/${ep.id}/deliveries?limit=1`)
    ).json();
    expect(page1.data).toHaveLength(1);
    expect(page1.cursor).toEqual(expect.any(String));
    const page2 = (
      await call(
        'acmeOwner',
        'GET',
        `/api/integrations/webhooks/${ep.id}/deliveries?limit=1&cursor=${page1.cursor}`,
      )
    ).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0].id).toBeLessThan(page1.data[0].id);
    expect(page2.cursor).toBeNull();
  });
});

describe('the log, redeliver and the test event', () => {
  it('logs each attempt with the answer’s first KiB; redelivers with the same id; refuses while pending', async () => {
    const r = await receiver();
    r.answer = () => ({ status: 200, body: 'x'.repeat(5000) });
    const ep = await endpoint('acmeOwner', r.url);
    const test = await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
    const queued = test.json().data;
    expect(queued).toMatchObject({ type: 'webhook.test', status: 'pending' });
    const again = await call(
      'acmeOwner',
      'POST',
      `/api/integrations/webhooks/${ep.id}/deliveries/${queued.id}/redeliver`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(WEBHOOK_MESSAGES.stillSending);
    const w = await worker();
    await waitFor('delivered', async () => (await deliveriesOf(ep.id))[0]?.status === 'delivered');
    const log = (await call('acmeOwner', 'GET', `/api/integrations/webhooks/${ep.id}/deliveries`)).json()
      .data;
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
    expect(log[0].log[0].responseBody).toHaveLength(1024);
    expect(log[0].log[0].durationMs).toBeGreaterThanOrEqual(0);
    const redo = await call(
      'acmeOwner',
      'POST',
      `/api/integrations/webhooks/${ep.id}/deliveries/${queued.id}/redeliver`,
    );
    expect(redo.statusCode, redo.body).toBe(202);
    await waitFor('sent again', () => r.hits.length === 2);
    await w.stop();
    expect(r.hits[0]!.headers['webhook-id']).toBe(r.hits[1]!.headers['webhook-id']);
    expect(JSON.parse(r.hits[0]!.body).data.endpointId).toBe(ep.id);
    // Housekeeping forgets settled deliveries after 30 days, never a waiting one.
    const [waiting] = await t.ctx.db
      .insert(webhookDeliveries)
      .values({ endpointId: ep.id, eventId: (await deliveriesOf(ep.id))[0]!.eventId, createdAt: new Date(0) })
      .returning();
    await t.ctx.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(webhookDeliveries.id, queued.id));
    expect(await pruneWebhookLog(t.ctx.db)).toBe(1);
    expect((await deliveriesOf(ep.id)).map((d) => d.id)).toEqual([waiting!.id]);
    await t.ctx.db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, waiting!.id));
    // A secret the server can no longer read (its key changed) fails at once, with the way out.
    await t.ctx.db
      .update(webhookEndpoints)
      .set({ secret: 'v1.AAAA.AAAA.AAAA' })
      .where(eq(webhookEndpoints.id, ep.id));
    const w2 = await worker();
    const unreadable = (await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/test`)).json()
      .data;
    const settled = await waitFor('failed', async () => {
      const [row] = await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, unreadable.id));
      return row!.status === 'failed' && row;
    });
    await w2.stop();
    expect(settled.lastError).toMatch(/Rotate the secret/);
    expect(r.hits).toHaveLength(2);
    // A turned-off endpoint is sent nothing and cannot be tested.
    await call('acmeOwner', 'PATCH', `/api/integrations/webhooks/${ep.id}`, { enabled: false });
    expect((await call('acmeOwner', 'POST', `/api/integrations/webhooks/${ep.id}/test`)).statusCode).toBe(
      409,
    );
  });
});

describe('safety', () => {
  it('knows the private ranges', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
  });

  it('without the switch, a private address is refused at creation and at delivery; http needs its switch', async () => {
    const r = await receiver();
    const ep = await endpoint('staff', r.url);
    t.ctx.env.WEBHOOKS_ALLOW_PRIVATE_URLS = false;
    try {
      const before = (await t.ctx.db.select().from(webhookEndpoints)).length;
      for (const url of [
        r.url,
        'http://localhost:9/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.8/',
        'http://100.64.1.1/',
        'http://[fe80::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://0.0.0.0/',
      ]) {
        const res = await call('staff', 'POST', '/api/integrations/webhooks', {
          url,
          events: ['request.created'],
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message, url).toBe(WEBHOOK_MESSAGES.privateAddress);
      }
      const moved = await call('staff', 'PATCH', `/api/integrations/webhooks/${ep.id}`, {
        url: 'http://127.0.0.2/',
      });
      expect(moved.statusCode).toBe(400);
      expect((await t.ctx.db.select().from(webhookEndpoints)).length).toBe(before);
      // Saved while allowed, refused when it connects: nothing reaches the receiver.
      const w = await worker({ ...FAST, maxAgeMs: 200 });
      await call('staff', 'POST', `/api/integrations/webhooks/${ep.id}/test`);
      const [d] = await waitFor('failed', async () => {
        const rows = await deliveriesOf(ep.id);
        return rows[0]?.status === 'failed' && rows;
      });
      await w.stop();
      expect(r.hits).toHaveLength(0);
      expect(d!.lastError).toBe(WEBHOOK_MESSAGES.privateAddress);
    } finally {
      t.ctx.env.WEBHOOKS_ALLOW_PRIVATE_URLS = true;
    }
    t.ctx.env.webhooksAllowHttp = false;
    try {
      const res = await call('staff', 'POST', '/api/integrations/webhooks', {
        url: r.url,
        events: ['request.created'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(WEBHOOK_MESSAGES.httpsOnly);
    } finally {
      t.ctx.env.webhooksAllowHttp = true;
    }
  });

  it('a name resolving to a private address, or one public and one private, is refused', async () => {
    const rules = { allowHttp: false, allowPrivate: false };
    await expect(checkWebhookUrl('https://localhost/x', rules)).rejects.toThrow(UnsafeUrlError);
    await expect(checkWebhookUrl('ftp://example.com/', rules)).rejects.toThrow(WEBHOOK_MESSAGES.badUrl);
    await expect(checkWebhookUrl('https://user:pw@example.com/', rules)).rejects.toThrow(
      WEBHOOK_MESSAGES.credentials,
    );
    const { resolveChecked } = await import('./url-safety.ts');
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await expect(resolveChecked('rebind.example', false, mixed)).rejects.toThrow(
      WEBHOOK_MESSAGES.privateAddress,
    );
    await expect(resolveChecked('rebind.example', true, mixed)).resolves.toHaveLength(2);
    // At delivery a name is checked by the connection's own lookup: the address it connects to.
    const r = await receiver();
    const byName = r.url.replace('127.0.0.1', 'localhost');
    const opts = { allowHttp: true, timeoutMs: 2_000, maxResponseBytes: 1024 };
    const refused = await postWebhook(byName, {}, '{}', { ...opts, allowPrivate: false });
    expect(refused).toMatchObject({ ok: false, statusCode: null, error: WEBHOOK_MESSAGES.privateAddress });
    expect(r.hits).toHaveLength(0);
    const allowed = await postWebhook(byName, {}, '{}', { ...opts, allowPrivate: true });
    expect(allowed).toMatchObject({ ok: true, statusCode: 200 });
    expect(r.hits).toHaveLength(1);
  });

  it('refuses bad input, changing nothing', async () => {
    const before = (await t.ctx.db.select().from(webhookEndpoints)).length;
    for (const body of [
      { url: '', events: ['request.created'] },
      { url: 'not a url', events: ['request.created'] },
      { url: 'https://example.com', events: [] },
      { url: 'https://example.com', events: ['request.exploded'] },
      { url: 'https://example.com', events: ['request.created'], description: 'x'.repeat(201) },
    ]) {
      const res = await call('acmeOwner', 'POST', '/api/integrations/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.ctx.db.select().from(webhookEndpoints)).length).toBe(before);
  });
});

describe('an endpoint outlives no one’s right to manage it', () => {
  const me = async (who: string) => (await call(who, 'GET', '/api/me')).json().user as { id: number };
  const role = async (eid: number, userId: number, r: 'owner' | 'member') => {
    const res = await call('acmeOwner', 'PUT', `/api/team/${eid}/people/${userId}/role`, { role: r });
    expect(res.statusCode, res.body).toBe(200);
  };
  const listed = async (who: string, id: number) =>
    ((await call(who, 'GET', '/api/integrations/webhooks')).json().data as Record<string, unknown>[]).find(
      (e) => e.id === id,
    )!;
  const pauses = (endpointId: number) =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.action} = 'webhook_endpoint_paused' and ${auditEvents.details}->'endpoint'->>'id' = ${String(endpointId)}`,
      );

  it('made a member: their endpoint is paused (queued events held, none new), shown so, resumed by an owner who takes it over', async () => {
    const r = await receiver();
    const eid = await enterpriseId('Acme Holdings');
    const max = await me('acmeMember');
    const olivia = await me('acmeOwner');
    await role(eid, max.id, 'owner');
    const theirs = await endpoint('acmeMember', r.url);
    expect((await listed('acmeOwner', theirs.id)).createdBy).toEqual({ id: max.id, name: 'Max Miller' });
    // An event queued while Max was an owner, not yet sent (no worker runs).
    await submit('acmeOwner', 'Acme Foods', 'Queued before');
    expect((await deliveriesOf(theirs.id)).length).toBeGreaterThan(0);

    await role(eid, max.id, 'member');
    const paused = await listed('acmeOwner', theirs.id);
    expect(paused).toMatchObject({ enabled: false, createdBy: { id: max.id, name: 'Max Miller' } });
    expect(paused.paused).toMatchObject({ reason: 'creator_made_member' });
    expect(webhookPausedText('Max Miller', 'creator_made_member')).toBe(
      'Paused: Max Miller is no longer an owner of the company group.',
    );
    const [entry] = await pauses(theirs.id);
    expect(entry).toMatchObject({ actorId: olivia.id, targetUserId: max.id, enterpriseId: eid });
    // Max manages webhooks no more; the endpoint queues nothing new and sends nothing held.
    expect((await call('acmeMember', 'GET', '/api/integrations/webhooks')).statusCode).toBe(403);
    const queued = (await deliveriesOf(theirs.id)).length;
    await submit('acmeOwner', 'Acme Foods', 'After the pause');
    expect((await deliveriesOf(theirs.id)).length).toBe(queued);
    const w = await worker();
    await w.runOnce();
    await new Promise((res) => setTimeout(res, 200));
    expect(r.hits).toEqual([]);
    const test = await call('acmeOwner', 'POST', `/api/integrations/webhooks/${theirs.id}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().error.message).toBe(WEBHOOK_MESSAGES.paused);
    // Editing without turning it on leaves it paused.
    await call('acmeOwner', 'PATCH', `/api/integrations/webhooks/${theirs.id}`, { description: 'Ops' });
    expect((await listed('acmeOwner', theirs.id)).paused).not.toBeNull();

    // Olivia resumes it: it answers to her now, is audit-logged, and the held event goes out.
    const resumed = await call('acmeOwner', 'PATCH', `/api/integrations/webhooks/${theirs.id}`, {
      enabled: true,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toMatchObject({
      enabled: true,
      paused: null,
      createdBy: { id: olivia.id, name: 'Olivia Owens' },
    });
    const [back] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.action} = 'webhook_endpoint_resumed' and ${auditEvents.details}->'endpoint'->>'id' = ${String(theirs.id)}`,
      );
    expect(back).toMatchObject({ actorId: olivia.id, enterpriseId: eid });
    await w.kick();
    await waitFor('the held event sent', () => r.hits.some((h) => h.body.includes('Queued before')));
  });

  it('removed from the team: paused; and an endpoint answering to someone who may not manage it sends nothing even unpaused', async () => {
    const r = await receiver();
    const eid = await enterpriseId('Acme Holdings');
    const max = await me('acmeMember');
    await role(eid, max.id, 'owner');
    const theirs = await endpoint('acmeMember', r.url);
    const hers = await endpoint('acmeOwner', r.url);
    const removed = await call('acmeOwner', 'DELETE', `/api/team/${eid}/people/${max.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed('acmeOwner', theirs.id)).paused).toMatchObject({ reason: 'creator_removed' });
    expect((await listed('acmeOwner', hers.id)).paused).toBeNull();
    expect(await pauses(theirs.id)).toHaveLength(1);

    // The backstop: her endpoint handed to Max by hand (no pause) is held at the worker.
    await t.ctx.db
      .update(webhookEndpoints)
      .set({ createdById: max.id })
      .where(eq(webhookEndpoints.id, hers.id));
    await submit('acmeOwner', 'Acme Foods', 'Never sent');
    expect((await deliveriesOf(hers.id)).length).toBeGreaterThan(0);
    const w = await worker();
    await w.runOnce();
    await new Promise((res) => setTimeout(res, 200));
    expect(r.hits).toEqual([]);
    expect((await deliveriesOf(hers.id)).every((d) => d.status === 'pending')).toBe(true);
    // Housekeeping finds it and shows it paused (not on and silent), audit-logged as the system's;
    // an owner's Resume takes it over and the held event goes out.
    expect((await listed('acmeOwner', hers.id)).paused).toBeNull();
    expect(
      await t.ctx.db.transaction((tx) => pauseEndpointsWithoutManager(tx, t.ctx.env.PROVIDER_DOMAIN)),
    ).toBe(1);
    expect(
      await t.ctx.db.transaction((tx) => pauseEndpointsWithoutManager(tx, t.ctx.env.PROVIDER_DOMAIN)),
    ).toBe(0);
    expect(await listed('acmeOwner', hers.id)).toMatchObject({
      enabled: false,
      paused: { reason: 'no_manager' },
    });
    expect(webhookPausedText('Max Miller', 'no_manager')).toBe('Paused: Max Miller may no longer manage it.');
    const [swept] = await pauses(hers.id);
    expect(swept).toMatchObject({ actorId: null, targetUserId: max.id, enterpriseId: eid });
    const resumed = await call('acmeOwner', 'PATCH', `/api/integrations/webhooks/${hers.id}`, {
      enabled: true,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    await w.kick();
    await waitFor('the held event sent', () => r.hits.some((h) => h.body.includes('Never sent')));
  });

  it('a staff account deactivated: every endpoint that answers to it is paused, every-group ones included', async () => {
    const r = await receiver();
    const designer = await me('designer');
    const everyGroup = await endpoint('designer', r.url);
    const acme = await endpoint('designer', r.url, { enterpriseId: await enterpriseId('Acme Holdings') });
    const res = await call('staff', 'POST', `/api/staff/${designer.id}/deactivate`, {});
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [everyGroup.id, acme.id]) {
      expect((await listed('staff', id)).paused).toMatchObject({ reason: 'creator_deactivated' });
      expect(await pauses(id)).toHaveLength(1);
    }
    // The Acme one is Acme's to see, paused, in its owner's list and audit log.
    expect((await listed('acmeOwner', acme.id)).enabled).toBe(false);
  });

  it('an account deleted: the endpoints that answer to it are paused', async () => {
    const r = await receiver();
    const email = `leaving@${t.ctx.env.PROVIDER_DOMAIN}`;
    await t.ctx.db.insert(users).values({
      username: 'leaving-staff',
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Lee',
      lastName: 'Leaving',
    });
    t.cookies.leaving = await loginAs(t.app, email);
    const theirs = await endpoint('leaving', r.url);
    const gone = await call('leaving', 'POST', '/api/account/delete', { password: DEMO_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await listed('staff', theirs.id)).paused).toMatchObject({ reason: 'creator_deleted' });
    expect(await pauses(theirs.id)).toHaveLength(1);
  });
});
