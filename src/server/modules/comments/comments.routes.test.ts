// Over 400 lines on purpose: comments end to end (listing, who may read and write, sanitising,
// repeats, attachments, query count) share one seeded app and its fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, testDbKind, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { comments, files } from '../../db/schema/index.ts';
import { insertFile, insertRequest, requestUpdatedAt, userId } from '../../test/notify-fixtures.ts';
import type { RequestSnapshot } from '../requests/effects.ts';
import { MESSAGES } from '#shared/domain/validation.ts';
import { readCacheOf } from '../../plugins/read-cache.ts';
import { lastOwnCommentQuery } from './plan.ts';
import { topLevelPageQuery } from './list.ts';

let t: TestApp;
let owner: string;
let member: string;
let staff: string;
let globex: string;
let req: RequestSnapshot;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  [owner, member, staff, globex] = await Promise.all([
    loginAs(t.app, DEMO.acmeOwner),
    loginAs(t.app, DEMO.acmeMember),
    loginAs(t.app, DEMO.staff),
    loginAs(t.app, DEMO.globexOwner),
  ]);
  req = await insertRequest(t.ctx, {
    company: 'Acme Foods',
    createdBy: DEMO.acmeOwner,
    assignees: [DEMO.acmeMember],
    assignedTo: [DEMO.designer],
  });
});
afterAll(async () => t?.close());

const post = (cookie: string, data: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/comments', headers: { cookie }, payload: { data } });
const list = (cookie: string, id: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/comments/service-request/${id}${query}`, headers: { cookie } });

describe('adding and listing comments', () => {
  it('stores a comment, answers it with its author, and touches the request', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const before = await requestUpdatedAt(t.ctx.db, r.id);
    const res = await post(member, {
      serviceRequest: r.id,
      content: '<p>Hello <strong>team</strong></p>',
      files: [],
    });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.duplicate).toBe(false);
    expect(data).toMatchObject({
      content: '<p>Hello <strong>team</strong></p>',
      parentId: null,
      replies: [],
      files: [],
      serviceRequest: r.id,
      user: { email: DEMO.acmeMember, username: 'acme-member', firstName: 'Max', lastName: 'Miller' },
    });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(Date.parse(data.createdAt)).not.toBeNaN();
    expect((await requestUpdatedAt(t.ctx.db, r.id)).getTime()).toBeGreaterThan(before.getTime());

    const page = await list(owner, r.id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ hasMore: false, cursor: null });
    expect(page.json().data.map((c: { id: number }) => c.id)).toEqual([data.id]);
  });

  it('accepts the request as {id} and string ids, Strapi style', async () => {
    const res = await post(owner, { serviceRequest: { id: String(req.id) }, content: 'plain text works' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content).toBe('plain text works');
  });

  it('pages top-level comments 5 at a time, newest first, with a cursor and hasMore', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const res = await post(i % 2 ? owner : member, {
        serviceRequest: r.id,
        content: `<p>comment ${i}</p>`,
      });
      ids.push(res.json().data.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    for (;;) {
      const res = await list(
        owner,
        r.id,
        cursor ? `?cursor=${encodeURIComponent(cursor)}&limit=5` : '?limit=5',
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      sizes.push(body.data.length);
      seen.push(...body.data.map((c: { id: number }) => c.id));
      expect(body.hasMore).toBe(body.cursor !== null);
      if (!body.hasMore) break;
      cursor = body.cursor;
    }
    expect(sizes).toEqual([5, 5, 2]);
    expect(seen).toEqual([...ids].reverse());
    // Default page size is 5 as well.
    expect((await list(owner, r.id)).json().data).toHaveLength(5);
    expect((await list(owner, r.id, '?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('threads one level of replies under their comment, oldest first', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const top = (await post(owner, { serviceRequest: r.id, content: 'Question?' })).json().data;
    const reply1 = await post(staff, { serviceRequest: r.id, content: 'Answer one', parentId: top.id });
    expect(reply1.statusCode).toBe(200);
    expect(reply1.json().data).toMatchObject({ newReply: true, parentCommentId: top.id, parentId: top.id });
    expect(reply1.json().data.createdAt).toEqual(expect.any(String));
    // A reply to a reply joins the top-level thread.
    const reply2 = await post(member, {
      serviceRequest: r.id,
      content: 'Answer two',
      parentId: reply1.json().data.id,
    });
    expect(reply2.json().data).toMatchObject({ parentId: top.id, parentCommentId: top.id });
    await post(owner, { serviceRequest: r.id, content: 'Later top-level' });

    const body = (await list(member, r.id)).json();
    expect(body.data.map((c: { content: string }) => c.content)).toEqual(['Later top-level', 'Question?']);
    const thread = body.data[1];
    expect(thread.replies.map((c: { content: string }) => c.content)).toEqual(['Answer one', 'Answer two']);
    expect(thread.replies[0].user.email).toBe(DEMO.staff);
    expect(body.data[0].replies).toEqual([]);

    // A parent on another request is not found.
    const other = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const wrong = await post(owner, { serviceRequest: other.id, content: 'x', parentId: top.id });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('who may read and write comments', () => {
  it('answers 404 to another enterprise, for reading and writing, and stores nothing', async () => {
    await post(owner, { serviceRequest: req.id, content: 'secret plans' });
    expect((await list(globex, req.id)).statusCode).toBe(404);
    const res = await post(globex, { serviceRequest: req.id, content: 'let me in' });
    expect(res.statusCode).toBe(404);
    const rows = await t.ctx.db.select().from(comments).where(eq(comments.content, 'let me in'));
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for a request that does not exist, and 401 without a session', async () => {
    expect((await list(owner, 999_999)).statusCode).toBe(404);
    expect((await post(owner, { serviceRequest: 999_999, content: 'x' })).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: `/api/comments/service-request/${req.id}` });
    expect(anon.statusCode).toBe(401);
  });

  it('keeps a draft private to its creator, and a deleted request closed to all', async () => {
    const draft = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'DRAFT',
    });
    expect((await post(owner, { serviceRequest: draft.id, content: 'note to self' })).statusCode).toBe(200);
    expect((await list(member, draft.id)).statusCode).toBe(404);
    expect((await list(staff, draft.id)).statusCode).toBe(404);
    const deleted = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'DELETED',
    });
    expect((await list(owner, deleted.id)).statusCode).toBe(404);
  });

  it('lets staff and every member of the company read and write', async () => {
    expect((await post(staff, { serviceRequest: req.id, content: 'on it' })).statusCode).toBe(200);
    expect((await list(member, req.id)).statusCode).toBe(200);
  });
});

/** Things that must never appear in stored comment HTML. */
function assertHarmless(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|object|embed|svg|math|form|input|button|textarea|meta|link|base|frame|video|audio|template)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:text|srcdoc|formaction|xlink:href/i);
  for (const [, attrs] of html.matchAll(/<a\b([^>]*)>/gi)) {
    expect(attrs).toMatch(/href="(https?:|mailto:|\/[^/\\])/);
    expect(attrs).toContain('rel="noopener noreferrer nofollow"');
  }
  for (const [, attrs] of html.matchAll(/<img\b([^>]*)>/gi)) {
    expect(attrs).toMatch(/src="(\/api\/files\/|data:image\/(png|jpe?g|gif|webp);base64,)/);
    expect(attrs).toContain('max-width:500px');
  }
  expect(html).not.toMatch(/style="(?![^"]*max-width:500px;height:auto")/);
}

const XSS_CORPUS = [
  '<script>alert(1)</script>hello',
  '<img src=x onerror=alert(1)>hello',
  '<svg onload=alert(1)>hello',
  '<svg><script>alert(1)</script></svg>hello',
  '<a href="javascript:alert(1)">hello</a>',
  '<a href="JaVaScRiPt:alert(1)">hello</a>',
  '<a href="java&#x09;script:alert(1)">hello</a>',
  '<a href="&#106;avascript:alert(1)">hello</a>',
  '<a href=" javascript:alert(1)">hello</a>',
  '<a href="vbscript:msgbox(1)">hello</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">hello</a>',
  '<a href="//evil.example/x">hello</a>',
  '<a href="/\\evil.example">hello</a>',
  '<iframe src="https://evil.example"></iframe>hello',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>hello',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">hello</p>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%">hello</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>hello',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">hello',
  '<object data="javascript:alert(1)"></object>hello',
  '<embed src="javascript:alert(1)">hello',
  '<form action="javascript:alert(1)"><button>hello</button></form>',
  '<input autofocus onfocus=alert(1)>hello',
  '<details open ontoggle=alert(1)>hello',
  '<body onload=alert(1)>hello',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">hello',
  '<base href="javascript:/">hello',
  '<img src="javascript:alert(1)">hello',
  '<img src="https://tracker.example/pixel.gif">hello',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">hello',
  '<img src="/api/files/123e4567-e89b-12d3-a456-426614174000" onload="alert(1)" style="width:9999px">hello',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>hello',
  '"><script>alert(1)</script>hello',
  '<<script>alert(1);//<</script>hello',
  '<scr<script>ipt>alert(1)</script>hello',
  '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>hello',
  '<a href="https://ok.example" onmouseover="alert(1)">hello</a>',
  '<style>@import "javascript:alert(1)";</style>hello',
  '<link rel="stylesheet" href="javascript:alert(1)">hello',
  '<video><source onerror="alert(1)"></video>hello',
  '<template><img src=x onerror=alert(1)></template>hello',
  '<p>hello https://example.com/"onmouseover="alert(1)</p>',
  '<a href="https://example.com" target="_self" rel="opener">hello</a>',
  '<xmp><img src=x onerror=alert(1)></xmp>hello',
];

describe('sanitising', () => {
  it('stores every payload of an XSS corpus harmless, and keeps the visible text', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    let stored = 0;
    const ids = new Set<number>();
    for (const payload of XSS_CORPUS) {
      const res = await post(owner, { serviceRequest: r.id, content: payload });
      // Text swallowed by a dropped raw-text element (an unclosed <style>) leaves nothing to store.
      if (res.statusCode === 400) {
        expect(res.json().error.message, payload).toBe(MESSAGES.commentEmpty);
        continue;
      }
      expect(res.statusCode, payload).toBe(200);
      const html: string = res.json().data.content;
      assertHarmless(html);
      expect(html, payload).toContain('hello');
      stored++;
      ids.add(res.json().data.id);
    }
    expect(stored).toBeGreaterThan(XSS_CORPUS.length - 3);
    // And what is read back is what was checked.
    let cursor: string | null = null;
    let n = 0;
    do {
      const body: { data: { content: string }[]; cursor: string | null } = (
        await list(owner, r.id, `?limit=50${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      for (const c of body.data) assertHarmless(c.content);
      n += body.data.length;
      cursor = body.cursor;
    } while (cursor);
    // Payloads that sanitise to the same HTML are repeats of the last comment: stored once.
    expect(n).toBe(ids.size);
  });

  it('keeps the rich text TipTap writes, links typed URLs and caps images at 500px', async () => {
    const content =
      '<h2>Brief</h2><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>x</code></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>https://not.linked.example</code></pre>' +
      '<p>See https://example.com/a?b=1&amp;c=2. or www.example.org, and <a href="https://x.example" target="_blank">x</a></p>' +
      '<img src="/api/files/123e4567-e89b-12d3-a456-426614174000" alt="pic" width="800">';
    const res = await post(owner, { serviceRequest: req.id, content });
    const html: string = res.json().data.content;
    assertHarmless(html);
    expect(html).toContain('<h2>Brief</h2>');
    expect(html).toContain('<ul><li><p>one</p></li></ul>');
    expect(html).toContain('<pre><code>https://not.linked.example</code></pre>');
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">https://example.com/a?b=1&amp;c=2</a>.',
    );
    expect(html).toContain(
      '<a href="https://www.example.org" target="_blank" rel="noopener noreferrer nofollow">www.example.org</a>,',
    );
    expect(html).toContain(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(html).toContain(
      '<img src="/api/files/123e4567-e89b-12d3-a456-426614174000" alt="pic" width="500" style="max-width:500px;height:auto" />',
    );
  });
});

describe('empty and repeated comments', () => {
  it.each([
    '',
    '   ',
    '<p></p>',
    '<p><br></p><p>&nbsp;</p><p> </p>',
    '<script>alert(1)</script>',
    '<p>\u200b</p>',
  ])('refuses %j with the spec message and stores nothing', async (content) => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const res = await post(owner, { serviceRequest: r.id, content });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.commentEmpty);
    expect(await t.ctx.db.select().from(comments).where(eq(comments.requestId, r.id))).toHaveLength(0);
  });

  it('trims empty paragraphs around the text', async () => {
    const res = await post(owner, {
      serviceRequest: req.id,
      content: '<p></p><p>kept</p><p></p><p>also</p><p><br></p>',
    });
    expect(res.json().data.content).toBe('<p>kept</p><p></p><p>also</p>');
  });

  it('ignores an identical repeat of the last comment, even when posted concurrently', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const first = await post(owner, { serviceRequest: r.id, content: '<p>Same</p>' });
    const again = await post(owner, { serviceRequest: r.id, content: '<p>Same</p>' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().meta.duplicate).toBe(true);

    const burst = await Promise.all(
      [1, 2, 3, 4].map(() => post(member, { serviceRequest: r.id, content: '<p>Double click</p>' })),
    );
    expect(burst.every((b) => b.statusCode === 200)).toBe(true);
    expect(new Set(burst.map((b) => b.json().data.id)).size).toBe(1);

    // Not a repeat: different text, different thread, a different author, or not the last comment.
    await post(owner, { serviceRequest: r.id, content: '<p>Other</p>' });
    const back = await post(owner, { serviceRequest: r.id, content: '<p>Same</p>' });
    expect(back.json().meta.duplicate).toBe(false);
    const asReply = await post(owner, {
      serviceRequest: r.id,
      content: '<p>Same</p>',
      parentId: first.json().data.id,
    });
    expect(asReply.json().meta.duplicate).toBe(false);

    const rows = await t.ctx.db.select().from(comments).where(eq(comments.requestId, r.id));
    expect(rows.map((c) => c.content).sort()).toEqual(
      ['<p>Double click</p>', '<p>Other</p>', '<p>Same</p>', '<p>Same</p>', '<p>Same</p>'].sort(),
    );
  });
});

/**
 * What PostgreSQL did to run a query (EXPLAIN ANALYZE): its plan's node types, and the rows its scans
 * of the comments table read (returned plus removed by a filter, over all their loops).
 */
async function planOf(query: { getSQL(): ReturnType<typeof sql> }) {
  type PlanNode = {
    'Node Type': string;
    'Relation Name'?: string;
    'Actual Rows': number;
    'Actual Loops': number;
    'Rows Removed by Filter'?: number;
    Plans?: PlanNode[];
  };
  const planned = await t.ctx.db.execute(sql`explain (analyze, format json) ${query}`);
  const rows = (planned as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
  const nodes: PlanNode[] = [];
  const walk = (n: PlanNode) => (nodes.push(n), n.Plans?.forEach(walk));
  walk(rows[0]!['QUERY PLAN'][0].Plan);
  return {
    nodes: nodes.map((n) => n['Node Type']),
    rowsRead: nodes
      .filter((n) => n['Relation Name'] === 'comments')
      .reduce(
        (sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'],
        0,
      ),
  };
}

describe('the repeat check on a busy thread', () => {
  it("reads the author's last comment alone, however many the thread has in the window", async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const first = await post(owner, { serviceRequest: r.id, content: '<p>Busy</p>' });
    const ownerId = await userId(t.ctx.db, DEMO.acmeOwner);
    const memberId = await userId(t.ctx.db, DEMO.acmeMember);
    // 400 more top-level comments in the window, most by someone else, the newest by the owner.
    await t.ctx.db.execute(sql`insert into comments (request_id, user_id, content)
      select ${r.id}::bigint, case when n % 4 = 0 then ${ownerId}::int else ${memberId}::int end, '<p>n' || n || '</p>'
      from generate_series(1, 400) n`);
    await t.ctx.db.execute(
      sql`insert into comments (request_id, user_id, content) values (${r.id}, ${ownerId}, '<p>Last</p>')`,
    );
    // Other threads' comments, as a real table has, and the statistics autovacuum keeps.
    await t.ctx.db.execute(sql`insert into comments (request_id, user_id, content, created_at)
      select sr.id, ${memberId}::int, '<p>elsewhere</p>', now() - make_interval(mins => n)
      from service_requests sr cross join generate_series(1, 40) n where sr.id <> ${r.id}::bigint`);
    await t.ctx.db.execute(sql`analyze comments`);

    // In the index's order, the plan stops at the first comment of the author it meets: one row read.
    const values: Record<string, unknown> = { requestId: r.id, actorId: ownerId };
    const query = lastOwnCommentQuery(t.ctx.db, 'top', (name) => values[name]);
    const plan = await planOf(query);
    expect(plan.nodes).not.toContain('Sort');
    expect(plan.rowsRead).toBe(1);

    // And the check still does its work: the owner's last comment is the one a repeat matches.
    const again = await post(owner, { serviceRequest: r.id, content: '<p>Last</p>' });
    expect(again.json().meta.duplicate).toBe(true);
    const old = await post(owner, { serviceRequest: r.id, content: '<p>Busy</p>' });
    expect(old.json().meta.duplicate).toBe(false);
    expect(old.json().data.id).not.toBe(first.json().data.id);
  });

  it('reads one page of a request with many comments, not all of them, page after page', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const memberId = await userId(t.ctx.db, DEMO.acmeMember);
    await t.ctx.db.execute(sql`insert into comments (request_id, user_id, content, created_at)
      select ${r.id}::bigint, ${memberId}::int, '<p>c' || n || '</p>', now() - make_interval(secs => n)
      from generate_series(1, 600) n`);
    await t.ctx.db.execute(sql`analyze comments`);

    const first = await topLevelPageQuery(t.ctx.db, r.id, null, 26);
    expect(first.map((c) => c.content)).toEqual(Array.from({ length: 26 }, (_, i) => `<p>c${i + 1}</p>`));
    const planFirst = await planOf(topLevelPageQuery(t.ctx.db, r.id, null, 26));
    expect(planFirst.nodes).not.toContain('Sort');
    expect(planFirst.rowsRead).toBe(26);

    // The next page from its cursor: the rows after it, read in the same order.
    const last = first.at(-1)!;
    const after = { ts: last.sortKey, id: last.id };
    const next = await topLevelPageQuery(t.ctx.db, r.id, after, 26);
    expect(next[0]!.content).toBe('<p>c27</p>');
    const planNext = await planOf(topLevelPageQuery(t.ctx.db, r.id, after, 26));
    expect(planNext.nodes).not.toContain('Sort');
    expect(planNext.rowsRead).toBe(26);

    // What the API lists is that order.
    const listed = (await list(owner, r.id)).json();
    expect(listed.data[0].content).toBe('<p>c1</p>');
  });
});

describe('attachments', () => {
  it('attaches the author’s own uploads, once, and lists them with their URL', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const fileId = await insertFile(t.ctx.db, DEMO.acmeOwner, 'brief.pdf');
    const res = await post(owner, { serviceRequest: r.id, content: 'see attached', files: [fileId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files).toEqual([
      { id: fileId, url: `/api/files/${fileId}`, name: 'brief.pdf', mime: 'application/pdf' },
    ]);
    const [file] = await t.ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(file!.attachedAt).toBeInstanceOf(Date);
    expect((await list(member, r.id)).json().data[0].files[0].id).toBe(fileId);

    // Retrying the same post is the same comment; attaching the file elsewhere is refused.
    const retry = await post(owner, {
      serviceRequest: r.id,
      content: 'see attached',
      files: [{ id: fileId }],
    });
    expect(retry.json()).toMatchObject({ meta: { duplicate: true }, data: { id: res.json().data.id } });
    const reuse = await post(owner, { serviceRequest: r.id, content: 'again', files: [fileId] });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses someone else’s upload and bad ids, and stores no comment then', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const theirs = await insertFile(t.ctx.db, DEMO.acmeMember);
    const res = await post(owner, { serviceRequest: r.id, content: 'stolen', files: [theirs] });
    expect(res.statusCode).toBe(400);
    const [file] = await t.ctx.db
      .select()
      .from(files)
      .where(and(eq(files.id, theirs)));
    expect(file!.attachedAt).toBeNull();
    const bad = await post(owner, { serviceRequest: r.id, content: 'bad', files: ['a/b'] });
    expect(bad.json().error.message).toBe(MESSAGES.invalidFileId);
    const blank = await post(owner, { serviceRequest: r.id, content: 'bad', files: [' '] });
    expect(blank.json().error.message).toBe(MESSAGES.noFileId);
    expect(await t.ctx.db.select().from(comments).where(eq(comments.requestId, r.id))).toHaveLength(0);
  });
});

describe('query count', () => {
  it.skipIf(testDbKind() !== 'pglite')(
    'does not grow with the page: replies, users and files load once per relation',
    async () => {
      const pglite = t.ctx.database.pglite!;
      const count = async (id: number) => {
        let n = 0;
        const query = pglite.query.bind(pglite);
        pglite.query = ((...args: Parameters<typeof query>) => {
          n++;
          return query(...args);
        }) as typeof pglite.query;
        // The route's own statements, not the read cache's answer from memory.
        readCacheOf(t.ctx)!.invalidate();
        try {
          expect((await list(owner, id)).statusCode).toBe(200);
        } finally {
          pglite.query = query;
        }
        return n;
      };
      const small = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
      await post(owner, { serviceRequest: small.id, content: 'one' });
      const big = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
      for (let i = 0; i < 6; i++) {
        const author = [owner, member, staff][i % 3]!;
        const file = await insertFile(t.ctx.db, [DEMO.acmeOwner, DEMO.acmeMember, DEMO.staff][i % 3]!);
        const top = (
          await post(author, { serviceRequest: big.id, content: `top ${i}`, files: [file] })
        ).json().data;
        await post(member, { serviceRequest: big.id, content: `reply ${i}a`, parentId: top.id });
        await post(staff, { serviceRequest: big.id, content: `reply ${i}b`, parentId: top.id });
      }
      const page = (await list(owner, big.id)).json();
      expect(page.data).toHaveLength(5);
      expect(
        page.data.every(
          (c: { replies: unknown[]; files: unknown[] }) => c.replies.length === 2 && c.files.length === 1,
        ),
      ).toBe(true);
      const [bigCount, smallCount] = [await count(big.id), await count(small.id)];
      // Session (auth) + request + comments + replies + files: a constant, whatever the page holds.
      expect(bigCount).toBeGreaterThanOrEqual(4);
      expect(bigCount).toBe(smallCount);
    },
  );
});
