import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import { storageFor } from '../../platform/storage/index.ts';
import { requestWorld, type RequestWorld, type Who } from '../../test/request-fixtures.ts';
import { multipartBody, PNG_1x1 } from '../../test/multipart.ts';

// Brand kits (issue 16): access granted per person of the company, asset files through the upload
// pipeline, and the kit copied onto a request at submit.

let w: RequestWorld;
let acmeFoods: number;
let acmeEnterprise: number;

beforeAll(async () => {
  w = await requestWorld();
  acmeFoods = w.company('Acme Foods');
  acmeEnterprise = await w.enterpriseId('Acme Holdings');
});
afterAll(async () => w?.t.close());

const kit = (over: Record<string, unknown> = {}) => ({
  name: 'Acme Foods brand',
  enterprise: acmeEnterprise,
  company: acmeFoods,
  description: 'Fresh, friendly, local.',
  industry: 'Food & Beverage',
  assets: [{ kind: 'COLORS', mode: 'Manual', name: 'Tomato', hex: '#E5533D' }],
  ...over,
});

const upload = async (who: Who, filename: string, data: Buffer | string) => {
  const { payload, headers } = multipartBody([{ filename, data }]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, cookie: w.cookies[who] },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json()[0] as { id: string; mime: string; url: string };
};
const grant = (who: Who, userId: number, level: string, company = acmeFoods) =>
  w.call(who, 'PUT', `/api/brand-kits/access/${company}`, { data: [{ userId, level }] });
const createKit = (who: Who, data = kit()) => w.call(who, 'POST', '/api/brand-kits', { data });
const download = (who: Who, url: string) =>
  w.t.app.inject({ method: 'GET', url, headers: { cookie: w.cookies[who] } });

describe('brand kit access per person', () => {
  it('members start with VIEW; the owner grants EDIT and CREATE, and NONE hides the kits (404)', async () => {
    const made = await createKit('acmeOwner');
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(made.body.data.permissions).toEqual(['VIEW', 'EDIT', 'CREATE']);
    expect(made.body.data.canManageAccess).toBe(true);

    // Default: the member sees the kit but may neither change nor create one.
    const seen = await w.call('acmeMember', 'GET', `/api/brand-kits/${id}`);
    expect(seen.body.data.permissions).toEqual(['VIEW']);
    expect(seen.body.data.canManageAccess).toBe(false);
    const edit = await w.call('acmeMember', 'PUT', `/api/brand-kits/${id}`, { data: kit({ name: 'Mine' }) });
    expect(edit.status).toBe(403);
    expect((await createKit('acmeMember', kit({ name: 'By member' }))).status).toBe(403);
    expect((await w.call('acmeMember', 'DELETE', `/api/brand-kits/${id}`)).status).toBe(403);
    expect(
      (await w.call('acmeMember', 'PUT', `/api/brand-kits/${id}/archive`, { archived: true })).status,
    ).toBe(403);
    // A member does not grant access, not even to themselves.
    expect((await grant('acmeMember', w.ids.acmeMember, 'CREATE')).status).toBe(403);
    expect((await w.call('acmeMember', 'GET', `/api/brand-kits/access/${acmeFoods}`)).status).toBe(403);

    // EDIT: may change the kit, still not create one.
    expect((await grant('acmeOwner', w.ids.acmeMember, 'EDIT')).status).toBe(200);
    const edited = await w.call('acmeMember', 'PUT', `/api/brand-kits/${id}`, {
      data: kit({ name: 'Acme Foods brand v2' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.permissions).toEqual(['VIEW', 'EDIT']);
    expect((await createKit('acmeMember', kit({ name: 'By member' }))).status).toBe(403);

    // CREATE (granted by staff this time).
    expect((await grant('staff', w.ids.acmeMember, 'CREATE')).status).toBe(200);
    expect((await createKit('acmeMember', kit({ name: 'By member' }))).status).toBe(200);

    // NONE: the kits answer 404 and the list is empty for that company.
    const none = await grant('acmeOwner', w.ids.acmeMember, 'NONE');
    expect(none.body.data.people).toContainEqual(
      expect.objectContaining({ userId: w.ids.acmeMember, level: 'NONE', inherited: false }),
    );
    expect((await w.call('acmeMember', 'GET', `/api/brand-kits/${id}`)).status).toBe(404);
    expect((await w.call('acmeMember', 'PUT', `/api/brand-kits/${id}`, { data: kit() })).status).toBe(404);
    expect((await w.call('acmeMember', 'DELETE', `/api/brand-kits/${id}`)).status).toBe(404);
    const list = await w.call('acmeMember', 'GET', '/api/brand-kits');
    expect(list.body.data.filter((k: { company: number }) => k.company === acmeFoods)).toEqual([]);

    // Back to VIEW for the other tests.
    await grant('acmeOwner', w.ids.acmeMember, 'VIEW');
  });

  it('staff create kits for any company and manage access; another enterprise gets 404', async () => {
    const globex = w.company('Globex Retail');
    const staffKit = await createKit(
      'staff',
      kit({ name: 'Globex brand', company: globex, enterprise: await w.enterpriseId('Globex') }),
    );
    expect(staffKit.status).toBe(200);
    const id = staffKit.body.data.id;
    expect((await w.call('globexOwner', 'GET', `/api/brand-kits/${id}`)).body.data.name).toBe('Globex brand');
    expect((await w.call('acmeOwner', 'GET', `/api/brand-kits/${id}`)).status).toBe(404);
    expect((await w.call('acmeOwner', 'GET', `/api/brand-kits/access/${globex}`)).status).toBe(404);
    expect((await grant('acmeOwner', w.ids.acmeMember, 'EDIT', globex)).status).toBe(404);
    // Only people of the company can be granted anything; the owner always has everything.
    expect((await grant('staff', w.ids.globexOwner, 'VIEW')).status).toBe(400);
    expect((await grant('staff', w.ids.acmeOwner, 'VIEW')).status).toBe(400);
    const people = (await w.call('staff', 'GET', `/api/brand-kits/access/${acmeFoods}`)).body.data.people;
    expect(people).toEqual([
      expect.objectContaining({ userId: w.ids.acmeOwner, owner: true, level: 'CREATE' }),
      expect.objectContaining({ userId: w.ids.acmeMember, owner: false, level: 'VIEW' }),
    ]);
    expect(
      (
        await w.call('staff', 'PUT', `/api/brand-kits/access/${acmeFoods}`, {
          data: [{ userId: w.ids.acmeMember, level: 'ADMIN' }],
        })
      ).status,
    ).toBe(400);
  });

  it('archive keeps a kit readable; delete asks EDIT and removes it', async () => {
    const id = (await createKit('acmeOwner', kit({ name: 'Seasonal' }))).body.data.id;
    const archived = await w.call('acmeOwner', 'PUT', `/api/brand-kits/${id}/archive`, { archived: true });
    expect(archived.body.data.archivedAt).toEqual(expect.any(String));
    const attachable = await w.call('acmeMember', 'GET', `/api/brand-kits/attachable?companyId=${acmeFoods}`);
    expect(attachable.body.data.map((k: { id: number }) => k.id)).not.toContain(id);
    expect((await w.call('acmeOwner', 'DELETE', `/api/brand-kits/${id}`)).status).toBe(200);
    expect((await w.call('acmeOwner', 'GET', `/api/brand-kits/${id}`)).status).toBe(404);
  });
});

describe('brand kit assets and bad input', () => {
  it('a logo uploaded through /api/upload is kept, previewed by those with VIEW, 404 for others', async () => {
    const logo = await upload('acmeOwner', 'logo.png', PNG_1x1);
    const made = await createKit(
      'acmeOwner',
      kit({ name: 'With logo', assets: [{ kind: 'LOGO', fileId: logo.id, name: '' }] }),
    );
    expect(made.status).toBe(200);
    expect(made.body.data.assets).toEqual([
      { kind: 'LOGO', fileId: logo.id, name: 'logo.png', mime: 'image/png' },
    ]);
    expect((await download('acmeMember', logo.url)).statusCode).toBe(200);
    expect((await download('globexOwner', logo.url)).statusCode).toBe(404);
    await grant('acmeOwner', w.ids.acmeMember, 'NONE');
    expect((await download('acmeMember', logo.url)).statusCode).toBe(404);
    await grant('acmeOwner', w.ids.acmeMember, 'VIEW');
    // Someone else's upload, or a file that is not an image/SVG/PDF, is refused and nothing is stored.
    const other = await upload('acmeMember', 'x.png', PNG_1x1);
    const text = await upload('acmeOwner', 'notes.txt', 'just text');
    const before = (await w.call('acmeOwner', 'GET', '/api/brand-kits')).body.data.length;
    const stolen = await createKit('acmeOwner', kit({ assets: [{ kind: 'LOGO', fileId: other.id }] }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe('Upload the file again: it was not received');
    const wrongType = await createKit('acmeOwner', kit({ assets: [{ kind: 'LOGO', fileId: text.id }] }));
    expect(wrongType.body.error.message).toBe(
      'A logo must be an image (PNG, JPEG, GIF, WebP, AVIF), an SVG or a PDF file.',
    );
    const notFont = await upload('acmeOwner', 'inter.woff2', PNG_1x1);
    const font = await createKit(
      'acmeOwner',
      kit({ assets: [{ kind: 'TYPOGRAPHY', family: 'Inter', weights: [400, 700], fileId: notFont.id }] }),
    );
    expect(font.body.error.message).toBe('A font file must be a TTF, OTF, WOFF or WOFF2 file.');
    expect((await w.call('acmeOwner', 'GET', '/api/brand-kits')).body.data.length).toBe(before);
  });

  it('an SVG with script is never served inline as image/svg+xml without a sandboxing CSP', async () => {
    const svg = await upload(
      'acmeOwner',
      'logo.svg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    expect(svg.mime).toBe('image/svg+xml');
    const made = await createKit(
      'acmeOwner',
      kit({ name: 'SVG', assets: [{ kind: 'LOGO', fileId: svg.id }] }),
    );
    expect(made.status).toBe(200);
    const res = await download('acmeMember', svg.url);
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)\s*sandbox(\s|;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a wrong hex, an industry outside the 12 and a URL that is not http(s); nothing is stored', async () => {
    const before = (await w.call('acmeOwner', 'GET', '/api/brand-kits')).body.data.length;
    const msg = async (data: unknown) => {
      const res = await createKit('acmeOwner', data as ReturnType<typeof kit>);
      expect(res.status).toBe(400);
      // Generic validation messages name the field first ("data.assets.0.hex: …").
      return String(res.body.error.message).replace(/^[\w.]+: /, '');
    };
    expect(await msg(kit({ assets: [{ kind: 'COLORS', hex: '#12345' }] }))).toBe(
      'Enter a colour like #1A2B3C',
    );
    expect(await msg(kit({ assets: [{ kind: 'COLORS', hex: 'red' }] }))).toBe('Enter a colour like #1A2B3C');
    expect(await msg(kit({ industry: 'Mining' }))).toBe('Choose one of the 12 industries');
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://acme.test',
      'acme.test',
    ]) {
      expect(await msg(kit({ assets: [{ kind: 'LINK', label: 'x', url }] }))).toBe(
        'Enter a full address starting with http:// or https://',
      );
      expect(await msg(kit({ socialChannels: [{ channel: 'Instagram', url }] }))).toBe(
        'Enter a full address starting with http:// or https://',
      );
    }
    expect(await msg(kit({ assets: [{ kind: 'TYPOGRAPHY', family: 'Inter', weights: [450] }] }))).toBe(
      'Font weights are 100 to 900 in steps of 100',
    );
    expect((await w.call('acmeOwner', 'GET', '/api/brand-kits')).body.data.length).toBe(before);
  });
});

describe('the kit on the request', () => {
  it('is copied at submit: a later edit of the kit does not change the request', async () => {
    const logo = await upload('acmeOwner', 'logo.png', PNG_1x1);
    const made = await createKit(
      'acmeOwner',
      kit({
        name: 'Snapshot brand',
        assets: [
          { kind: 'LOGO', fileId: logo.id },
          { kind: 'COLORS', mode: 'Picker', name: 'Tomato', hex: '#E5533D' },
        ],
      }),
    );
    const kitId = made.body.data.id;
    const created = await w.create('acmeMember', w.bugFix({ brandKit: kitId }));
    expect(created.status).toBe(200);
    const requestId = created.body.data.id;

    // The kit changes after submit: new name, new colour, the logo removed.
    const edited = await w.call('acmeOwner', 'PUT', `/api/brand-kits/${kitId}`, {
      data: kit({ name: 'Snapshot brand v2', assets: [{ kind: 'COLORS', hex: '#000000' }] }),
    });
    expect(edited.status).toBe(200);

    const seen = await w.call('acmeMember', 'GET', `/api/service-requests/${requestId}/brand-kit`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.snapshot.name).toBe('Snapshot brand');
    expect(seen.body.data.snapshot.assets).toEqual([
      { kind: 'LOGO', fileId: logo.id, name: 'logo.png', mime: 'image/png' },
      { kind: 'COLORS', mode: 'Picker', name: 'Tomato', hex: '#E5533D' },
    ]);
    expect(seen.body.data.current).toEqual({ id: kitId, name: 'Snapshot brand v2', archivedAt: null });
    expect(seen.body.data.changed).toBe(true);
    // The logo left the kit but the request keeps it, downloadable for those who see the request.
    expect((await download('acmeMember', logo.url)).statusCode).toBe(200);
    expect((await download('staff', logo.url)).statusCode).toBe(200);
    expect((await download('globexOwner', logo.url)).statusCode).toBe(404);

    // Staff see it too, and the board gets its swatch.
    const staff = await w.call('staff', 'GET', `/api/service-requests/${requestId}/brand-kit`);
    expect(staff.body.data.snapshot.name).toBe('Snapshot brand');
    const swatches = await w.call('staff', 'GET', `/api/request-brand-kits/swatches?ids=${requestId},999999`);
    expect(swatches.body.data).toEqual([{ requestId, name: 'Snapshot brand', colours: ['#E5533D'] }]);

    // A staff update that keeps the kit does not refresh the copy.
    const upd = await w.update('staff', requestId, { title: 'Broken link, urgent', brandKit: kitId });
    expect(upd.status).toBe(200);
    const after = await w.call('staff', 'GET', `/api/service-requests/${requestId}/brand-kit`);
    expect(after.body.data.snapshot.name).toBe('Snapshot brand');

    // Deleting the kit leaves the request's copy.
    await w.call('acmeOwner', 'DELETE', `/api/brand-kits/${kitId}`);
    const orphan = await w.call('acmeMember', 'GET', `/api/service-requests/${requestId}/brand-kit`);
    expect(orphan.body.data).toMatchObject({
      current: null,
      deleted: true,
      snapshot: { name: 'Snapshot brand' },
    });
    expect((await download('acmeMember', logo.url)).statusCode).toBe(200);
  });

  it('a draft takes the kit as it is at submit; a kit of another company or archived is refused', async () => {
    const kitId = (await createKit('acmeOwner', kit({ name: 'Draft brand' }))).body.data.id;
    const draft = await w.saveDraft('acmeMember', w.bugFix({ brandKit: kitId }));
    expect(draft.status).toBe(200);
    await w.call('acmeOwner', 'PUT', `/api/brand-kits/${kitId}`, { data: kit({ name: 'Draft brand v2' }) });
    const submitted = await w.update('acmeMember', draft.body.data.id, { status: 'NOT_START' });
    expect(submitted.status).toBe(200);
    const seen = await w.call('acmeMember', 'GET', `/api/service-requests/${draft.body.data.id}/brand-kit`);
    expect(seen.body.data).toMatchObject({ changed: false, snapshot: { name: 'Draft brand v2' } });

    const apparel = w.company('Acme Apparel');
    const apparelKit = (await createKit('acmeOwner', kit({ name: 'Apparel', company: apparel }))).body.data
      .id;
    const wrong = await w.create('acmeOwner', w.bugFix({ brandKit: apparelKit }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("Choose one of the selected company's brand kits.");
    await w.call('acmeOwner', 'PUT', `/api/brand-kits/${kitId}/archive`, { archived: true });
    const archived = await w.create('acmeOwner', w.bugFix({ brandKit: kitId }));
    expect(archived.status).toBe(400);
    // A member without VIEW cannot attach (or even name) a kit.
    await grant('acmeOwner', w.ids.acmeMember, 'NONE');
    await w.call('acmeOwner', 'PUT', `/api/brand-kits/${kitId}/archive`, { archived: false });
    expect((await w.create('acmeMember', w.bugFix({ brandKit: kitId }))).status).toBe(404);
    await grant('acmeOwner', w.ids.acmeMember, 'VIEW');
  });
});

describe("a request's copy of a kit replaced or dropped", () => {
  const keyOf = async (id: string) =>
    (await w.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id)))[0]?.key;
  const stored = (key: string) => storageFor(w.t.ctx.env).exists(key);

  it("lets go of the old copy's files nothing else refers to: the draft's re-copy and the kit dropped", async () => {
    const [first, second, kept] = [
      await upload('acmeOwner', 'first.png', PNG_1x1),
      await upload('acmeOwner', 'second.png', PNG_1x1),
      await upload('acmeOwner', 'kept.png', PNG_1x1),
    ];
    const keys = { first: (await keyOf(first.id))!, second: (await keyOf(second.id))! };
    const logos = (...ids: string[]) => ids.map((fileId) => ({ kind: 'LOGO', fileId }));
    const kitId = (
      await createKit('acmeOwner', kit({ name: 'Moving logo', assets: logos(first.id, kept.id) }))
    ).body.data.id;
    const draft = await w.saveDraft('acmeMember', w.bugFix({ brandKit: kitId }));
    expect(draft.status).toBe(200);
    const draftId = draft.body.data.id as number;

    // The kit's logo replaced: the draft's copy still shows the first one, which stays.
    const edited = await w.call('acmeOwner', 'PUT', `/api/brand-kits/${kitId}`, {
      data: kit({ name: 'Moving logo', assets: logos(second.id, kept.id) }),
    });
    expect(edited.status).toBe(200);
    expect(await stored(keys.first)).toBe(true);
    expect((await download('acmeMember', first.url)).statusCode).toBe(200);

    // The draft saved again copies the kit anew: the first logo, in nothing any more, goes.
    expect((await w.update('acmeMember', draftId, { title: 'Saved again' })).status).toBe(200);
    const copy = await w.call('acmeMember', 'GET', `/api/service-requests/${draftId}/brand-kit`);
    expect(copy.body.data.snapshot.assets.map((a: { fileId: string }) => a.fileId)).toEqual([
      second.id,
      kept.id,
    ]);
    expect(await keyOf(first.id)).toBeUndefined();
    expect(await stored(keys.first)).toBe(false);
    expect((await download('staff', first.url)).statusCode).toBe(404);

    // The kit loses the second logo too, then the draft drops the kit: the second goes, what the kit
    // still has stays.
    await w.call('acmeOwner', 'PUT', `/api/brand-kits/${kitId}`, {
      data: kit({ name: 'Moving logo', assets: logos(kept.id) }),
    });
    expect(await stored(keys.second)).toBe(true);
    expect((await w.update('acmeMember', draftId, { brandKit: null })).status).toBe(200);
    expect(await stored(keys.second)).toBe(false);
    expect((await download('staff', second.url)).statusCode).toBe(404);
    expect((await download('acmeMember', kept.url)).statusCode).toBe(200);
  });
});
