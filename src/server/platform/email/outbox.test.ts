import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { asc, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { freePort } from '../../test/spawn-server.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { applyRequestEffects } from '../../modules/requests/effects.ts';
import { insertRequest, sessionUserOf } from '../../test/notify-fixtures.ts';
import { backoffMs, startOutboxWorker, type OutboxWorker } from './worker.ts';
import { queueEmail } from './outbox.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { EMAIL_NOT_CONFIGURED } from '../../modules/support/support.ts';

type Received = { messageId: string; rcpt: string[]; raw: string };

/** A real SMTP server on a fixed port that can be stopped and started again. */
class MailSink {
  received: Received[] = [];
  server: SMTPServer | null = null;
  readonly port: number;
  constructor(port: number) {
    this.port = port;
  }
  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, cb) => {
        if (address.address.startsWith('bounce@')) {
          return cb(Object.assign(new Error('No such user'), { responseCode: 550 }));
        }
        cb();
      },
      onData: (stream, session, cb) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';
          this.received.push({ messageId, rcpt: session.envelope.rcptTo.map((r) => r.address), raw });
          cb();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }
  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function waitFor<T>(
  what: string,
  fn: () => Promise<T | false | null | undefined>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('e-mail through a real SMTP server', () => {
  let t: TestApp;
  let sink: MailSink;
  let worker: OutboxWorker | null = null;

  beforeAll(async () => {
    sink = new MailSink(await freePort());
    await sink.start();
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      PUBLIC_URL: 'https://app.example.test',
    });
    await seedDemo(t.ctx);
    // Start from an empty outbox (the demo seed may have queued some).
    await t.ctx.db.delete(emailOutbox);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });
  afterAll(async () => {
    await sink?.stop();
    await t?.close();
  });

  const start = async () =>
    (worker = await startOutboxWorker(t.ctx, t.app.log, {
      pollMs: 100,
      baseBackoffMs: 200,
      maxBackoffMs: 1_000,
    }));
  const rows = () => t.ctx.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
  const allSettled = async () => {
    const all = await rows();
    return all.every((r) => r.status === 'sent' || r.status === 'failed') && all;
  };

  it('delivers each e-mail once, to its own recipient, with HTML and text parts', async () => {
    const owner = await sessionUserOf(t.ctx, DEMO.acmeOwner);
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.designer],
    });
    await t.ctx.db.transaction((tx) =>
      applyRequestEffects(tx, t.ctx, {
        actor: owner,
        request: r,
        changes: [{ kind: 'created', status: 'NOT_START' }],
      }),
    );
    const member = await loginAs(t.app, DEMO.acmeMember);
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie: member },
      payload: { data: { serviceRequest: r.id, content: '<p>Looks good</p>' } },
    });
    expect(comment.statusCode).toBe(200);
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { cookie: member },
      payload: {
        data: {
          fullName: 'Max Miller',
          email: 'max@acme.test',
          phone: '123-456-7890',
          message: 'Help <please>',
        },
      },
    });
    expect(support.statusCode).toBe(200);
    expect(support.json().message).toBe('Successfully Emailed');

    await start();
    const sent = await waitFor('all sent', allSettled);
    expect(sent.every((s) => s.status === 'sent' && s.attempts === 1 && s.sentAt)).toBe(true);
    const expected = sent.map((s) => `${s.kind} ${s.to.join(',')}`).sort();
    expect(expected).toEqual(
      [
        `request_new ${DEMO.staff}`,
        `request_new ${DEMO.designer}`,
        `comment ${DEMO.acmeOwner}`,
        `comment ${DEMO.designer}`,
        `support ${DEMO.staff}`,
        `support ${DEMO.designer}`,
      ].sort(),
    );
    expect(sink.received).toHaveLength(sent.length);
    for (const row of sent) {
      const got = sink.received.filter((m) => m.messageId === row.messageId);
      expect(got, row.messageId).toHaveLength(1);
      expect(got[0]!.rcpt).toEqual(row.to);
      expect(got[0]!.raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(got[0]!.raw).toMatch(/Content-Type: text\/plain/i);
      expect(got[0]!.raw).toMatch(/Content-Type: text\/html/i);
      expect(got[0]!.raw).toContain('Studio');
    }
    const newRequest = sink.received.find((m) => m.raw.includes('New service request'))!;
    // Read as a mail client does: quoted-printable undone (a body with the unsubscribe footer's long
    // signed link is sent quoted-printable).
    const decoded = newRequest.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(decoded).toContain(`https://app.example.test/requests/${r.id}?alignBy=not-start`);
    expect(sink.received.find((m) => /Subject: Support request/.test(m.raw))!.raw).toContain(
      'Help &lt;please&gt;',
    );
  });

  it('keeps mail while the SMTP server is down and delivers every one exactly once when it is back', async () => {
    sink.received = [];
    await t.ctx.db.delete(emailOutbox);
    await sink.stop();
    const staff = await sessionUserOf(t.ctx, DEMO.staff);
    for (const to of ['ASSIGNED', 'IN_PROGRESS', 'FINISHED']) {
      const r = await insertRequest(t.ctx, {
        company: 'Acme Foods',
        createdBy: DEMO.acmeOwner,
        status: to,
        assignees: [DEMO.acmeOwner, DEMO.acmeMember],
        assignedTo: [DEMO.designer],
      });
      await t.ctx.db.transaction((tx) =>
        applyRequestEffects(tx, t.ctx, {
          actor: staff,
          request: r,
          changes: [{ kind: 'status_changed', from: 'NOT_START', to }],
        }),
      );
    }
    const queued = await rows();
    expect(queued).toHaveLength(9);

    await start();
    // Every row is tried, fails, and waits for its next attempt.
    await waitFor('failed attempts', async () => {
      const all = await rows();
      return all.every((r) => r.attempts >= 1 && r.status === 'pending' && r.lastError) && all;
    });
    expect(sink.received).toHaveLength(0);

    await sink.start();
    const sent = await waitFor('all sent after restart', allSettled);
    expect(sent.every((r) => r.status === 'sent')).toBe(true);
    expect(sink.received).toHaveLength(9);
    expect(new Set(sink.received.map((m) => m.messageId))).toEqual(new Set(queued.map((q) => q.messageId)));
    // Nothing more arrives later: stopped, the worker has finished whatever it was sending, and
    // still nine came (no pause: its stop is the event).
    await worker!.stop();
    worker = null;
    expect(sink.received).toHaveLength(9);
  });

  it('gives up on a permanent refusal without holding up the others', async () => {
    sink.received = [];
    await t.ctx.db.delete(emailOutbox);
    await t.ctx.db.insert(emailOutbox).values(
      ['bounce@acme.test', 'ok@acme.test'].map((to, i) => ({
        kind: 'comment',
        to: [to],
        subject: 's',
        html: '<p>h</p>',
        text: 'h',
        messageId: `<perm-${i}@studio.test>`,
      })),
    );
    await start();
    const done = await waitFor('settled', allSettled);
    expect(done.map((r) => [r.to[0], r.status, r.attempts])).toEqual([
      ['bounce@acme.test', 'failed', 1],
      ['ok@acme.test', 'sent', 1],
    ]);
    expect(sink.received.map((m) => m.rcpt)).toEqual([['ok@acme.test']]);
  });

  it('two workers never send the same row twice', async () => {
    sink.received = [];
    await t.ctx.db.delete(emailOutbox);
    await t.ctx.db.insert(emailOutbox).values(
      Array.from({ length: 30 }, (_, i) => ({
        kind: 'comment',
        to: [`user${i}@acme.test`],
        subject: `s${i}`,
        html: '<p>h</p>',
        text: 'h',
        messageId: `<pair-${i}@studio.test>`,
      })),
    );
    const opts = { pollMs: 50, batchSize: 4 };
    const a = await startOutboxWorker(t.ctx, t.app.log, opts);
    const b = await startOutboxWorker(t.ctx, t.app.log, opts);
    try {
      await waitFor('settled', allSettled);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(sink.received).toHaveLength(30);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(30);
  });
  it("carries each recipient's own headers, Reply-To and body; the mailer's own headers stay", async () => {
    sink.received = [];
    await t.ctx.db.delete(emailOutbox);
    const batch = new WriteBatch();
    await t.ctx.db.transaction(async (tx) => {
      queueEmail(
        batch,
        tx,
        t.ctx,
        'comment',
        ['a@acme.test', 'b@acme.test'],
        { subject: 'Per recipient', html: '<p>shared</p>', text: 'shared' },
        (address) => ({
          headers: { 'List-Unsubscribe': `<https://app.example.test/u/${address}>`, 'Auto-Submitted': 'no' },
          replyTo: `reply+${address.slice(0, 1)}@studio.test`,
          ...(address.startsWith('a') ? { text: 'shared, for a' } : {}),
        }),
      );
      await batch.run(tx);
    });
    await start();
    await waitFor('sent', allSettled);
    expect(sink.received).toHaveLength(2);
    const a = sink.received.find((m) => m.rcpt.includes('a@acme.test'))!.raw;
    const b = sink.received.find((m) => m.rcpt.includes('b@acme.test'))!.raw;
    expect(a).toContain('List-Unsubscribe: <https://app.example.test/u/a@acme.test>');
    expect(b).toContain('List-Unsubscribe: <https://app.example.test/u/b@acme.test>');
    expect(a).toMatch(/^Reply-To: reply\+a@studio\.test/m);
    expect(b).toMatch(/^Reply-To: reply\+b@studio\.test/m);
    expect(a).toContain('shared, for a');
    expect(b).not.toContain('shared, for a');
    // A recipient's headers never replace the mailer's own (loop protection for replies).
    for (const raw of [a, b]) {
      expect(raw).toMatch(/^Auto-Submitted: auto-generated/m);
      expect(raw).not.toMatch(/^Auto-Submitted: no/m);
    }
  });
});

describe('development transport and the sending flag', () => {
  it('writes each e-mail as one .eml file under DATA_DIR/mail', async () => {
    const t = await buildTestApp();
    try {
      await seedDemo(t.ctx);
      await t.ctx.db.delete(emailOutbox);
      const member = await loginAs(t.app, DEMO.acmeMember);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/support',
        headers: { cookie: member },
        payload: { data: { fullName: 'Max', email: 'max@acme.test', message: 'Hello' } },
      });
      expect(res.statusCode).toBe(200);
      const worker = await startOutboxWorker(t.ctx, t.app.log, { pollMs: 50 });
      const sent = await waitFor('sent', async () => {
        const all = await t.ctx.db.select().from(emailOutbox);
        return all.length > 0 && all.every((r) => r.status === 'sent') && all;
      });
      await worker.stop();
      const dir = path.join(t.ctx.env.dataDir, 'mail');
      const emls = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(emls).toHaveLength(sent.length);
      const text = fs.readFileSync(path.join(dir, emls[0]!), 'utf8');
      expect(text).toMatch(/^Subject: Support request from Max$/m);
      expect(sent.map((s) => s.messageId)).toContain(/^Message-ID: (<[^>]+>)$/m.exec(text)![1]);
    } finally {
      await t.close();
    }
  });

  it('EMAIL_ENABLED=false: nothing is queued, and the support form says e-mail is not configured', async () => {
    const t = await buildTestApp({ EMAIL_ENABLED: 'false' });
    try {
      await seedDemo(t.ctx);
      await t.ctx.db.delete(emailOutbox);
      const owner = await sessionUserOf(t.ctx, DEMO.acmeOwner);
      const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
      await t.ctx.db.transaction((tx) =>
        applyRequestEffects(tx, t.ctx, {
          actor: owner,
          request: r,
          changes: [{ kind: 'created', status: 'NOT_START' }],
        }),
      );
      const member = await loginAs(t.app, DEMO.acmeMember);
      await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: { cookie: member },
        payload: { data: { serviceRequest: r.id, content: 'hi' } },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/support',
        headers: { cookie: member },
        payload: { data: { fullName: 'Max', email: 'max@acme.test', message: 'Hello' } },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(EMAIL_NOT_CONFIGURED);
      expect(await t.ctx.db.select().from(emailOutbox)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the support form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.ctx);
  });
  afterAll(async () => t?.close());

  it('is for customers only and validates its fields', async () => {
    const staff = await loginAs(t.app, DEMO.staff);
    const owner = await loginAs(t.app, DEMO.acmeOwner);
    const send = (cookie: string, data: object) =>
      t.app.inject({ method: 'POST', url: '/api/support', headers: { cookie }, payload: { data } });
    const ok = { fullName: 'Olivia Owens', email: 'owner@acme.test', phone: '(123) 456-7890', message: 'Hi' };
    expect((await send(staff, ok)).statusCode).toBe(403);
    expect((await send(owner, { ...ok, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await send(owner, { ...ok, message: '   ' })).statusCode).toBe(400);
    const before = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'support'));
    const res = await send(owner, ok);
    expect(res.statusCode).toBe(200);
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'support'));
    const fresh = mails.filter((m) => !before.some((b) => b.id === m.id));
    expect(fresh.flatMap((m) => m.to).sort()).toEqual([DEMO.designer, DEMO.staff].sort());
    expect(fresh[0]!.text).toContain('Company: Acme Apparel, Acme Foods');
    expect(fresh[0]!.text).toContain('Phone: (123) 456-7890');
  });
});

describe('backoff', () => {
  it('doubles from the base and is capped', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ]);
  });
});
