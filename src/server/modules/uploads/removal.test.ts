import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { fileReleases, files } from '../../db/schema/index.ts';
import { storageFor } from '../../platform/storage/index.ts';
import { startHousekeeping } from '../../platform/housekeeping.ts';
import { entryColumns, finish, queueReleaseSql } from './release.ts';
import { multipartBody } from '../../test/multipart.ts';
import { readZip } from '../../test/read-zip.ts';
import { requestWorld, type RequestWorld, type Who } from '../../test/request-fixtures.ts';

// A file removed from a request (an attachment left out, a voice note replaced or reset) is gone for
// the person who removed it and for everyone else: its download answers 404, its bytes are deleted
// from storage and its row with them; what the request still holds stays whole.

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

type Stored = { id: string; url: string; name: string };

async function upload(who: Who, ...names: string[]): Promise<Stored[]> {
  const { payload, headers } = multipartBody(
    names.map((filename) => ({ filename, data: `bytes of ${filename}` })),
  );
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie: w.cookies[who] },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const download = async (who: Who, id: string) => {
  const res = await w.t.app.inject({ url: `/api/files/${id}`, headers: { cookie: w.cookies[who] } });
  return { status: res.statusCode, body: res.body, json: () => res.json() };
};

const zipOf = async (who: Who, requestId: number) => {
  const res = await w.t.app.inject({
    url: `/api/service-requests/${requestId}/files/zip`,
    headers: { cookie: w.cookies[who] },
  });
  expect(res.statusCode).toBe(200);
  return [...readZip(res.rawPayload).keys()].sort();
};

const keyOf = async (id: string) =>
  (await w.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id)))[0]?.key;
const stored = (key: string) => storageFor(w.t.ctx.env).exists(key);
const queued = async (ids: string[]) =>
  (await w.db.select().from(fileReleases).where(inArray(fileReleases.fileId, ids))).length;

describe('removing a file from a request', () => {
  it('an attachment left out and a voice note reset are gone: 404 to all, bytes and row deleted', async () => {
    const [kept, removed, voice] = await upload('acmeOwner', 'kept.txt', 'removed.txt', 'voice.webm');
    const made = await w.create('acmeOwner', w.bugFix({ files: [kept!.id, removed!.id], audio: voice!.id }));
    expect(made.status).toBe(200);
    const requestId = made.body.data.id as number;
    const keys = {
      kept: (await keyOf(kept!.id))!,
      removed: (await keyOf(removed!.id))!,
      voice: (await keyOf(voice!.id))!,
    };
    expect((await download('acmeMember', removed!.id)).status).toBe(200);

    const saved = await w.update('acmeOwner', requestId, { files: [kept!.id], audio: null });
    expect(saved.status).toBe(200);
    expect(saved.body.data.files.map((f: Stored) => f.id)).toEqual([kept!.id]);

    // Gone for its uploader, their colleague and staff alike, with the download's not-found message.
    for (const who of ['acmeOwner', 'acmeMember', 'staff'] as const) {
      for (const id of [removed!.id, voice!.id]) {
        const res = await download(who, id);
        expect(res.status).toBe(404);
        expect(res.json().error.message).toBe('File not found');
      }
    }
    expect(await stored(keys.removed)).toBe(false);
    expect(await stored(keys.voice)).toBe(false);
    expect(await keyOf(removed!.id)).toBeUndefined();
    expect(await keyOf(voice!.id)).toBeUndefined();
    expect(await queued([removed!.id, voice!.id])).toBe(0);

    // What the request keeps is untouched.
    expect(await stored(keys.kept)).toBe(true);
    const still = await download('acmeMember', kept!.id);
    expect(still.status).toBe(200);
    expect(still.body).toBe('bytes of kept.txt');
    expect(await zipOf('acmeOwner', requestId)).toEqual(['kept.txt']);
  });

  it('a voice note replaced by a new one goes; a file moved between fields stays', async () => {
    const [first, second, moved] = await upload('acmeOwner', 'first.webm', 'second.webm', 'moved.txt');
    const made = await w.create('acmeOwner', w.bugFix({ files: [moved!.id], audio: first!.id }));
    const requestId = made.body.data.id as number;
    const firstKey = (await keyOf(first!.id))!;
    const saved = await w.update('acmeOwner', requestId, {
      audio: second!.id,
      files: [],
      typeSpecificFiles: { Screenshots: [moved!.id] },
    });
    expect(saved.status).toBe(200);
    expect((await download('acmeOwner', first!.id)).status).toBe(404);
    expect(await stored(firstKey)).toBe(false);
    expect((await download('acmeOwner', second!.id)).status).toBe(200);
    expect((await download('acmeMember', moved!.id)).status).toBe(200);
    expect(await zipOf('acmeOwner', requestId)).toEqual(['moved.txt', 'second.webm']);
  });

  it('a file another request still holds (a duplicate made with its files) stays for that request', async () => {
    const [shared] = await upload('acmeOwner', 'shared.txt');
    const original = (await w.create('acmeOwner', w.bugFix({ files: [shared!.id] }))).body.data.id as number;
    const duplicate = (await w.create('acmeOwner', w.bugFix({ files: [shared!.id] }))).body.data.id as number;
    const key = (await keyOf(shared!.id))!;
    expect((await w.update('acmeOwner', original, { files: [] })).status).toBe(200);
    expect(await stored(key)).toBe(true);
    expect((await download('acmeMember', shared!.id)).status).toBe(200);
    expect(await zipOf('acmeOwner', duplicate)).toEqual(['shared.txt']);
    expect(await queued([shared!.id])).toBe(0);
    // Removed from the duplicate too: nothing holds it any more.
    expect((await w.update('acmeOwner', duplicate, { files: [] })).status).toBe(200);
    expect((await download('staff', shared!.id)).status).toBe(404);
    expect(await stored(key)).toBe(false);
  });

  it('bytes a failed deletion left behind are never served, and housekeeping deletes them later', async () => {
    const [file] = await upload('acmeOwner', 'stuck.txt');
    const requestId = (await w.create('acmeOwner', w.bugFix({ files: [file!.id] }))).body.data.id as number;
    const key = (await keyOf(file!.id))!;
    // Storage fails once after the save committed (an outage, or a crash at that moment).
    const spy = vi.spyOn(storageFor(w.t.ctx.env), 'delete').mockRejectedValueOnce(new Error('storage down'));
    try {
      expect((await w.update('acmeOwner', requestId, { files: [] })).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    // The save stands; the file is gone for users; only its bytes wait, queued.
    expect((await w.get('acmeOwner', requestId)).body.data.files).toEqual([]);
    expect((await download('acmeOwner', file!.id)).status).toBe(404);
    expect((await download('staff', file!.id)).status).toBe(404);
    expect(await keyOf(file!.id)).toBeUndefined();
    expect(await stored(key)).toBe(true);
    expect(await queued([file!.id])).toBe(1);

    // Left from a while ago: the hourly sweep finishes it.
    await w.db
      .update(fileReleases)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(fileReleases.fileId, file!.id));
    const sweeper = startHousekeeping(w.t.ctx, w.t.app.log, { firstAfterMs: 0 });
    try {
      await expect.poll(() => stored(key), { timeout: 5000 }).toBe(false);
    } finally {
      await sweeper.stop();
    }
    expect(await queued([file!.id])).toBe(0);
  });

  it('two removals at once, and a zip read while one removes: each answers, the file ends gone', async () => {
    const [a, b, c] = await upload('acmeOwner', 'a.txt', 'b.txt', 'c.txt');
    const requestId = (await w.create('acmeOwner', w.bugFix({ files: [a!.id, b!.id, c!.id] }))).body.data
      .id as number;
    const keys = await Promise.all([a, b, c].map((f) => keyOf(f!.id)));
    const [first, second, zip] = await Promise.all([
      w.update('acmeOwner', requestId, { files: [c!.id] }),
      w.update('staff', requestId, { files: [c!.id] }),
      zipOf('acmeMember', requestId),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    // Before or after the removal, never an error: the zip holds the files as one of the two reads.
    expect([['a.txt', 'b.txt', 'c.txt'], ['c.txt']]).toContainEqual(zip);
    for (const id of [a!.id, b!.id]) expect((await download('acmeOwner', id)).status).toBe(404);
    expect(await stored(keys[0]!)).toBe(false);
    expect(await stored(keys[1]!)).toBe(false);
    expect(await stored(keys[2]!)).toBe(true);
    expect(await zipOf('acmeMember', requestId)).toEqual(['c.txt']);
  });
});

describe("a file a text shows inline (a comment, a version's note, a review's message)", () => {
  const comment = (who: Who, requestId: number, content: string) =>
    w.call(who, 'POST', '/api/comments', { data: { serviceRequest: requestId, content, files: [] } });
  /** A Globex request holding the file (Acme's people may not see it). */
  const globexRequestWith = async (fileId: string) =>
    (
      await w.create(
        'globexOwner',
        w.bugFix({ company: w.company('Globex Retail'), assignees: [w.ids.globexOwner], files: [fileId] }),
      )
    ).body.data.id as number;

  it('removed from the request, it stays for the picture: not released, shown to its readers', async () => {
    const [pictured, plain] = await upload('acmeOwner', 'pictured.png', 'plain.txt');
    const requestId = (await w.create('acmeOwner', w.bugFix({ files: [pictured!.id, plain!.id] }))).body.data
      .id as number;
    const key = (await keyOf(pictured!.id))!;
    const posted = await comment(
      'acmeMember',
      requestId,
      `<p>Like this:</p><p><img src="/api/files/${pictured!.id.toUpperCase()}" alt="shot"></p>`,
    );
    expect(posted.status).toBe(200);

    expect((await w.update('acmeOwner', requestId, { files: [] })).status).toBe(200);
    expect(await stored(key)).toBe(true);
    expect(await keyOf(pictured!.id)).toBe(key);
    expect(await queued([pictured!.id])).toBe(0);
    // Whoever can see the comment sees its picture; someone of another company still does not.
    for (const who of ['acmeOwner', 'acmeMember', 'staff'] as const) {
      const res = await download(who, pictured!.id);
      expect(res.status).toBe(200);
      expect(res.body).toBe('bytes of pictured.png');
    }
    expect((await download('globexOwner', pictured!.id)).status).toBe(404);
    // The file no comment shows went as before, and the request no longer lists either.
    expect((await download('acmeOwner', plain!.id)).status).toBe(404);
    expect(await zipOf('acmeOwner', requestId)).toEqual([]);
  });

  it("a version's note and a review's message showing a request's file inline keep it too", async () => {
    const [noted, reviewed] = await upload('acmeOwner', 'noted.png', 'reviewed.png');
    const requestId = (await w.create('acmeOwner', w.bugFix({ files: [noted!.id, reviewed!.id] }))).body.data
      .id as number;
    const delivered = await w.call('staff', 'POST', `/api/service-requests/${requestId}/deliverables`, {
      data: { note: `<p>Done as in <img src="/api/files/${noted!.id}"></p>`, links: [], files: [] },
    });
    expect(delivered.status).toBe(200);
    const asked = await w.call(
      'acmeOwner',
      'POST',
      `/api/deliverables/${delivered.body.data.id}/request-changes`,
      {
        data: { message: `<p>Closer to this: <img src="/api/files/${reviewed!.id}"></p>` },
      },
    );
    expect(asked.status).toBe(200);
    const keys = [(await keyOf(noted!.id))!, (await keyOf(reviewed!.id))!];

    expect((await w.update('staff', requestId, { files: [] })).status).toBe(200);
    for (const [i, f] of [noted!, reviewed!].entries()) {
      expect(await stored(keys[i]!)).toBe(true);
      expect((await download('acmeMember', f.id)).status).toBe(200);
    }
  });

  it("a file its author may not see is not recorded: the comment opens no one else's file", async () => {
    const [theirs] = await upload('globexOwner', 'secret.txt');
    const globexRequest = await globexRequestWith(theirs!.id);
    const acmeRequest = (await w.create('acmeOwner', w.bugFix())).body.data.id as number;
    const posted = await comment(
      'acmeOwner',
      acmeRequest,
      `<p>Look: <img src="/api/files/${theirs!.id}"></p>`,
    );
    expect(posted.status).toBe(200);
    expect((await download('acmeOwner', theirs!.id)).status).toBe(404);
    expect((await download('acmeMember', theirs!.id)).status).toBe(404);
    // Removed from its own request, nothing holds it: released as ever.
    expect((await w.update('globexOwner', globexRequest, { files: [] })).status).toBe(200);
    expect((await download('globexOwner', theirs!.id)).status).toBe(404);
  });

  it("staff, who see every file, cannot carry one request's file to another's readers with a picture", async () => {
    const [theirs] = await upload('globexOwner', 'globex-only.txt');
    const globexRequest = await globexRequestWith(theirs!.id);
    const acmeRequest = (await w.create('acmeOwner', w.bugFix())).body.data.id as number;
    expect((await download('staff', theirs!.id)).status).toBe(200);
    const posted = await comment('staff', acmeRequest, `<p>As in <img src="/api/files/${theirs!.id}"></p>`);
    expect(posted.status).toBe(200);
    expect((await download('acmeOwner', theirs!.id)).status).toBe(404);
    // Globex lets it go: nothing of Acme's keeps it alive.
    expect((await w.update('globexOwner', globexRequest, { files: [] })).status).toBe(200);
    expect((await download('staff', theirs!.id)).status).toBe(404);
  });
});

describe('a file queued again while its release runs', () => {
  it('a release that found the file in use leaves the entry a later removal renewed', async () => {
    const [file] = await upload('acmeOwner', 'requeued.txt');
    const made = await w.create('acmeOwner', w.bugFix({ files: [file!.id] }));
    expect(made.status).toBe(200);
    // Queued once while the request still holds it (a removal saved, then attached again), as read
    // by a release that is about to find it in use…
    await w.db.execute(queueReleaseSql([file!.id]));
    const [read] = await w.db
      .select(entryColumns)
      .from(fileReleases)
      .where(eq(fileReleases.fileId, file!.id));
    // …while another save removes it again and queues it anew (here: only the queueing, the request
    // still holds it, so the release above still finds it in use).
    await w.db.execute(queueReleaseSql([file!.id]));
    expect(await finish(w.t.ctx, read!)).toBe(false);
    // The renewed entry stays for that removal's release (or housekeeping): the file is not forgotten.
    expect(await queued([file!.id])).toBe(1);
    expect(await stored((await keyOf(file!.id))!)).toBe(true);
  });
});

describe('a form opened before a file was removed', () => {
  it('saving it with the removed file says so in words and changes nothing', async () => {
    const [kept, removed] = await upload('acmeOwner', 'stays.txt', 'goes.txt');
    const made = await w.create('acmeOwner', w.bugFix({ files: [kept!.id, removed!.id] }));
    const requestId = made.body.data.id as number;
    expect((await w.update('acmeOwner', requestId, { files: [kept!.id] })).status).toBe(200);
    // Staff's drawer, opened before, still lists both files and saves them with a new title.
    const stale = await w.update('staff', requestId, { files: [kept!.id, removed!.id], title: 'Stale' });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe(
      'An attached file is no longer available (removed from this request meanwhile, or never uploaded): take it out of the form and save again.',
    );
    expect(stale.body.error.details).toEqual({ fileId: removed!.id });
    const read = await w.call('acmeOwner', 'GET', `/api/service-requests/${requestId}`);
    expect(read.body.data.title).not.toBe('Stale');
  });
});
