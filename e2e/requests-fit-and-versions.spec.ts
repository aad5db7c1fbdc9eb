import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { insufficientCreditMessage } from '../src/shared/domain/credit-fit.ts';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './fixtures.ts';
import { freshEnterprise } from './fresh-enterprise.ts';

const FRESH_PASSWORD = 'Versions-pass-42!x';
import {
  companyId,
  createRequestViaApi,
  drawer,
  getRequest,
  pickOption,
  pickSelect,
  saveAs,
  session,
  toast,
  typeId,
  uniqueTitle,
} from './requests-helpers.ts';

const credits = (n: number) => `${Number(n.toFixed(2))} ${n === 1 ? 'credit' : 'credits'}`;
/** `value` with every enterprise's available credit said to be `balance`. */
function withBalance(value: unknown, balance: number): unknown {
  if (Array.isArray(value)) return value.map((v) => withBalance(v, balance));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) =>
      k === 'availableRequestCredit' ? [k, balance.toFixed(2)] : [k, withBalance(v, balance)],
    ),
  );
}
const totalOf = async (page: Page) =>
  Number((await drawer(page).getByTestId('request-total').innerText()).replace(/ credits?$/, ''));

// Issue 12: before Submit, the drawer says what the balance will be after this request; when the
// request does not fit, it says so in the server's own words and offers what would fit.
test('the drawer shows the balance after the request, and what fits when it does not', async ({ page }) => {
  // The suite's enterprises are shared by tests running in parallel, which spend from them while this
  // one runs: the session the drawer reads (and the list's document, which carries it with its rows,
  // drawn for its viewer by the server) reports a balance this test sets, first one that fits
  // anything, then one that fits Standard only.
  let balance = 5000;
  await page.route('**/api/session', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { session: { enterprises: object[] } };
    body.session.enterprises = body.session.enterprises.map((e) => ({
      ...e,
      availableRequestCredit: balance.toFixed(2),
    }));
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/myworkspace(\?|$)/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="viewer-data">)(.*?)(<\/script>)/s,
      (_all, open: string, json: string, close: string) =>
        open + JSON.stringify(withBalance(JSON.parse(json), balance)).replace(/</g, '\\u003c') + close,
    );
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  await signIn(page, ACCOUNTS.acmeOwner);
  await page.goto('/myworkspace?alignBy=status&new=1');
  const d = drawer(page);
  await pickOption(d, page, /Service Request Type/, 'Logo design');
  await d.getByLabel(/Brand name/).fill('Acme');
  await expect(d.getByTestId('request-total')).toBeVisible();
  const standard = await totalOf(page);
  await expect(d.getByTestId('balance-after')).toHaveText(credits(balance - standard));
  await expect(d.getByTestId('credit-shortfall')).toHaveCount(0);

  balance = standard + 1;
  await page.reload();
  await pickOption(d, page, /Service Request Type/, 'Logo design');
  await d.getByLabel(/Brand name/).fill('Acme');
  await pickSelect(d, page, 'Service Request Due', /^Express/);
  const express = await totalOf(page);
  expect(express).toBeGreaterThan(balance);

  const shortfall = d.getByTestId('credit-shortfall');
  await expect(shortfall).toContainText(insufficientCreditMessage(express, balance));
  // Recomputed as the form changes: a polite status, not an alert interrupting at each change.
  await expect(shortfall).toHaveAttribute('role', 'status');
  await expect(d.getByTestId('balance-after')).toHaveText(credits(balance - express));
  await expect(d.getByTestId('credit-fit-suggestion')).toHaveText(
    `At Standard (7-10 business days) it costs ${credits(standard)} and fits.`,
  );
  await shortfall.getByRole('button', { name: 'Use Standard' }).click();
  await expect(d.getByRole('combobox', { name: 'Service Request Due' })).toContainText('Standard');
  await expect(d.getByTestId('request-total')).toHaveText(credits(standard));
  await expect(d.getByTestId('balance-after')).toHaveText(credits(1));
  await expect(shortfall).toHaveCount(0);
});

test("available credit while editing counts the request's own charge", async ({ page }) => {
  const me = await signIn(page, ACCOUNTS.acmeOwner);
  const created = await createRequestViaApi(page.request, {
    title: uniqueTitle('Edit credit'),
    serviceRequestType: typeId(me, 'Logo design'),
    company: companyId(me, 'Acme Foods'),
    content: JSON.stringify({ 'Brand name': 'Acme', 'Number of concepts': 3 }),
    assignees: [me.user.id],
  });
  // Other tests spend from the same demo enterprise while this one runs: the balance is read before
  // the page loads and after it shows, and what the page shows must lie between the two, plus this
  // request's own charge (without it, the page would show the bare balance).
  const available = async () => {
    const now = await session(page.request);
    return Number(
      now.enterprises.find((e) => e.name === created.company.enterprise.name)!.availableRequestCredit,
    );
  };
  const before = await available();
  await page.goto(`/requests/${created.id}?mode=edit`);
  const d = drawer(page);
  await expect(d.getByTestId('request-total')).toHaveText(`${Number(created.total)} credits`);
  const shown = d.getByTestId('available-credit');
  await expect(shown).toHaveText(/^[\d.]+ credits$/);
  const after = await available();
  const value = Number((await shown.textContent())!.replace(' credits', ''));
  const own = Number(created.chargedCredit);
  expect(own).toBeGreaterThan(0);
  expect(value).toBeGreaterThanOrEqual(Math.min(before, after) + own);
  expect(value).toBeLessThanOrEqual(Math.max(before, after) + own);
});

// Issue 13: a draft made under an older published version of its type asks, when edited, whether to
// move to the new version. Staying keeps the old form and price; moving keeps the answers whose fields
// still exist (a renamed field keeps its answer, a removed one is no longer asked).
test.describe('a draft under an older version of its type', () => {
  let staff: APIRequestContext;
  test.beforeAll(async ({ playwright, baseURL }) => {
    staff = await playwright.request.newContext({ baseURL: baseURL! });
    const login = await staff.post('/api/login', {
      data: { identifier: ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
  });
  test.afterAll(async () => staff?.dispose());

  const publish = async (id: number, credit: number, form: unknown) => {
    const saved = await staff.put(`/api/catalogue/types/${id}/draft`, { data: { data: { credit, form } } });
    expect(saved.ok(), await saved.text()).toBe(true);
    expect((await staff.post(`/api/catalogue/types/${id}/publish`)).ok()).toBe(true);
  };

  /**
   * A new type published as v1 (Headline, Size Small 2 / Large 5, Notes; base 4), a v1 draft of the
   * customer's, then v2: Size renamed 'Banner size' (its key kept) and dearer, Notes gone, base 6.
   */
  async function draftThenV2(page: Page, title: string) {
    const typeName = uniqueTitle('Banner');
    const cat = await staff.post('/api/catalogue/categories', { data: { name: uniqueTitle('Print') } });
    const made = await staff.post('/api/catalogue/types', {
      data: { categoryId: ((await cat.json()) as { data: { id: number } }).data.id, name: typeName },
    });
    const typeId = ((await made.json()) as { data: { id: number } }).data.id;
    await publish(typeId, 4, {
      fields: [
        { label: 'Headline', type: 'textfield', required: true },
        {
          label: 'Size',
          type: 'select',
          required: true,
          options: [
            { name: 'Small', credit: 2 },
            { name: 'Large', credit: 5 },
          ],
        },
        { label: 'Notes', type: 'textarea' },
      ],
    });

    const me = await signIn(page, ACCOUNTS.acmeOwner);
    const res = await page.request.put('/api/service-requests', {
      data: {
        data: {
          title,
          serviceRequestType: typeId,
          company: companyId(me, 'Acme Foods'),
          assignees: [me.user.id],
          content: JSON.stringify({ Headline: 'Sale', Size: 'Small', Notes: 'Blue please' }),
        },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const draft = ((await res.json()) as { data: { id: number; formVersion: number } }).data;
    expect(draft.formVersion).toBe(1);

    const v1 = (await (await staff.get(`/api/catalogue/types/${typeId}`)).json()) as {
      data: { draft: { form: { fields: Record<string, unknown>[] } } };
    };
    const form = structuredClone(v1.data.draft.form);
    form.fields = form.fields
      .filter((f) => f.label !== 'Notes')
      .map((f) =>
        f.label === 'Size'
          ? {
              ...f,
              label: 'Banner size',
              options: [
                { name: 'Small', credit: 10 },
                { name: 'Large', credit: 20 },
              ],
            }
          : f,
      );
    await publish(typeId, 6, form);
    return { id: draft.id, typeName };
  }

  test('staying keeps version 1: its form, its answers and its price, also once submitted', async ({
    page,
  }) => {
    const { id, typeName } = await draftThenV2(page, uniqueTitle('Kept banner'));
    await page.goto(`/requests/${id}?mode=edit`);
    const question = page.getByRole('dialog', { name: 'This form has a new version' });
    // A first page load on a busy machine: the list, the drawer's chunk and the type come first.
    await expect(question).toContainText(`version 1 of ${typeName}; version 2 has been published since`, {
      timeout: 30_000,
    });
    await expect(question.getByTestId('form-version-prices')).toHaveText(
      'At version 1 it costs 6 credits; at version 2, 16 credits.',
    );
    await expect(question).toContainText('Notes is no longer asked');
    await question.getByRole('button', { name: 'Keep version 1' }).click();
    await expect(question).toHaveCount(0);

    const d = drawer(page);
    await expect(d.getByTestId('form-version-note')).toContainText('This draft keeps version 1');
    await expect(d.getByTestId('form-version-note')).toHaveAttribute('role', 'status');
    await expect(d.getByRole('combobox', { name: /^Size/ })).toContainText('Small');
    await expect(d.getByLabel(/Notes/)).toHaveValue('Blue please');
    await expect(d.getByTestId('request-total')).toHaveText('6 credits');
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request successfully updated')).toBeVisible();
    const saved = await getRequest(page.request, id);
    expect(saved).toMatchObject({
      status: 'NOT_START',
      formVersion: 1,
      total: '6.00',
      chargedCredit: '6.00',
    });
    expect(JSON.parse(saved.content)).toEqual({ Headline: 'Sale', Size: 'Small', Notes: 'Blue please' });
  });

  test('moving takes version 2 with the answers whose fields still exist, at the new price', async ({
    page,
  }) => {
    const { id } = await draftThenV2(page, uniqueTitle('Moved banner'));
    await page.goto(`/requests/${id}?mode=edit`);
    const question = page.getByRole('dialog', { name: 'This form has a new version' });
    await expect(question).toBeVisible({ timeout: 30_000 });
    await question.getByRole('button', { name: 'Move to version 2' }).click();
    await expect(question).toHaveCount(0);

    const d = drawer(page);
    await expect(d.getByRole('combobox', { name: /^Banner size/ })).toContainText('Small');
    await expect(d.getByLabel(/Headline/)).toHaveValue('Sale');
    await expect(d.getByLabel(/Notes/)).toHaveCount(0);
    await expect(d.getByTestId('request-total')).toHaveText('16 credits');
    await expect(d.getByTestId('form-version-note')).toHaveCount(0);
    await saveAs(page, 'Save as Draft');
    await expect(toast(page, 'Service Request saved as draft successfully')).toBeVisible();
    const saved = await getRequest(page.request, id);
    expect(saved).toMatchObject({ status: 'DRAFT', formVersion: 2, total: '16.00' });
    expect(JSON.parse(saved.content)).toEqual({ Headline: 'Sale', 'Banner size': 'Small' });

    // Now on the current version, the draft opens without the question.
    await page.goto(`/requests/${id}?mode=edit`);
    // A page load on a busy machine: the drawer's chunk and the type come first.
    await expect(drawer(page).getByTestId('request-total')).toHaveText('16 credits', { timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'This form has a new version' })).toHaveCount(0);
  });
  test('a new request submitted after its type was published again is not charged a price nobody saw', async ({
    page,
    baseURL,
  }) => {
    const typeName = uniqueTitle('Poster');
    const cat = await staff.post('/api/catalogue/categories', { data: { name: uniqueTitle('Posters') } });
    const made = await staff.post('/api/catalogue/types', {
      data: { categoryId: ((await cat.json()) as { data: { id: number } }).data.id, name: typeName },
    });
    const newTypeId = ((await made.json()) as { data: { id: number } }).data.id;
    const size = (label: string, small: number) => ({
      label,
      type: 'select',
      required: true,
      options: [
        { name: 'Small', credit: small },
        { name: 'Large', credit: small * 2 },
      ],
    });
    await publish(newTypeId, 4, {
      fields: [{ label: 'Headline', type: 'textfield', required: true }, size('Size', 2)],
    });

    // An enterprise of its own (one company, already chosen in the form): the request it pays for must
    // not move a shared demo enterprise's balance while another test reads it.
    const { owner } = await freshEnterprise(baseURL!, {
      domain: 'versions.test',
      label: 'Versions',
      password: FRESH_PASSWORD,
      members: [],
      credits: '100',
    });
    await signIn(page, owner, { password: FRESH_PASSWORD });
    await page.goto('/myworkspace?new=1');
    const d = drawer(page);
    const title = uniqueTitle('Poster now');
    await d.getByLabel('Title').fill(title);
    await pickOption(d, page, /Service Request Type/, typeName);
    await d.getByLabel(/Headline/).fill('Sale');
    await pickSelect(d, page, /Size/, 'Small');
    const total = d.getByTestId('request-total');
    await expect(total).toHaveText('6 credits');

    // Staff publish version 2 while the drawer is open: Size renamed (its key kept), dearer, base 6.
    const v1 = (await (await staff.get(`/api/catalogue/types/${newTypeId}`)).json()) as {
      data: { draft: { form: { fields: Record<string, unknown>[] } } };
    };
    const form = structuredClone(v1.data.draft.form);
    form.fields = form.fields.map((f) => (f.label === 'Size' ? { ...f, ...size('Banner size', 10) } : f));
    await publish(newTypeId, 6, form);

    await saveAs(page, 'Submit Request');
    await expect(
      toast(
        page,
        'This request type has been published again since the form was opened. Its current form and price are shown now: check them and submit again.',
      ),
    ).toBeVisible();
    // The form now is version 2's, the answer kept by its field's key, at its price.
    await expect(total).toHaveText('16 credits');
    await expect(d.getByRole('combobox', { name: /Banner size/ })).toContainText('Small');
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request created successfully')).toBeVisible();
    const list = (await (await page.request.get('/api/service-requests?pageSize=50')).json()) as {
      data: { id: number; title: string }[];
    };
    const saved = await getRequest(page.request, list.data.find((r) => r.title === title)!.id);
    expect(saved).toMatchObject({ formVersion: 2, total: '16.00' });
  });
});
