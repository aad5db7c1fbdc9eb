import { AxeBuilder } from '@axe-core/playwright';
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from './fixtures.ts';
import { approveSignup, unique } from './fresh-enterprise.ts';
import { createRequestViaApi, drawer, typeId } from './requests-helpers.ts';

/*
 * Names people type are long and unbroken sometimes (a German holding, a double-barrelled surname, a
 * title pasted without spaces). The pages that show them wrap them or end them in an ellipsis: the
 * page never scrolls sideways on a phone and nothing is cut off at the edge of its card.
 */

const WORD = 'Konsolidierungsverwaltungsabteilungen';
const tag = unique();
const ENTERPRISE = `Handelsgesellschaft ${WORD}${WORD} ${tag}`;
const COMPANY = `Donaudampfschifffahrtselektrizitaetenhauptbetriebswerkbauunterbeamtengesellschaft${tag}`;
const FIRST = 'Maximilianopolous Bartholomew';
const LAST = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschafers';
const TITLE = 'Supercalifragilisticexpialidocious'.repeat(6).slice(0, 200);
const OWNER = `owner.${tag}@longnames.test`;

let enterpriseId = 0;
let ownerId = 0;
let requestId = 0;

// Made once per worker (a worker that restarts after a failure makes its own, under a new tag).
test.beforeAll(async ({ baseURL }) => {
  const visitor = await playwrightRequest.newContext({ baseURL: baseURL! });
  const staff = await playwrightRequest.newContext({ baseURL: baseURL! });
  const owner = await playwrightRequest.newContext({ baseURL: baseURL! });
  try {
    const asked = await visitor.post('/api/signup-requests', {
      data: {
        data: {
          kind: 'enterprise',
          enterpriseName: ENTERPRISE,
          companyName: COMPANY,
          firstName: FIRST,
          lastName: LAST,
          email: OWNER,
          password: DEMO_PASSWORD,
          phone: '',
        },
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await signIn(staff, ACCOUNTS.staff);
    await approveSignup(staff, OWNER);
    const me = await signIn(owner, OWNER);
    enterpriseId = me.enterprises[0]!.id;
    ownerId = me.user.id;
    const granted = await staff.post(`/api/enterprises/${enterpriseId}/credits`, {
      data: { data: { direction: 'grant', amount: '200', reason: 'Long names browser test' } },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    // A submitted request spends credit: a starter tier (no renewal) then forecasts when it runs out.
    const created = await createRequestViaApi(owner, {
      title: TITLE,
      serviceRequestType: typeId(me, 'Logo design'),
      company: me.companies[0]!.id,
      content: JSON.stringify({ 'Brand name': 'Acme', 'Number of concepts': 1 }),
      assignees: [me.user.id],
      status: 'NOT_START',
    });
    requestId = created.id;
    const endpoint = await owner.post('/api/integrations/webhooks', {
      data: { url: `http://127.0.0.1:9/${tag}`, description: 'Long names', events: ['request.created'] },
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);
  } finally {
    await Promise.all([visitor.dispose(), staff.dispose(), owner.dispose()]);
  }
});

/** The page does not scroll sideways (once it has laid out what is asked for). */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

const rightEdge = async (l: Locator) => {
  const box = await l.boundingBox();
  return box ? box.x + box.width : Number.POSITIVE_INFINITY;
};

/** `inner` ends within `outer` (its right edge not past `outer`'s, give or take a pixel). */
async function expectInside(inner: Locator, outer: Locator) {
  await expect(inner).toBeVisible();
  await expect.poll(async () => (await rightEdge(inner)) - (await rightEdge(outer))).toBeLessThanOrEqual(1);
}

/** The text of `l` fits its own box: no word runs past it (where its card cuts it off). */
async function expectTextFits(l: Locator) {
  await expect(l).toBeVisible();
  await expect.poll(() => l.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('staff: an enterprise with a long name fits its page, its two-factor switch whole', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto(`/enterprises/${enterpriseId}`);
    await expect(page.getByRole('heading', { level: 1, name: ENTERPRISE })).toBeVisible();
    const card = page.locator('.MuiCard-root').filter({ has: page.getByTestId('two-factor-person') });
    await expectInside(card.getByText('Require two-factor sign-in of everyone in this enterprise'), card);
    await expectNoSidewaysScroll(page);
  });

  test('staff: the team of an enterprise with long names fits the phone', async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto(`/team/${enterpriseId}`);
    const person = page.getByTestId(`team-person-${ownerId}`);
    await expectTextFits(person.getByText(`${FIRST} ${LAST}`));
    await expectInside(person.getByText(COMPANY), person);
    await expectNoSidewaysScroll(page);
  });

  test('owner: an endpoint of an enterprise with a long name fits Integrations', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/integrations');
    const endpoint = page.getByRole('listitem', { name: 'Long names' });
    await expectInside(endpoint.getByText(ENTERPRISE), endpoint);
    await expectNoSidewaysScroll(page);
  });

  test("staff: a type's version history fits the phone", async ({ page }) => {
    await signIn(page, ACCOUNTS.staff);
    await page.goto('/catalogue');
    await page.getByRole('link', { name: 'Logo design', exact: true }).click();
    const history = page.getByRole('region', { name: 'Version history' });
    await expect(history.getByRole('row').filter({ hasText: 'v1' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('owner: editing a request with a long title, company and name stays inside the drawer', async ({
    page,
  }) => {
    await signIn(page, OWNER);
    await page.goto(`/requests/${requestId}?mode=edit`);
    const d = drawer(page);
    await expect(d.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    await expect
      .poll(async () => rightEdge(d.getByRole('textbox', { name: 'Title' })))
      .toBeLessThanOrEqual(width);
    await expect(d.getByTestId('available-credit')).toBeVisible();
    await expect.poll(async () => rightEdge(d.getByTestId('available-credit'))).toBeLessThanOrEqual(width);
  });

  test("owner: Select Company's list wraps a long company and enterprise name", async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/myworkspace?alignBy=status&new=1');
    const d = drawer(page);
    await d.getByRole('combobox', { name: /Select Company/ }).click();
    const listbox = page.getByRole('listbox');
    await expectTextFits(listbox.getByRole('option', { name: COMPANY }));
    await expectTextFits(listbox.getByRole('option', { name: ENTERPRISE }));
  });

  test('owner: the dashboard says the long enterprise name inside its cards', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/dashboard');
    const invite = page.getByRole('region', { name: 'Invite a colleague' });
    const sentence = invite.getByText(/your colleague chooses a company of/);
    await expect(sentence).toBeVisible();
    // The sentence's text fits its own box (a word running past it is cut off by the card).
    await expect
      .poll(() => sentence.evaluate((el) => el.scrollWidth - el.clientWidth))
      .toBeLessThanOrEqual(0);
    await expectNoSidewaysScroll(page);
  });

  test('staff: a pending sign-up with long names fits its card on the dashboard', async ({
    page,
    request,
  }) => {
    const email = `pending.${tag}@longnames.test`;
    const asked = await request.post('/api/signup-requests', {
      data: {
        data: {
          kind: 'enterprise',
          enterpriseName: `${WORD}${WORD}${tag}`,
          companyName: COMPANY,
          firstName: FIRST,
          lastName: LAST,
          email,
          password: DEMO_PASSWORD,
          phone: '',
        },
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await signIn(page, ACCOUNTS.staff);
    await page.goto('/dashboard#signup-requests');
    const item = page.locator('#signup-requests').getByTestId('signup-request').filter({ hasText: email });
    await expectTextFits(item.getByText(`${FIRST} ${LAST}`, { exact: true }));
    await expectTextFits(item.getByText(/^Registers /));
    await expectNoSidewaysScroll(page);
  });

  test('a visitor: an invitation to an enterprise and company with long names fits the phone', async ({
    page,
  }) => {
    // The invitation as the server describes it (the page shows what the check answers).
    await page.route('**/api/invitations/check', (route) =>
      route.fulfill({
        json: {
          email: `guest.${tag}@longnames.test`,
          enterprise: ENTERPRISE,
          companies: [COMPANY],
          role: 'member',
          invitedBy: `${FIRST} ${LAST}`,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          hasAccount: false,
          suggestedUsername: 'guest',
        },
      }),
    );
    await page.goto('/invitation#a-token');
    await expectTextFits(page.getByRole('heading', { level: 1, name: `Join ${ENTERPRISE}` }));
    await expectTextFits(page.getByText(/invited you to/));
    await expectNoSidewaysScroll(page);
  });

  test("staff: a long company or enterprise name leaves the dashboard's figures on screen", async ({
    page,
  }) => {
    const long = `${WORD}${WORD}${WORD}`;
    await page.route('**/api/dashboard/staff', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { byCompany: { name: string }[]; creditsByEnterprise: { series: { name: string }[] } };
      };
      body.data.byCompany[0]!.name = long;
      body.data.creditsByEnterprise.series[0]!.name = long;
      await route.fulfill({ response, json: body });
    });
    await signIn(page, ACCOUNTS.staff);
    await page.goto('/dashboard');
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const row = page.getByTestId('company-row').filter({ hasText: long });
    await expect(row).toBeVisible();
    // The company's figures stay on screen beside its name, not scrolled out of the table's box.
    await expect.poll(async () => rightEdge(row.locator('[data-col="total"]'))).toBeLessThanOrEqual(width);
    // The chart's legend (one series a line) wraps the name inside the card.
    const credits = page.getByRole('region', { name: 'Credits', exact: true });
    // The legend is drawn for the eyes (the chart's table says the same to a screen reader).
    await expectTextFits(credits.locator('[aria-hidden="true"]').getByText(long, { exact: true }));
  });
});

test('owner: the credit forecast is readable when it warns (WCAG AA contrast)', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/dashboard');
  const forecast = page.getByTestId('report-forecast');
  await expect(forecast).toHaveText(/^At this pace your credits last until /);
  const results = await new AxeBuilder({ page })
    .include('[data-testid="report-forecast"]')
    .withRules(['color-contrast'])
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
});
