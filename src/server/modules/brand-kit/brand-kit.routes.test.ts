import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { brandKits, companies } from '../../db/schema/index.ts';

let t: DemoApp;
let cookies: Record<string, string>;
let acmeFoods: { id: number; enterpriseId: number };
let globex: { id: number; enterpriseId: number };
const find = async (name: string) =>
  (await t.ctx.db.select().from(companies).where(eq(companies.name, name)))[0]!;

beforeAll(async () => {
  t = await buildDemoApp();
  cookies = t.cookies;
  acmeFoods = await find('Acme Foods');
  globex = await find('Globex Retail');
});
afterAll(async () => t?.close());

const kit = (over: Record<string, unknown> = {}) => ({
  name: 'Acme Foods brand',
  enterprise: acmeFoods.enterpriseId,
  company: acmeFoods.id,
  description: 'Fresh, friendly, local.',
  industry: 'Food & Beverage',
  audience: { gender: 'any', ageFrom: 25, ageTo: 45, description: 'Busy parents' },
  assets: [
    { kind: 'COLORS', mode: 'Manual', name: 'Tomato', hex: '#E5533D' },
    { kind: 'TYPOGRAPHY', family: 'Inter', usage: 'Body' },
    { kind: 'LINK', label: 'Guidelines', url: 'https://acme.test/brand' },
  ],
  socialChannels: [{ channel: 'Instagram', url: 'https://instagram.com/acmefoods' }],
  storeChannels: [{ channel: 'Shopify Store', url: 'https://acmefoods.myshopify.com' }],
  contact: { email: 'brand@acme.test', phone: '123-456-7890', website: 'https://acme.test' },
  ...over,
});
const post = (who: string, data: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/brand-kits',
    headers: { cookie: cookies[who]! },
    payload: { data },
  });

describe('brand kit', () => {
  it('the company owner creates a kit and colleagues see it whole; another enterprise gets 404', async () => {
    const res = await post('acmeOwner', kit());
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Acme Foods brand',
      companyName: 'Acme Foods',
      enterpriseName: 'Acme Holdings',
    });
    expect(created.assets).toHaveLength(3);
    const seen = await t.app.inject({
      url: `/api/brand-kits/${created.id}`,
      headers: { cookie: cookies.acmeMember! },
    });
    expect(seen.json().data.socialChannels).toEqual([
      { channel: 'Instagram', url: 'https://instagram.com/acmefoods' },
    ]);
    // A member of the company has VIEW until the owner grants more (brand-kit-access.test.ts).
    expect(seen.json().data.permissions).toEqual(['VIEW']);
    const other = await t.app.inject({
      url: `/api/brand-kits/${created.id}`,
      headers: { cookie: cookies.globexOwner! },
    });
    expect(other.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/brand-kits', headers: { cookie: cookies.globexOwner! } });
    expect(list.json().data).toEqual([]);
    const staff = await t.app.inject({
      url: `/api/brand-kits/${created.id}`,
      headers: { cookie: cookies.staff! },
    });
    expect(staff.json().data.permissions).toEqual(['VIEW', 'EDIT', 'CREATE']);
  });

  it('answers the specification messages', async () => {
    const msg = async (data: unknown) => (await post('acmeOwner', data)).json().error.message;
    expect(await msg(kit({ name: '  ' }))).toBe('Please enter a brand name');
    expect(await msg(kit({ enterprise: undefined }))).toBe('Please select an enterprise');
    expect(await msg(kit({ company: undefined }))).toBe('Please select a company');
    expect(await msg(kit({ description: 'x'.repeat(256) }))).toBe(
      'Description must be 255 characters or less',
    );
  });

  it('refuses an age range that ends before it starts, and stores nothing', async () => {
    const before = await t.ctx.db.$count(brandKits);
    const res = await post('acmeOwner', kit({ audience: { gender: 'any', ageFrom: 50, ageTo: 10 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('data.audience.ageTo: The age range ends before it starts');
    expect(await t.ctx.db.$count(brandKits)).toBe(before);
    const equal = await post('acmeOwner', kit({ audience: { gender: 'any', ageFrom: 30, ageTo: 30 } }));
    expect(equal.statusCode).toBe(200);
  });

  it('refuses a company of another enterprise and a company the user does not act for', async () => {
    const apparel = await find('Acme Apparel');
    // Their own company under the wrong enterprise is a validation error.
    const mismatch = await post('acmeOwner', kit({ company: apparel.id, enterprise: globex.enterpriseId }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('Please select a company');
    // Another enterprise's company answers exactly like one that does not exist: 404, nothing revealed.
    const foreign = await post('acmeOwner', kit({ company: globex.id, enterprise: globex.enterpriseId }));
    const wrongPair = await post('acmeOwner', kit({ company: globex.id }));
    const missing = await post('acmeOwner', kit({ company: 999_999, enterprise: globex.enterpriseId }));
    for (const res of [foreign, wrongPair, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(foreign.json().error.message);
    }
  });

  it('edits replace the assets and keep the kit', async () => {
    const created = (await post('acmeOwner', kit({ name: 'Second brand' }))).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/brand-kits/${created.id}`,
      headers: { cookie: cookies.staff! },
      payload: {
        data: kit({ name: 'Second brand v2', assets: [{ kind: 'COLORS', mode: 'Picker', hex: '#000000' }] }),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, name: 'Second brand v2' });
    expect(res.json().data.assets).toEqual([{ kind: 'COLORS', mode: 'Picker', name: '', hex: '#000000' }]);
  });

  it('stores only http(s) links: javascript:, data: and vbscript: are refused with a clear message', async () => {
    const before = (
      await t.app.inject({ url: '/api/brand-kits', headers: { cookie: cookies.acmeOwner! } })
    ).json().data.length;
    const hostile = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:msgbox(1)',
    ];
    for (const url of hostile) {
      for (const over of [
        { assets: [{ kind: 'LINK', label: 'x', url }] },
        { socialChannels: [{ channel: 'Instagram', url }] },
        { storeChannels: [{ channel: 'Shopify Store', url }] },
        { contact: { email: '', phone: '', website: url } },
      ]) {
        const res = await post('acmeOwner', kit(over));
        expect(res.statusCode, `${url} ${JSON.stringify(over)}`).toBe(400);
        expect(res.json().error.message).toContain('Enter a full address starting with http:// or https://');
      }
    }
    const after = (
      await t.app.inject({ url: '/api/brand-kits', headers: { cookie: cookies.acmeOwner! } })
    ).json().data.length;
    expect(after).toBe(before);
    expect(
      (await post('acmeOwner', kit({ name: 'Http brand', contact: { website: 'http://acme.test' } })))
        .statusCode,
    ).toBe(200);
  });

  it('a stored kit missing its sections is listed with them empty, not a 500 for the whole list', async () => {
    const created = (await post('acmeOwner', kit({ name: 'Old brand' }))).json().data;
    await t.ctx.db.update(brandKits).set({ sections: {} }).where(eq(brandKits.id, created.id));
    const res = await t.app.inject({ url: '/api/brand-kits', headers: { cookie: cookies.acmeOwner! } });
    expect(res.statusCode).toBe(200);
    const old = res.json().data.find((k: { id: number }) => k.id === created.id);
    expect(old.audience).toEqual({ gender: 'any', ageFrom: null, ageTo: null, description: '' });
    expect(old.contact).toEqual({ email: '', phone: '', website: '' });
    expect(old.socialChannels).toEqual([]);
  });
});
