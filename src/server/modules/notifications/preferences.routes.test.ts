import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { insertRequest, sessionUserOf, userId } from '../../test/notify-fixtures.ts';
import {
  emailOutbox,
  notificationDefaults,
  notificationDigestEntries,
  notificationPreferences,
  notificationSettings,
  notifications,
} from '../../db/schema/index.ts';
import { applyRequestEffects } from '../requests/effects.ts';
import { readTogether, WriteBatch } from '../../db/write-batch.ts';
import { approvalOwnersQuery, writeApprovalChange } from '../team/approvals/effects.ts';
import {
  deliveredEffectQueries,
  reviewedEffectQueries,
  writeDeliverableEffects,
  type DeliverableEvent,
} from '../deliverables/effects.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/schemas/notification.ts';
import { EMAIL_CHOICES } from '#shared/schemas/notification-preferences.ts';

/*
 * Issue 28: every event × In app on/off × E-mail immediately/digest/off decides, in one place
 * (deliver.ts), whether the notification row, the outbox row or the digest entry is written; the
 * settings routes refuse bad input and change nothing; staff set the defaults of a role.
 */

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.example.test' });
  await seedDemo(t.ctx);
  for (const k of ['staff', 'designer', 'acmeOwner', 'acmeMember'] as const) {
    cookies[k] = await loginAs(t.app, DEMO[k]);
  }
}, 60_000);
afterAll(async () => t?.close());

const put = (who: string, payload: unknown, url = '/api/notification-preferences') =>
  t.app.inject({ method: 'PUT', url, headers: { cookie: cookies[who]! }, payload: payload as object });
const get = (who: string, url = '/api/notification-preferences') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who]! } });

type Fired = { requestId: number; inAppUser: number; emailUser: number };
type Who = 'staff' | 'designer' | 'acmeOwner' | 'acmeMember';

/** Each event, caused once on a new request; who should hear of it in app and by e-mail. */
const FIRE: Record<NotificationType, { inApp: Who; email: Who; fire: () => Promise<number> }> = {
  request_new_create: {
    inApp: 'acmeOwner',
    email: 'staff',
    fire: async () => {
      const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
      const actor = await sessionUserOf(t.ctx, DEMO.acmeOwner);
      await t.ctx.db.transaction((tx) =>
        applyRequestEffects(tx, t.ctx, {
          actor,
          request: r,
          changes: [{ kind: 'created', status: 'NOT_START' }],
        }),
      );
      return r.id;
    },
  },
  request_state_change: {
    inApp: 'acmeMember',
    email: 'acmeMember',
    fire: async () => {
      const r = await insertRequest(t.ctx, {
        company: 'Acme Foods',
        createdBy: DEMO.acmeOwner,
        assignees: [DEMO.acmeMember],
        status: 'IN_PROGRESS',
      });
      const actor = await sessionUserOf(t.ctx, DEMO.acmeOwner);
      await t.ctx.db.transaction((tx) =>
        applyRequestEffects(tx, t.ctx, {
          actor,
          request: r,
          changes: [{ kind: 'status_changed', from: 'NOT_START', to: 'IN_PROGRESS' }],
        }),
      );
      return r.id;
    },
  },
  request_assigned_to: {
    inApp: 'acmeMember',
    email: 'acmeMember',
    fire: async () => {
      const r = await insertRequest(t.ctx, {
        company: 'Acme Foods',
        createdBy: DEMO.acmeOwner,
        assignees: [DEMO.acmeMember],
      });
      const actor = await sessionUserOf(t.ctx, DEMO.acmeOwner);
      await t.ctx.db.transaction((tx) =>
        applyRequestEffects(tx, t.ctx, {
          actor,
          request: r,
          changes: [{ kind: 'assigned', userIds: r.assigneeIds, role: 'assignee' }],
        }),
      );
      return r.id;
    },
  },
  comment_new_create: {
    inApp: 'acmeMember',
    email: 'acmeMember',
    fire: async () => {
      const r = await insertRequest(t.ctx, {
        company: 'Acme Foods',
        createdBy: DEMO.acmeOwner,
        assignees: [DEMO.acmeMember],
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: { cookie: cookies.acmeOwner! },
        payload: { data: { serviceRequest: r.id, content: '<p>Please use the new logo</p>' } },
      });
      expect(res.statusCode).toBe(200);
      return r.id;
    },
  },
  request_approval: {
    inApp: 'acmeOwner',
    email: 'acmeOwner',
    fire: async () => {
      const r = await insertRequest(t.ctx, {
        company: 'Acme Foods',
        createdBy: DEMO.acmeMember,
        status: 'DRAFT',
      });
      const actor = await sessionUserOf(t.ctx, DEMO.acmeMember);
      await t.ctx.db.transaction(async (tx) => {
        const { owners } = await approvalOwnersQuery(tx, r.enterpriseId);
        const batch = new WriteBatch();
        writeApprovalChange(batch, tx, t.ctx, actor, { kind: 'held', owners }, r);
        await batch.run(tx);
      });
      return r.id;
    },
  },
  deliverable_ready: deliverable('ready', 'designer', 'acmeMember'),
  deliverable_approved: deliverable('approved', 'acmeOwner', 'designer'),
  deliverable_changes_requested: deliverable('changes_requested', 'acmeOwner', 'designer'),
};

function deliverable(kind: DeliverableEvent['kind'], actorKey: Who, recipient: Who) {
  return {
    inApp: recipient,
    email: recipient,
    fire: async () => {
      const r = await insertRequest(t.ctx, {
        company: 'Acme Foods',
        createdBy: DEMO.acmeOwner,
        assignees: [DEMO.acmeMember],
        assignedTo: [DEMO.designer],
        status: 'IN_PROGRESS',
      });
      const actor = await sessionUserOf(t.ctx, DEMO[actorKey]);
      const event: DeliverableEvent =
        kind === 'ready'
          ? { kind, number: 1, noteText: 'First cut', fileCount: 1, linkCount: 0 }
          : kind === 'approved'
            ? { kind, number: 1, finished: false }
            : { kind, number: 1, messageText: 'Bigger logo please', reopened: false };
      const request = { ...r, submittedAt: new Date() };
      await t.ctx.db.transaction(async (tx) => {
        const q =
          kind === 'ready'
            ? deliveredEffectQueries(tx, t.ctx, actor, request)
            : reviewedEffectQueries(tx, t.ctx, actor, request);
        const found = await readTogether(tx, q);
        const batch = new WriteBatch();
        // No webhook endpoint exists here: the version id only names the subject of none.
        writeDeliverableEffects(batch, tx, t.ctx, { actor, request, event, version: 1 }, found);
        await batch.run(tx);
      });
      return r.id;
    },
  };
}

async function outcome(type: NotificationType, f: Fired) {
  const db = t.ctx.db;
  const [inApp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, f.inAppUser),
        eq(notifications.requestId, f.requestId),
        eq(notifications.type, type),
      ),
    );
  const [email] = await db
    .select({ email: sql<string>`email` })
    .from(sql`users`)
    .where(sql`id = ${f.emailUser}`);
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        sql`${emailOutbox.to} @> array[${email!.email}]::text[]`,
        sql`(${emailOutbox.html} like ${`%/requests/${f.requestId}?%`})`,
      ),
    );
  const digests = await db
    .select()
    .from(notificationDigestEntries)
    .where(
      and(
        eq(notificationDigestEntries.userId, f.emailUser),
        eq(notificationDigestEntries.requestId, f.requestId),
      ),
    );
  return { inApp: inApp!.n, mails, digests };
}

describe('each event × In app × E-mail', () => {
  const combos = NOTIFICATION_TYPES.flatMap((type) =>
    [true, false].flatMap((inApp) => EMAIL_CHOICES.map((email) => ({ type, inApp, email }))),
  );
  it.each(combos)('$type: in app $inApp, e-mail $email', async ({ type, inApp, email }) => {
    const spec = FIRE[type];
    const pref = { events: [{ type, inApp, email }] };
    expect((await put(spec.inApp, pref)).statusCode).toBe(200);
    if (spec.email !== spec.inApp) expect((await put(spec.email, pref)).statusCode).toBe(200);
    const requestId = await spec.fire();
    const got = await outcome(type, {
      requestId,
      inAppUser: await userId(t.ctx.db, DEMO[spec.inApp]),
      emailUser: await userId(t.ctx.db, DEMO[spec.email]),
    });
    expect(got.inApp).toBe(inApp ? 1 : 0);
    expect(got.mails).toHaveLength(email === 'immediate' ? 1 : 0);
    expect(got.digests).toHaveLength(email === 'digest' ? 1 : 0);
    if (email === 'immediate') {
      const mail = got.mails[0]!;
      expect(mail.headers['List-Unsubscribe']).toMatch(
        new RegExp(`^<https://app\\.example\\.test/api/unsubscribe\\?token=\\d+\\.${type}\\.[\\w-]{43}>$`),
      );
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain('Unsubscribe from these e-mails</a>');
      expect(mail.text).toMatch(
        /Unsubscribe from these e-mails: https:\/\/app\.example\.test\/api\/unsubscribe\?token=/,
      );
    }
    if (email === 'digest') {
      const entry = got.digests[0]!;
      expect(entry.type).toBe(type);
      expect(entry.link).toMatch(new RegExp(`^/requests/${requestId}\\?alignBy=`));
      expect(entry.summary.length).toBeGreaterThan(10);
      expect(entry.summary).not.toMatch(/<|&amp;/);
    }
  });
});

describe('the settings routes', () => {
  it('answers every event with the role’s defaults, and keeps a choice after it is saved', async () => {
    const before = await get('acmeMember');
    expect(before.statusCode).toBe(200);
    const data = before.json().data;
    expect(data.role).toBe('member');
    expect(data.events.map((e: { type: string }) => e.type)).toEqual([...NOTIFICATION_TYPES]);
    const saved = await put('acmeMember', {
      events: [{ type: 'comment_new_create', inApp: false, email: 'digest' }],
      digestHour: 17,
      timeZone: 'Europe/Paris',
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get('acmeMember')).json().data;
    expect(after.digestHour).toBe(17);
    expect(after.timeZone).toBe('Europe/Paris');
    expect(after.events.find((e: { type: string }) => e.type === 'comment_new_create')).toEqual({
      type: 'comment_new_create',
      inApp: false,
      email: 'digest',
      chosen: true,
    });
    expect((await get('staff')).json().data.role).toBe('staff');
    expect((await get('acmeOwner')).json().data.role).toBe('owner');
  });

  it.each([
    ['an unknown event', { events: [{ type: 'request_exploded', inApp: true, email: 'off' }] }],
    [
      'an unknown channel',
      { events: [{ type: 'comment_new_create', inApp: true, email: 'off', sms: true }] },
    ],
    ['an unknown e-mail choice', { events: [{ type: 'comment_new_create', inApp: true, email: 'weekly' }] }],
    ['a digest hour of 24', { digestHour: 24 }],
    ['a digest hour of -1', { digestHour: -1 }],
    ['a digest hour of 7.5', { digestHour: 7.5 }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['an unknown field', { events: [], pigeon: true }],
    [
      'an event twice',
      {
        events: [
          { type: 'comment_new_create', inApp: true, email: 'off' },
          { type: 'comment_new_create', inApp: false, email: 'off' },
        ],
      },
    ],
  ])('refuses %s with a 400 and changes nothing', async (_what, payload) => {
    const db = t.ctx.db;
    const owner = await userId(db, DEMO.acmeOwner);
    const snapshot = async () => ({
      prefs: await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, owner)),
      settings: await db.select().from(notificationSettings).where(eq(notificationSettings.userId, owner)),
    });
    const before = await snapshot();
    // With a valid part beside the bad one: nothing of it is stored either.
    const res = await put('acmeOwner', { digestHour: 6, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notification-preferences' });
    expect(res.statusCode).toBe(401);
  });

  it('staff set the defaults of a role, which new and undecided users follow; customers may not', async () => {
    // A customer may neither read nor set them.
    expect((await get('acmeOwner', '/api/notification-preferences/defaults')).statusCode).toBe(403);
    const refused = await put(
      'acmeOwner',
      { role: 'member', events: [{ type: 'deliverable_ready', inApp: false, email: 'off' }] },
      '/api/notification-preferences/defaults',
    );
    expect(refused.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(notificationDefaults)).toEqual([]);

    const bad = await put(
      'staff',
      { role: 'intern', events: [{ type: 'deliverable_ready', inApp: false, email: 'off' }] },
      '/api/notification-preferences/defaults',
    );
    expect(bad.statusCode).toBe(400);

    const set = await put(
      'staff',
      { role: 'member', events: [{ type: 'deliverable_ready', inApp: false, email: 'digest' }] },
      '/api/notification-preferences/defaults',
    );
    expect(set.statusCode).toBe(200);
    const member = set.json().data.roles.find((r: { role: string }) => r.role === 'member');
    expect(member.events.find((e: { type: string }) => e.type === 'deliverable_ready')).toEqual({
      type: 'deliverable_ready',
      inApp: false,
      email: 'digest',
    });
    // The member has no choice of their own for it: they follow the new default, in the page…
    await t.ctx.db
      .delete(notificationPreferences)
      .where(eq(notificationPreferences.userId, await userId(t.ctx.db, DEMO.acmeMember)));
    const page = (await get('acmeMember')).json().data;
    expect(page.events.find((e: { type: string }) => e.type === 'deliverable_ready')).toMatchObject({
      inApp: false,
      email: 'digest',
      chosen: false,
    });
    // …and in what they get: no notification, a digest entry, no e-mail.
    const requestId = await FIRE.deliverable_ready.fire();
    const got = await outcome('deliverable_ready', {
      requestId,
      inAppUser: await userId(t.ctx.db, DEMO.acmeMember),
      emailUser: await userId(t.ctx.db, DEMO.acmeMember),
    });
    expect(got).toMatchObject({
      inApp: 0,
      mails: [],
      digests: [expect.objectContaining({ type: 'deliverable_ready' })],
    });
    // An owner is another role: unchanged.
    expect(
      (await get('acmeOwner'))
        .json()
        .data.events.find((e: { type: string }) => e.type === 'deliverable_ready'),
    ).toMatchObject({ inApp: true, email: 'immediate' });
  });
});
