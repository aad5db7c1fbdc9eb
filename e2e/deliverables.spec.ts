import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, appTookOver, signIn } from './fixtures.ts';
import {
  companyId,
  createLogoRequest,
  createRequestViaApi,
  drawer,
  getRequest,
  toast,
  uniqueTitle,
} from './requests-helpers.ts';
import { solidPng } from './proof-fixtures.ts';

// Deliverables (issue 27): staff deliver v1 with an image, the customer (a second browser) is told
// live and asks for changes, staff see it and deliver v2, the customer approves with Finish and the
// request ends Finished. Everything live arrives through the event stream, no reload. The request is
// made by the test, so the demo data other tests read is untouched.

type Person = { page: Page; userId: number; close: () => Promise<void> };

async function person(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 900 },
): Promise<Person> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const session = await signIn(page, email);
  return { page, userId: session.user.id, close: () => context.close() };
}

const png = solidPng;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/, includeHidden: true });
const panel = (page: Page) => drawer(page).getByTestId('deliverables-panel');
/** axe's WCAG 2.0/2.1 A and AA rules (as e2e/accessibility.spec.ts) on the page as it is: none may fail. */
async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    // The app's toasts (notistack, not this feature's) are left out: e2e/accessibility.spec.ts checks
    // pages without them, and their success green is the app theme's (3.3:1 with white, noted).
    .exclude('.notistack-SnackbarContainer')
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { region: { enabled: true }, 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const found = results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
  expect(found, `axe violations (${where})`).toEqual([]);
}

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR ?? 'test-results/deliverables';

test('staff deliver, the customer asks for changes, staff deliver again, the customer approves and finishes', async ({
  browser,
}) => {
  test.slow(); // two people in two browsers, live updates both ways
  const customer = await person(browser, ACCOUNTS.acmeMember);
  const staff = await person(browser, ACCOUNTS.staff);
  try {
    const title = uniqueTitle('Deliverables');
    const me = await signIn(customer.page, ACCOUNTS.acmeMember);
    const created = await createLogoRequest(customer.page.request, me, title);
    // Staff take it: assigned to them, In Progress.
    const taken = await staff.page.request.put(`/api/service-requests/${created.id}`, {
      data: { data: { status: 'IN_PROGRESS', assignedTo: [staff.userId] } },
    });
    expect(taken.ok(), await taken.text()).toBeTruthy();
    for (const p of [customer, staff]) {
      expect((await p.page.request.post('/api/notifications/markAllAsRead')).ok()).toBeTruthy();
    }

    const url = `/requests/${created.id}?alignBy=status`;
    await customer.page.goto(url);
    await staff.page.goto(url);
    await expect(panel(customer.page).getByText(/No version delivered yet/)).toBeVisible({ timeout: 20_000 });
    await expect(panel(customer.page).getByRole('button', { name: 'Deliver a version' })).toHaveCount(0);

    // Staff deliver v1: an image and a note.
    const staffPanel = panel(staff.page);
    await staffPanel.getByRole('button', { name: 'Deliver a version' }).click();
    await staffPanel
      .locator('input[type="file"][aria-label="Choose files for Version files"]')
      .setInputFiles([{ name: 'logo-v1.png', mimeType: 'image/png', buffer: png(96, 64, [79, 70, 229]) }]);
    await expect(staffPanel.getByText('logo-v1.png')).toBeVisible();
    await staffPanel.getByRole('textbox', { name: 'Note' }).fill('First concept, in indigo.');
    await staffPanel.getByRole('button', { name: 'Add a link' }).click();
    await staffPanel.getByRole('textbox', { name: 'Link 1 address' }).fill('https://example.com/figma/logo');
    await staffPanel.getByRole('textbox', { name: 'Link 1 label (optional)' }).fill('Figma file');
    await staffPanel.getByRole('button', { name: 'Deliver v1' }).click();
    await expect(toast(staff.page, 'Version delivered')).toBeVisible();
    await expect(staffPanel.getByTestId('deliverable-v1').getByTestId('review-state')).toHaveText(
      'Awaiting review',
    );

    // The customer is told live: the bell counts it, and the panel shows v1 without a reload.
    await expect(bell(customer.page)).toHaveAttribute('aria-label', /Notifications, \d+ unread/);
    const customerPanel = panel(customer.page);
    const v1 = customerPanel.getByTestId('deliverable-v1');
    await expect(v1).toBeVisible();
    await expect(v1).toContainText('First concept, in indigo.');
    await expect(v1.getByRole('link', { name: 'Figma file' })).toHaveAttribute(
      'href',
      'https://example.com/figma/logo',
    );
    await expect(customerPanel.getByTestId('deliverable-chip')).toHaveText('v1 · Awaiting review');
    // The image opens the file viewer.
    await v1.getByRole('button', { name: 'Open logo-v1.png' }).click();
    const viewer = customer.page.getByRole('dialog', { name: /logo-v1\.png/ });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(viewer).toBeHidden();

    await customerPanel.scrollIntoViewIfNeeded();
    await customer.page.screenshot({ path: `${SCREENSHOTS}/customer-review-1280.png` });
    await expectNoAxeViolations(customer.page, 'customer, v1 to review');

    // The customer asks for changes (a message is required).
    await v1.getByRole('button', { name: 'Request changes' }).click();
    const dialog = customer.page.getByRole('dialog', { name: 'Request changes on v1' });
    await dialog.getByRole('button', { name: 'Send the changes request' }).click();
    await expect(dialog.getByText('Please say what should change.')).toBeVisible();
    await expectNoAxeViolations(customer.page, 'the changes dialog');
    await dialog.getByRole('textbox', { name: 'What should change?' }).fill('Please try a warmer colour.');
    await dialog.getByRole('button', { name: 'Send the changes request' }).click();
    await expect(toast(customer.page, 'Changes requested')).toBeVisible();
    await expect(v1.getByTestId('review-state')).toHaveText('Changes requested');

    // Staff see it live.
    const staffV1 = staffPanel.getByTestId('deliverable-v1');
    await expect(staffV1.getByTestId('review-state')).toHaveText('Changes requested');
    await expect(staffV1).toContainText('Please try a warmer colour.');
    await expect(staffPanel.getByTestId('deliverable-chip')).toHaveText('v1 · Changes requested');

    // Staff deliver v2.
    await staffPanel.getByRole('button', { name: 'Deliver a version' }).click();
    await staffPanel
      .locator('input[type="file"][aria-label="Choose files for Version files"]')
      .setInputFiles([{ name: 'logo-v2.png', mimeType: 'image/png', buffer: png(96, 64, [230, 81, 0]) }]);
    await expect(staffPanel.getByText('logo-v2.png')).toBeVisible();
    await staffPanel.getByRole('textbox', { name: 'Note' }).fill('Warmer: orange.');
    await staffPanel.getByRole('button', { name: 'Deliver v2' }).click();
    await expect(toast(staff.page, 'Version delivered')).toBeVisible();

    // The customer approves v2 with "Also mark the request Finished" (checked by default).
    const v2 = customerPanel.getByTestId('deliverable-v2');
    await expect(v2).toBeVisible();
    await expect(v1.getByRole('button', { name: /Approve/ })).toHaveCount(0);
    await expect(v2.getByRole('checkbox', { name: 'Also mark the request Finished' })).toBeChecked();
    await v2.getByRole('button', { name: 'Approve v2' }).click();
    await expect(toast(customer.page, 'Version approved and the request marked Finished')).toBeVisible();
    await expect(v2.getByTestId('review-state')).toHaveText('Approved');
    await expect
      .poll(async () => (await getRequest(customer.page.request, created.id)).status)
      .toBe('FINISHED');

    // Staff see the approval live.
    await expect(staffPanel.getByTestId('deliverable-v2').getByTestId('review-state')).toHaveText('Approved');
    await expect(staffPanel.getByTestId('deliverable-chip')).toHaveText('v2 · Approved');
    await staffPanel.scrollIntoViewIfNeeded();
    await staff.page.screenshot({ path: `${SCREENSHOTS}/staff-panel-1280.png` });
    await expectNoAxeViolations(staff.page, 'staff, two versions reviewed');

    // The list row shows the latest version's state.
    await staff.page.goto(`/requests?alignBy=status&title=${encodeURIComponent(title)}`);
    const row = staff.page.getByTestId('request-row').filter({ hasText: title });
    await expect(row.getByTestId('deliverable-chip')).toHaveText('v2 · Approved');
    await appTookOver(staff.page);
    await row.screenshot({ path: `${SCREENSHOTS}/list-row-1280.png` });
    // And so does its card on the board.
    await staff.page.goto(`/requestboard?title=${encodeURIComponent(title)}`);
    const card = staff.page
      .getByRole('region', { name: 'Finished', exact: true })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(card.getByTestId('deliverable-chip')).toHaveText('v2 · Approved');
    await card.screenshot({ path: `${SCREENSHOTS}/board-card-1280.png` });
  } finally {
    await customer.close();
    await staff.close();
  }
});

test('the panel at phone width (375 px)', async ({ browser }) => {
  const customer = await person(browser, ACCOUNTS.acmeMember, { width: 375, height: 812 });
  const staff = await person(browser, ACCOUNTS.staff, { width: 375, height: 812 });
  try {
    const me = await signIn(customer.page, ACCOUNTS.acmeMember);
    const created = await createLogoRequest(customer.page.request, me, uniqueTitle('Deliverables phone'));
    const upload = await staff.page.request.post('/api/upload', {
      multipart: {
        files: { name: 'poster.png', mimeType: 'image/png', buffer: png(120, 80, [15, 118, 110]) },
      },
    });
    expect(upload.ok(), await upload.text()).toBeTruthy();
    const [file] = (await upload.json()) as { id: string }[];
    const delivered = await staff.page.request.post(`/api/service-requests/${created.id}/deliverables`, {
      data: {
        data: {
          note: '<p>A poster in teal, with a long note that wraps at phone width to show how it reads.</p>',
          links: [
            { url: 'https://example.com/a/very/long/path/to/the/shared/folder/of/this/version', label: '' },
          ],
          files: [file!.id],
        },
      },
    });
    expect(delivered.ok(), await delivered.text()).toBeTruthy();

    await customer.page.goto(`/requests/${created.id}?alignBy=status`);
    const v1 = panel(customer.page).getByTestId('deliverable-v1');
    await expect(v1).toBeVisible({ timeout: 20_000 });
    await expect(v1.getByRole('button', { name: 'Approve v1' })).toBeVisible();
    await v1.scrollIntoViewIfNeeded();
    // Nothing wider than the screen.
    const overflow = await panel(customer.page).evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await customer.page.screenshot({ path: `${SCREENSHOTS}/customer-review-375.png` });
    await expectNoAxeViolations(customer.page, 'customer at 375 px');

    await staff.page.goto(`/requests/${created.id}?alignBy=status`);
    const staffPanel = panel(staff.page);
    await staffPanel.getByRole('button', { name: 'Deliver a version' }).click();
    await staffPanel.getByRole('button', { name: 'Add a link' }).click();
    await staffPanel.getByRole('textbox', { name: 'Link 1 address' }).fill('javascript:alert(1)');
    await staffPanel.getByRole('button', { name: 'Deliver v2' }).click();
    await expect(
      staffPanel.getByText('Links must be web addresses starting with http:// or https://.'),
    ).toBeVisible();
    await staffPanel.getByRole('button', { name: 'Deliver v2' }).scrollIntoViewIfNeeded();
    await staff.page.screenshot({ path: `${SCREENSHOTS}/staff-deliver-375.png` });
    await expectNoAxeViolations(staff.page, 'the deliver form at 375 px');
    // A version being written keeps the drawer from closing without asking.
    await drawer(staff.page).getByRole('button', { name: 'Close' }).click();
    const guard = staff.page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(guard).toContainText('You will lose your changes if you continue without saving');
    await guard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(staffPanel.getByRole('textbox', { name: 'Link 1 address' })).toHaveValue(
      'javascript:alert(1)',
    );

    // Keyboard: the customer reaches Approve with Tab and presses it with Enter (Finish unchecked first).
    const finish = v1.getByRole('checkbox', { name: 'Also mark the request Finished' });
    await finish.focus();
    await customer.page.keyboard.press('Space');
    await expect(finish).not.toBeChecked();
    await customer.page.keyboard.press('Tab');
    await expect(v1.getByRole('button', { name: 'Request changes' })).toBeFocused();
    await customer.page.keyboard.press('Tab');
    await expect(v1.getByRole('button', { name: 'Approve v1' })).toBeFocused();
    await customer.page.keyboard.press('Enter');
    await expect(v1.getByTestId('review-state')).toHaveText('Approved');
    expect((await getRequest(customer.page.request, created.id)).status).toBe('NOT_START');
  } finally {
    await customer.close();
    await staff.close();
  }
});

test("a link's label is kept to the server's 200 characters as it is typed, so Deliver never fails on it", async ({
  browser,
}) => {
  const staff = await person(browser, ACCOUNTS.staff, { width: 375, height: 812 });
  try {
    const me = await signIn(staff.page, ACCOUNTS.acmeMember);
    const created = await createLogoRequest(staff.page.request, me, uniqueTitle('Long link label'));
    await signIn(staff.page, ACCOUNTS.staff);
    await staff.page.goto(`/requests/${created.id}?alignBy=status`);
    const staffPanel = panel(staff.page);
    await staffPanel.getByRole('button', { name: 'Deliver a version' }).click();
    await staffPanel.getByRole('button', { name: 'Add a link' }).click();
    await staffPanel.getByRole('textbox', { name: 'Link 1 address' }).fill('https://example.com/figma');
    const label = staffPanel.getByRole('textbox', { name: 'Link 1 label (optional)' });
    await label.fill('Figma '.repeat(50));
    await expect(label).toHaveValue('Figma '.repeat(50).slice(0, 200));
    await staffPanel.getByRole('button', { name: 'Deliver v1' }).click();
    await expect(toast(staff.page, 'Version delivered')).toBeVisible();
    await expect(staffPanel.getByRole('alert')).toHaveCount(0);
    await expect(staffPanel.getByTestId('deliverable-v1')).toBeVisible();
  } finally {
    await staff.close();
  }
});

test('a paid revision round: the builder sets it at 375 px, the dialog shows the cost, staff waive it', async ({
  browser,
}) => {
  const staff = await person(browser, ACCOUNTS.staff, { width: 375, height: 812 });
  const customer = await person(browser, ACCOUNTS.acmeMember, { width: 375, height: 812 });
  try {
    // Staff make a type that includes no round and charges 1.5 credits for each, in the builder.
    const name = uniqueTitle('Rounds poster');
    const category = await staff.page.request.post('/api/catalogue/categories', {
      data: { name: uniqueTitle('Rounds'), description: '' },
    });
    expect(category.ok(), await category.text()).toBeTruthy();
    const made = await staff.page.request.post('/api/catalogue/types', {
      data: {
        categoryId: ((await category.json()) as { data: { id: number } }).data.id,
        name,
        description: '',
      },
    });
    const typeId = ((await made.json()) as { data: { id: number } }).data.id;
    await staff.page.goto(`/catalogue/types/${typeId}`);
    const rounds = staff.page.getByRole('group', { name: 'Revision rounds' });
    await expect(rounds.getByRole('spinbutton', { name: 'Rounds of changes included' })).toHaveValue('2');
    await rounds.getByRole('spinbutton', { name: 'Rounds of changes included' }).fill('21');
    await expect(
      staff.page.getByText('Revision rounds: the included rounds must be a whole number from 0 to 20'),
    ).toBeVisible();
    await rounds.getByRole('spinbutton', { name: 'Rounds of changes included' }).fill('0');
    await rounds.getByRole('textbox', { name: 'Extra round cost (credits)' }).fill('1.5');
    await expect(staff.page.getByTestId('preview-rounds')).toHaveText(
      'No rounds of changes included; each further round 1.5 credits.',
    );
    const overflow = await staff.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await rounds.scrollIntoViewIfNeeded();
    await staff.page.screenshot({ path: `${SCREENSHOTS}/builder-rounds-375.png` });
    await staff.page.getByRole('button', { name: 'Publish' }).click();
    await expect(staff.page.getByText('Customers order version 1.')).toBeVisible();

    // The customer orders it; staff deliver v1.
    const me = await signIn(customer.page, ACCOUNTS.acmeMember);
    const created = await createRequestViaApi(customer.page.request, {
      title: uniqueTitle('Rounds request'),
      serviceRequestType: typeId,
      company: companyId(me, 'Acme Foods'),
      content: '{}',
      assignees: [me.user.id],
      status: 'NOT_START',
    });
    const delivered = await staff.page.request.post(`/api/service-requests/${created.id}/deliverables`, {
      data: { data: { note: '<p>First poster.</p>' } },
    });
    expect(delivered.ok(), await delivered.text()).toBeTruthy();

    // The dialog says the round's cost before anything is sent, and the button says it too.
    await customer.page.goto(`/requests/${created.id}?alignBy=status`);
    const customerPanel = panel(customer.page);
    await expect(customerPanel.getByTestId('rounds-summary')).toHaveText('No rounds of changes included', {
      timeout: 20_000,
    });
    const v1 = customerPanel.getByTestId('deliverable-v1');
    await v1.getByRole('button', { name: 'Request changes' }).click();
    const dialog = customer.page.getByRole('dialog', { name: 'Request changes on v1' });
    await expect(dialog.getByTestId('round-cost')).toHaveText(
      'This is round 1; none are included. It costs 1.5 credits.',
    );
    await dialog.getByRole('textbox', { name: 'What should change?' }).fill('Bigger title, please.');
    await customer.page.screenshot({ path: `${SCREENSHOTS}/changes-dialog-cost-375.png` });
    await expectNoAxeViolations(customer.page, 'the changes dialog with a cost');
    await dialog.getByRole('button', { name: 'Send and pay 1.5 credits' }).click();
    await expect(toast(customer.page, 'Changes requested')).toBeVisible();
    await expect(customerPanel.getByTestId('rounds-summary')).toHaveText('Round 1 · 1.5 credits extra');
    await expect(v1.getByTestId('version-round')).toHaveText('Round 1 · 1.5 credits extra');
    await expect(v1.getByRole('button', { name: 'Waive the charge' })).toHaveCount(0);

    // Staff waive it: refunded, marked.
    await staff.page.goto(`/requests/${created.id}?alignBy=status`);
    const staffV1 = panel(staff.page).getByTestId('deliverable-v1');
    await staffV1.getByRole('button', { name: 'Waive the charge' }).click();
    await expect(toast(staff.page, 'Round waived: its charge was refunded')).toBeVisible();
    await expect(staffV1.getByTestId('version-round')).toHaveText(
      'Round 1 · 1.5 credits extra · waived, refunded',
    );
  } finally {
    await customer.close();
    await staff.close();
  }
});

test('an open panel shows a new version and its review live to someone no notification tells', async ({
  browser,
}) => {
  // The owner of Acme may see the member's request but is neither its creator nor an assignee: no
  // "New version ready" reaches them (as for anyone who turned it off). Their open panel still shows
  // each version and review as it happens, through the event stream's `deliverable` events.
  const owner = await person(browser, ACCOUNTS.acmeOwner);
  const member = await person(browser, ACCOUNTS.acmeMember);
  const staff = await person(browser, ACCOUNTS.staff);
  try {
    const me = await signIn(member.page, ACCOUNTS.acmeMember);
    const created = await createLogoRequest(member.page.request, me, uniqueTitle('Deliverables live'));
    const taken = await staff.page.request.put(`/api/service-requests/${created.id}`, {
      data: { data: { status: 'IN_PROGRESS', assignedTo: [staff.userId] } },
    });
    expect(taken.ok(), await taken.text()).toBeTruthy();
    await owner.page.goto(`/requests/${created.id}?alignBy=status`);
    const ownerPanel = panel(owner.page);
    await expect(ownerPanel.getByText(/No version delivered yet/)).toBeVisible({ timeout: 20_000 });
    await appTookOver(owner.page);

    const delivered = await staff.page.request.post(`/api/service-requests/${created.id}/deliverables`, {
      data: { data: { note: 'First concept, live.' } },
    });
    expect(delivered.ok(), await delivered.text()).toBeTruthy();
    const versionId = ((await delivered.json()) as { data: { id: number } }).data.id;
    const v1 = ownerPanel.getByTestId('deliverable-v1');
    await expect(v1).toContainText('First concept, live.');
    await expect(v1.getByTestId('review-state')).toHaveText('Awaiting review');

    const changes = await member.page.request.post(`/api/deliverables/${versionId}/request-changes`, {
      data: { data: { message: 'A warmer colour, please.' } },
    });
    expect(changes.ok(), await changes.text()).toBeTruthy();
    await expect(v1.getByTestId('review-state')).toHaveText('Changes requested');
    await expect(ownerPanel.getByTestId('deliverable-chip')).toHaveText('v1 · Changes requested');

    // Not by a notification: none about this request reached the owner.
    const notes = await owner.page.request.post('/api/notifications?limit=50');
    const links = ((await notes.json()) as { data: { link: string }[] }).data.map((n) => n.link);
    expect(links.filter((l) => l.startsWith(`/requests/${created.id}?`))).toEqual([]);
  } finally {
    await owner.close();
    await member.close();
    await staff.close();
  }
});
