// Over 400 lines on purpose: the catalogue builder's whole life cycle (guard, create, publish,
// versions, reorder, move, import and export) on one seeded app per engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueFileSchema } from '#shared/domain/catalogue.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

type Def = { credit: string | number; form: unknown };
const api = {
  list: () => w.call('staff', 'GET', '/api/catalogue'),
  category: (name: string, description = '') =>
    w.call('staff', 'POST', '/api/catalogue/categories', { name, description }),
  type: (categoryId: number, name: string, description = '') =>
    w.call('staff', 'POST', '/api/catalogue/types', { categoryId, name, description }),
  get: (id: number) => w.call('staff', 'GET', `/api/catalogue/types/${id}`),
  draft: (id: number, def: Def) => w.call('staff', 'PUT', `/api/catalogue/types/${id}/draft`, { data: def }),
  publish: (id: number) => w.call('staff', 'POST', `/api/catalogue/types/${id}/publish`),
};
const customerTree = async () =>
  (await w.call('acmeOwner', 'GET', '/api/service-request-types')).body.data as any[];
const treeHas = async (id: number) =>
  (await customerTree()).some((g) => g.childrenRequestTypes.some((c: any) => c.id === id));

/** A form with a select priced per option and a number that multiplies. */
const bannerForm = (sizeLabel = 'Size') => ({
  fields: [
    { label: 'Headline', type: 'textfield', required: true },
    {
      label: sizeLabel,
      type: 'select',
      required: true,
      options: [
        { name: 'Small', credit: 2 },
        { name: 'Large', credit: 5.5 },
      ],
    },
    { label: 'Copies', type: 'number', required: true, min: 1, max: 10 },
  ],
  pricing: { multiplyValue: ['Copies'] },
});

async function newType(name: string, def: Def = { credit: 4, form: bannerForm() }) {
  const cat = await api.category(`Cat ${name}`);
  expect(cat.status).toBe(200);
  const t = await api.type(cat.body.data.id, name, `${name} description`);
  expect(t.status).toBe(200);
  const id = t.body.data.id as number;
  expect((await api.draft(id, def)).status).toBe(200);
  return { id, categoryId: cat.body.data.id as number };
}

const order = (typeId: number, content: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  w.create('acmeOwner', {
    title: 'Banner please',
    serviceRequestType: typeId,
    company: w.company('Acme Foods'),
    content: JSON.stringify(content),
    assignees: [w.ids.acmeOwner],
    ...extra,
  });

describe('staff guard', () => {
  it('customers get 403 and visitors 401 on every builder call; nothing changes', async () => {
    const before = (await api.list()).body.data;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/catalogue'],
      ['POST', '/api/catalogue/categories', { name: 'Hacked' }],
      ['PATCH', `/api/catalogue/categories/${before[0].id}`, { archived: true }],
      ['PUT', '/api/catalogue/order', { ids: before.map((c: any) => c.id).reverse() }],
      ['POST', '/api/catalogue/types', { categoryId: before[0].id, name: 'Hacked' }],
      ['GET', `/api/catalogue/types/${before[0].types[0].id}`],
      ['PUT', `/api/catalogue/types/${before[0].types[0].id}/draft`, { data: { credit: 0, form: {} } }],
      ['POST', `/api/catalogue/types/${before[0].types[0].id}/publish`],
      ['GET', '/api/catalogue/export'],
      ['POST', '/api/catalogue/import', { format: 'studio-requests-catalogue', version: 1, categories: [] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await w.t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: w.cookies.acmeOwner },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      const anon = await w.t.app.inject({
        method: method as 'GET',
        url,
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await api.list()).body.data).toEqual(before);
  });
});

describe('create, edit, publish', () => {
  it('a new type stays invisible to customers until published, then prices as the definition says', async () => {
    const { id } = await newType('Web banner');
    expect(await treeHas(id)).toBe(false);
    expect((await w.call('acmeOwner', 'GET', `/api/service-request-types/${id}`)).status).toBe(404);
    const refused = await order(id, { Headline: 'Hi', Size: 'Large', Copies: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Please select a service request type');

    const detail = (await api.get(id)).body.data;
    expect(detail).toMatchObject({
      formVersion: 0,
      hasDraft: true,
      published: null,
      draft: { credit: '4.00' },
    });
    expect(detail.draft.form.fields.map((f: any) => f.key)).toEqual(['headline', 'size', 'copies']);

    const pub = await api.publish(id);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ formVersion: 1, hasDraft: false, published: { credit: '4.00' } });
    expect(pub.body.data.versions).toEqual([
      expect.objectContaining({
        version: 1,
        credit: '4.00',
        publishedBy: expect.objectContaining({ email: 'staff@studio.test' }),
      }),
    ]);
    expect(await treeHas(id)).toBe(true);
    expect((await api.publish(id)).body.error.message).toBe('There is no draft to publish');

    // (4 + 5.50) × 2 copies = 19.00; EXPRESS × 1.5 = 28.50
    const made = await order(id, { Headline: 'Hi', Size: 'Large', Copies: 2 });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ total: '19.00', formVersion: 1 });
    const express = await order(
      id,
      { Headline: 'Hi', Size: 'Large', Copies: 2 },
      { priorityLevel: 'EXPRESS' },
    );
    expect(express.body.data.total).toBe('28.50');
    // the number field's own maximum is enforced
    const tooMany = await order(id, { Headline: 'Hi', Size: 'Large', Copies: 11 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('Copies: Maximum is 10');
  });

  it('renames and describes; names are unique among siblings', async () => {
    const { id, categoryId } = await newType('Flyer');
    const renamed = await w.call('staff', 'PATCH', `/api/catalogue/types/${id}`, {
      name: 'Flyer design',
      description: 'A4 flyers',
    });
    expect(renamed.body.data).toMatchObject({ name: 'Flyer design', description: 'A4 flyers' });
    await api.type(categoryId, 'Poster');
    const clash = await w.call('staff', 'PATCH', `/api/catalogue/types/${id}`, { name: 'poster' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('This category already has a type named “poster”');
    const dupCat = await api.category('Creative');
    expect(dupCat.status).toBe(409);
    expect(dupCat.body.error.message).toBe('A category named “Creative” already exists');
    const blank = await api.category('   ');
    expect(blank.status).toBe(400);
    // A change of nothing changes nothing (it was a 500: an UPDATE with no column).
    const nothing = await w.call('staff', 'PATCH', `/api/catalogue/types/${id}`, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toMatchObject({ name: 'Flyer design', description: 'A4 flyers' });
  });
});

describe('bad definitions are refused with the reason, and nothing is saved', () => {
  it('lists every problem the engine cannot price', async () => {
    const { id } = await newType('Broken');
    const before = (await api.get(id)).body.data.draft;
    const res = await api.draft(id, {
      credit: '1.234',
      form: {
        fields: [
          { label: 'Colour', type: 'select', options: [] },
          { label: 'Pages', type: 'textfield', options: [{ name: 'x', credit: 1 }] },
          { label: 'Pages', type: 'number', min: 5, max: 2 },
          {
            label: 'Tone',
            type: 'select',
            options: [
              { name: 'Calm', credit: 0 },
              { name: 'Loud', credit: 2 },
            ],
          },
        ],
        pricing: { multiplyValue: ['Colour', 'Missing'], multiplyOption: ['Tone'] },
      },
    });
    expect(res.status).toBe(400);
    const errors: string[] = res.body.error.details.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        'credit: A credit must be a number from 0 to 100000 with at most two decimals',
        'Field “Colour”: a select field needs at least one option',
        'Field “Pages”: only select and multiselect fields have options',
        'Field “Pages”: two fields have this label; the answers are stored by label, so each must differ',
        'Field “Pages”: the minimum is above the maximum',
        'Field “Colour” is a select field; only a number field can be the one that multiplies the sum by its value',
        'Pricing names the field “Missing”, which is not on the form',
        "Field “Tone” multiplies the price by its option's credit, so option “Calm” needs a credit above 0 (0 would make the request free)",
      ]),
    );
    expect(res.body.error.message).toBe(errors[0]);
    expect((await api.get(id)).body.data.draft).toEqual(before);
  });

  it("an 'Others' option of a field that multiplies the price needs a credit above 0 too (a custom answer made the request free)", async () => {
    const cat = await api.category('Cat Others multiplier');
    const t = await api.type(cat.body.data.id, 'Others multiplier');
    const id = t.body.data.id as number;
    const form = {
      fields: [
        {
          label: 'Editing type',
          type: 'select',
          required: true,
          options: [
            { name: 'Basic cut', credit: 1 },
            { name: 'Others', credit: 0 },
          ],
        },
      ],
      pricing: { multiplyOption: ['Editing type'] },
    };
    const res = await api.draft(id, { credit: 10, form });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toContain(
      "Field “Editing type” multiplies the price by its option's credit, so option “Others” needs a credit above 0 (0 would make the request free)",
    );
    // With a credit, a custom answer is priced by it.
    const priced = {
      ...form,
      fields: [
        { ...form.fields[0]!, options: [form.fields[0]!.options[0]!, { name: 'Others', credit: 1.5 }] },
      ],
    };
    expect((await api.draft(id, { credit: 1, form: priced })).status).toBe(200);
    expect((await api.publish(id)).status).toBe(200);
    const before = await w.balance('Acme Holdings');
    const r = await order(id, { 'Editing type': 'Stop motion' });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe('1.50');
    expect(await w.balance('Acme Holdings')).toBe((Number(before) - 1.5).toFixed(2));
  });

  it('huge texts in a field are refused, and the answer does not repeat them', async () => {
    const { id } = await newType('Huge texts');
    const before = (await api.get(id)).body.data.draft;
    const huge = 'x'.repeat(1_000_000);
    const form = bannerForm();
    const withField = (i: number, change: Record<string, unknown>) => ({
      ...form,
      fields: form.fields.map((f, j) => (j === i ? { ...f, ...change } : f)),
    });
    const cases: [unknown, string][] = [
      [withField(0, { description: huge }), 'Field “Headline”: a description has at most 2000 characters'],
      [withField(0, { placeholder: huge }), 'Field “Headline”: a placeholder has at most 200 characters'],
      [
        withField(1, { options: [{ name: huge, credit: 2 }] }),
        'Field “Size”: an option name has at most 120 characters',
      ],
      [withField(0, { label: huge }), `Field “${'x'.repeat(60)}…”: a label has at most 120 characters`],
    ];
    for (const [form, message] of cases) {
      const res = await api.draft(id, { credit: 4, form });
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors).toContain(message);
      expect(JSON.stringify(res.body).length).toBeLessThan(2000);
    }
    expect((await api.get(id)).body.data.draft).toEqual(before);
  });
});

describe('versions', () => {
  it('a submitted request under v1 keeps its price and answers after v2; a v1 draft moves to v2 with its answers', async () => {
    const { id } = await newType('Social banner');
    await api.publish(id);
    const answers = { Headline: 'Sale', Size: 'Small', Copies: 3 };
    const submitted = (await order(id, answers)).body.data;
    expect(submitted).toMatchObject({ total: '18.00', formVersion: 1 }); // (4 + 2) × 3
    const draft = (await order(id, answers, { status: 'DRAFT' })).body.data;

    // v2: the select is renamed (its key stays), options cost more, base credit up
    const v1 = (await api.get(id)).body.data.draft;
    const form = structuredClone(v1.form);
    form.fields[1].label = 'Banner size';
    form.fields[1].options = [
      { name: 'Small', credit: 10 },
      { name: 'Large', credit: 20 },
    ];
    const saved = await api.draft(id, { credit: 6, form });
    expect(saved.body.data.draft.form.fields[1]).toMatchObject({ key: 'size', label: 'Banner size' });
    const published = await api.publish(id);
    expect(published.body.data.formVersion).toBe(2);
    expect(published.body.data.versions.map((v: any) => v.version)).toEqual([2, 1]);

    const again = (await w.get('acmeOwner', submitted.id)).body.data;
    expect(again).toMatchObject({
      total: '18.00',
      formVersion: 1,
      content: submitted.content,
      breakdown: submitted.breakdown,
      form: submitted.form,
    });
    const edited = await w.update('acmeOwner', submitted.id, {
      title: 'Sale banner',
      assignees: [w.ids.acmeOwner],
    });
    expect(edited.body.data).toMatchObject({ total: '18.00', formVersion: 1 });

    const moved = await w.update('acmeOwner', draft.id, {
      status: 'NOT_START',
      assignees: [w.ids.acmeOwner],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ formVersion: 2, total: '48.00' }); // (6 + 10) × 3
    expect(JSON.parse(moved.body.data.content)).toMatchObject({ 'Banner size': 'Small', Headline: 'Sale' });

    const old = await w.call('staff', 'GET', `/api/catalogue/types/${id}/versions/1`);
    expect(old.body.data).toMatchObject({ version: 1, credit: '4.00' });
    expect(old.body.data.form.fields[1].label).toBe('Size');
    expect((await w.call('staff', 'GET', `/api/catalogue/types/${id}/versions/9`)).status).toBe(404);
  });
});

describe('reorder and archive', () => {
  it('reorders categories and types; a wrong list is refused', async () => {
    const cats = (await api.list()).body.data as any[];
    const ids = cats.map((c) => c.id);
    const reversed = [...ids].reverse();
    expect((await w.call('staff', 'PUT', '/api/catalogue/order', { ids: reversed })).status).toBe(200);
    expect(((await api.list()).body.data as any[]).map((c) => c.id)).toEqual(reversed);
    const bad = await w.call('staff', 'PUT', '/api/catalogue/order', { ids: reversed.slice(1) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('The new order must list every category exactly once');
    await w.call('staff', 'PUT', '/api/catalogue/order', { ids });

    const creative = cats.find((c) => c.name === 'Creative');
    const typeIds = creative.types.map((t: any) => t.id);
    const swapped = [typeIds[1], typeIds[0], ...typeIds.slice(2)];
    expect(
      (await w.call('staff', 'PUT', `/api/catalogue/categories/${creative.id}/order`, { ids: swapped }))
        .status,
    ).toBe(200);
    const tree = await customerTree();
    expect(tree.find((g) => g.id === creative.id).childrenRequestTypes.map((t: any) => t.id)).toEqual(
      swapped,
    );
  });

  it('an archived type cannot be ordered, but its requests still open, edit and price; restore brings it back', async () => {
    const { id, categoryId } = await newType('Archivable');
    await api.publish(id);
    const made = (await order(id, { Headline: 'A', Size: 'Small', Copies: 1 })).body.data;
    expect(made.total).toBe('6.00');
    expect(
      (await w.call('staff', 'PATCH', `/api/catalogue/types/${id}`, { archived: true })).body.data.archived,
    ).toBe(true);
    expect(await treeHas(id)).toBe(false);
    expect((await order(id, { Headline: 'A', Size: 'Small', Copies: 1 })).status).toBe(400);
    const opened = await w.get('acmeOwner', made.id);
    expect(opened.body.data).toMatchObject({ total: '6.00', serviceRequestType: { id } });
    const edited = await w.update('acmeOwner', made.id, {
      title: 'Still fine',
      assignees: [w.ids.acmeOwner],
      content: JSON.stringify({ Headline: 'B', Size: 'Large', Copies: 1 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.total).toBe('9.50');

    // archiving the category hides its types too
    await w.call('staff', 'PATCH', `/api/catalogue/types/${id}`, { archived: false });
    await w.call('staff', 'PATCH', `/api/catalogue/categories/${categoryId}`, { archived: true });
    expect(await treeHas(id)).toBe(false);
    expect((await order(id, { Headline: 'A', Size: 'Small', Copies: 1 })).status).toBe(400);
    await w.call('staff', 'PATCH', `/api/catalogue/categories/${categoryId}`, { archived: false });
    expect(await treeHas(id)).toBe(true);
    expect((await order(id, { Headline: 'A', Size: 'Small', Copies: 1 })).status).toBe(200);
  });
});

describe('moving a type to another category', () => {
  it('moves it last into the target; its requests follow; a name clash or a bad target is refused', async () => {
    const { id, categoryId } = await newType('Movable');
    await api.publish(id);
    const made = (await order(id, { Headline: 'A', Size: 'Small', Copies: 2 })).body.data;
    const target = (await api.category('Move target')).body.data.id as number;
    const first = (await api.type(target, 'Already here')).body.data.id as number;

    const moved = await w.call('staff', 'PATCH', `/api/catalogue/types/${id}`, { categoryId: target });
    expect(moved.status).toBe(200);
    expect(moved.body.data.categoryId).toBe(target);
    const cats = (await api.list()).body.data as any[];
    expect(cats.find((c) => c.id === target).types.map((t: any) => t.id)).toEqual([first, id]);
    expect(cats.find((c) => c.id === categoryId).types).toEqual([]);
    const tree = await customerTree();
    expect(tree.find((g) => g.id === target).childrenRequestTypes.map((t: any) => t.id)).toEqual([id]);
    // the request of it still opens with its price
    expect((await w.get('acmeOwner', made.id)).body.data).toMatchObject({
      total: made.total,
      serviceRequestType: { id },
    });

    // a type of the same name in the target: 409, nothing moves
    const twin = (await api.type(categoryId, 'Already here')).body.data.id as number;
    const clash = await w.call('staff', 'PATCH', `/api/catalogue/types/${twin}`, { categoryId: target });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('This category already has a type named “Already here”');
    // a type is not a category; an unknown id neither
    for (const bad of [first, 999_999]) {
      const r = await w.call('staff', 'PATCH', `/api/catalogue/types/${twin}`, { categoryId: bad });
      expect(r.status).toBe(404);
      expect(r.body.error.message).toBe('Category not found');
    }
    expect((await api.get(twin)).body.data.categoryId).toBe(categoryId);
    // categories cannot be given a parent, and customers cannot move anything
    expect(
      (await w.call('staff', 'PATCH', `/api/catalogue/categories/${target}`, { categoryId })).status,
    ).toBe(400);
    expect((await w.call('acmeOwner', 'PATCH', `/api/catalogue/types/${id}`, { categoryId })).status).toBe(
      403,
    );
    expect((await api.get(id)).body.data.categoryId).toBe(target);
  });
});

describe('import and export', () => {
  it('the exported demo catalogue is a valid file, and importing it again changes nothing', async () => {
    const exported = await w.call('staff', 'GET', '/api/catalogue/export');
    expect(exported.status).toBe(200);
    expect(CatalogueFileSchema.safeParse(exported.body).success).toBe(true);
    expect(exported.body.categories[0].types.length).toBeGreaterThan(0);
    const again = await w.call('staff', 'POST', '/api/catalogue/import', exported.body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ categoriesCreated: 0, typesCreated: 0, versionsPublished: 0 });
  });

  it('a bad file is refused with the list of what is wrong, and nothing changes', async () => {
    const before = (await api.list()).body.data;
    const res = await w.call('staff', 'POST', '/api/catalogue/import', {
      format: 'studio-requests-catalogue',
      version: 1,
      categories: [
        {
          name: 'Imported',
          types: [
            { name: 'Good', credit: 1, form: { fields: [] } },
            {
              name: 'Bad',
              credit: -1,
              form: { fields: [{ label: 'Kind', type: 'multiselect', options: [] }] },
            },
            { name: 'good', credit: 1, form: { fields: [{ label: 'X', type: 'colour' }] } },
          ],
        },
        { name: 'imported', types: [] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The catalogue file has 5 problems');
    expect(res.body.error.details.errors).toEqual(
      expect.arrayContaining([
        'Category 1 “Imported” › type 2 “Bad”: credit: A credit must be a number from 0 to 100000 with at most two decimals',
        'Category 1 “Imported” › type 2 “Bad”: Field “Kind”: a multiselect field needs at least one option',
        'Category 1 “Imported” › type 3 “good”: Two types are named “good”',
        'Two categories are named “imported”',
      ]),
    );
    expect(
      res.body.error.details.errors.some((e: string) =>
        e.startsWith('Category 1 “Imported” › type 3 “good”: form.fields.type'),
      ),
    ).toBe(true);
    const wrongFormat = await w.call('staff', 'POST', '/api/catalogue/import', { categories: [] });
    expect(wrongFormat.body.error.details.errors[0]).toBe(
      'format: The file is not a catalogue export (format must be studio-requests-catalogue)',
    );
    expect((await api.list()).body.data).toEqual(before);
  });

  it('a file with a new category and a changed type creates and publishes', async () => {
    const file = (await w.call('staff', 'GET', '/api/catalogue/export')).body;
    const logo = file.categories
      .find((c: any) => c.name === 'Creative')
      .types.find((t: any) => t.name === 'Logo design');
    logo.credit = '99.00';
    file.categories.push({
      name: 'Imported services',
      description: 'From a file',
      types: [
        {
          name: 'Audit',
          description: 'An audit',
          credit: 10,
          form: { fields: [{ label: 'Scope', type: 'select', options: [{ name: 'Site', credit: 5 }] }] },
        },
      ],
    });
    const res = await w.call('staff', 'POST', '/api/catalogue/import', file);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ categoriesCreated: 1, typesCreated: 1, versionsPublished: 2 });
    const tree = await customerTree();
    const imported = tree.find((g) => g.name === 'Imported services');
    expect(imported.childrenRequestTypes[0]).toMatchObject({
      name: 'Audit',
      credit: '10.00',
      formVersion: 1,
    });
    const logoNode = tree.flatMap((g) => g.childrenRequestTypes).find((t: any) => t.name === 'Logo design');
    expect(logoNode).toMatchObject({ credit: '99.00', formVersion: 2 });
  });
});
