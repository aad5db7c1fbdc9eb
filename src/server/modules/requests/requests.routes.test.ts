// Over 400 lines on purpose: the request API's core contract (create, validation messages, staff-only
// fields, transitions, attachments, timeline) on one seeded app per engine; splitting it would build
// and seed that app again per file for no gain in reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dueDateFor } from '#shared/domain/due-date.ts';
import { PERMISSION_DENIED_MESSAGE } from '#shared/domain/permissions.ts';
import { files } from '../../db/schema/index.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

const today = () => dueDateFor('STANDARD', new Date());
const msg = (r: { body: any }) => r.body?.error?.message;

describe('create (POST /api/service-requests)', () => {
  it('customer-owner submits: NOT_START, priced on the server, due date from the priority, relations answered', async () => {
    const res = await w.create('acmeOwner', w.bugFix({ credit: 0, priorityLevel: 'EXPRESS' }));
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({
      title: 'Broken link on the homepage',
      status: 'NOT_START',
      company: { id: w.company('Acme Foods'), name: 'Acme Foods', enterprise: { name: 'Acme Holdings' } },
      serviceRequestType: { id: w.type('Website bug fix'), name: 'Website bug fix', credit: '3.00' },
      credit: '4.50',
      total: '4.50',
      chargedCredit: '4.50',
      adjustCredit: null,
      priorityLevel: 'EXPRESS',
      targetDate: dueDateFor('EXPRESS', new Date()),
      createdBy: { id: w.ids.acmeOwner, email: 'owner@acme.test', username: 'acme-owner' },
      assignees: [{ id: w.ids.acmeOwner, firstName: 'Olivia', lastName: 'Owens', profileImage: null }],
      assignedTo: [],
      audio: null,
      files: [],
      typeSpecificFiles: {},
      formVersion: 1,
      placeholders: { title: 'e.g. Checkout button does nothing on mobile' },
    });
    expect(r.form.fields.map((f: { label: string }) => f.label)).toContain('Severity');
    expect(r.breakdown[0]).toEqual({
      key: 'Base credit',
      value: 'Website bug fix',
      credit: '3.00',
      effect: '3.00',
      subtotal: '3.00',
    });
    expect(JSON.parse(r.content)).toMatchObject({ 'Page address': 'https://acme.test' });
    expect(new Date(r.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a title is stored without direction overrides (it reads as typed), right-to-left text kept', async () => {
    const made = (await w.create('acmeOwner', w.bugFix({ title: 'Pay \u202egnp.exe\u202c now' }))).body.data;
    expect(made.title).toBe('Pay gnp.exe now');
    const renamed = await w.update('acmeOwner', made.id, { title: 'תיקון \u202dlink' });
    expect(renamed.body.data.title).toBe('תיקון link');
    // Nothing but an override is no title.
    expect(msg(await w.create('acmeOwner', w.bugFix({ title: '\u202e' })))).toBe(
      'Please enter a request title.',
    );
  });

  it('customer-member submits for their company', async () => {
    const res = await w.create('acmeMember', w.bugFix({ assignees: [{ id: w.ids.acmeMember }] }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'NOT_START',
      createdBy: { id: w.ids.acmeMember },
      targetDate: today(),
    });
  });

  it('staff create for any company, and may create with another status', async () => {
    const res = await w.create('staff', w.bugFix({ status: 'ASSIGNED', assignedTo: [w.ids.designer] }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'ASSIGNED',
      chargedCredit: '3.00',
      assignedTo: [{ id: w.ids.designer }],
    });
  });

  it('a customer can only submit or save a draft', async () => {
    for (const status of ['ASSIGNED', 'FINISHED', 'CANCELLED']) {
      const res = await w.create('acmeOwner', w.bugFix({ status }));
      expect(res.status).toBe(403);
    }
    expect((await w.create('staff', w.bugFix({ status: 'DELETED' }))).status).toBe(400);
    expect(msg(await w.create('acmeOwner', w.bugFix({ status: 'STARTED' })))).toBe('Unknown status');
  });

  it("'draft' and 'DRAFT' both save a draft that costs nothing and has no due date yet", async () => {
    for (const status of ['draft', 'DRAFT']) {
      const res = await w.create('acmeMember', w.bugFix({ status }));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'DRAFT',
        chargedCredit: '0.00',
        total: '3.00',
        targetDate: null,
      });
    }
    const slug = await w.create('acmeMember', w.bugFix({ status: 'not-start' }));
    expect(slug.body.data.status).toBe('NOT_START');
  });

  it('a customer of another enterprise cannot create for a company they do not belong to', async () => {
    const res = await w.create('globexOwner', w.bugFix({ assignees: [] }));
    expect(res.status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await w.call(null, 'POST', '/api/service-requests', { data: w.bugFix() })).status).toBe(401);
    expect((await w.call(null, 'GET', '/api/service-requests')).status).toBe(401);
  });
});

describe('validation messages (spec section 5)', () => {
  it("title required: 'Please enter a request title.' on submit, draft and update", async () => {
    for (const title of [undefined, null, '', '   \n ', '\u200b\u200d\ufeff']) {
      expect(msg(await w.create('acmeOwner', w.bugFix({ title })))).toBe('Please enter a request title.');
      expect(msg(await w.saveDraft('acmeOwner', w.bugFix({ title })))).toBe('Please enter a request title.');
    }
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const res = await w.update('acmeOwner', r.id, { title: ' ' });
    expect(res.status).toBe(400);
    expect(msg(res)).toBe('Please enter a request title.');
  });

  it("company: 'Please select a company' on submit, 'No company selected' on draft and update", async () => {
    expect(msg(await w.create('acmeOwner', w.bugFix({ company: undefined })))).toBe(
      'Please select a company',
    );
    expect(msg(await w.create('acmeOwner', w.bugFix({ company: null })))).toBe('Please select a company');
    expect(msg(await w.saveDraft('acmeOwner', w.bugFix({ company: null })))).toBe('No company selected');
    expect(msg(await w.create('acmeOwner', w.bugFix({ company: null, status: 'DRAFT' })))).toBe(
      'No company selected',
    );
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    expect(msg(await w.update('acmeOwner', r.id, { company: null }))).toBe('No company selected');
  });

  it("updating a submitted request requires assignees: 'Please assign asignees'", async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const res = await w.update('acmeOwner', r.id, { assignees: [] });
    expect(res.status).toBe(400);
    expect(msg(res)).toBe('Please assign asignees');
    // cancelling keeps whatever the request has
    expect((await w.update('acmeOwner', r.id, { status: 'CANCELLED', assignees: [] })).status).toBe(200);
  });

  it('the same rule on create: nobody can submit a request without assignees (issue 10, item 5)', async () => {
    for (const who of ['staff', 'acmeOwner'] as const) {
      for (const assignees of [[], undefined, null]) {
        const res = await w.create(who, w.bugFix({ title: `No assignees ${who}`, assignees }));
        expect(res.status).toBe(400);
        expect(msg(res)).toBe('Please assign asignees');
      }
    }
    const staffTitles = await w.call('staff', 'GET', '/api/service-requests?permission=all&limit=100');
    expect(staffTitles.body.data.some((r: { title: string }) => r.title.startsWith('No assignees'))).toBe(
      false,
    );
    // A draft may have none; submitting it needs them, as any update does.
    const draft = (await w.saveDraft('staff', w.bugFix({ assignees: [] }))).body.data;
    expect(draft.status).toBe('DRAFT');
    const submit = await w.update('staff', draft.id, { status: 'NOT_START' });
    expect(msg(submit)).toBe('Please assign asignees');
    expect(
      (await w.update('staff', draft.id, { status: 'NOT_START', assignees: [w.ids.acmeOwner] })).status,
    ).toBe(200);
    // What staff create can then be moved on the board.
    const made = (await w.create('staff', w.bugFix())).body.data;
    expect((await w.update('staff', made.id, { status: 'IN_PROGRESS' })).status).toBe(200);
  });

  it('moving to Assigned needs someone in Assigned to; the move is refused and nothing changes (item 6)', async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const refused = await w.update('staff', r.id, { status: 'ASSIGNED' });
    expect(refused.status).toBe(400);
    expect(msg(refused)).toBe('Choose who the request is assigned to before setting it to Assigned');
    expect((await w.call('staff', 'GET', `/api/service-requests/${r.id}`)).body.data.status).toBe(
      'NOT_START',
    );
    expect(msg(await w.create('staff', w.bugFix({ status: 'ASSIGNED' })))).toBe(
      'Choose who the request is assigned to before setting it to Assigned',
    );
    const moved = await w.update('staff', r.id, { status: 'ASSIGNED', assignedTo: [w.ids.designer] });
    expect(moved.body.data).toMatchObject({ status: 'ASSIGNED', assignedTo: [{ id: w.ids.designer }] });
    // Emptying Assigned to of an Assigned request is refused too; other edits of it go through.
    expect(msg(await w.update('staff', r.id, { assignedTo: [] }))).toBe(
      'Choose who the request is assigned to before setting it to Assigned',
    );
    expect((await w.update('staff', r.id, { title: 'Still assigned' })).status).toBe(200);
  });

  it('assignees must be users of the request company', async () => {
    const res = await w.create('acmeOwner', w.bugFix({ assignees: [w.ids.globexOwner] }));
    expect(res.status).toBe(400);
    expect(msg(res)).toBe('Assignees must be users of the selected company');
  });

  it('the type must be an orderable child type', async () => {
    expect(msg(await w.create('acmeOwner', w.bugFix({ serviceRequestType: undefined })))).toBe(
      'Please select a service request type',
    );
    expect(msg(await w.create('acmeOwner', w.bugFix({ serviceRequestType: w.type('Creative') })))).toBe(
      'Please select a service request type',
    );
  });

  it('content is checked against the form: numbers 1..100, options, patterns, required fields on submit', async () => {
    const logo = (content: Record<string, unknown>, status?: string) =>
      w.create('acmeOwner', {
        title: 'Logo',
        serviceRequestType: w.type('Logo design'),
        company: w.company('Acme Foods'),
        content: JSON.stringify(content),
        assignees: [w.ids.acmeOwner],
        status,
      });
    expect(msg(await logo({ 'Brand name': 'Acme', 'Number of concepts': 101 }))).toBe(
      'Number of concepts: Maximum is 100',
    );
    expect(msg(await logo({ 'Brand name': 'Acme', 'Number of concepts': 0 }))).toBe(
      'Number of concepts: Minimum is 1',
    );
    expect(msg(await logo({ 'Brand name': 'Acme', 'File formats': ['GIF'] }))).toBe(
      'File formats: choose one of the options',
    );
    expect(msg(await logo({}))).toBe('Please fill in Brand name');
    // a draft may be incomplete; an 'Others' field takes any custom value
    expect((await logo({ 'Logo style': 'Neon sign' }, 'DRAFT')).status).toBe(200);
    const ok = await logo({ 'Brand name': 'Acme', 'Logo style': 'Neon sign' });
    expect(ok.status).toBe(200);
    // empty number fields take their default of 1
    expect(JSON.parse(ok.body.data.content)['Number of concepts']).toBe(1);
    expect(ok.body.data.total).toBe('15.00'); // 12 + 1 concept + Others 2
    const email = await w.create('acmeOwner', {
      title: 'Mail',
      serviceRequestType: w.type('Email campaign'),
      company: w.company('Acme Foods'),
      content: { 'Offer and call to action': 'Buy', 'Reply-to address': 'not-an-email' },
      assignees: [w.ids.acmeOwner],
    });
    expect(msg(email)).toBe('Reply-to address: Enter a valid e-mail address');
    const malformed = await w.create('acmeOwner', w.bugFix({ content: '{oops' }));
    expect(msg(malformed)).toBe('Content must be a JSON object of field values');
  });

  it('accepts full objects as well as ids for company, type and assignees', async () => {
    const res = await w.create(
      'acmeOwner',
      w.bugFix({
        company: { id: w.company('Acme Foods'), name: 'Acme Foods' },
        serviceRequestType: { id: String(w.type('Website bug fix')) },
        assignees: [{ id: w.ids.acmeMember, email: 'member@acme.test' }, w.ids.acmeOwner],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.assignees.map((u: { id: number }) => u.id).sort()).toEqual(
      [w.ids.acmeOwner, w.ids.acmeMember].sort(),
    );
  });
});

describe('customers cannot set staff-only fields', () => {
  it('credit, adjustCredit, assignedTo, createdBy and targetDate from a customer are ignored', async () => {
    const res = await w.create(
      'acmeMember',
      w.bugFix({
        credit: 0,
        adjustCredit: 0,
        chargedCredit: 0,
        assignedTo: [w.ids.staff],
        createdBy: w.ids.acmeOwner,
        targetDate: '2030-01-01',
        enterpriseId: 999,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      total: '3.00',
      chargedCredit: '3.00',
      adjustCredit: null,
      assignedTo: [],
      createdBy: { id: w.ids.acmeMember },
      targetDate: today(),
    });
    const upd = await w.update('acmeMember', res.body.data.id, { adjustCredit: 1, targetDate: '2030-01-01' });
    expect(upd.body.data).toMatchObject({ adjustCredit: null, total: '3.00', targetDate: today() });
  });
});

describe('transitions', () => {
  it('NOT_START: creator and enterprise owner may update; a colleague may not; another enterprise gets 404', async () => {
    const byMember = (await w.create('acmeMember', w.bugFix({ assignees: [w.ids.acmeMember] }))).body.data;
    const upd = await w.update('acmeMember', byMember.id, { title: 'Broken link (footer)' });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ title: 'Broken link (footer)', status: 'NOT_START' });
    expect(new Date(upd.body.data.updatedAt) > new Date(byMember.updatedAt)).toBe(true);
    expect((await w.update('acmeOwner', byMember.id, { title: 'Owner edit' })).status).toBe(200);

    const byOwner = (await w.create('acmeOwner', w.bugFix())).body.data;
    const denied = await w.update('acmeMember', byOwner.id, { title: 'Member edit' });
    expect(denied.status).toBe(403);
    expect(msg(denied)).toBe(PERMISSION_DENIED_MESSAGE);
    expect((await w.get('acmeMember', byOwner.id)).status).toBe(200); // but can see it

    for (const res of [
      await w.get('globexOwner', byOwner.id),
      await w.update('globexOwner', byOwner.id, { title: 'x' }),
      await w.update('globexOwner', byOwner.id, { status: 'CANCELLED' }),
      await w.remove('globexOwner', byOwner.id),
      await w.call('globexOwner', 'GET', `/api/service-requests/${byOwner.id}/events`),
      await w.saveDraft('globexOwner', { id: byOwner.id, title: 'x' }),
    ]) {
      expect(res.status).toBe(404);
    }
  });

  it('cancel: a NOT_START request by its owner; keeps title, company and assignees', async () => {
    const r = (await w.create('acmeMember', w.bugFix({ assignees: [w.ids.acmeMember, w.ids.acmeOwner] })))
      .body.data;
    const colleague = (await w.create('acmeOwner', w.bugFix())).body.data;
    expect((await w.update('acmeMember', colleague.id, { status: 'CANCELLED' })).status).toBe(403);
    const res = await w.update('acmeMember', r.id, {
      status: 'CANCELLED',
      title: r.title,
      company: r.company,
      assignees: r.assignees,
      assignedTo: r.assignedTo,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', title: r.title, chargedCredit: '0.00' });
    expect(res.body.data.assignees).toHaveLength(2);
    // updatedAt kept: a status change is replaced in place
    expect(res.body.data.updatedAt).toBe(r.updatedAt);
    // nothing more for the customer
    for (const data of [{ title: 'again' }, { status: 'NOT_START' }, { status: 'CANCELLED' }]) {
      const again = await w.update('acmeMember', r.id, data);
      expect(again.status).toBe(403);
      expect(msg(again)).toBe(PERMISSION_DENIED_MESSAGE);
    }
  });

  it('a customer cannot move a submitted request back to draft', async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    expect((await w.update('acmeOwner', r.id, { status: 'DRAFT' })).status).toBe(403);
    expect((await w.saveDraft('acmeOwner', { ...w.bugFix(), id: r.id })).status).toBe(403);
  });

  it('staff walk a request through every selectable status; the customer is locked out once it is assigned', async () => {
    const r = (await w.create('acmeMember', w.bugFix({ assignees: [w.ids.acmeMember] }))).body.data;
    const seen: string[] = [];
    for (const status of ['ASSIGNED', 'in-progress', 'FINISHED', 'CANCELLED', 'NOT_START', 'ASSIGNED']) {
      const res = await w.update('staff', r.id, { status, assignedTo: [w.ids.designer] });
      expect(res.status).toBe(200);
      seen.push(res.body.data.status);
      if (res.body.data.status === 'ASSIGNED') {
        for (const who of ['acmeMember', 'acmeOwner'] as const) {
          const denied = await w.update(who, r.id, { title: 'customer edit' });
          expect(denied.status).toBe(403);
          expect(msg(denied)).toBe(PERMISSION_DENIED_MESSAGE);
          expect((await w.update(who, r.id, { status: 'CANCELLED' })).status).toBe(403);
        }
      }
    }
    expect(seen).toEqual(['ASSIGNED', 'IN_PROGRESS', 'FINISHED', 'CANCELLED', 'NOT_START', 'ASSIGNED']);
    const del = await w.update('staff', r.id, { status: 'DELETED' });
    expect(del.status).toBe(400);
    // an update with no status keeps it
    expect((await w.update('staff', r.id, { title: 'Kept status' })).body.data.status).toBe('ASSIGNED');
  });

  it('a move from a status the request no longer has (someone moved it meanwhile) is refused: 409, nothing changed', async () => {
    const r = (await w.create('acmeMember', w.bugFix({ assignees: [w.ids.acmeMember] }))).body.data;
    expect(Number(r.chargedCredit)).toBeGreaterThan(0);
    // One staff member cancels it (refunded) while another's board still shows it as Not Started.
    const cancelled = await w.update('staff', r.id, { status: 'CANCELLED', fromStatus: 'NOT_START' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const stale = await w.update('staff', r.id, {
      status: 'IN_PROGRESS',
      fromStatus: 'NOT_START',
      assignedTo: [w.ids.designer],
    });
    expect(stale.status).toBe(409);
    expect(msg(stale)).toBe('This request was moved to Cancelled meanwhile, so nothing was changed.');
    expect(stale.body.error.details).toEqual({ status: 'CANCELLED' });
    const kept = (await w.get('staff', r.id)).body.data;
    expect(kept).toMatchObject({ status: 'CANCELLED', assignedTo: [] });
    expect(Number(kept.chargedCredit)).toBe(0);
    // From what it is now (in any spelling a status takes), the move goes through.
    const moved = await w.update('staff', r.id, {
      status: 'IN_PROGRESS',
      fromStatus: 'cancelled',
      assignedTo: [w.ids.designer],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.status).toBe('IN_PROGRESS');
    const bad = await w.update('staff', r.id, { status: 'FINISHED', fromStatus: 'nonsense' });
    expect(bad.status).toBe(400);
    expect(msg(bad)).toBe('Unknown status');
    expect((await w.get('staff', r.id)).body.data.status).toBe('IN_PROGRESS');
  });

  it('staff set the staff fields: adjustCredit, assignedTo, createdBy, targetDate', async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const res = await w.update('staff', r.id, {
      adjustCredit: '2.5',
      assignedTo: [{ id: w.ids.designer }, w.ids.staff],
      createdBy: w.ids.acmeMember,
      targetDate: '2031-02-03T10:00:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      adjustCredit: '2.50',
      credit: '3.00',
      total: '2.50',
      createdBy: { id: w.ids.acmeMember },
      targetDate: '2031-02-03',
    });
    expect(res.body.data.assignedTo.map((u: { id: number }) => u.id).sort()).toEqual(
      [w.ids.staff, w.ids.designer].sort(),
    );
    expect(msg(await w.update('staff', r.id, { assignedTo: [w.ids.acmeOwner] }))).toBe(
      'Assigned to must be staff members',
    );
    expect(msg(await w.update('staff', r.id, { targetDate: 'soon' }))).toBe(
      'Invalid date, expected a valid timestamp or ISO date',
    );
    expect((await w.update('staff', r.id, { adjustCredit: '-1' })).status).toBe(400);
    expect((await w.update('staff', r.id, { adjustCredit: null })).body.data.total).toBe('3.00');
  });

  it('staff changing the company resets the assignees, then requires new ones of that company', async () => {
    const r = (await w.create('acmeOwner', w.bugFix({ assignees: [w.ids.acmeMember] }))).body.data;
    const res = await w.update('staff', r.id, { company: w.company('Acme Apparel') });
    expect(msg(res)).toBe('Please assign asignees');
    expect(
      msg(
        await w.update('staff', r.id, { company: w.company('Acme Apparel'), assignees: [w.ids.acmeMember] }),
      ),
    ).toBe('Assignees must be users of the selected company');
    const ok = await w.update('staff', r.id, {
      company: w.company('Acme Apparel'),
      assignees: [w.ids.acmeOwner],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      company: { name: 'Acme Apparel' },
      assignees: [{ id: w.ids.acmeOwner }],
    });
  });

  it('drafts: private to their creator, re-saved, submitted, deleted', async () => {
    const draft = (await w.saveDraft('acmeMember', w.bugFix({ title: 'My draft' }))).body.data;
    expect(draft.status).toBe('DRAFT');
    for (const who of ['acmeOwner', 'staff', 'globexOwner'] as const) {
      expect((await w.get(who, draft.id)).status).toBe(404);
    }
    expect((await w.update('acmeOwner', draft.id, { title: 'x' })).status).toBe(404);
    expect((await w.remove('acmeOwner', draft.id)).status).toBe(404);

    const resaved = await w.saveDraft('acmeMember', {
      id: draft.id,
      title: 'My draft, v2',
      status: 'NOT_START',
    });
    expect(resaved.body.data).toMatchObject({
      id: draft.id,
      title: 'My draft, v2',
      status: 'DRAFT',
      chargedCredit: '0.00',
    });
    const again = await w.update('acmeMember', draft.id, { title: 'My draft, v3' });
    expect(again.body.data.status).toBe('DRAFT');

    const submitted = await w.update('acmeMember', draft.id, { status: 'NOT_START' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'NOT_START',
      chargedCredit: '3.00',
      targetDate: today(),
    });
    expect((await w.get('acmeOwner', draft.id)).status).toBe(200);

    const other = (await w.saveDraft('acmeMember', w.bugFix({ title: 'Throwaway' }))).body.data;
    const removed = await w.remove('acmeMember', other.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ data: { id: other.id, status: 'DELETED' } });
    expect((await w.get('acmeMember', other.id)).status).toBe(404);
    expect((await w.remove('acmeMember', other.id)).status).toBe(404);
  });

  it('remove: customers delete drafts only; staff delete submitted requests', async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    const denied = await w.remove('acmeOwner', r.id);
    expect(denied.status).toBe(403);
    expect(msg(denied)).toBe(PERMISSION_DENIED_MESSAGE);
    expect((await w.remove('staff', r.id)).status).toBe(200);
    for (const who of ['acmeOwner', 'staff'] as const) expect((await w.get(who, r.id)).status).toBe(404);
    expect((await w.update('staff', r.id, { status: 'NOT_START' })).status).toBe(404);
  });

  it('a bad id is refused, an unknown one is 404', async () => {
    expect((await w.get('staff', 99_999_999)).status).toBe(404);
    expect((await w.call('staff', 'GET', '/api/service-requests/abc')).status).toBe(400);
  });
});

describe('attachments', () => {
  it('attaches own uploads by id or object; answers id, url, name and mime; marks them attached', async () => {
    const a = await w.fileOf('acmeOwner', 'brief.pdf');
    const b = await w.fileOf('acmeOwner', 'logo.png', 'image/png');
    const voice = await w.fileOf('acmeOwner', 'note.webm', 'audio/webm');
    const res = await w.create(
      'acmeOwner',
      w.bugFix({
        files: [a, { id: b, url: `/api/files/${b}` }],
        audio: { id: voice },
        typeSpecificFiles: { Screenshots: [b] },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.files).toEqual([
      { id: a, url: `/api/files/${a}`, name: 'brief.pdf', mime: 'application/pdf' },
      { id: b, url: `/api/files/${b}`, name: 'logo.png', mime: 'image/png' },
    ]);
    expect(res.body.data.audio).toEqual({
      id: voice,
      url: `/api/files/${voice}`,
      name: 'note.webm',
      mime: 'audio/webm',
    });
    expect(res.body.data.typeSpecificFiles).toEqual({
      Screenshots: [{ id: b, url: `/api/files/${b}`, name: 'logo.png', mime: 'image/png' }],
    });
    const listed = await w.create('acmeOwner', w.bugFix({ typeSpecificFiles: [a] }));
    expect(listed.status).toBe(200);
    expect(Object.keys(listed.body.data.typeSpecificFiles)).toEqual(['files']);
    expect(
      (await w.create('acmeOwner', w.bugFix({ typeSpecificFiles: [] }))).body.data.typeSpecificFiles,
    ).toEqual({});
    const noContent = await w.create('acmeOwner', w.bugFix({ content: null, status: 'DRAFT' }));
    expect(noContent.body.data.content).toBe('{}');
    const rows = await w.db.select({ attachedAt: files.attachedAt }).from(files).where(eq(files.id, a));
    expect(rows[0]!.attachedAt).not.toBeNull();

    // updating with the files kept, removing one, clearing the audio
    const upd = await w.update('acmeOwner', res.body.data.id, {
      files: [res.body.data.files[1]],
      audio: null,
    });
    expect(upd.body.data.files.map((f: { id: string }) => f.id)).toEqual([b]);
    expect(upd.body.data.audio).toBeNull();
    expect(upd.body.data.typeSpecificFiles.Screenshots).toHaveLength(1);
  });

  it("refuses someone else's unattached upload, unknown ids and malformed ids", async () => {
    const theirs = await w.fileOf('acmeMember');
    expect((await w.create('acmeOwner', w.bugFix({ files: [theirs] }))).status).toBe(400);
    expect(
      (await w.create('acmeOwner', w.bugFix({ files: ['00000000-0000-4000-8000-000000000000'] }))).status,
    ).toBe(400);
    expect((await w.create('acmeOwner', w.bugFix({ files: ['../etc/passwd'] }))).status).toBe(400);
    expect((await w.create('acmeOwner', w.bugFix({ audio: 'nope' }))).status).toBe(400);
  });

  it("file ids: null or blank answer 'no ID received', one with a slash 'ID is invalid' (spec section 5)", async () => {
    const noId = 'File upload succeeded but no ID received';
    const invalid = 'File upload succeeded but ID is invalid';
    for (const [data, message] of [
      [{ files: [null] }, noId],
      [{ files: [''] }, noId],
      [{ files: ['  '] }, noId],
      [{ files: [{ id: null }] }, noId],
      [{ files: ['a/b'] }, invalid],
      [{ audio: '' }, noId],
      [{ audio: '../x' }, invalid],
      [{ typeSpecificFiles: { Logo: [''] } }, noId],
    ] as const) {
      const res = await w.create('acmeOwner', w.bugFix(data));
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(msg(res), JSON.stringify(data)).toBe(message);
    }
  });

  it('at most 10 files per form', async () => {
    const ids = await Promise.all(Array.from({ length: 11 }, () => w.fileOf('acmeOwner')));
    const res = await w.create('acmeOwner', w.bugFix({ files: ids }));
    expect(res.status).toBe(400);
    expect(msg(res)).toContain('You can upload up to 10 files only.');
  });

  it("duplicating: files of a request the actor can see may be attached to a new one; another enterprise's may not", async () => {
    const f = await w.fileOf('acmeMember');
    const original = (await w.create('acmeMember', w.bugFix({ files: [f], assignees: [w.ids.acmeMember] })))
      .body.data;
    const copy = await w.create(
      'acmeOwner',
      w.bugFix({ title: `${original.title} (copy)`, files: original.files }),
    );
    expect(copy.status).toBe(200);
    expect(copy.body.data.files[0].id).toBe(f);
    const globexTry = await w.create('globexOwner', {
      ...w.bugFix({ company: w.company('Globex Retail'), assignees: [w.ids.globexOwner] }),
      files: [f],
    });
    expect(globexTry.status).toBe(400);
  });
});

describe('activity timeline', () => {
  it('records creation, charges, status changes, assignments and credit changes, newest first', async () => {
    const r = (await w.create('acmeOwner', w.bugFix())).body.data;
    await w.update('staff', r.id, { status: 'ASSIGNED', assignedTo: [w.ids.designer] });
    await w.update('staff', r.id, { adjustCredit: 1 });
    const res = await w.call('acmeOwner', 'GET', `/api/service-requests/${r.id}/events`);
    expect(res.status).toBe(200);
    const kinds = res.body.data.map((e: { kind: string }) => e.kind);
    expect(kinds.at(-1)).toBe('created');
    expect(kinds).toEqual(
      expect.arrayContaining(['created', 'charged', 'status_changed', 'assigned', 'credit_changed']),
    );
    const status = res.body.data.find((e: { kind: string }) => e.kind === 'status_changed');
    expect(status).toMatchObject({ data: { from: 'NOT_START', to: 'ASSIGNED' }, actor: { id: w.ids.staff } });
    const assigned = res.body.data.find((e: { kind: string }) => e.kind === 'assigned');
    expect(assigned.data).toEqual({ role: 'assignedTo', added: [w.ids.designer], removed: [] });
    const credit = res.body.data.find((e: { kind: string }) => e.kind === 'credit_changed');
    expect(credit.data).toMatchObject({ from: '3.00', to: '1.00' });
    const page = await w.call('acmeOwner', 'GET', `/api/service-requests/${r.id}/events?limit=2`);
    expect(page.body).toMatchObject({ hasMore: true });
    const next = await w.call(
      'acmeOwner',
      'GET',
      `/api/service-requests/${r.id}/events?limit=10&cursor=${page.body.cursor}`,
    );
    expect(next.body.data.length).toBe(res.body.data.length - 2);
  });
});
