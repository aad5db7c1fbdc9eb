// Reply by e-mail (issue 29) end to end: the Reply-To of notification e-mails, and messages sent by a
// real SMTP client (nodemailer) to the app's own SMTP listener, on both database engines.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { buildTestApp, testDbKind, type TestApp } from '../../../test/build-test-app.ts';
import { serverUrl } from '../../../test/databases.ts';
import { seedDemo } from '../../../seed/demo.ts';
import { DEMO, loginAs } from '../../../test/factories.ts';
import { insertRequest, userId } from '../../../test/notify-fixtures.ts';
import {
  comments,
  companies,
  companyMembers,
  emailOutbox,
  inboundEmails,
  users,
} from '../../../db/schema/index.ts';
import { loadSessionUser } from '../../../plugins/auth.ts';
import { REPLY_HINT } from '../../../platform/email/templates.ts';
import type { RequestSnapshot } from '../../requests/effects.ts';
import {
  BOUNCES_PER_ADDRESS_PER_HOUR,
  INBOUND_NOTES,
  INBOUND_REASONS,
  receiveInboundEmail,
} from './receive.ts';
import { replyAddress, replyKey } from './reply-address.ts';
import { startInboundMail } from './start.ts';
import { startInboundSmtp, type InboundSmtp } from './smtp-listener.ts';

const DOMAIN = 'reply.studio.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let smtp: InboundSmtp;
let owner: string;
let req: RequestSnapshot;
let key: Buffer;
let ids: Record<'member' | 'owner' | 'designer' | 'staff', number>;

const loadUser = (db: Parameters<typeof loadSessionUser>[0], id: number) =>
  loadSessionUser(db, id, t.ctx.env.PROVIDER_DOMAIN);

beforeAll(async () => {
  t = await buildTestApp({
    INBOUND_MAIL_DOMAIN: DOMAIN,
    INBOUND_SMTP_PORT: '0',
    INBOUND_SMTP_HOST: '127.0.0.1',
    // 50 KB: enough for a reply and a small attachment, and an over-size message is quick to send.
    INBOUND_MAX_MB: '0.05',
  });
  await seedDemo(t.ctx);
  owner = await loginAs(t.app, DEMO.acmeOwner);
  smtp = (await startInboundMail(t.ctx, t.app.log, loadUser))!;
  key = await replyKey(t.ctx);
  req = await insertRequest(t.ctx, {
    company: 'Acme Foods',
    createdBy: DEMO.acmeOwner,
    assignees: [DEMO.acmeMember],
    assignedTo: [DEMO.designer],
  });
  ids = {
    member: await userId(t.ctx.db, DEMO.acmeMember),
    owner: await userId(t.ctx.db, DEMO.acmeOwner),
    designer: await userId(t.ctx.db, DEMO.designer),
    staff: await userId(t.ctx.db, DEMO.staff),
  };
});
afterAll(async () => {
  await smtp?.stop();
  await t?.close();
});

const transport = () =>
  nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });

type Mail = Parameters<ReturnType<typeof transport>['sendMail']>[0];
const send = (mail: Mail) => transport().sendMail({ subject: 'Re: New comment on Logo refresh', ...mail });

const commentsOn = (requestId: number) =>
  t.ctx.db
    .select({
      id: comments.id,
      userId: comments.userId,
      content: comments.content,
      parentId: comments.parentId,
    })
    .from(comments)
    .where(eq(comments.requestId, requestId))
    .orderBy(asc(comments.id));

const outboxAfter = (mark: number) =>
  t.ctx.db.select().from(emailOutbox).where(gt(emailOutbox.id, mark)).orderBy(asc(emailOutbox.id));
const outboxMark = async () =>
  Number(
    (await t.ctx.db.select({ m: sql<number>`coalesce(max(${emailOutbox.id}), 0)` }).from(emailOutbox))[0]!.m,
  );

const inboundRow = async (messageId: string) =>
  (await t.ctx.db.select().from(inboundEmails).where(eq(inboundEmails.messageId, messageId)))[0];

const addressFor = (who: keyof typeof ids, requestId = req.id, now = Date.now(), commentId?: number) =>
  replyAddress(t.ctx.env, key, requestId, ids[who], now, commentId);

let seq = 0;
const msgId = () => `<test-${Date.now()}-${++seq}@client.test>`;

/** Sends a message and answers what a user would notice: new comments, new outbox rows, the audit row. */
async function sendAndSee(mail: Mail, requestId = req.id) {
  const before = (await commentsOn(requestId)).length;
  const mark = await outboxMark();
  const messageId = (mail.messageId as string | undefined) ?? msgId();
  await send({ ...mail, messageId });
  const after = await commentsOn(requestId);
  const mails = await outboxAfter(mark);
  return {
    added: after.slice(before),
    bounces: mails.filter((m) => m.kind === 'reply_bounce'),
    mails,
    row: await inboundRow(messageId),
    messageId,
  };
}

describe('Reply-To on notification e-mails', () => {
  it('gives each recipient of a comment e-mail their own signed reply address and says a reply becomes a comment', async () => {
    const mark = await outboxMark();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie: owner },
      payload: { data: { serviceRequest: req.id, content: '<p>First round of logos attached.</p>' } },
    });
    expect(res.statusCode).toBe(200);
    const commentId = res.json().data.id as number;
    const mails = (await outboxAfter(mark)).filter((m) => m.kind === 'comment');
    expect(mails.map((m) => m.to[0]).sort()).toEqual([DEMO.designer, DEMO.acmeMember].sort());
    const member = mails.find((m) => m.to[0] === DEMO.acmeMember)!;
    const designer = mails.find((m) => m.to[0] === DEMO.designer)!;
    // It names the comment (version 2), so that a reply joins its thread.
    expect(member.replyTo).toMatch(
      new RegExp(`^reply\\+${req.id}\\.${ids.member}\\.${commentId}\\.\\d+\\.[0-9a-f]{24}@${DOMAIN}$`),
    );
    expect(designer.replyTo).toMatch(new RegExp(`^reply\\+${req.id}\\.${ids.designer}\\.`));
    expect(member.replyTo).not.toBe(designer.replyTo);
    expect(member.replyTo!.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(member.text).toContain(REPLY_HINT);
    expect(member.html).toContain(REPLY_HINT);
  });

  it('puts no Reply-To and no reply hint on the e-mails when replies are off', async () => {
    const off = await buildTestApp();
    try {
      await seedDemo(off.ctx);
      const cookie = await loginAs(off.app, DEMO.acmeOwner);
      const r = await insertRequest(off.ctx, {
        company: 'Acme Foods',
        createdBy: DEMO.acmeOwner,
        assignees: [DEMO.acmeMember],
      });
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: { cookie },
        payload: { data: { serviceRequest: r.id, content: 'Hello' } },
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await off.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'comment'));
      expect(mail!.to).toEqual([DEMO.acmeMember]);
      expect(mail!.replyTo).toBeNull();
      expect(mail!.text).not.toContain(REPLY_HINT);
    } finally {
      await off.close();
    }
  });

  it('carries a reply address on a status e-mail too', async () => {
    const mark = await outboxMark();
    const staff = await loginAs(t.app, DEMO.designer);
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.designer],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/service-requests/${r.id}`,
      headers: { cookie: staff },
      payload: { data: { status: 'IN_PROGRESS' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await outboxAfter(mark)).find(
      (m) => m.kind === 'request_status' && m.to[0] === DEMO.acmeMember,
    );
    // No comment in it (version 1): a reply is a comment on the request.
    expect(mail?.replyTo).toMatch(
      new RegExp(`^reply\\+${r.id}\\.${ids.member}\\.\\d+\\.[0-9a-f]{24}@${DOMAIN}$`),
    );
  });
});

describe('Reply-To on deliverable e-mails', () => {
  it('carries a reply address on "new version ready" and "changes requested"', async () => {
    const designer = await loginAs(t.app, DEMO.designer);
    const member = await loginAs(t.app, DEMO.acmeMember);
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.designer],
      status: 'IN_PROGRESS',
    });
    const mark = await outboxMark();
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${r.id}/deliverables`,
      headers: { cookie: designer },
      payload: { data: { note: '<p>First cut</p>', links: [{ url: 'https://figma.com/file/abc' }] } },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const changes = await t.app.inject({
      method: 'POST',
      url: `/api/deliverables/${delivered.json().data.id}/request-changes`,
      headers: { cookie: member },
      payload: { data: { message: '<p>Darker blue, please.</p>' } },
    });
    expect(changes.statusCode, changes.body).toBe(200);
    const mails = await outboxAfter(mark);
    const ready = mails.find((m) => m.kind === 'deliverable_ready' && m.to[0] === DEMO.acmeMember);
    const asked = mails.find((m) => m.kind === 'deliverable_changes_requested' && m.to[0] === DEMO.designer);
    expect(ready?.replyTo).toMatch(new RegExp(`^reply\\+${r.id}\\.${ids.member}\\.`));
    expect(asked?.replyTo).toMatch(new RegExp(`^reply\\+${r.id}\\.${ids.designer}\\.`));
    expect(ready?.text).toContain(REPLY_HINT);
  });
});

describe('a reply sent to the SMTP listener', () => {
  it('becomes a reply by that person in the thread of the comment the e-mail was about, quoted history and signature stripped, attachment kept and sniffed', async () => {
    const [mail] = (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'comment'))).filter(
      (m) => m.to[0] === DEMO.acmeMember,
    );
    const seen = await sendAndSee({
      from: `Max Miller <${DEMO.acmeMember}>`,
      to: mail!.replyTo!,
      text: [
        'Love the second one. Could the blue be a little darker?',
        '',
        'Thanks!',
        '',
        'On Tue, Nov 24, 2026 at 10:00 AM Olivia Owens <no-reply@studio.test> wrote:',
        '> First round of logos attached.',
        '>',
        `> ${REPLY_HINT}`,
      ].join('\n'),
      attachments: [{ filename: 'mark-up.png', content: PNG, contentType: 'application/octet-stream' }],
    });
    const [first] = await commentsOn(req.id);
    expect(seen.added).toHaveLength(1);
    expect(seen.added[0]).toMatchObject({ userId: ids.member, parentId: first!.id });
    expect(seen.row).toMatchObject({
      outcome: 'comment',
      commentId: seen.added[0]!.id,
      requestId: req.id,
      reason: null,
    });
    expect(seen.bounces).toHaveLength(0);

    // What the people of the request see in its thread.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/comments/service-request/${req.id}`,
      headers: { cookie: owner },
    });
    const thread = page.json().data.find((c: { id: number }) => c.id === first!.id);
    expect(thread.content).toContain('First round of logos attached.');
    expect(thread.replies).toHaveLength(1);
    const top = thread.replies[0];
    expect(top.user.email).toBe(DEMO.acmeMember);
    expect(top.content).toContain('Could the blue be a little darker?');
    expect(top.content).not.toContain('wrote:');
    expect(top.content).not.toContain('First round of logos');
    expect(top.content).not.toContain(REPLY_HINT);
    // Sniffed from the bytes, not the type the message claimed.
    expect(top.files).toEqual([expect.objectContaining({ name: 'mark-up.png', mime: 'image/png' })]);
    const file = await t.app.inject({ method: 'GET', url: top.files[0].url, headers: { cookie: owner } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // As any reply: the others hear of it, each with their own reply address.
    const notified = seen.mails.filter((m) => m.kind === 'comment').map((m) => m.to[0]);
    expect(notified.sort()).toEqual([DEMO.acmeOwner, DEMO.designer].sort());
  });

  it('reads an HTML-only reply (Gmail style) and leaves its quoted part out', async () => {
    const seen = await sendAndSee({
      from: DEMO.acmeMember,
      to: addressFor('member'),
      html: '<div dir="ltr">Sounds good, <b>go ahead</b>.<br>Second line</div><br><div class="gmail_quote"><div class="gmail_attr">On Tue, Nov 24, 2026 at 10:00 AM Studio &lt;no-reply@studio.test&gt; wrote:<br></div><blockquote class="gmail_quote">Olivia commented on Logo refresh</blockquote></div>',
    });
    expect(seen.added.map((c) => c.content)).toEqual(['<p>Sounds good, go ahead.<br />Second line</p>']);
  });

  it('makes one comment of the same Message-ID received twice, also at the same time', async () => {
    const to = addressFor('member');
    const messageId = msgId();
    const mail = { from: DEMO.acmeMember, to, text: 'Approved from my phone.', messageId };
    const first = await sendAndSee(mail);
    expect(first.added).toHaveLength(1);
    // Another comment of theirs in between, so the comments' own repeat rule (same text as one's
    // last comment) cannot be what keeps the second delivery out: the Message-ID does.
    expect((await sendAndSee({ from: DEMO.acmeMember, to, text: 'And one more thing.' })).added).toHaveLength(
      1,
    );
    const again = await sendAndSee(mail);
    expect(again.added).toHaveLength(0);
    expect(again.bounces).toHaveLength(0);

    const before = (await commentsOn(req.id)).length;
    const racing = { ...mail, text: 'Sent twice at once.', messageId: msgId() };
    await Promise.all([send(racing), send(racing)]);
    expect((await commentsOn(req.id)).length).toBe(before + 1);
  });

  it('refuses a made-up or altered address with one bounce, and writes nothing on the request', async () => {
    const real = addressFor('member');
    const altered = real.replace(/([0-9a-f])@/, (_, c: string) => `${c === '0' ? '1' : '0'}@`);
    const otherRequest = real.replace(`reply+${req.id}.`, `reply+${req.id + 1}.`);
    for (const to of [altered, otherRequest, `reply+${req.id}.${ids.member}@${DOMAIN}`]) {
      const seen = await sendAndSee({ from: DEMO.acmeMember, to, text: 'Sneaking in a comment.' });
      expect(seen.added).toHaveLength(0);
      expect(seen.mails.map((m) => m.kind)).toEqual(['reply_bounce']);
      expect(seen.bounces[0]!.to).toEqual([DEMO.acmeMember]);
      expect(seen.bounces[0]!.text).toContain(INBOUND_REASONS.forged);
      expect(seen.row).toMatchObject({ outcome: 'refused', reason: INBOUND_REASONS.forged, bounced: true });
    }
  });

  it('refuses a reply from another address than the one the reply address was made for', async () => {
    const seen = await sendAndSee({
      from: DEMO.globexOwner,
      to: addressFor('member'),
      text: 'Hi, it is me.',
    });
    expect(seen.added).toHaveLength(0);
    expect(seen.bounces.map((b) => b.to[0])).toEqual([DEMO.globexOwner]);
    expect(seen.bounces[0]!.text).toContain(INBOUND_REASONS.wrongSender);
  });

  it('refuses an expired address', async () => {
    const days = t.ctx.env.INBOUND_REPLY_DAYS;
    const to = addressFor('member', req.id, Date.now() - (days + 2) * 86_400_000);
    const seen = await sendAndSee({ from: DEMO.acmeMember, to, text: 'Late reply.' });
    expect(seen.added).toHaveLength(0);
    expect(seen.bounces[0]!.text).toContain(INBOUND_REASONS.expired);
    // The day before it expires it still works.
    const lastDay = addressFor('member', req.id, Date.now() - (days - 1) * 86_400_000);
    expect(
      (await sendAndSee({ from: DEMO.acmeMember, to: lastDay, text: 'Just in time.' })).added,
    ).toHaveLength(1);
  });

  it('refuses a person removed from the team, and a deactivated one', async () => {
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.staff],
    });
    const [acme] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
    const membership = and(eq(companyMembers.userId, ids.member), eq(companyMembers.companyId, acme!.id));
    const [kept] = await t.ctx.db.select().from(companyMembers).where(membership);
    await t.ctx.db.delete(companyMembers).where(membership);
    try {
      const seen = await sendAndSee(
        { from: DEMO.acmeMember, to: addressFor('member', r.id), text: 'Still here?' },
        r.id,
      );
      expect(seen.added).toHaveLength(0);
      expect(seen.bounces[0]!.text).toContain(INBOUND_REASONS.noAccess);
    } finally {
      await t.ctx.db.insert(companyMembers).values(kept!);
    }

    await t.ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, ids.staff));
    try {
      const seen = await sendAndSee(
        { from: DEMO.staff, to: addressFor('staff', r.id), text: 'On it.' },
        r.id,
      );
      expect(seen.added).toHaveLength(0);
      expect(seen.bounces[0]!.text).toContain(INBOUND_REASONS.noAccess);
    } finally {
      await t.ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, ids.staff));
    }
    // Back in the team, the same kind of reply works: it was the access that was refused.
    const ok = await sendAndSee(
      { from: DEMO.acmeMember, to: addressFor('member', r.id), text: 'Back again.' },
      r.id,
    );
    expect(ok.added).toHaveLength(1);
  });

  it('answers 552 to a message over the size limit, adds nothing, and bounces once', async () => {
    const before = (await commentsOn(req.id)).length;
    const mark = await outboxMark();
    const messageId = msgId();
    const big = Buffer.alloc(120 * 1024, 7);
    await expect(
      send({
        from: DEMO.acmeMember,
        to: addressFor('member'),
        text: 'Here is the big file.',
        messageId,
        attachments: [{ filename: 'big.bin', content: big }],
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect((await commentsOn(req.id)).length).toBe(before);
    const bounces = (await outboxAfter(mark)).filter((m) => m.kind === 'reply_bounce');
    expect(bounces).toHaveLength(1);
    expect(bounces[0]!.text).toContain('larger than the 0.05 MB');
    expect(await inboundRow(messageId)).toMatchObject({ outcome: 'refused', bounced: true });
  });

  it('refuses a reply with no text of its own above the quoted message', async () => {
    const seen = await sendAndSee({
      from: DEMO.acmeMember,
      to: addressFor('member'),
      text: 'On Tue, Nov 24, 2026 at 10:00 AM Olivia Owens <no-reply@studio.test> wrote:\n> First round of logos attached.\n',
    });
    expect(seen.added).toHaveLength(0);
    expect(seen.bounces[0]!.text).toContain(INBOUND_REASONS.empty);
  });

  it.each([
    ['Auto-Submitted: auto-replied', { 'Auto-Submitted': 'auto-replied' }],
    ['Precedence: bulk', { Precedence: 'bulk' }],
    ['a mailing list', { 'List-Id': '<designers.lists.example>' }],
  ])('neither adds nor answers an automatic message (%s)', async (_, headers) => {
    const seen = await sendAndSee({
      from: DEMO.acmeMember,
      to: addressFor('member'),
      text: 'I am out of the office until Monday.',
      headers,
    });
    expect(seen.added).toHaveLength(0);
    expect(seen.mails).toHaveLength(0);
    expect(seen.row).toMatchObject({ outcome: 'loop', bounced: false });
  });

  it('neither adds nor answers a bounce from MAILER-DAEMON or the null sender', async () => {
    const seen = await sendAndSee({
      from: `Mail Delivery System <MAILER-DAEMON@acme.test>`,
      to: addressFor('member'),
      text: 'Delivery failed.',
    });
    expect(seen.added).toHaveLength(0);
    expect(seen.mails).toHaveLength(0);
    const raw = Buffer.from(
      `From: ${DEMO.acmeMember}\r\nTo: ${addressFor('member')}\r\nSubject: Undeliverable\r\nMessage-ID: ${msgId()}\r\n\r\nReturned mail.\r\n`,
    );
    const result = await receiveInboundEmail(t.ctx, loadUser, raw, {
      mailFrom: '',
      rcptTo: [addressFor('member')],
    });
    expect(result).toMatchObject({ outcome: 'loop', reason: 'null sender' });
  });

  it('bounces at most BOUNCES_PER_ADDRESS_PER_HOUR times an hour to one address (no backscatter)', async () => {
    const forged = `reply+${req.id}.${ids.member}.99999.${'0'.repeat(24)}@${DOMAIN}`;
    let bounced = 0;
    for (let i = 0; i <= BOUNCES_PER_ADDRESS_PER_HOUR; i++) {
      const seen = await sendAndSee({ from: 'victim@elsewhere.test', to: forged, text: `Spam ${i}` });
      expect(seen.row).toMatchObject({ outcome: 'refused', reason: INBOUND_REASONS.forged });
      bounced += seen.bounces.length;
    }
    expect(bounced).toBe(BOUNCES_PER_ADDRESS_PER_HOUR);
  });

  it('answers 451 when we fail, recording nothing, so the same message sent again later is added', async () => {
    const failing = await startInboundSmtp(
      t.ctx,
      t.app.log,
      async () => {
        throw new Error('database away');
      },
      { port: 0, host: '127.0.0.1' },
    );
    try {
      const mail = {
        from: DEMO.acmeMember,
        to: addressFor('member'),
        text: 'Retried later.',
        messageId: msgId(),
      };
      await expect(
        nodemailer
          .createTransport({ host: '127.0.0.1', port: failing.port, secure: false, ignoreTLS: true })
          .sendMail(mail),
      ).rejects.toMatchObject({ responseCode: 451 });
      expect(await inboundRow(mail.messageId)).toBeUndefined();
      expect((await sendAndSee(mail)).added).toHaveLength(1);
    } finally {
      await failing.stop();
    }
  });

  it('refuses other domains at RCPT TO with 550', async () => {
    await expect(
      send({ from: DEMO.acmeMember, to: 'someone@elsewhere.test', text: 'Relay me?' }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });
});

describe('a reply to an e-mail about a comment', () => {
  const post = async (cookie: string, requestId: number, content: string, parentId?: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie },
      payload: { data: { serviceRequest: requestId, content, ...(parentId ? { parentId } : {}) } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const teamRequest = () =>
    insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.designer],
    });

  it('about a reply joins the thread of its top-level comment; an address without a comment still makes a comment', async () => {
    const r = await teamRequest();
    const top = await post(owner, r.id, '<p>Which of the two marks?</p>');
    const mark = await outboxMark();
    const designer = await loginAs(t.app, DEMO.designer);
    const answer = await post(designer, r.id, '<p>The round one, I think.</p>', top);
    const mail = (await outboxAfter(mark)).find((m) => m.kind === 'comment' && m.to[0] === DEMO.acmeMember);
    expect(mail?.replyTo).toContain(`.${answer}.`);

    // Replies are one level deep: an answer to the reply joins the thread of the comment it answers.
    const seen = await sendAndSee(
      { from: DEMO.acmeMember, to: mail!.replyTo!, text: 'Agreed, round.' },
      r.id,
    );
    expect(seen.added).toEqual([expect.objectContaining({ userId: ids.member, parentId: top })]);
    const thread = (
      await t.app.inject({ url: `/api/comments/service-request/${r.id}`, headers: { cookie: owner } })
    ).json().data;
    expect(thread).toHaveLength(1);
    expect(thread[0].replies.map((c: { content: string }) => c.content)).toEqual([
      '<p>The round one, I think.</p>',
      '<p>Agreed, round.</p>',
    ]);

    // An address made before addresses named comments (and a status e-mail's today) still works.
    const plain = await sendAndSee(
      { from: DEMO.acmeMember, to: addressFor('member', r.id), text: 'Also: Friday?' },
      r.id,
    );
    expect(plain.added).toEqual([expect.objectContaining({ userId: ids.member, parentId: null })]);
  });

  it('cannot be moved to another comment: a changed comment id is refused like any altered address', async () => {
    const r = await teamRequest();
    const first = await post(owner, r.id, '<p>First thought.</p>');
    const second = await post(owner, r.id, '<p>Second thought.</p>');
    const to = addressFor('member', r.id, Date.now(), first).replace(`.${first}.`, `.${second}.`);
    const seen = await sendAndSee({ from: DEMO.acmeMember, to, text: 'Moving my reply.' }, r.id);
    expect(seen.added).toHaveLength(0);
    expect(seen.row).toMatchObject({ outcome: 'refused', reason: INBOUND_REASONS.forged });
  });

  it('is refused to someone who may no longer comment, as any reply', async () => {
    const r = await teamRequest();
    const c = await post(owner, r.id, '<p>Internal only now.</p>');
    const [acme] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
    const membership = and(eq(companyMembers.userId, ids.member), eq(companyMembers.companyId, acme!.id));
    const [kept] = await t.ctx.db.select().from(companyMembers).where(membership);
    await t.ctx.db.delete(companyMembers).where(membership);
    try {
      const to = addressFor('member', r.id, Date.now(), c);
      const seen = await sendAndSee({ from: DEMO.acmeMember, to, text: 'Still here?' }, r.id);
      expect(seen.added).toHaveLength(0);
      expect(seen.bounces[0]!.text).toContain(INBOUND_REASONS.noAccess);
    } finally {
      await t.ctx.db.insert(companyMembers).values(kept!);
    }
  });

  it('whose comment is gone (or of another request) becomes a comment on the request, and the log says so', async () => {
    const r = await teamRequest();
    const gone = await post(owner, r.id, '<p>Soon gone.</p>');
    const to = addressFor('member', r.id, Date.now(), gone);
    await t.ctx.db.delete(comments).where(eq(comments.id, gone));
    const seen = await sendAndSee({ from: DEMO.acmeMember, to, text: 'Replying anyway.' }, r.id);
    expect(seen.added).toEqual([expect.objectContaining({ userId: ids.member, parentId: null })]);
    expect(seen.row).toMatchObject({ outcome: 'comment', reason: INBOUND_NOTES.threadGone });

    // An address naming a comment of another request never puts the reply there.
    const elsewhere = await post(owner, req.id, '<p>On the other request.</p>');
    const other = await sendAndSee(
      { from: DEMO.acmeMember, to: addressFor('member', r.id, Date.now(), elsewhere), text: 'Which one?' },
      r.id,
    );
    expect(other.added).toEqual([expect.objectContaining({ parentId: null })]);
    expect(other.row).toMatchObject({ requestId: r.id, reason: INBOUND_NOTES.threadGone });

    const staff = await loginAs(t.app, DEMO.staff);
    const log = (
      await t.app.inject({ url: '/api/integrations/inbound-emails?limit=2', headers: { cookie: staff } })
    ).json().data;
    expect(log[1]).toMatchObject({
      id: seen.row!.id,
      outcome: 'comment',
      reason: INBOUND_NOTES.threadGone,
      commentId: seen.added[0]!.id,
      inReplyTo: null,
    });
  });
});

describe('the same code for a message read from a mailbox (npm run inbound:import)', () => {
  it('finds the reply address in the headers when there is no envelope', async () => {
    const before = (await commentsOn(req.id)).length;
    const raw = Buffer.from(
      [
        `From: Olivia Owens <${DEMO.acmeOwner.toUpperCase()}>`,
        `To: "Studio" <${addressFor('owner')}>`,
        'Subject: Re: New comment on Logo refresh',
        `Message-ID: ${msgId()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Fine by me — go ahead.',
        '',
        '-- ',
        'Olivia Owens, Acme Foods',
        '',
      ].join('\r\n'),
    );
    const result = await receiveInboundEmail(t.ctx, loadUser, raw);
    expect(result).toMatchObject({ outcome: 'comment', requestId: req.id });
    const after = await commentsOn(req.id);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)!.content).toBe('<p>Fine by me — go ahead.</p>');
    expect(await receiveInboundEmail(t.ctx, loadUser, raw)).toMatchObject({ outcome: 'duplicate' });
  });
});

// The command itself, as fetchmail's MDA runs it: a process of its own beside the app's database
// (PostgreSQL only: the embedded database has one process, docs/integrations.md).
describe.runIf(testDbKind() === 'postgres')('npm run inbound:import', () => {
  it('reads one message from stdin, prints the outcome and makes the comment', async () => {
    const rows = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const messageId = msgId();
    const raw = [
      `From: ${DEMO.acmeMember}`,
      `To: reply@${DOMAIN}`,
      'Subject: Re: Logo refresh',
      `Message-ID: ${messageId}`,
      '',
      'Imported from the mailbox.',
      '',
    ].join('\r\n');
    const child = spawn(
      process.execPath,
      [
        path.resolve('src/server/cli/inbound-import.ts'),
        '--recipient',
        addressFor('member'),
        '--sender',
        DEMO.acmeMember,
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: serverUrl(rows.rows[0]!.name),
          INBOUND_MAIL_DOMAIN: DOMAIN,
          DATA_DIR: t.ctx.env.dataDir,
          LOG_LEVEL: 'silent',
        },
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stdin.end(raw);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(JSON.parse(out.trim())).toMatchObject({ outcome: 'comment', requestId: req.id, messageId });
    const last = (await commentsOn(req.id)).at(-1)!;
    expect(last).toMatchObject({ userId: ids.member, content: '<p>Imported from the mailbox.</p>' });
  });
});

describe('the log staff read (GET /api/integrations/inbound-emails)', () => {
  it('shows staff each message with what became of it, newest first, by outcome and page', async () => {
    const hostile = '<img src=x onerror=alert(1)> Re: Logo';
    // An out-of-office answer first, so that there is an older page.
    const auto = await sendAndSee({
      from: DEMO.acmeMember,
      to: addressFor('member'),
      text: 'I am away until Monday.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(auto.row).toMatchObject({ outcome: 'loop' });
    const good = await sendAndSee({ from: DEMO.acmeMember, to: addressFor('member'), text: 'Logged reply.' });
    // A reply to the e-mail about that comment: it joined the comment's thread.
    const threaded = await sendAndSee({
      from: DEMO.acmeOwner,
      to: replyAddress(t.ctx.env, key, req.id, ids.owner, Date.now(), good.added[0]!.id),
      text: 'Threaded reply.',
    });
    const bad = await sendAndSee({
      from: DEMO.globexOwner,
      to: addressFor('member'),
      subject: hostile,
      text: 'Not mine to send.',
    });
    const staff = await loginAs(t.app, DEMO.staff);
    const get = (query: string) =>
      t.app.inject({ url: `/api/integrations/inbound-emails${query}`, headers: { cookie: staff } });

    const all = await get('?limit=3');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.domain).toBe(DOMAIN);
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([bad.row!.id, threaded.row!.id, good.row!.id]);
    expect(body.data[0]).toMatchObject({
      outcome: 'refused',
      reason: INBOUND_REASONS.wrongSender,
      from: DEMO.globexOwner,
      subject: hostile,
      bounced: true,
      request: { id: req.id, title: req.title },
      person: { id: ids.member },
      commentId: null,
      inReplyTo: null,
    });
    expect(body.data[1]).toMatchObject({
      outcome: 'comment',
      commentId: threaded.added[0]!.id,
      inReplyTo: { commentId: good.added[0]!.id, author: 'Max Miller' },
    });
    expect(body.data[2]).toMatchObject({
      outcome: 'comment',
      reason: null,
      from: DEMO.acmeMember,
      request: { id: req.id },
      commentId: good.added[0]!.id,
      inReplyTo: null,
    });
    expect(body.cursor).toEqual(expect.any(String));

    // The next page carries on below the last row; a filter keeps one outcome.
    const older = (await get(`?limit=2&cursor=${body.cursor}`)).json();
    expect(older.data[0]).toMatchObject({ id: auto.row!.id, outcome: 'loop', bounced: false });
    const refused = (await get('?outcome=refused&limit=100')).json();
    expect(refused.data.length).toBeGreaterThan(0);
    expect(refused.data.every((m: { outcome: string }) => m.outcome === 'refused')).toBe(true);
    expect((await get('?outcome=sent')).statusCode).toBe(400);
    expect((await get('?cursor=abc')).statusCode).toBe(400);
  });

  it('is for staff only: an owner and a customer are refused, an anonymous caller asked to sign in', async () => {
    for (const cookie of [owner, await loginAs(t.app, DEMO.acmeMember)]) {
      const res = await t.app.inject({ url: '/api/integrations/inbound-emails', headers: { cookie } });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/integrations/inbound-emails' })).statusCode).toBe(401);
  });
});
