import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { buildDemoApp, type DemoApp } from '../test/demo-app.ts';
import { comments, companies, serviceRequests, supportMessages } from '../db/schema/index.ts';

let t: DemoApp;
let cookies: Record<string, string>;
let acmeFoods: { id: number; enterpriseId: number };
beforeAll(async () => {
  t = await buildDemoApp();
  cookies = t.cookies;
  const [row] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
  acmeFoods = row!;
});
afterAll(async () => t?.close());

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { who?: string; payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(opts.who ? { cookie: cookies[opts.who]! } : {}), ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
  });
const expect4xx = (
  res: { statusCode: number; json(): { error: { status: number; message: string } } },
  status = 400,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().error.status).toBe(status);
  expect(res.json().error.message.length).toBeGreaterThan(5);
  return res.json().error.message;
};

describe('direction overrides (U+202A–U+202E)', () => {
  it('are dropped from every text of a JSON body, never from a secret', async () => {
    const res = await call('POST', '/api/support', {
      who: 'acmeMember',
      payload: {
        data: { fullName: 'Max', email: 'max@example.com', message: 'Pay \u202egnp.exe\u202c today' },
      },
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(supportMessages).orderBy(desc(supportMessages.id)).limit(1);
    expect(stored!.message).toBe('Pay gnp.exe today');
    // A password is kept as typed: with an override added it is another password.
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { identifier: 'member@acme.test', password },
      });
    expect((await login(`${DEMO_PASSWORD}\u202e`)).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('bad input answers 4xx with a clear message, never 5xx', () => {
  it('NUL bytes in text, signed in or not (the sign-in itself included)', async () => {
    expect(
      expect4xx(
        await call('POST', '/api/login', { payload: { identifier: 'owner\u0000@acme.test', password: 'x' } }),
      ),
    ).toBe('Text may not contain NUL characters (\\u0000).');
    expect4xx(
      await call('GET', `/api/service-requests?title=${encodeURIComponent('a\u0000b')}`, {
        who: 'acmeOwner',
      }),
    );
    expect4xx(
      await call('POST', '/api/comments', {
        who: 'acmeOwner',
        payload: { data: { content: '<p>hi\u0000</p>', serviceRequest: 1 } },
      }),
    );
    expect4xx(await call('GET', '/api/company/searchAll?keyword=%00abc', { who: 'staff' }));
  });

  it('ids beyond a 32-bit integer', async () => {
    expect(expect4xx(await call('GET', '/api/user/2147483648', { who: 'acmeOwner' }))).toContain(
      'Invalid id',
    );
    expect4xx(await call('GET', '/api/signup-options/2147483648/1'));
    expect4xx(await call('GET', '/api/service-request-types/2147483648', { who: 'acmeOwner' }));
    expect4xx(await call('GET', '/api/company/findUsers?companyId=99999999999', { who: 'staff' }));
    expect4xx(await call('GET', '/api/credits/ledger?enterpriseId=2147483648', { who: 'staff' }));
    expect4xx(
      await call('POST', '/api/users/batch', { who: 'acmeOwner', payload: { userIds: [2147483648] } }),
    );
    // Named as such, not the database's generic refusal of a number out of range.
    for (const [method, url] of [
      ['DELETE', '/api/account/api-tokens/99999999999'],
      ['GET', '/api/enterprises/2147483648'],
      ['GET', '/api/catalogue/types/2147483648'],
    ] as const) {
      expect(expect4xx(await call(method, url, { who: 'staff' })), url).toContain('Invalid id');
    }
  });

  it('malformed timestamps inside list cursors', async () => {
    for (const ts of ['9999-99-99 99:99:99', '2024-02-31 10:00:00', '2024-01-01 25:00:00+00']) {
      expect(
        expect4xx(await call('GET', `/api/service-requests?cursor=${b64(`${ts}|5`)}`, { who: 'acmeOwner' })),
      ).toBe('Invalid cursor');
    }
    for (const at of ['1', '2024-13-45T00:00:00Z', 'Tue, 31 Feb 2024 10:00:00 GMT']) {
      expect4xx(
        await call('GET', `/api/comments/service-request/1?cursor=${b64(`${at}|1`)}`, {
          who: 'acmeOwner',
        }),
      );
    }
  });

  it('NUL and lone surrogates in brand-kit JSON', async () => {
    const kit = (name: string) => ({
      data: { name, enterprise: acmeFoods.enterpriseId, company: acmeFoods.id, description: '' },
    });
    expect(
      expect4xx(await call('POST', '/api/brand-kits', { who: 'acmeOwner', payload: kit('Brand\u0000') })),
    ).toBe('Text may not contain NUL characters (\\u0000).');
    // A lone surrogate, as a JSON escape (JSON.stringify would write it the same way).
    const raw = `{"data":{"name":"Brand \\ud800","enterprise":${acmeFoods.enterpriseId},"company":${acmeFoods.id}}}`;
    expect(
      expect4xx(
        await call('POST', '/api/brand-kits', {
          who: 'acmeOwner',
          payload: raw,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ).toBe('Text must be valid Unicode (a lone surrogate such as \\ud800 was sent).');
  });

  it('a non-numeric staff grant amount', async () => {
    for (const amount of ['abc', '', '1e5', 'NaN']) {
      const res = await call('POST', `/api/enterprises/${acmeFoods.enterpriseId}/credits`, {
        who: 'staff',
        payload: { data: { direction: 'grant', amount, reason: 'Top-up' } },
      });
      expect(expect4xx(res)).toContain('Enter an amount like 25 or 12.50');
    }
  });

  it('text beyond what the database can index (a search vector over 1 MB): 400, nothing stored', async () => {
    const words = Array.from({ length: 200_000 }, (_, i) => `w${i.toString(36)}`).join(' ');
    const [request] = await t.ctx.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.companyId, acmeFoods.id))
      .limit(1);
    const commentsOf = () => t.ctx.db.$count(comments, eq(comments.requestId, request!.id));
    const before = await commentsOf();
    const comment = await call('POST', '/api/comments', {
      who: 'acmeOwner',
      payload: { data: { serviceRequest: request!.id, content: `<p>${words}</p>` } },
    });
    expect(expect4xx(comment)).toBe('A text in the request is too long to store.');
    expect(await commentsOf()).toBe(before);
    // Content sent as an object has the limit of content sent as JSON text.
    const requests = await t.ctx.db.$count(serviceRequests);
    const draft = await call('PUT', '/api/service-requests', {
      who: 'acmeOwner',
      payload: { data: { title: 'Big', company: acmeFoods.id, status: 'DRAFT', content: { Brief: words } } },
    });
    expect(expect4xx(draft)).toBe('data.content: Content is too long');
    expect(await t.ctx.db.$count(serviceRequests)).toBe(requests);
  });

  it('a huge key in a record or an unknown key is not sent back whole', async () => {
    const key = 'k'.repeat(1_000_000);
    const view = await call('POST', '/api/saved-views', {
      who: 'acmeOwner',
      payload: { data: { name: 'Huge key', params: { [key]: '1' } } },
    });
    expect(expect4xx(view)).toBe(`data.params.${'k'.repeat(288)}…: Unknown parameter`);
    expect(view.payload.length).toBeLessThan(1000);
    const prefs = await call('PUT', '/api/notification-preferences', {
      who: 'acmeOwner',
      payload: { [key]: 1 },
    });
    expect(expect4xx(prefs)).toMatch(/^Unrecognized key: "k+…$/);
    expect(prefs.payload.length).toBeLessThan(1000);
  });

  it('a name or text of only invisible characters is refused like a blank one', async () => {
    const invisible = '\u200b\u200d\u2060\ufeff';
    const cases: [string, 'POST' | 'PUT', string, unknown, string][] = [
      [
        'acmeOwner',
        'POST',
        '/api/brand-kits',
        { data: { name: invisible, enterprise: acmeFoods.enterpriseId, company: acmeFoods.id } },
        'Please enter a brand name',
      ],
      [
        'acmeOwner',
        'POST',
        '/api/saved-views',
        { data: { name: invisible, params: {} } },
        'data.name: Please enter a name for the view.',
      ],
      [
        'acmeOwner',
        'POST',
        '/api/account/api-tokens',
        { name: invisible, access: 'read', expiresInDays: 7 },
        'name: Please name the token (what will use it?)',
      ],
      [
        'acmeOwner',
        'POST',
        '/api/support',
        { data: { fullName: 'Olivia', email: 'olivia@example.com', message: invisible } },
        'data.message: Please enter a message',
      ],
      ['staff', 'POST', '/api/catalogue/categories', { name: invisible }, 'name: A name is required'],
      [
        'staff',
        'POST',
        `/api/enterprises/${acmeFoods.enterpriseId}/credits`,
        { data: { direction: 'grant', amount: '5', reason: invisible } },
        'data.reason: Give a reason',
      ],
    ];
    for (const [who, method, url, payload, message] of cases) {
      expect(expect4xx(await call(method, url, { who, payload })), url).toBe(message);
    }
  });

  it('a 415 says 415 in its body', async () => {
    const res = await call('POST', '/api/login', {
      payload: 'identifier=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ status: 415, name: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
