import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_VERSION_CHANGED_MESSAGE, FORM_VERSION_GONE_MESSAGE } from './form-version.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

/*
 * Issue 13: a draft made under an older published version of its type stays on it or moves to the
 * current one as its author chooses (the body's formVersion); without a choice it moves as before.
 */

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => w?.t.close());

type Form = { fields: Record<string, unknown>[]; pricing?: Record<string, string[]> };
const draftDef = (id: number, credit: number, form: Form) =>
  w.call('staff', 'PUT', `/api/catalogue/types/${id}/draft`, { data: { credit, form } });
const publish = (id: number) => w.call('staff', 'POST', `/api/catalogue/types/${id}/publish`);

/** v1: Headline, Size (Small 2 / Large 5.5), Copies multiplies. */
const v1Form = (): Form => ({
  fields: [
    { label: 'Headline', type: 'textfield', required: true },
    {
      label: 'Size',
      type: 'select',
      required: true,
      options: [
        { name: 'Small', credit: 2 },
        { name: 'Large', credit: 5.5 },
      ],
    },
    { label: 'Notes', type: 'textarea' },
    { label: 'Copies', type: 'number', required: true, min: 1, max: 10 },
  ],
  pricing: { multiplyValue: ['Copies'] },
});

/** Publishes a new type at v1, then v2: Size renamed 'Banner size' (key kept) and dearer, Notes removed. */
async function typeAtV2(name: string) {
  const cat = await w.call('staff', 'POST', '/api/catalogue/categories', { name: `Cat ${name}` });
  const made = await w.call('staff', 'POST', '/api/catalogue/types', {
    categoryId: cat.body.data.id,
    name,
    description: '',
  });
  const id = made.body.data.id as number;
  expect((await draftDef(id, 4, v1Form())).status).toBe(200);
  expect((await publish(id)).status).toBe(200);
  const draft = (
    await w.saveDraft('acmeOwner', {
      title: 'Banner draft',
      serviceRequestType: id,
      company: w.company('Acme Foods'),
      content: JSON.stringify({ Headline: 'Sale', Size: 'Small', Notes: 'Blue', Copies: 3 }),
      assignees: [w.ids.acmeOwner],
    })
  ).body.data;
  expect(draft).toMatchObject({ status: 'DRAFT', formVersion: 1 });

  const v1 = (await w.call('staff', 'GET', `/api/catalogue/types/${id}`)).body.data.draft.form as Form;
  const form = structuredClone(v1);
  form.fields = form.fields.filter((f) => f.label !== 'Notes');
  form.fields[1] = {
    ...form.fields[1],
    label: 'Banner size',
    options: [
      { name: 'Small', credit: 10 },
      { name: 'Large', credit: 20 },
    ],
  };
  expect((await draftDef(id, 6, form)).status).toBe(200);
  expect((await publish(id)).body.data.formVersion).toBe(2);
  return { id, draft };
}

const submit = (id: number, extra: Record<string, unknown>) =>
  w.update('acmeOwner', id, { status: 'NOT_START', assignees: [w.ids.acmeOwner], ...extra });

describe('a draft under an older version of its type', () => {
  it('still reads as v1 (its form and base credit) until it is saved', async () => {
    const { draft } = await typeAtV2('Stay banner read');
    const again = (await w.get('acmeOwner', draft.id)).body.data;
    expect(again).toMatchObject({ formVersion: 1, serviceRequestType: { credit: '4.00' } });
    expect(again.form.fields.map((f: { label: string }) => f.label)).toEqual([
      'Headline',
      'Size',
      'Notes',
      'Copies',
    ]);
  });

  it('stays on v1 when the save names v1: v1 form, answers and price, also once submitted', async () => {
    const { draft } = await typeAtV2('Stay banner');
    const kept = await w.update('acmeOwner', draft.id, {
      status: 'DRAFT',
      title: 'Banner draft, kept',
      formVersion: 1,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ formVersion: 1, total: '18.00' }); // (4 + 2) × 3
    expect(JSON.parse(kept.body.data.content)).toEqual({
      Headline: 'Sale',
      Size: 'Small',
      Notes: 'Blue',
      Copies: 3,
    });

    const before = await w.balance('Acme Holdings');
    const sent = await submit(draft.id, {
      formVersion: 1,
      content: JSON.stringify({ Headline: 'Sale', Size: 'Large', Notes: 'Blue', Copies: 2 }),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'NOT_START', formVersion: 1, total: '19.00' }); // (4 + 5.5) × 2
    expect(sent.body.data.form.fields[1].label).toBe('Size');
    expect(Number(before) - Number(await w.balance('Acme Holdings'))).toBe(19);
  });

  it('moves to v2 when the save names v2, with the answers written for v2 taken as they are', async () => {
    const { draft } = await typeAtV2('Move banner');
    const moved = await submit(draft.id, {
      formVersion: 2,
      content: JSON.stringify({ Headline: 'Sale', 'Banner size': 'Small', Copies: 3 }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ formVersion: 2, total: '48.00' }); // (6 + 10) × 3
    expect(JSON.parse(moved.body.data.content)).toEqual({
      Headline: 'Sale',
      'Banner size': 'Small',
      Copies: 3,
    });
  });

  it('without a choice moves as before, answers following their field by key', async () => {
    const { draft } = await typeAtV2('Silent banner');
    const moved = await submit(draft.id, {});
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ formVersion: 2, total: '48.00' });
    expect(JSON.parse(moved.body.data.content)).toMatchObject({ Headline: 'Sale', 'Banner size': 'Small' });
  });

  it('refuses a version that is neither the draft’s nor the current one, and changes nothing', async () => {
    const { draft } = await typeAtV2('Gone banner');
    const before = await w.balance('Acme Holdings');
    const res = await submit(draft.id, { formVersion: 7 });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(FORM_VERSION_GONE_MESSAGE);
    expect(await w.balance('Acme Holdings')).toBe(before);
    expect((await w.get('acmeOwner', draft.id)).body.data).toMatchObject({ status: 'DRAFT', formVersion: 1 });
    const bad = await submit(draft.id, { formVersion: 'one' });
    expect(bad.status).toBe(400);
  });

  it('a new request submitted from a form published over since is refused, nothing charged; a draft takes the current form', async () => {
    const { id } = await typeAtV2('Surprise banner');
    const body = (formVersion?: number) => ({
      title: 'Banner opened at v1',
      serviceRequestType: id,
      company: w.company('Acme Foods'),
      content: JSON.stringify({ Headline: 'Sale', Size: 'Small', 'Banner size': 'Small', Copies: 1 }),
      assignees: [w.ids.acmeOwner],
      ...(formVersion === undefined ? {} : { formVersion }),
    });
    const before = await w.balance('Acme Holdings');
    const refused = await w.create('acmeOwner', body(1));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      message: FORM_VERSION_CHANGED_MESSAGE,
      details: { formVersion: 2 },
    });
    expect(await w.balance('Acme Holdings')).toBe(before);
    // A new draft costs nothing: it is saved under the current form.
    const draft = await w.saveDraft('acmeOwner', body(1));
    expect(draft.body.data).toMatchObject({ status: 'DRAFT', formVersion: 2 });
    // Without a version (API clients), the current one, as before.
    const made = await w.create('acmeOwner', body());
    expect(made.body.data).toMatchObject({ formVersion: 2, total: '16.00' });
  });

  it('a submitted request is never re-priced, whatever version the body names', async () => {
    const { id } = await typeAtV2('Frozen banner');
    const made = await w.create('acmeOwner', {
      title: 'Banner now',
      serviceRequestType: id,
      company: w.company('Acme Foods'),
      content: JSON.stringify({ Headline: 'Sale', 'Banner size': 'Small', Copies: 1 }),
      assignees: [w.ids.acmeOwner],
      formVersion: 2,
    });
    expect(made.body.data).toMatchObject({ formVersion: 2, total: '16.00' });
    const edited = await w.update('acmeOwner', made.body.data.id, { title: 'Banner now!', formVersion: 1 });
    expect(edited.body.data).toMatchObject({ formVersion: 2, total: '16.00' });
  });
});
