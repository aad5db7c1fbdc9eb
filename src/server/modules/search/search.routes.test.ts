import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { DEMO } from '../../test/factories.ts';
import { comments, companies, requestTypes, serviceRequests, users } from '../../db/schema/index.ts';
import { RECENT_WINDOW, toPrefixQuery } from './search.ts';

let t: DemoApp;
let cookies: Record<string, string>;

async function insertRequest(companyName: string, creatorEmail: string, title: string, status = 'NOT_START') {
  const [company] = await t.ctx.db.select().from(companies).where(eq(companies.name, companyName));
  const [creator] = await t.ctx.db.select().from(users).where(eq(users.email, creatorEmail));
  let [type] = await t.ctx.db.select().from(requestTypes).limit(1);
  if (!type) {
    [type] = await t.ctx.db.insert(requestTypes).values({ name: 'Logo design', credit: '5' }).returning();
  }
  const [row] = await t.ctx.db
    .insert(serviceRequests)
    .values({
      title,
      status,
      companyId: company!.id,
      enterpriseId: company!.enterpriseId,
      requestTypeId: type!.id,
      createdById: creator!.id,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await buildDemoApp();
  cookies = t.cookies;
  const acme = await insertRequest('Acme Foods', DEMO.acmeOwner, 'Zephyrine packaging refresh');
  await insertRequest('Globex Retail', DEMO.globexOwner, 'Zephyrine storefront banner');
  await insertRequest('Acme Foods', DEMO.acmeMember, 'Zephyrine private draft', 'DRAFT');
  await insertRequest('Acme Foods', DEMO.acmeOwner, 'Zephyrine removed', 'DELETED');
  const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.acmeOwner));
  await t.ctx.db.insert(comments).values({
    requestId: acme.id,
    userId: owner!.id,
    content: '<p>Use the <strong>quokka</strong> mascot</p><p>R&amp;D &lt;approved&gt;</p>',
  });
});
afterAll(async () => t?.close());

const search = (who: string, keyword: string) =>
  t.app.inject({
    url: `/api/company/searchAll?keyword=${encodeURIComponent(keyword)}`,
    headers: { cookie: cookies[who]! },
  });
const titles = (res: { json(): { results: { type: string; title: string }[] } }) =>
  res
    .json()
    .results.filter((r) => r.type === 'REQUEST')
    .map((r) => r.title)
    .sort();

describe('global search', () => {
  it('needs at least 3 characters', async () => {
    const res = await search('acmeOwner', 'ze');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter at least 3 characters');
  });

  it('finds requests by word prefix, only within the caller’s companies', async () => {
    expect(titles(await search('acmeOwner', 'zephyr'))).toEqual(['Zephyrine packaging refresh']);
    expect(titles(await search('globexOwner', 'zephyr'))).toEqual(['Zephyrine storefront banner']);
    expect(titles(await search('acmeMember', 'zephyr'))).toEqual([
      'Zephyrine packaging refresh',
      'Zephyrine private draft',
    ]);
    expect(titles(await search('staff', 'zephyrine'))).toEqual([
      'Zephyrine packaging refresh',
      'Zephyrine storefront banner',
    ]);
  });

  it('finds comments as plain text, never to another enterprise', async () => {
    const hit = (await search('acmeMember', 'quokka')).json().results;
    expect(hit).toHaveLength(1);
    expect(hit[0]).toMatchObject({
      type: 'COMMENT',
      title: 'Zephyrine packaging refresh',
      content: 'Use the quokka mascot R&D <approved>',
    });
    expect((await search('globexOwner', 'quokka')).json().results).toEqual([]);
  });

  /** The owner comments on a request (the search finds comments as well as titles). */
  async function postComment(requestId: number, content: string) {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie: cookies.acmeOwner! },
      payload: { data: { serviceRequest: requestId, content } },
    });
    expect(posted.statusCode, posted.body).toBeLessThan(300);
  }

  it('finds a word written between "<" and ">": in a title, and in a comment as the user typed it', async () => {
    // The text search parser took "<header>" (and "<b and c>") for an XML tag and dropped it (0042).
    const req = await insertRequest('Acme Foods', DEMO.acmeOwner, '<header> spacing, a<b and c>d');
    expect(titles(await search('acmeOwner', 'header'))).toEqual(['<header> spacing, a<b and c>d']);
    expect(titles(await search('acmeOwner', 'header spacing'))).toEqual(['<header> spacing, a<b and c>d']);
    // A comment stores it escaped ("&lt;footer&gt;"): the word is kept, and the hit reads as typed.
    await postComment(req.id, '<p>&lt;footer&gt; margins</p>');
    const hits = (await search('acmeOwner', 'footer')).json().results;
    expect(hits).toEqual([expect.objectContaining({ type: 'COMMENT', content: '<footer> margins' })]);
  });

  it('finds a code like "8e296a06" alone or inside a longer word (the parser reads it as a number and a word)', async () => {
    // In a title, the code is part of "REF-…", which a document keeps whole; in a comment it stands
    // alone, which a document splits ("8e296", "a06"), as the query's parser does with the code typed.
    const req = await insertRequest('Acme Foods', DEMO.acmeOwner, 'Banner REF-8e296a06');
    await postComment(req.id, '<p>Invoice 4e732ced attached</p>');
    const titles = (await search('acmeOwner', '8e296a06')).json().results;
    expect(titles).toEqual([expect.objectContaining({ type: 'REQUEST', requestId: req.id })]);
    expect((await search('acmeOwner', 'REF-8e296a06')).json().results).toHaveLength(1);
    expect((await search('acmeOwner', '8e296')).json().results).toHaveLength(1);
    const comments = (await search('acmeOwner', '4e732ced')).json().results;
    expect(comments).toEqual([expect.objectContaining({ type: 'COMMENT', requestId: req.id })]);
  });

  it('answers an empty list for no match and survives query syntax in the input', async () => {
    expect((await search('acmeOwner', 'nothing-like-this')).json().results).toEqual([]);
    expect((await search('acmeOwner', "':* & | ! (")).statusCode).toBe(200);
    expect(toPrefixQuery('Brand   kit!')).toBe('brand:* & kit:*');
  });

  it('answers the newest hits of a common word, and finds a rare one older than the recent window', async () => {
    // Older than everything else: a rare word, then more newer requests than the recent window holds.
    const old = await insertRequest('Acme Foods', DEMO.acmeOwner, 'Okapi mural, long ago');
    await t.ctx.db
      .update(serviceRequests)
      .set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(serviceRequests.id, old.id));
    await t.ctx.db.execute(sql`
      insert into service_requests (title, status, company_id, enterprise_id, request_type_id, created_by_id, updated_at)
      select 'Walrus banner ' || g, 'NOT_START', r.company_id, r.enterprise_id, r.request_type_id, r.created_by_id,
             now() - make_interval(secs => g)
      from generate_series(1, ${RECENT_WINDOW + 100}) g, (select * from service_requests where id = ${old.id}) r`);

    const common = (await search('acmeOwner', 'walrus')).json().results;
    expect(common.map((r: { title: string }) => r.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Walrus banner ${i + 1}`),
    );
    expect(titles(await search('acmeOwner', 'okapi'))).toEqual(['Okapi mural, long ago']);
    expect(titles(await search('globexOwner', 'okapi'))).toEqual([]);
  });
});
