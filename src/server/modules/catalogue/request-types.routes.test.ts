import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FIELD_TYPES, FormDefinitionSchema } from '#shared/domain/form-definition.ts';
import { requestTypes, serviceRequests } from '../../db/schema/index.ts';
import { seedCatalogue } from '../../seed/catalogue-loader.ts';
import { CATALOGUE } from '../../seed/catalogue.ts';
import { seedSampleRequests, SAMPLES } from '../../seed/samples.ts';
import { seedDemo } from '../../seed/demo.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

describe('seed catalogue', () => {
  it('five groups, at least 20 types, every field type, Others options, business-day turnaround, patterns', () => {
    expect(CATALOGUE.map((g) => g.name)).toEqual([
      'Creative',
      'Marketing',
      'Consulting',
      'E-commerce',
      'Tech Support',
    ]);
    const children = CATALOGUE.flatMap((g) => g.children);
    expect(children.length).toBeGreaterThanOrEqual(20);
    const forms = children.map((c) => FormDefinitionSchema.parse(c.form));
    const fields = forms.flatMap((f) => f.fields);
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(FIELD_TYPES));
    expect(fields.some((f) => f.options.some((o) => o.name === 'Others'))).toBe(true);
    expect(fields.some((f) => f.options.some((o) => /business day/i.test(o.name) && o.credit > 0))).toBe(
      true,
    );
    expect(new Set(fields.flatMap((f) => (f.pattern ? [f.pattern] : [])))).toEqual(
      new Set(['phone', 'email', 'name', 'zip']),
    );
    for (const c of children) {
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.popupText.length).toBeGreaterThan(20);
      expect(c.placeholder.title).toMatch(/^e\.g\. /);
    }
    // pricing rules only name fields of their own form, with the right types
    for (const f of forms) {
      const byLabel = new Map(f.fields.map((x) => [x.label, x]));
      for (const l of [...f.pricing.add, ...f.pricing.multiplyValue]) {
        expect(byLabel.get(l)?.type).toBe('number');
      }
      for (const l of f.pricing.multiplyOption) expect(byLabel.get(l)?.type).toBe('select');
      for (const l of f.pricing.multiplyCount) expect(byLabel.get(l)?.type).toBe('multiselect');
      expect(new Set(f.fields.map((x) => x.label)).size).toBe(f.fields.length);
    }
    const special = Object.fromEntries(children.map((c) => [c.name, c]));
    expect(special['Video editing']!.form.pricing).toMatchObject({
      add: ['Video length'],
      multiplyOption: ['Editing type'],
      multiplyValue: ['Number of videos'],
    });
    expect(special['Presentation design']!.credit).toBe(0);
    expect(special['Presentation design']!.form.pricing).toMatchObject({
      multiplyValue: ['Number of slides'],
    });
    expect(special['Shopify sales channel integration']!.form.pricing).toMatchObject({
      multiplyCount: ['Sales channels'],
    });
    expect(special['Ad analytics report']!.form.pricing).toMatchObject({ multiplyCount: ['Ad platforms'] });
  });

  it('is idempotent by name and keeps edits made since', async () => {
    const count = async () => (await w.db.select({ n: sql<number>`count(*)::int` }).from(requestTypes))[0]!.n;
    const n = await count();
    expect(n).toBe(5 + CATALOGUE.flatMap((g) => g.children).length);
    await w.db
      .update(requestTypes)
      .set({ description: 'Edited' })
      .where(eq(requestTypes.name, 'Logo design'));
    await seedCatalogue(w.db);
    expect(await count()).toBe(n);
    const [logo] = await w.db.select().from(requestTypes).where(eq(requestTypes.name, 'Logo design'));
    expect(logo!.description).toBe('Edited');
  });

  it('sample requests: a dozen across statuses, created once, balances kept healthy', async () => {
    const rows = await w.db
      .select({ title: serviceRequests.title, status: serviceRequests.status })
      .from(serviceRequests);
    const samples = rows.filter((r) => SAMPLES.some((s) => s.title === r.title));
    expect(samples).toHaveLength(12);
    expect(new Set(samples.map((s) => s.status))).toEqual(
      new Set(['DRAFT', 'NOT_START', 'ASSIGNED', 'IN_PROGRESS', 'FINISHED', 'CANCELLED']),
    );
    await seedSampleRequests(w.t.ctx);
    await seedDemo(w.t.ctx);
    const again = await w.db.select({ n: sql<number>`count(*)::int` }).from(serviceRequests);
    expect(again[0]!.n).toBe(rows.length);
    expect(Number(await w.balance('Acme Holdings'))).toBeGreaterThan(140);
    expect(Number(await w.balance('Globex'))).toBeGreaterThan(30);
  });
});

describe('request types API', () => {
  it('GET /api/service-request-types answers the tree', async () => {
    const res = await w.call('acmeMember', 'GET', '/api/service-request-types');
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { name: string }) => g.name)).toEqual([
      'Creative',
      'Marketing',
      'Consulting',
      'E-commerce',
      'Tech Support',
    ]);
    const creative = res.body.data[0];
    expect(creative.childrenRequestTypes[0]).toMatchObject({
      name: 'Logo design',
      credit: '12.00',
      parentId: creative.id,
      childrenRequestTypes: [],
    });
    expect((await w.call(null, 'GET', '/api/service-request-types')).status).toBe(401);
  });

  it('one type with its form, its form, popup text and placeholder, as data', async () => {
    const id = w.type('Video editing');
    const one = await w.call('acmeMember', 'GET', `/api/service-request-types/${id}`);
    expect(one.body.data).toMatchObject({ id, name: 'Video editing', credit: '5.00', formVersion: 1 });
    expect(one.body.data.form.pricing.multiplyOption).toEqual(['Editing type']);
    const form = await w.call('acmeMember', 'GET', `/api/service-request-types/${id}/form`);
    expect(form.body.data.fields.find((f: { label: string }) => f.label === 'Editing type')).toMatchObject({
      type: 'select',
      options: expect.arrayContaining([{ name: 'Basic cut', credit: 1 }]),
    });
    expect(form.body.data).toMatchObject({ formVersion: 1, credit: '5.00' });
    const popup = await w.call('acmeMember', 'GET', `/api/service-request-types/${id}/popup-text`);
    expect(popup.body.data).toContain('number of videos');
    const ph = await w.call('acmeMember', 'GET', `/api/service-request-types/${id}/placeholder`);
    expect(ph.body).toEqual({
      data: { title: 'e.g. Product launch video edit', content: 'Story, pace and music you have in mind' },
    });
    expect((await w.call('acmeMember', 'GET', '/api/service-request-types/999999/form')).status).toBe(404);
  });
});

describe('the forms of the catalogue in one answer', () => {
  it('GET /api/service-request-types/forms: every type of the tree with its form, as one type answers it', async () => {
    const res = await w.call('acmeMember', 'GET', '/api/service-request-types/forms');
    expect(res.status).toBe(200);
    const tree = await w.call('acmeMember', 'GET', '/api/service-request-types');
    const treeIds = tree.body.data.flatMap((g: { childrenRequestTypes: { id: number }[] }) =>
      g.childrenRequestTypes.map((c) => c.id),
    );
    expect(res.body.data.map((t: { id: number }) => t.id).sort()).toEqual([...treeIds].sort());
    const id = w.type('Video editing');
    const one = await w.call('acmeMember', 'GET', `/api/service-request-types/${id}`);
    expect(res.body.data.find((t: { id: number }) => t.id === id)).toEqual(one.body.data);
    expect((await w.call(null, 'GET', '/api/service-request-types/forms')).status).toBe(401);
  });
});

describe('users API', () => {
  it('GET /api/company/findUsers: users of a company the caller belongs to; else 404', async () => {
    const foods = w.company('Acme Foods');
    const res = await w.call('acmeMember', 'GET', `/api/company/findUsers?companyId=${foods}`);
    expect(res.status).toBe(200);
    expect(res.body.map((u: { email: string }) => u.email).sort()).toEqual([
      'member@acme.test',
      'owner@acme.test',
    ]);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      email: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      profileImage: null,
    });
    const apparel = await w.call(
      'acmeOwner',
      'GET',
      `/api/company/findUsers?companyId=${w.company('Acme Apparel')}`,
    );
    expect(apparel.body.map((u: { email: string }) => u.email)).toEqual(['owner@acme.test']);
    expect(
      (await w.call('acmeMember', 'GET', `/api/company/findUsers?companyId=${w.company('Acme Apparel')}`))
        .status,
    ).toBe(404);
    expect((await w.call('globexOwner', 'GET', `/api/company/findUsers?companyId=${foods}`)).status).toBe(
      404,
    );
    expect((await w.call('staff', 'GET', `/api/company/findUsers?companyId=${foods}`)).status).toBe(200);
    expect((await w.call('staff', 'GET', '/api/company/findUsers?companyId=99999')).status).toBe(404);
  });

  it('GET /api/user/:id: self, colleagues and staff; other enterprises are 404', async () => {
    const colleague = await w.call('acmeMember', 'GET', `/api/user/${w.ids.acmeOwner}`);
    expect(colleague.body).toMatchObject({ id: w.ids.acmeOwner, email: 'owner@acme.test' });
    expect(colleague.body).not.toHaveProperty('passwordHash');
    expect((await w.call('acmeMember', 'GET', `/api/user/${w.ids.designer}`)).status).toBe(200);
    expect((await w.call('acmeMember', 'GET', `/api/user/${w.ids.acmeMember}`)).status).toBe(200);
    expect((await w.call('acmeMember', 'GET', `/api/user/${w.ids.globexOwner}`)).status).toBe(404);
    expect((await w.call('staff', 'GET', `/api/user/${w.ids.globexOwner}`)).status).toBe(200);
  });

  it('POST /api/users/batch: the visible users, in the order asked', async () => {
    const ids = [w.ids.designer, w.ids.globexOwner, w.ids.acmeOwner, 424242];
    const res = await w.call('acmeMember', 'POST', '/api/users/batch', { userIds: ids });
    expect(res.body.map((u: { id: number }) => u.id)).toEqual([w.ids.designer, w.ids.acmeOwner]);
    const staff = await w.call('staff', 'POST', '/api/users/batch', { userIds: ids.map(String) });
    expect(staff.body.map((u: { id: number }) => u.id)).toEqual([
      w.ids.designer,
      w.ids.globexOwner,
      w.ids.acmeOwner,
    ]);
  });

  it('POST /api/user/heybossMember: staff lookup, for staff', async () => {
    const res = await w.call('staff', 'POST', '/api/user/heybossMember', {});
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: { email: string }) => u.email)).toEqual([
      'designer@studio.test',
      'staff@studio.test',
    ]);
    const filtered = await w.call('staff', 'POST', '/api/user/heybossMember', { keyword: 'dana' });
    expect(filtered.body.data.map((u: { username: string }) => u.username)).toEqual(['designer']);
    const byEmail = await w.call('staff', 'POST', '/api/user/heybossMember', { email: 'STAFF@studio.test' });
    expect(byEmail.body.data).toHaveLength(1);
    expect(
      (await w.call('staff', 'POST', '/api/user/heybossMember', { email: 'owner@acme.test' })).body.data,
    ).toEqual([]);
    expect((await w.call('acmeOwner', 'POST', '/api/user/heybossMember', {})).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the request endpoints and the list parameters', async () => {
    // Staff see the documentation (it is public only with API_DOCS=true).
    const doc = (await w.call('staff', 'GET', '/api/docs/json')).body;
    for (const p of [
      '/api/service-requests',
      '/api/service-requests/{id}',
      '/api/service-requests/remove/{id}',
      '/api/service-requests/assigned',
      '/api/service-requests/{id}/events',
      '/api/service-request-types/{id}/form',
      '/api/company/findUsers',
      '/api/user/heybossMember',
      '/api/credits/ledger',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    const params = doc.paths['/api/service-requests'].get.parameters.map((x: { name: string }) => x.name);
    expect(params).toEqual(expect.arrayContaining(['permission', 'status', 'cursor', 'limit']));
  });
});
