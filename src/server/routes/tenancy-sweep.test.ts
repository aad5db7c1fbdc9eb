import crypto from 'node:crypto';
import fs from 'node:fs';
import type { RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO, loginAs } from '../test/factories.ts';
import { multipartBody, PNG_1x1 } from '../test/multipart.ts';
import { insertRequest, userId } from '../test/notify-fixtures.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import {
  comments,
  companies,
  companyMembers,
  enterprises,
  notifications,
  requestApprovals,
  requestTypes,
  sessions,
  signupRequests,
  users,
  webhookDeliveries,
} from '../db/schema/index.ts';
import { defOf, FORMAT_SAMPLES, stringSamples } from '../test/zod-samples.ts';

/**
 * Tenancy sweep: every route the app registers (collected as route-fuzz does, so a route added later
 * is swept the day it lands) is called by the people of enterprise A — a plain member, the enterprise
 * owner, and an API token of each — with the ids of enterprise B's things in its path (and, for routes
 * addressed by the body or the query, in those). B's data carries a marker in every text field it has;
 * no answer may carry it, none may be a 2xx on B's thing, and each answer must be the one a missing id
 * gets (404, never 403: existence is not revealed; docs/architecture.md "Tenancy"). B's rows are
 * compared before and after. The same sweep runs for a request of another company of A's own
 * enterprise (Acme Apparel) as a member of Acme Foods only (product spec §6, `canView`).
 */

const MARK_B = `ZZ-SECRET-B-${crypto.randomBytes(4).toString('hex')}`;
const MARK_A2 = `ZZ-SECRET-A2-${crypto.randomBytes(4).toString('hex')}`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = {
  method: Method;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
};

/** Routes never called (matched on "METHOD /url"), each with its reason. */
const EXCLUDED: [RegExp, string][] = [
  [/^GET \/api\/events$/, 'an event stream never ends; its tenancy: notifications/events.routes.test.ts'],
  [/^POST \/api\/logout$/, 'ends the session under test; takes no id'],
  [/^GET \/api\/docs/, 'the OpenAPI document and its static page: no data'],
  [/^GET \/(healthz|readyz)$/, 'health probes: no data'],
  [/^POST \/api\/upload$/, 'multipart upload of a new file: addresses nothing of anyone'],
  [/^POST \/api\/billing\/webhook$/, "Stripe's signed callback, not a person's call"],
  [
    /^POST \/api\/signup-requests$/,
    "the public sign-up form (nobody signed in, limited per address); B's owner's list and decisions are swept",
  ],
];

/**
 * Path parameters that address something shared by every enterprise, not B's: a 2xx is right there,
 * the marker check still applies.
 */
const SHARED_KINDS: Record<string, string> = {
  requestType: 'the catalogue of request types is the same for every enterprise',
  photo:
    "a profile photo's address is an unguessable capability shown wherever its person's name is; the sweep checks instead that B's photo address never appears in A's answers",
  token: 'a signed invitation token, not an id: a made-up one must answer as for nobody',
  round: 'a revision round number within the request addressed by :id',
  version: 'a catalogue version number within the type addressed by :id',
};

/**
 * Routes that may answer 2xx with one of the victim's ids in their path, and why. Their answer must be
 * the very one an id of nobody gets (so nothing of the victim is read).
 */
const ALLOWED_2XX: [string, string, string][] = [
  [
    'GET /api/team/:enterpriseId/people/:userId/sole-assignments',
    'userId',
    "a filter over the caller's own enterprise's requests, read for people who already left it (docs/teams.md)",
  ],
];

/** What a route's `:id` addresses, by the route's address. */
const ID_KINDS: [string, Kind][] = [
  ['/api/upload/files/', 'file'],
  ['/api/files/', 'file'],
  ['/api/comments/service-request/', 'request'],
  ['/api/service-requests/', 'request'],
  ['/api/brand-kits/', 'brandKit'],
  ['/api/deliverables/', 'version'],
  ['/api/proof-pins/', 'pin'],
  ['/api/saved-views/', 'savedView'],
  ['/api/enterprises/', 'enterprise'],
  ['/api/signup-requests/', 'signup'],
  ['/api/account/sessions/', 'session'],
  ['/api/account/api-tokens/', 'apiToken'],
  ['/api/integrations/webhooks/', 'webhook'],
  ['/api/users/', 'user'],
  ['/api/user/', 'user'],
  ['/api/service-request-types/', 'requestType'],
  ['/api/catalogue/types/', 'requestType'],
  ['/api/catalogue/categories/', 'requestType'],
];
/** What the other path parameters address, by name. */
const PARAM_KINDS: Record<string, Kind> = {
  enterpriseId: 'enterprise',
  companyId: 'company',
  userId: 'user',
  invitationId: 'invitation',
  requestId: 'approvalRequest',
  deliveryId: 'delivery',
  key: 'photo',
  inviteToken: 'token',
  round: 'round',
  version: 'version',
};
/** Body and query fields that name a thing, by name (a body's ids are B's too). */
const FIELD_KINDS: Record<string, Kind> = {
  serviceRequest: 'request',
  requestId: 'request',
  requestIds: 'request',
  company: 'company',
  companyId: 'company',
  companyIds: 'company',
  enterprise: 'enterprise',
  enterpriseId: 'enterprise',
  userId: 'user',
  user_id: 'user',
  userIds: 'user',
  fromUserId: 'user',
  toUserId: 'user',
  assignees: 'user',
  assignedTo: 'user',
  files: 'file',
  fileId: 'file',
  audio: 'file',
  versionId: 'version',
  parentId: 'comment',
  brandKitId: 'brandKit',
  id: 'notification',
  serviceRequestType: 'requestType',
};
/** Query fields that search by words: the marker goes in. */
const TEXT_QUERY_FIELDS = ['q', 'keyword', 'search', 'query'];

type Kind =
  | 'file'
  | 'request'
  | 'brandKit'
  | 'version'
  | 'pin'
  | 'comment'
  | 'savedView'
  | 'enterprise'
  | 'company'
  | 'user'
  | 'invitation'
  | 'approvalRequest'
  | 'delivery'
  | 'signup'
  | 'session'
  | 'apiToken'
  | 'webhook'
  | 'notification'
  | 'requestType'
  | 'photo'
  | 'token'
  | 'round'
  | 'version';
/** Each kind's ids: several where one kind has several states worth addressing (requests). */
type Ids = Partial<Record<Kind, (string | number)[]>>;

let t: TestApp;
const routes: Route[] = [];
const cookies: Record<string, string> = {};
const tokens: Record<string, string> = {};
const idsB: Ids = {};
const idsA2: Ids = {};
let bodyAssigneeA2 = 0;
const idsA: Ids = {};
/** The victim's kinds with ids of nobody instead (other kinds left as the victim's sample has them). */
const ghostOf = (victim: Ids): Ids =>
  Object.fromEntries(Object.keys(victim).map((k) => [k, GHOST[k as Kind] ?? victim[k as Kind]]));

/** Ids that exist nowhere: the answer B's ids must get. */
const GHOST: Ids = {
  file: [crypto.randomUUID()],
  request: [2147480001],
  brandKit: [2147480002],
  version: [2147480003],
  pin: [2147480004],
  comment: [2147480005],
  savedView: [2147480006],
  enterprise: [2147480007],
  company: [2147480008],
  user: [2147480009],
  invitation: [2147480010],
  approvalRequest: [2147480011],
  delivery: [2147480012],
  signup: [2147480013],
  session: ['0123456789abcdef'],
  apiToken: [2147480014],
  webhook: [2147480015],
  notification: [2147480016],
  photo: [`avatar-${'q'.repeat(32)}`],
};
let photoKeyB = '';
let sharedIds: Ids = {};

const call = async (who: string, method: Method, url: string, payload?: unknown) => {
  const auth = who.startsWith('token:')
    ? { authorization: `Bearer ${tokens[who.slice(6)]!}` }
    : { cookie: cookies[who]! };
  return t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
};
const ok = (res: { statusCode: number; body: string; json: () => any }, what: string) => {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
};
async function upload(who: string, name: string) {
  const { payload, headers } = multipartBody([{ filename: name, contentType: 'image/png', data: PNG_1x1 }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie: cookies[who]! },
  });
  return ok(res, `upload ${name}`)[0] as { id: string };
}

/** A request with a file, a comment and a reply, a delivered version with a pin and its reply. */
async function requestWithEverything(opts: {
  company: string;
  by: string;
  byEmail: string;
  mark: string;
}): Promise<{ request: number; file: string; comment: number; version: number; pin: number }> {
  const { mark } = opts;
  const r = await insertRequest(t.ctx, {
    company: opts.company,
    createdBy: opts.byEmail,
    assignees: [opts.byEmail],
    assignedTo: [DEMO.designer],
    status: 'IN_PROGRESS',
    title: `Request ${mark}`,
  });
  const file = await upload(opts.by, `${mark}-brief.png`);
  const c = ok(
    await call(opts.by, 'POST', '/api/comments', {
      data: { serviceRequest: r.id, content: `<p>Comment ${mark}</p>`, files: [file.id] },
    }),
    'comment',
  );
  const commentId = c.data.id as number;
  ok(
    await call(opts.by, 'POST', '/api/comments', {
      data: { serviceRequest: r.id, content: `<p>Reply ${mark}</p>`, files: [], parentId: commentId },
    }),
    'reply',
  );
  const proof = await upload('staff', `${mark}-proof.png`);
  const v = ok(
    await call('staff', 'POST', `/api/service-requests/${r.id}/deliverables`, {
      data: {
        note: `<p>Version ${mark}</p>`,
        links: [{ url: 'https://example.com/x', label: mark }],
        files: [proof.id],
      },
    }),
    'deliver',
  );
  const versionId = v.data.id as number;
  const p = ok(
    await call(opts.by, 'POST', `/api/service-requests/${r.id}/proof-pins`, {
      data: { versionId, fileId: proof.id, x: 40, y: 40, text: `Pin ${mark}` },
    }),
    'pin',
  );
  const pinId = p.data.id as number;
  ok(
    await call(opts.by, 'POST', `/api/proof-pins/${pinId}/replies`, { data: { text: `Pin reply ${mark}` } }),
    'pin reply',
  );
  return { request: r.id, file: file.id, comment: commentId, version: versionId, pin: pinId };
}

beforeAll(async () => {
  t = await buildTestApp(
    {
      API_TOKEN_REQUESTS_PER_MINUTE: '1000000',
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOKS_ALLOW_HTTP: 'true',
    },
    {
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          routes.push({ method: method as Method, url: r.url, schema: (r.schema ?? {}) as Route['schema'] });
        }
      },
    },
  );
  const db = t.ctx.db;
  await seedDemo(t.ctx);
  const ent = async (name: string) =>
    (await db.select().from(enterprises).where(eq(enterprises.name, name)))[0]!.id;
  const co = async (name: string) => (await db.select().from(companies).where(eq(companies.name, name)))[0]!;
  const acme = await ent('Acme Holdings');
  const globex = await ent('Globex');
  const foods = await co('Acme Foods');
  const globexRetail = await co('Globex Retail');

  // Enterprise B (Globex): the marker in its name, a second company, and a member beside its owner.
  await db
    .update(enterprises)
    .set({ name: `Globex ${MARK_B}` })
    .where(eq(enterprises.id, globex));
  const [outlet] = await db
    .insert(companies)
    .values({ name: `Globex Outlet ${MARK_B}`, enterpriseId: globex })
    .returning();
  const memberEmail = `${MARK_B.toLowerCase()}@globex.test`;
  const [bMember] = await db
    .insert(users)
    .values({
      username: `${MARK_B}-member`,
      email: memberEmail,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: `First ${MARK_B}`,
      lastName: `Last ${MARK_B}`,
      phone: `555 ${MARK_B}`,
    })
    .returning();
  await db.insert(companyMembers).values([
    { companyId: globexRetail.id, userId: bMember!.id },
    { companyId: outlet!.id, userId: bMember!.id },
  ]);
  const bOwner = await userId(db, DEMO.globexOwner);
  await db
    .update(users)
    .set({ lastName: `Gray ${MARK_B}`, phone: `555 ${MARK_B}` })
    .where(eq(users.id, bOwner));

  for (const key of ['staff', 'designer', 'acmeOwner', 'acmeMember', 'globexOwner'] as const) {
    cookies[key] = await loginAs(t.app, DEMO[key]);
  }
  cookies.bMember = await loginAs(t.app, memberEmail);

  // B's things, made through the API as B's people would.
  const b = await requestWithEverything({
    company: 'Globex Retail',
    by: 'globexOwner',
    byEmail: DEMO.globexOwner,
    mark: MARK_B,
  });
  const [bugFix] = await db
    .select({ id: requestTypes.id })
    .from(requestTypes)
    .where(eq(requestTypes.name, 'Website bug fix'));
  const bAttachment = await upload('globexOwner', `${MARK_B}-attachment.png`);
  const notStarted = ok(
    await call('globexOwner', 'POST', '/api/service-requests', {
      data: {
        title: `Not started ${MARK_B}`,
        serviceRequestType: bugFix!.id,
        company: globexRetail.id,
        content: JSON.stringify({
          'Page address': `https://globex.test/${MARK_B}`,
          'Steps to reproduce': MARK_B,
        }),
        assignees: [bOwner],
        files: [bAttachment.id],
      },
    }),
    'B request',
  );
  const bNotStarted = notStarted.data.id as number;
  // A member's draft awaiting the owners' approval.
  const awaiting = await insertRequest(t.ctx, {
    company: 'Globex Retail',
    createdBy: memberEmail,
    assignees: [memberEmail],
    status: 'DRAFT',
    title: `Awaiting ${MARK_B}`,
  });
  await db
    .insert(requestApprovals)
    .values({ requestId: awaiting.id, enterpriseId: globex, state: 'pending', requestedById: bMember!.id });

  const kit = ok(
    await call('globexOwner', 'POST', '/api/brand-kits', {
      data: {
        name: `Kit ${MARK_B}`,
        enterprise: globex,
        company: globexRetail.id,
        description: `Description ${MARK_B}`,
        industry: null,
        audience: { gender: 'any', ageFrom: 20, ageTo: 40, description: `Audience ${MARK_B}` },
        assets: [
          { kind: 'COLORS', mode: 'Manual', name: `Colour ${MARK_B}`, hex: '#E5533D' },
          { kind: 'LINK', label: `Link ${MARK_B}`, url: `https://globex.test/${MARK_B}` },
        ],
        socialChannels: [],
        storeChannels: [],
        contact: { email: memberEmail, phone: '123-456-7890', website: `https://globex.test/${MARK_B}` },
      },
    }),
    'brand kit',
  );
  const view = ok(
    await call('globexOwner', 'POST', '/api/saved-views', {
      data: { name: `View ${MARK_B}`, params: { priority: 'EXPRESS' } },
    }),
    'saved view',
  );
  const hook = ok(
    await call('globexOwner', 'POST', '/api/integrations/webhooks', {
      url: `http://127.0.0.1:9/${MARK_B}`,
      description: `Hook ${MARK_B}`,
      events: ['request.created', 'comment.created'],
      enterpriseId: globex,
    }),
    'webhook',
  );
  const hookId = hook.data.id as number;
  const bToken = ok(
    await call('globexOwner', 'POST', '/api/account/api-tokens', {
      name: `Token ${MARK_B}`,
      access: 'write',
      expiresInDays: 30,
    }),
    'B token',
  );
  const invitation = ok(
    await call('globexOwner', 'POST', `/api/team/${globex}/invitations`, {
      emails: [`invitee-${MARK_B.toLowerCase()}@example.com`],
      companyIds: [globexRetail.id],
      role: 'member',
    }),
    'invitation',
  );
  ok(
    await call('globexOwner', 'PUT', `/api/team/${globex}/people/${bMember!.id}/cap`, { monthlyCap: 50 }),
    'cap',
  );
  // A comment after the webhook so that a delivery exists.
  ok(
    await call('globexOwner', 'POST', '/api/comments', {
      data: { serviceRequest: bNotStarted, content: `<p>Late comment ${MARK_B}</p>`, files: [] },
    }),
    'late comment',
  );
  const photo = multipartBody([
    { field: 'photo', filename: 'me.png', contentType: 'image/png', data: PNG_1x1 },
  ]);
  const photoRes = await t.app.inject({
    method: 'PUT',
    url: '/api/account/photo',
    payload: photo.payload,
    headers: { ...photo.headers, cookie: cookies.globexOwner! },
  });
  photoKeyB =
    String(ok(photoRes, 'photo').data.profileImage ?? '')
      .split('/')
      .pop() ?? '';
  const [signup] = await db
    .insert(signupRequests)
    .values({
      kind: 'member',
      enterpriseId: globex,
      companyId: globexRetail.id,
      enterpriseName: `Globex ${MARK_B}`,
      companyName: `Globex Retail ${MARK_B}`,
      email: `signup-${MARK_B.toLowerCase()}@example.com`,
      username: `signup-${MARK_B}`,
      firstName: `Signup ${MARK_B}`,
      lastName: MARK_B,
      message: `Let me in ${MARK_B}`,
      inviterId: bOwner,
    })
    .returning();
  const bSessions = await db.select().from(sessions).where(eq(sessions.userId, bOwner));
  const [bNote] = await db.select().from(notifications).where(eq(notifications.userId, bOwner)).limit(1);
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, hookId))
    .limit(1);
  const invitations = ok(await call('globexOwner', 'GET', `/api/team/${globex}/invitations`), 'invitations');
  void invitation;

  Object.assign(idsB, {
    request: [b.request, bNotStarted, awaiting.id],
    file: [b.file, bAttachment.id],
    comment: [b.comment],
    version: [b.version],
    pin: [b.pin],
    brandKit: [kit.data.id],
    savedView: [view.data.id],
    enterprise: [globex],
    company: [globexRetail.id, outlet!.id],
    user: [bOwner, bMember!.id],
    invitation: [invitations.invitations[0].id],
    approvalRequest: [awaiting.id],
    delivery: delivery ? [delivery.id] : [],
    signup: [signup!.id],
    session: bSessions.map((s) => s.tokenHash.slice(0, 16)),
    apiToken: [bToken.data.id],
    webhook: [hookId],
    notification: bNote ? [bNote.id] : [],
    photo: [photoKeyB],
  } satisfies Ids);

  // Company A2 (Acme Apparel) of A's own enterprise: a request Acme Foods' member must not reach.
  const a2 = await requestWithEverything({
    company: 'Acme Apparel',
    by: 'acmeOwner',
    byEmail: DEMO.acmeOwner,
    mark: MARK_A2,
  });
  Object.assign(idsA2, {
    request: [a2.request],
    file: [a2.file],
    comment: [a2.comment],
    version: [a2.version],
    pin: [a2.pin],
    company: [(await co('Acme Apparel')).id],
  } satisfies Ids);
  // A valid assignee in the bodies' ids, so that a write passes validation and reaches the access
  // check (without one, the writes on Apparel's request stopped at a schema 400 and proved nothing).
  // Not in the paths' ids: the people of one's own enterprise are readable (GET /api/user/:id).
  bodyAssigneeA2 = await userId(db, DEMO.acmeOwner);

  // A's own things: for the routes with several parameters (A's enterprise, B's person…) and for
  // pointing at B's things from A's own (B's file attached to A's comment).
  const aRequest = await insertRequest(t.ctx, {
    company: 'Acme Foods',
    createdBy: DEMO.acmeMember,
    assignees: [DEMO.acmeMember],
    status: 'NOT_START',
    title: 'A request of Acme Foods',
  });
  const a1 = await requestWithEverything({
    company: 'Acme Foods',
    by: 'acmeMember',
    byEmail: DEMO.acmeMember,
    mark: 'Acme Foods own',
  });
  const aHook = ok(
    await call('acmeOwner', 'POST', '/api/integrations/webhooks', {
      url: 'http://127.0.0.1:9/acme',
      events: ['request.created'],
      enterpriseId: acme,
    }),
    'A webhook',
  );
  Object.assign(idsA, {
    webhook: [aHook.data.id],
    enterprise: [acme],
    company: [foods.id],
    user: [await userId(db, DEMO.acmeMember)],
    request: [a1.request, aRequest.id],
    file: [a1.file],
    comment: [a1.comment],
    version: [a1.version],
    pin: [a1.pin],
  } satisfies Ids);

  sharedIds = {
    requestType: [bugFix!.id],
    photo: [photoKeyB],
    token: ['not-a-token'],
    round: [1],
    version: [1],
  };

  for (const who of ['acmeOwner', 'acmeMember'] as const) {
    tokens[who] = ok(
      await call(who, 'POST', '/api/account/api-tokens', {
        name: 'Sweep',
        access: 'write',
        expiresInDays: 30,
      }),
      'A token',
    ).data.token;
  }
  void comments;
}, 120_000);
afterAll(async () => t?.close());

/** A plain string the schema likely accepts (its format, patterns and length). */
function sampleString(schema: unknown): string {
  const { format, fits, minimum } = stringSamples(schema);
  if (format === 'uuid') return crypto.randomUUID();
  if (format) return FORMAT_SAMPLES[format];
  return fits[0] ?? 'x'.repeat(Math.max(1, minimum));
}

let unique = 0;
/** A value for a string field its name tells (addresses, e-mails, times, amounts), as validation wants. */
function byName(key: string | undefined): string | undefined {
  if (!key) return undefined;
  // A local address: webhook endpoints look their host up (WEBHOOKS_ALLOW_PRIVATE_URLS here).
  if (/url|website|href/i.test(key)) return 'http://127.0.0.1:9/sweep';
  if (/password/i.test(key)) return 'Strong-pass-9-Zebra';
  if (/phone/i.test(key)) return '123-456-7890';
  if (/email/i.test(key)) return `sweep-${++unique}@example.com`;
  if (/At$/.test(key)) return new Date().toISOString();
  if (/cost|cap|amount|credit/i.test(key)) return '5.00';
  if (key === 'status') return 'NOT_START';
  // A request's answers, as its type (Website bug fix) asks them.
  if (key === 'content') {
    return JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' });
  }
  return undefined;
}

/**
 * One plausible value for a zod schema, deterministic: every field present, the first choice of each
 * enum and union, and the victim's ids in the fields that name a thing (FIELD_KINDS).
 */
function sample(schema: unknown, ids: Ids, key?: string, depth = 0, objects = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 8) return undefined;
  // `id` in a body: a notification's at its top (POST /api/notification/update), a request's inside
  // (the draft's `data.id`).
  const kind =
    key === 'id' ? (objects <= 1 ? 'notification' : 'request') : key ? FIELD_KINDS[key] : undefined;
  const idValue = kind ? (ids[kind]?.[0] ?? sharedIds[kind]?.[0]) : undefined;
  const inner = (s: unknown, k = key) => sample(s, ids, k, depth + 1, objects);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((def.shape ?? {}) as Record<string, unknown>)
          .map(([k, v]) => [k, sample(v, ids, k, depth + 1, objects + 1)])
          .filter(([, v]) => v !== undefined),
      );
    case 'array': {
      const el = inner(def.element);
      return el === undefined ? [] : [el];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'union': {
      // The option that names a thing first (a member's sign-up naming an enterprise).
      const sorted = [...(def.options as unknown[])].sort((x, y) => +namesAThing(y) - +namesAThing(x));
      const options = sorted.map((o) => inner(o));
      if (idValue !== undefined) {
        const same = options.find((o) => typeof o === typeof idValue);
        if (same !== undefined) return same;
      }
      return options.find((o) => o !== undefined && o !== null) ?? options[0];
    }
    case 'intersection':
      return { ...(inner(def.left) as object), ...(inner(def.right) as object) };
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'string':
      return idValue !== undefined ? String(idValue) : (byName(key) ?? sampleString(schema));
    case 'number':
    case 'int':
    case 'bigint':
      return typeof idValue === 'number' ? idValue : key && /cap|amount|credit/i.test(key) ? 5 : 1;
    case 'boolean':
      return false;
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** Whether a schema names a thing somewhere (a field of FIELD_KINDS). */
function kindsNamed(schema: unknown, depth = 0, objects = 0): Set<Kind> {
  const def = defOf(schema);
  const out = new Set<Kind>();
  if (!def || depth > 8) return out;
  const deeper = (x: unknown, o = objects) => kindsNamed(x, depth + 1, o).forEach((k) => out.add(k));
  switch (def.type) {
    case 'object':
      for (const [k, v] of Object.entries((def.shape ?? {}) as Record<string, unknown>)) {
        // `id` as in `sample`: a notification's at the top of a body, a request's inside.
        const kind = k === 'id' ? (objects === 0 ? 'notification' : 'request') : FIELD_KINDS[k];
        if (kind && !(kind in SHARED_KINDS)) out.add(kind);
        deeper(v, objects + 1);
      }
      break;
    case 'array':
      deeper(def.element);
      break;
    case 'pipe':
      deeper(def.in);
      break;
    case 'union':
      (def.options as unknown[]).forEach((o) => deeper(o));
      break;
    default:
      if (def.innerType) deeper(def.innerType);
  }
  return out;
}
const namesAThing = (schema: unknown) => kindsNamed(schema).size > 0;

const paramNames = (route: Route) => [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const kindOf = (route: Route, name: string): Kind | undefined =>
  name === 'id' ? ID_KINDS.find(([prefix]) => route.url.startsWith(prefix))?.[1] : PARAM_KINDS[name];
const excluded = (route: Route) => EXCLUDED.some(([re]) => re.test(`${route.method} ${route.url}`));
const swept = () => routes.filter((r) => !excluded(r));

type Variant = { url: string; victimParams: string[]; ghostUrl: string };

/**
 * The addresses to try for a route against a victim: every parameter the victim's (one address per
 * id of the kind with the most ids), and, with several parameters, each one the victim's while the
 * others are A's own (A's enterprise, naming B's person). Empty when the victim has nothing of a kind
 * the route addresses (A2 has no enterprise of its own).
 */
function variantsOf(route: Route, victim: Ids): Variant[] {
  const names = paramNames(route);
  const kinds = names.map((n) => kindOf(route, n)!);
  const valueOf = (kind: Kind, from: 'victim' | 'ghost' | 'a', i: number) => {
    if (kind in SHARED_KINDS) return sharedIds[kind]?.[0];
    const list = from === 'victim' ? victim[kind] : from === 'ghost' ? GHOST[kind] : idsA[kind];
    return list?.length ? list[Math.min(i, list.length - 1)] : undefined;
  };
  const fill = (values: (string | number | undefined)[]) =>
    values.some((v) => v === undefined)
      ? undefined
      : names.reduce((url, n, i) => url.replace(`:${n}`, encodeURIComponent(String(values[i]))), route.url);
  const out: Variant[] = [];
  const victimKinds = kinds.filter((k) => !(k in SHARED_KINDS));
  const many = Math.max(1, ...victimKinds.map((k) => victim[k]?.length ?? 0));
  for (let i = 0; i < many; i++) {
    const url = fill(kinds.map((k) => valueOf(k, 'victim', i)));
    const ghostUrl = fill(kinds.map((k) => valueOf(k, 'ghost', 0)));
    if (url && ghostUrl) {
      out.push({ url, ghostUrl, victimParams: names.filter((_, j) => !(kinds[j]! in SHARED_KINDS)) });
    }
  }
  if (victimKinds.length > 1) {
    names.forEach((name, j) => {
      if (kinds[j]! in SHARED_KINDS) return;
      const url = fill(kinds.map((k, m) => valueOf(k, m === j ? 'victim' : 'a', 0)));
      const ghostUrl = fill(kinds.map((k, m) => valueOf(k, m === j ? 'ghost' : 'a', 0)));
      if (url && ghostUrl) out.push({ url, ghostUrl, victimParams: [name] });
    });
  }
  return out;
}

const lower = (s: string) => s.toLowerCase();
function leaks(body: string, markers: string[]): string | undefined {
  const text = lower(body);
  return markers.find((m) => m && text.includes(lower(m)));
}

/** One row count and content hash per table of the victim's data, read straight from the database. */
async function snapshotOf(scope: { enterprises: number[]; users: number[]; requests: number[] }) {
  const arr = (ids: number[]) => `array[${ids.join(',') || 'null'}]::bigint[]`;
  const E = arr(scope.enterprises);
  const U = arr(scope.users);
  const R = `(select id from service_requests where id = any(${arr(scope.requests)}) or enterprise_id = any(${E}))`;
  const C = `(select id from companies where enterprise_id = any(${E}))`;
  const K = `(select id from brand_kits where company_id in ${C})`;
  const V = `(select id from deliverable_versions where request_id in ${R})`;
  const tables: Record<string, string> = {
    enterprises: `select * from enterprises where id = any(${E})`,
    enterprise_owners: `select * from enterprise_owners where enterprise_id = any(${E})`,
    companies: `select * from companies where enterprise_id = any(${E})`,
    company_members: `select * from company_members where company_id in ${C}`,
    users: `select * from users where id = any(${U})`,
    sessions: `select token_hash, user_id, expires_at, stage from sessions where user_id = any(${U})`,
    service_requests: `select * from service_requests where id in ${R}`,
    request_assignees: `select * from request_assignees where request_id in ${R}`,
    request_files: `select * from request_files where request_id in ${R}`,
    request_events: `select * from request_events where request_id in ${R}`,
    request_brand_kits: `select * from request_brand_kits where request_id in ${R}`,
    request_approvals: `select * from request_approvals where request_id in ${R}`,
    revision_rounds: `select * from revision_rounds where request_id in ${R}`,
    comments: `select * from comments where request_id in ${R}`,
    comment_files: `select * from comment_files where comment_id in (select id from comments where request_id in ${R})`,
    comment_inline_files: `select * from comment_inline_files where comment_id in (select id from comments where request_id in ${R})`,
    deliverable_versions: `select * from deliverable_versions where id in ${V}`,
    deliverable_files: `select * from deliverable_files where version_id in ${V}`,
    deliverable_inline_files: `select * from deliverable_inline_files where version_id in ${V}`,
    proof_pins: `select * from proof_pins where version_id in ${V}`,
    brand_kits: `select * from brand_kits where id in ${K}`,
    brand_assets: `select * from brand_assets where brand_kit_id in ${K}`,
    brand_kit_access: `select * from brand_kit_access where company_id in ${C}`,
    brand_kit_permissions: `select * from brand_kit_permissions where brand_kit_id in ${K}`,
    webhook_endpoints: `select * from webhook_endpoints where enterprise_id = any(${E})`,
    webhook_deliveries: `select * from webhook_deliveries where endpoint_id in (select id from webhook_endpoints where enterprise_id = any(${E}))`,
    api_tokens: `select * from api_tokens where user_id = any(${U})`,
    team_invitations: `select * from team_invitations where enterprise_id = any(${E})`,
    spending_caps: `select * from spending_caps where enterprise_id = any(${E})`,
    saved_views: `select * from saved_views where owner_id = any(${U})`,
    notifications: `select * from notifications where user_id = any(${U}) or request_id in ${R}`,
    files: `select * from files where uploader_id = any(${U}) or id in (select file_id from request_files where request_id in ${R})`,
    signup_requests: `select * from signup_requests where enterprise_id = any(${E})`,
    credit_ledger: `select * from credit_ledger where enterprise_id = any(${E}) or request_id in ${R}`,
    audit_events: `select * from audit_events where enterprise_id = any(${E}) or target_user_id = any(${U})`,
  };
  const out: Record<string, string> = {};
  for (const [name, query] of Object.entries(tables)) {
    const res = (await t.ctx.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from (${query}) x`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    out[name] = `${res.rows[0]!.n} rows, ${res.rows[0]!.h}`;
  }
  return out;
}

const A_PEOPLE = ['acmeMember', 'acmeOwner', 'token:acmeMember', 'token:acmeOwner'];
const log: string[] = [];
afterAll(() => {
  if (process.env.SWEEP_LOG) fs.writeFileSync(process.env.SWEEP_LOG, log.join('\n'));
});
const stats = { calls: 0, statuses: {} as Record<number, number> };

/** Calls a route at an address as someone, with a plausible body; the answer's status and body. */
async function attempt(who: string, route: Route, url: string, ids: Ids) {
  const body = ['GET', 'DELETE'].includes(route.method) ? undefined : (sample(route.schema.body, ids) ?? {});
  const res = await call(who, route.method, url, body);
  stats.calls += 1;
  stats.statuses[res.statusCode] = (stats.statuses[res.statusCode] ?? 0) + 1;
  return res;
}

/**
 * Every route with path parameters, as each of `people`, at the victim's addresses and at the same
 * addresses with ids that exist nowhere: never a 2xx on the victim's thing, never the marker, the
 * same status as for nothing (existence not revealed), never a 5xx or a rate limit.
 */
async function sweepPaths(
  victim: Ids,
  markers: string[],
  people: string[],
  hidden = true,
  /** Ids for the bodies only (a valid assignee of one's own enterprise), the same at both addresses. */
  bodyExtra: Ids = {},
) {
  const failures: string[] = [];
  let addressed = 0;
  for (const route of swept().filter((r) => paramNames(r).length)) {
    const variants = variantsOf(route, victim);
    if (variants.length) addressed += 1;
    for (const who of people) {
      for (const v of variants) {
        const res = await attempt(who, route, v.url + queryOf(route, victim), { ...victim, ...bodyExtra });
        const ghost = await attempt(who, route, v.ghostUrl + queryOf(route, ghostOf(victim)), {
          ...ghostOf(victim),
          ...bodyExtra,
        });
        const label = `${who} ${route.method} ${v.url}`;
        if (res.statusCode >= 500 || res.statusCode === 429) failures.push(`${label} → ${res.statusCode}`);
        const allowed = ALLOWED_2XX.some(
          ([r, p]) => r === `${route.method} ${route.url}` && v.victimParams.join() === p,
        );
        if (allowed && res.body !== ghost.body) {
          failures.push(`${label} → ${res.statusCode}, an answer other than for an id of nobody`);
        }
        if (!allowed && v.victimParams.length && res.statusCode < 400) {
          failures.push(`${label} → ${res.statusCode} on another's ${v.victimParams.join(', ')}`);
        }
        if (process.env.SWEEP_LOG) {
          log.push(
            `${res.statusCode} ${ghost.statusCode} ${label} ${res.statusCode === 400 ? res.body.slice(0, 200) : ''}`,
          );
        }
        const leaked = leaks(res.body, markers);
        if (leaked) {
          failures.push(`${label} → ${res.statusCode} carries ${leaked}: ${res.body.slice(0, 200)}`);
        }
        if (hidden && res.statusCode !== ghost.statusCode) {
          failures.push(`${label} → ${res.statusCode}, but ${ghost.statusCode} for ids that do not exist`);
        }
      }
    }
  }
  return { failures, addressed };
}

/** The route's query fields that name a thing, set to these ids. */
function queryOf(route: Route, ids: Ids): string {
  const shape = (defOf(route.schema.querystring)?.shape ?? {}) as Record<string, unknown>;
  const q = new URLSearchParams();
  for (const key of Object.keys(shape)) {
    const value = FIELD_KINDS[key] ? ids[FIELD_KINDS[key]]?.[0] : undefined;
    if (value !== undefined) q.set(key, String(value));
  }
  return [...q.keys()].length ? `?${q}` : '';
}

/** The route's address with every parameter one of these ids (shared kinds: the shared ones), if it has all. */
function addressOf(route: Route, ids: Ids): string | undefined {
  let url = route.url;
  for (const name of paramNames(route)) {
    const kind = kindOf(route, name)!;
    const value = (kind in SHARED_KINDS ? sharedIds : ids)[kind]?.[0];
    if (value === undefined) return undefined;
    url = url.replace(`:${name}`, encodeURIComponent(String(value)));
  }
  return url;
}

/** What A's people may point at of B's from A's own things: B's files, versions, pins, comments, kits, people. */
const REFERENCED: Kind[] = [
  'file',
  'version',
  'pin',
  'comment',
  'brandKit',
  'user',
  'notification',
  'savedView',
];

/**
 * Every route that names a thing in its body or query, at A's own address (A's request, A's
 * enterprise) with B's files, versions, comments, kits and people in the body or query (attaching B's
 * file to A's comment, pinning B's version from A's request, assigning B's person): the answer never
 * carries B's marker (what it would have attached is checked afterwards through A's own reads).
 */
async function sweepCrossReferences(people: string[], own: Ids) {
  const failures: string[] = [];
  let n = 0;
  for (const route of swept()) {
    const named = new Set([...kindsNamed(route.schema.body), ...kindsNamed(route.schema.querystring)]);
    const url = addressOf(route, own);
    if (!url || !REFERENCED.some((k) => named.has(k))) continue;
    n += 1;
    // One of B's kinds at a time, the rest A's own: each reference meets its own check.
    for (const [who, kind] of people.flatMap((p) =>
      REFERENCED.filter((k) => named.has(k)).map((k) => [p, k] as const),
    )) {
      const mixed: Ids = { ...own, [kind]: idsB[kind] };
      const res = await attempt(who, route, url + queryOf(route, mixed), mixed);
      const label = `${who} ${route.method} ${url}${queryOf(route, mixed)} ${(JSON.stringify(sample(route.schema.body, mixed)) ?? '').slice(0, 160)}`;
      if (res.statusCode >= 500 || res.statusCode === 429) failures.push(`${label} → ${res.statusCode}`);
      const leaked = leaks(res.body, [MARK_B, photoKeyB]);
      if (leaked) failures.push(`${label} → ${res.statusCode} carries ${leaked}: ${res.body.slice(0, 200)}`);
      // Refused for B's, refused alike for nobody's: the refusal does not tell B's exists. (A write
      // that went through may meet its own duplicate the second time: 409 is not compared.)
      const ghostIds: Ids = { ...own, [kind]: GHOST[kind] };
      const ghost = await attempt(who, route, url + queryOf(route, ghostIds), ghostIds);
      const statuses = [res.statusCode, ghost.statusCode];
      if (statuses.some((x) => x >= 400) && !statuses.includes(409) && res.statusCode !== ghost.statusCode) {
        failures.push(`${label} → ${res.statusCode}, but ${ghost.statusCode} for a ${kind} of nobody`);
      }
      if (process.env.SWEEP_LOG) {
        log.push(
          `${res.statusCode} ${ghost.statusCode} x ${label} ${res.statusCode === 400 ? res.body.slice(0, 200) : ''}`,
        );
      }
    }
  }
  return { failures, routes: n };
}

/** A's own things, read by A's people through every GET with parameters: never B's marker. */
async function readOwn(people: string[]) {
  const failures: string[] = [];
  for (const route of swept().filter((r) => r.method === 'GET' && paramNames(r).length)) {
    const url = addressOf(route, idsA);
    if (!url) continue;
    for (const who of people) {
      const res = await call(who, 'GET', url);
      const leaked = leaks(res.body, [MARK_B, photoKeyB]);
      if (leaked) {
        failures.push(`${who} GET ${url} → ${res.statusCode} carries ${leaked}: ${res.body.slice(0, 200)}`);
      }
    }
  }
  return failures;
}

/** Routes without path parameters that name a thing in their body: with the victim's ids there. */
async function sweepBodies(victim: Ids, markers: string[], people: string[], hidden = true) {
  const failures: string[] = [];
  const named = swept().filter(
    (r) =>
      !paramNames(r).length &&
      r.method !== 'GET' &&
      (namesAThing(r.schema.body) || namesAThing(r.schema.querystring)),
  );
  for (const route of named) {
    for (const who of people) {
      const res = await attempt(who, route, route.url + queryOf(route, victim), victim);
      const ghost = await attempt(who, route, route.url + queryOf(route, ghostOf(victim)), ghostOf(victim));
      const label = `${who} ${route.method} ${route.url}${queryOf(route, victim)} ${(JSON.stringify(sample(route.schema.body, victim)) ?? '').slice(0, 160)}`;
      if (res.statusCode >= 500 || res.statusCode === 429) failures.push(`${label} → ${res.statusCode}`);
      const leaked = leaks(res.body, markers);
      if (leaked) failures.push(`${label} → ${res.statusCode} carries ${leaked}: ${res.body.slice(0, 200)}`);
      if (hidden && res.statusCode !== ghost.statusCode) {
        failures.push(`${label} → ${res.statusCode}, but ${ghost.statusCode} for ids that do not exist`);
      }
      if (process.env.SWEEP_LOG) {
        log.push(
          `${res.statusCode} ${ghost.statusCode} ${label} ${res.statusCode === 400 ? res.body.slice(0, 200) : ''}`,
        );
      }
    }
  }
  return { failures, routes: named.length };
}

/**
 * The queries to try on a list: none; each field that names a thing set to the victim's id, each word
 * field set to the marker; and all of those together.
 */
function listQueries(route: Route, victim: Ids, markers: string[]): string[] {
  const shape = (defOf(route.schema.querystring)?.shape ?? {}) as Record<string, unknown>;
  const queries = [''];
  const all = new URLSearchParams();
  for (const key of Object.keys(shape)) {
    const kind = FIELD_KINDS[key];
    const value = kind ? victim[kind]?.[0] : TEXT_QUERY_FIELDS.includes(key) ? markers[0] : undefined;
    if (value === undefined) continue;
    queries.push(`?${new URLSearchParams({ [key]: String(value) })}`);
    all.set(key, String(value));
  }
  if ([...all.keys()].length > 1) queries.push(`?${all}`);
  return queries;
}

/**
 * Every GET without path parameters (lists, search, exports, dashboards), as each of `people`: as is,
 * and with each query field that names a thing set to the victim's id, and each word field set to the
 * marker: the marker never comes back.
 */
async function sweepLists(victim: Ids, markers: string[], people: string[]) {
  const failures: string[] = [];
  const lists = swept().filter((r) => r.method === 'GET' && !paramNames(r).length);
  for (const route of lists) {
    for (const who of people) {
      for (const q of listQueries(route, victim, markers)) {
        const res = await attempt(who, route, route.url + q, victim);
        const label = `${who} GET ${route.url}${q}`;
        if (process.env.SWEEP_LOG) {
          log.push(`${res.statusCode} - ${label} ${res.statusCode === 400 ? res.body.slice(0, 200) : ''}`);
        }
        if (res.statusCode >= 500 || res.statusCode === 429) failures.push(`${label} → ${res.statusCode}`);
        const leaked = leaks(res.body, markers);
        if (leaked) {
          failures.push(`${label} → ${res.statusCode} carries ${leaked}: ${res.body.slice(0, 200)}`);
        }
      }
    }
  }
  return { failures, routes: lists.length };
}

describe('tenancy sweep: A never reads or changes B', () => {
  let before: Record<string, string>;
  let beforeA2: Record<string, string>;
  const scopeB = () => ({
    enterprises: idsB.enterprise as number[],
    users: idsB.user as number[],
    requests: idsB.request as number[],
  });
  const scopeA2 = () => ({ enterprises: [], users: [], requests: idsA2.request as number[] });

  beforeAll(async () => {
    before = await snapshotOf(scopeB());
    beforeA2 = await snapshotOf(scopeA2());
  });

  it('walks every registered route and knows what each path parameter addresses', () => {
    expect(routes.length).toBeGreaterThan(150);
    const unknown = swept().flatMap((r) =>
      paramNames(r)
        .filter((n) => !kindOf(r, n))
        .map((n) => `${r.method} ${r.url} :${n} (add it to ID_KINDS or PARAM_KINDS)`),
    );
    expect(unknown).toEqual([]);
    // B has one of each thing a path can address.
    const kinds = new Set(swept().flatMap((r) => paramNames(r).map((n) => kindOf(r, n)!)));
    const missing = [...kinds].filter((k) => !(k in SHARED_KINDS) && !idsB[k]?.length);
    expect(missing).toEqual([]);
  });

  it('B owns what the sweep addresses: its owner reads the marker through the same routes', async () => {
    const seen: string[] = [];
    for (const route of swept().filter((r) => r.method === 'GET' && paramNames(r).length)) {
      for (const v of variantsOf(route, idsB)) {
        const res = await call('globexOwner', 'GET', v.url);
        if (res.statusCode === 200 && leaks(res.body, [MARK_B])) seen.push(route.url);
      }
    }
    for (const url of [
      '/api/service-requests/:id',
      '/api/comments/service-request/:id',
      '/api/deliverables/:id',
      '/api/service-requests/:id/proof-pins',
      '/api/brand-kits/:id',
      '/api/integrations/webhooks/:id',
      '/api/team/:enterpriseId',
      '/api/team/:enterpriseId/invitations',
    ]) {
      expect(seen, url).toContain(url);
    }
  });

  it("B's owner reads the marker in B's lists (the sweep's queries reach B's data)", async () => {
    const seen = new Set<string>();
    for (const route of swept().filter((r) => r.method === 'GET' && !paramNames(r).length)) {
      for (const q of listQueries(route, idsB, [MARK_B])) {
        const res = await call('globexOwner', 'GET', route.url + q);
        if (res.statusCode === 200 && leaks(res.body, [MARK_B])) seen.add(route.url);
      }
    }
    for (const url of [
      '/api/service-requests',
      '/api/company/searchAll',
      '/api/brand-kits',
      '/api/saved-views',
      '/api/integrations/webhooks',
      '/api/audit',
      '/api/signup-requests',
      '/api/service-requests/export.csv',
      '/api/credits/ledger',
      '/api/company/findUsers',
      '/api/brand-kits/attachable',
      '/api/dashboard',
      '/api/account/api-tokens',
    ]) {
      expect([...seen], url).toContain(url);
    }
  });

  it(
    "B's things by id in the path, as A's member, owner and their API tokens",
    { timeout: 120_000 },
    async () => {
      const { failures, addressed } = await sweepPaths(idsB, [MARK_B, photoKeyB], A_PEOPLE);
      expect(addressed).toBeGreaterThan(80);
      expect(failures).toEqual([]);
    },
  );

  it("B's things named in the body of routes without path parameters", { timeout: 60_000 }, async () => {
    const { failures, routes: n } = await sweepBodies(idsB, [MARK_B, photoKeyB], A_PEOPLE);
    expect(n).toBeGreaterThan(3);
    expect(failures).toEqual([]);
  });

  it("lists, searches, exports and dashboards never carry B's marker", { timeout: 60_000 }, async () => {
    const { failures, routes: n } = await sweepLists(idsB, [MARK_B, photoKeyB], A_PEOPLE);
    expect(n).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it(
    "A's own things pointing at B's (B's file on A's comment, B's version from A's request) never show B's",
    { timeout: 60_000 },
    async () => {
      // A's request in progress (its comment, version and pin), then A's request not started (editable).
      const { failures, routes: n } = await sweepCrossReferences(A_PEOPLE, idsA);
      const notStarted = await sweepCrossReferences(A_PEOPLE, {
        ...idsA,
        request: [...idsA.request!].reverse(),
      });
      failures.push(...notStarted.failures);
      expect(n).toBeGreaterThan(10);
      const after = await readOwn(['acmeOwner', 'acmeMember']);
      const lists = await sweepLists(idsB, [MARK_B, photoKeyB], ['acmeOwner', 'acmeMember']);
      expect([...failures, ...after, ...lists.failures]).toEqual([]);
    },
  );

  it(
    'a member of Acme Foods never reaches the request of Acme Apparel, its comments, files, versions, pins',
    { timeout: 60_000 },
    async () => {
      const people = ['acmeMember', 'token:acmeMember'];
      // Within one enterprise its companies are no secret: 403 or 404, as long as nothing is reached.
      const paths = await sweepPaths(idsA2, [MARK_A2], people, false, { user: [bodyAssigneeA2] });
      const bodies = await sweepBodies({ ...idsA2, user: [bodyAssigneeA2] }, [MARK_A2], people, false);
      const lists = await sweepLists(idsA2, [MARK_A2], people);
      expect(paths.addressed).toBeGreaterThan(20);
      expect([...paths.failures, ...bodies.failures, ...lists.failures]).toEqual([]);
      // The enterprise's owner does see it (the sweep's addresses are right).
      const owner = await call('acmeOwner', 'GET', `/api/service-requests/${idsA2.request![0]}`);
      expect(owner.statusCode).toBe(200);
      expect(owner.body).toContain(MARK_A2);
    },
  );

  it("B's rows and Acme Apparel's request are unchanged after all the writes", async () => {
    expect(await snapshotOf(scopeB())).toEqual(before);
    expect(await snapshotOf(scopeA2())).toEqual(beforeA2);
    expect(stats.calls).toBeGreaterThan(500);
  });
});
