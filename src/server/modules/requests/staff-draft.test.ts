import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWorld, type RequestWorld, type Who } from '../../test/request-fixtures.ts';

// Issue 15, "Staff choosing Draft": staff may set any status, Draft included (spec section 4). A
// request they put back to Draft stays visible and editable to staff; its creator sees it in the
// draft tab; a draft that was never submitted stays private to its creator.

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
}, 60_000);
afterAll(async () => w?.t.close());

const ids = async (who: Who, query: string): Promise<number[]> => {
  const res = await w.call(who, 'GET', `/api/service-requests?limit=100${query}`);
  expect(res.status).toBe(200);
  return res.body.data.map((r: { id: number }) => r.id);
};

describe('staff set a submitted request to Draft', () => {
  it('staff keep seeing and editing it; its creator sees it in the draft tab; other customers do not', async () => {
    const created = await w.create('acmeMember', w.bugFix({ title: 'Back to draft', status: 'NOT_START' }));
    expect(created.status).toBe(200);
    const id: number = created.body.data.id;
    expect(created.body.data.submittedAt).toEqual(expect.any(String));

    const toDraft = await w.update('staff', id, { status: 'DRAFT' });
    expect(toDraft.status).toBe(200);
    expect(toDraft.body.data.status).toBe('DRAFT');

    for (const who of ['staff', 'designer'] as const) {
      const got = await w.get(who, id);
      expect(got.status).toBe(200);
      expect(got.body.data.status).toBe('DRAFT');
      expect(await ids(who, '')).toContain(id);
      expect(await ids(who, '&status=draft')).toContain(id);
    }

    // Staff keep editing it, and may move it on.
    const edited = await w.update('staff', id, { title: 'Back to draft, edited by staff' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.title).toBe('Back to draft, edited by staff');
    expect(edited.body.data.status).toBe('DRAFT');
    const comments = await w.call('staff', 'GET', `/api/comments/service-request/${id}`);
    expect(comments.status).toBe(200);

    // Staff's global search finds it too (the same rule).
    const found = await w.call('staff', 'GET', '/api/company/searchAll?keyword=edited');
    expect(found.status).toBe(200);
    expect(found.body.results.map((r: { title: string }) => r.title)).toContain(
      'Back to draft, edited by staff',
    );

    // The creator finds it among their drafts.
    expect((await w.get('acmeMember', id)).status).toBe(200);
    expect(await ids('acmeMember', '&status=draft&permission=mine')).toContain(id);

    // A draft is still private on the customer side: other people of the company and other
    // enterprises get 404 and do not list it.
    for (const who of ['acmeOwner', 'globexOwner'] as const) {
      expect((await w.get(who, id)).status).toBe(404);
      expect(await ids(who, '')).not.toContain(id);
      expect(await ids(who, '&status=draft')).not.toContain(id);
    }

    // The creator submits it again: everyone who could see it before sees it.
    const resubmitted = await w.update('acmeMember', id, { status: 'NOT_START' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data.status).toBe('NOT_START');
    expect((await w.get('acmeOwner', id)).status).toBe(200);
    expect((await w.get('staff', id)).status).toBe(200);
  });

  it('a draft that was never submitted stays private to its creator, staff included', async () => {
    const saved = await w.saveDraft('acmeMember', w.bugFix({ title: 'Private draft' }));
    expect(saved.status).toBe(200);
    const id: number = saved.body.data.id;
    expect(saved.body.data.submittedAt).toBeNull();
    for (const who of ['staff', 'acmeOwner'] as const) {
      expect((await w.get(who, id)).status).toBe(404);
      expect(await ids(who, '&status=draft')).not.toContain(id);
      expect((await w.update(who, id, { title: 'Not yours' })).status).toBe(404);
    }
    expect(await ids('acmeMember', '&status=draft')).toContain(id);
    const found = await w.call('staff', 'GET', '/api/company/searchAll?keyword=private');
    expect(found.body.results.map((r: { title: string }) => r.title)).not.toContain('Private draft');
  });

  it("staff's own draft is theirs alone until submitted", async () => {
    const saved = await w.saveDraft('staff', w.bugFix({ title: 'Staff draft' }));
    expect(saved.status).toBe(200);
    const id: number = saved.body.data.id;
    expect((await w.get('staff', id)).status).toBe(200);
    expect((await w.get('designer', id)).status).toBe(404);
  });
});
