// Over 400 lines on purpose: the request journeys of a customer and of staff in one place, each
// test a whole journey; the narrower request screens live in requests-screens.spec.ts.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import {
  companyId,
  createLogoRequest,
  createRequestViaApi,
  drawer,
  findMine,
  getRequest,
  pickOption,
  pickSelect,
  requestFromCustomer,
  saveAs,
  session,
  toast,
  typeId,
  uniqueTitle,
} from './requests-helpers.ts';

// The request drawer and lists (spec section 2 "Request drawer", sections 4, 5, 6, 8): each test
// checks what the user sees and what the API then answers, with the signed-in browser's session.

test.describe('a customer', () => {
  test('creates and submits a request: toast, list, computed credit, balance down', async ({ page }) => {
    const me = await signIn(page, ACCOUNTS.globexOwner);
    const balanceBefore = Number(me.enterprises[0]!.availableRequestCredit);
    const title = uniqueTitle('Globex logo');

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'New Request' }).first().click();
    await expect(page).toHaveURL(/\/myworkspace\?new=1/);
    const d = drawer(page);
    await expect(d.getByTestId('request-drawer-title')).toHaveText('New Service Request');

    await d.getByLabel('Title').fill(title);
    await pickOption(d, page, /Service Request Type/, 'Logo design');
    // Globex has one company: it is already selected, and the customer is the first assignee.
    await expect(d.getByRole('combobox', { name: /Select Company/ })).toHaveValue('Globex Retail');
    await d.getByLabel(/Brand name/).fill('Globex');
    await pickSelect(d, page, /Logo style/, 'Others');
    await d.getByLabel('Enter your custom value').fill('Hand-drawn badge');
    const concepts = d.getByLabel(/Number of concepts/);
    await expect(concepts).toHaveValue('1');
    await expect(concepts).toHaveAttribute('min', '1');
    await expect(concepts).toHaveAttribute('max', '100');
    await concepts.fill('3');

    // Base 12 + Others 2 + 3 concepts = 17; Express ×1.5 = 25.5 — live, before saving.
    const total = d.getByTestId('request-total');
    await expect(total).toHaveText('17 credits');
    await pickSelect(d, page, /Service Request Due/, /Express/);
    await expect(total).toHaveText('25.5 credits');
    await pickSelect(d, page, /Service Request Due/, /Standard/);
    await expect(total).toHaveText('17 credits');
    await expect(d.getByTestId('available-credit')).toContainText('credit');

    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/myworkspace\?alignBy=status$/);
    await expect(page.getByTestId('request-row').filter({ hasText: title })).toBeVisible();

    const listed = await findMine(page.request, title);
    const saved = await getRequest(page.request, listed.id);
    expect(saved.status).toBe('NOT_START');
    expect(saved.credit).toBe('17.00');
    expect(saved.total).toBe('17.00');
    expect(saved.chargedCredit).toBe('17.00');
    expect(saved.priorityLevel).toBe('STANDARD');
    expect(saved.assignees.map((u) => u.email)).toEqual([ACCOUNTS.globexOwner]);
    expect(JSON.parse(saved.content)).toMatchObject({
      'Brand name': 'Globex',
      'Logo style': 'Hand-drawn badge',
      'Number of concepts': 3,
    });

    // The Credit Balance went down by the request's price, in the ledger, the API and the sidebar.
    // Other tests spend from (and grant to) Globex at the same time, so the balance before is the one
    // the ledger line just before this request's left.
    const ledger = (await (
      await page.request.get(`/api/credits/ledger?enterpriseId=${me.enterprises[0]!.id}&limit=100`)
    ).json()) as { data: { requestId: number | null; amount: string; balanceAfter: string }[] };
    const at = ledger.data.findIndex((l) => l.requestId === saved.id);
    expect(ledger.data[at]!.amount).toBe('-17.00');
    const previous = ledger.data[at + 1];
    expect(Number(ledger.data[at]!.balanceAfter)).toBeCloseTo(
      (previous ? Number(previous.balanceAfter) : balanceBefore) - 17,
      2,
    );
    const after = await session(page.request);
    const balanceAfter = after.enterprises[0]!.availableRequestCredit;
    await expect(page.getByTestId('credit-balance')).toContainText(String(Number(balanceAfter)));
  });

  test('a save whose answer is lost, saved again, makes one request and charges once', async ({ page }) => {
    const me = await signIn(page, ACCOUNTS.globexOwner);
    const balanceBefore = Number(me.enterprises[0]!.availableRequestCredit);
    const title = uniqueTitle('Lost answer');
    await page.goto('/myworkspace?new=1');
    const d = drawer(page);
    await d.getByLabel('Title').fill(title);
    await pickOption(d, page, /Service Request Type/, 'Logo design');
    await d.getByLabel(/Brand name/).fill('Globex');

    // The first save reaches the server, but its answer never reaches the browser.
    let lost = false;
    await page.route('**/api/service-requests', async (route) => {
      if (lost || route.request().method() !== 'POST') return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request creation failed')).toBeVisible();
    await expect(d.getByLabel('Title')).toHaveValue(title);

    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request created successfully')).toBeVisible();
    const mine = await page.request.get('/api/service-requests', {
      params: { permission: 'mine', limit: 50 },
    });
    const { data } = (await mine.json()) as { data: { title: string; total: string }[] };
    const made = data.filter((r) => r.title === title);
    expect(made).toHaveLength(1);
    const after = await session(page.request);
    expect(Number(after.enterprises[0]!.availableRequestCredit)).toBeCloseTo(
      balanceBefore - Number(made[0]!.total),
      2,
    );
  });

  test('saves a draft, edits it, then submits it', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeMember);
    const title = uniqueTitle('Spring posts');
    await page.goto('/myworkspace?alignBy=draft&new=1');
    const d = drawer(page);
    await d.getByLabel('Title').fill(title);
    await pickOption(d, page, /Service Request Type/, 'Social media graphics');
    await d.getByLabel(/Number of Posts/).fill('2');
    // Post copy is required to submit, not to save a draft.
    await saveAs(page, 'Save as Draft');
    await expect(toast(page, 'Service Request saved as draft successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/myworkspace\?alignBy=draft$/);

    const draft = await findMine(page.request, title, 'DRAFT');
    expect(draft.status).toBe('DRAFT');
    expect(draft.chargedCredit).toBe('0.00');

    // A draft opens straight in edit mode, with Delete instead of Discard.
    await page.getByTestId('request-row').filter({ hasText: title }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`requestId=${draft.id}&mode=edit`));
    await expect(d.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(d.getByLabel(/Number of Posts/)).toHaveValue('2');
    await d.getByLabel('Title').fill(`${title} v2`);
    await saveAs(page, 'Submit Request');
    await expect(d.getByText('Please fill in Post copy')).toBeVisible();
    await d.getByLabel(/Post copy/).fill('Spring is here: 20% off everything.');
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request successfully updated')).toBeVisible();
    // The draft tab no longer holds it; customers land on their workspace.
    await expect(page).toHaveURL(/\/myworkspace\?alignBy=status$/);
    await expect(page.getByTestId('request-row').filter({ hasText: `${title} v2` })).toBeVisible();

    const submitted = await getRequest(page.request, draft.id);
    expect(submitted.status).toBe('NOT_START');
    expect(submitted.title).toBe(`${title} v2`);
    expect(submitted.total).toBe('5.00');
    expect(submitted.chargedCredit).toBe('5.00');
  });

  test('cancels a request through the confirmation dialog', async ({ page }) => {
    const me = await signIn(page, ACCOUNTS.acmeMember);
    const created = await createLogoRequest(page.request, me, uniqueTitle('Cancel me'));
    expect(created.chargedCredit).toBe('13.00');

    await page.goto(`/requests/${created.id}?alignBy=not-start`);
    const d = drawer(page);
    await expect(d.getByTestId('request-drawer-title')).toHaveText(created.title);
    // Named for what it does, not a bare "Cancel" that reads like closing the drawer (issue 23).
    await expect(d.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await d.getByRole('button', { name: 'Cancel request', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel request' });
    await expect(dialog).toContainText('Do you want to cancel this request?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(d.getByRole('button', { name: 'Cancel request' })).toBeFocused();
    expect((await getRequest(page.request, created.id)).status).toBe('NOT_START');

    await d.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByRole('dialog', { name: 'Cancel request' }).getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Service Request is cancelled successfully')).toBeVisible();
    await expect(d.getByText('Cancelled', { exact: true })).toBeVisible();
    // The button that had the focus is gone with the cancelling: the drawer's heading takes it,
    // not the page (a keyboard user would start over from the top).
    await expect(d.getByTestId('request-drawer-title')).toBeFocused();
    // A cancelled request offers neither Cancel nor Edit to a customer.
    await expect(d.getByRole('button', { name: 'Edit' })).toBeHidden();

    const cancelled = await getRequest(page.request, created.id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.title).toBe(created.title);
    expect(cancelled.assignees.map((u) => u.id)).toEqual([me.user.id]);
    expect(cancelled.chargedCredit).toBe('0.00');

    // Closing goes back to the list with alignBy kept.
    await d.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/requests\?alignBy=not-start$/);
  });

  for (const withFiles of [true, false]) {
    test(`duplicates a request ${withFiles ? 'with' : 'without'} its files`, async ({ page }) => {
      const me = await signIn(page, ACCOUNTS.acmeOwner);
      const upload = await page.request.post('/api/upload', {
        multipart: { files: { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('the brief') } },
      });
      expect(upload.ok(), await upload.text()).toBeTruthy();
      const [file] = (await upload.json()) as { id: string; name: string }[];
      const source = await createRequestViaApi(page.request, {
        title: uniqueTitle('Original'),
        serviceRequestType: typeId(me, 'Logo design'),
        company: companyId(me, 'Acme Apparel'),
        content: JSON.stringify({ 'Brand name': 'Apparel', 'Number of concepts': 2, 'Logo style': 'Mascot' }),
        assignees: [me.user.id],
        files: [file!.id],
        status: 'NOT_START',
      });
      expect(source.files.map((f) => f.name)).toEqual(['brief.txt']);

      await page.goto(`/requests/${source.id}?alignBy=status`);
      const d = drawer(page);
      await d.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      const ask = page.getByRole('dialog', { name: 'Duplicate request' });
      await expect(ask).toContainText('copy the images and files');
      await ask.getByRole('button', { name: withFiles ? 'Yes' : 'No', exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`/requests\\?alignBy=status&duplicatedId=${source.id}&withFiles=${withFiles}$`),
      );

      // A prefilled create drawer.
      await expect(d.getByTestId('request-drawer-title')).toHaveText('New Service Request');
      await expect(d.getByLabel('Title')).toHaveValue(`Copy of ${source.title}`);
      await expect(d.getByRole('combobox', { name: /Service Request Type/ })).toHaveValue('Logo design');
      await expect(d.getByRole('combobox', { name: /Select Company/ })).toHaveValue('Acme Apparel');
      await expect(d.getByLabel(/Brand name/)).toHaveValue('Apparel');
      await expect(d.getByTestId('request-total')).toHaveText('18 credits');
      const attached = d.getByText('brief.txt');
      if (withFiles) await expect(attached.first()).toBeVisible();
      else await expect(attached).toHaveCount(0);

      const copyTitle = `${source.title} copy`;
      await d.getByLabel('Title').fill(copyTitle);
      await saveAs(page, 'Submit Request');
      await expect(toast(page, 'Service Request created successfully')).toBeVisible();

      const copy = await getRequest(page.request, (await findMine(page.request, copyTitle)).id);
      expect(copy.id).not.toBe(source.id);
      expect(copy.serviceRequestType.id).toBe(source.serviceRequestType.id);
      expect(copy.company.id).toBe(source.company.id);
      expect(copy.total).toBe('18.00');
      expect(copy.files.map((f) => f.name)).toEqual(withFiles ? ['brief.txt'] : []);
    });
  }

  test('the unsaved-changes guard: empty forms close directly, edited ones ask', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeMember);
    await page.goto('/myworkspace?alignBy=in-progress&new=1');
    const d = drawer(page);
    await expect(d.getByLabel('Title')).toBeVisible();
    await d.getByRole('button', { name: 'Close' }).click();
    await expect(d).toBeHidden();
    await expect(page).toHaveURL(/\/myworkspace\?alignBy=in-progress$/);

    await page.goto('/myworkspace?alignBy=in-progress&new=1');
    await d.getByLabel('Title').fill('Half-written idea');
    await d.getByRole('button', { name: 'Close' }).click();
    const guard = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(guard).toContainText('You will lose your changes if you continue without saving');
    await guard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(guard).toBeHidden();
    await expect(d.getByLabel('Title')).toHaveValue('Half-written idea');

    // Escape and Discard ask too; Discard in the guard leaves without saving.
    await d.getByRole('button', { name: 'Discard' }).click();
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Discard' }).click();
    await expect(d).toBeHidden();
    await expect(page).toHaveURL(/\/myworkspace\?alignBy=in-progress$/);

    // A sidebar link while editing asks as well.
    await page.goto('/myworkspace?alignBy=in-progress&new=1');
    await d.getByLabel('Title').fill('Another idea');
    await page.keyboard.press('Escape');
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(d.getByLabel('Title')).toHaveValue('Another idea');
  });

  test('a missing title is refused and scrolled into view; missing ids raise the alerts', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.acmeMember);
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/myworkspace?new=1');
    const d = drawer(page);
    await pickOption(d, page, /Service Request Type/, 'Logo design');
    await d.getByLabel(/What to avoid/).click();
    await saveAs(page, 'Submit Request');
    await expect(d.getByText('Please enter a request title.')).toBeVisible();
    await expect(d.getByLabel('Title')).toBeInViewport();
    await expect(d.getByLabel('Title')).toBeFocused();

    await page.goto('/requests?alignBy=status&mode=edit');
    await expect(toast(page, 'service Request id is not set.')).toBeVisible();
    await expect(page).toHaveURL(/\/requests\?alignBy=status$/);
    await page.goto('/myworkspace?alignBy=status&mode=detail');
    await expect(toast(page, 'service Request is not set.')).toBeVisible();
  });

  test('the list: an update keeping the status moves to the top, a status change stays in place', async ({
    page,
  }) => {
    const me = await signIn(page, ACCOUNTS.acmeMember);
    const make = (title: string) => createLogoRequest(page.request, me, title);
    const older = await make(uniqueTitle('Older'));
    const newer = await make(uniqueTitle('Newer'));
    await page.goto('/myworkspace?alignBy=status');
    const rows = page.getByTestId('request-row');
    const order = async () => {
      const ids = await rows.evaluateAll((els) =>
        els.map((el) => Number(el.getAttribute('data-request-id'))),
      );
      return ids.filter((id) => id === older.id || id === newer.id);
    };
    await expect.poll(order).toEqual([newer.id, older.id]);

    // Editing the older one (status kept) brings it to the top.
    await rows.filter({ hasText: older.title }).getByRole('link').click();
    await drawer(page).getByRole('button', { name: 'Edit' }).click();
    await drawer(page).getByLabel('Title').fill(`${older.title} edited`);
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request successfully updated')).toBeVisible();
    await expect.poll(order).toEqual([older.id, newer.id]);
    expect(await rows.first().getAttribute('data-request-id')).toBe(String(older.id));

    // Cancelling the newer one (a status change) keeps its place.
    await rows.filter({ hasText: newer.title }).getByRole('link').click();
    await drawer(page).getByRole('button', { name: 'Cancel request' }).click();
    await page.getByRole('dialog', { name: 'Cancel request' }).getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Service Request is cancelled successfully')).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(order).toEqual([older.id, newer.id]);
    await expect(rows.filter({ hasText: newer.title }).getByText('Cancelled')).toBeVisible();
  });

  test('copies a link to the request', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const me = await signIn(page, ACCOUNTS.acmeMember);
    const created = await createLogoRequest(page.request, me, uniqueTitle('Share me'), { status: 'DRAFT' });
    await page.goto(`/myworkspace?alignBy=draft&requestId=${created.id}`);
    await drawer(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
    await expect(toast(page, 'Link copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/requests/${created.id}?alignBy=draft`);
  });
});

test.describe('staff', () => {
  test('reassign, change the status and adjust the credit of a request', async ({ page, browser }) => {
    // A customer submits a request…
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    const customer = await signIn(customerPage, ACCOUNTS.acmeMember);
    const created = await createRequestViaApi(customerPage.request, {
      title: uniqueTitle('For staff'),
      serviceRequestType: typeId(customer, 'Logo design'),
      company: companyId(customer, 'Acme Foods'),
      content: JSON.stringify({ 'Brand name': 'Acme', 'Number of concepts': 2 }),
      assignees: [customer.user.id],
      status: 'NOT_START',
    });
    await customerContext.close();
    expect(created.total).toBe('14.00');

    // …and staff take it over.
    const staff = await signIn(page, ACCOUNTS.staff);
    await page.goto(`/requests/${created.id}?alignBy=status`);
    const d = drawer(page);
    await d.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${created.id}\\?alignBy=status&mode=edit$`));

    await pickOption(d, page, 'Assigned to', 'Dana Designer');
    await pickSelect(d, page, 'Status', 'In Progress');
    await expect(page.getByRole('option', { name: 'Deleted' })).toHaveCount(0);
    await expect(d.getByLabel('Credit', { exact: true })).toHaveValue('14');
    await d.getByLabel('Adjust Credit').fill('9.5');
    await expect(d.getByTestId('request-total')).toHaveText('9.5 credits');
    await d.getByLabel('Due Date').fill('2030-01-15');
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request successfully updated')).toBeVisible();

    // Staff come back to the request's detail, which shows the new facts.
    await expect(page).toHaveURL(new RegExp(`/requests/${created.id}\\?alignBy=status$`));
    await expect(d.getByText('In Progress', { exact: true }).first()).toBeVisible();
    await expect(d.getByTestId('request-credit')).toHaveText('9.5 credits');
    await expect(d.getByTestId('request-due-date')).toHaveText('01/15/2030');
    await expect(d.getByText('Dana Designer', { exact: true })).toBeVisible();
    // The activity timeline records the change of status, people and credit.
    const activity = d.getByRole('list', { name: 'Activity' });
    await expect(activity).toContainText('Status changed from Not Started to In Progress');
    await expect(activity).toContainText('Assigned to: added Dana Designer');
    await expect(activity).toContainText('Credit changed from 14 credits to 9.5 credits');

    const updated = await getRequest(page.request, created.id);
    expect(updated.status).toBe('IN_PROGRESS');
    expect(updated.assignedTo.map((u) => u.email)).toContain('designer@studio.test');
    expect(updated.adjustCredit).toBe('9.50');
    expect(updated.total).toBe('9.50');
    expect(updated.chargedCredit).toBe('9.50');
    expect(updated.targetDate).toBe('2030-01-15');
    expect(updated.assignees.map((u) => u.id)).toEqual([customer.user.id]);
    expect(staff.user.isStaff).toBe(true);

    // A company change resets the assignees.
    await d.getByRole('button', { name: 'Edit' }).click();
    const assignees = d.locator('.MuiAutocomplete-root').filter({ has: page.locator('#request-assignees') });
    await expect(assignees.getByText('Max Miller')).toBeVisible();
    await pickOption(d, page, /Select Company/, 'Acme Apparel');
    await expect(assignees.getByText('Max Miller')).toBeHidden();
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Please assign asignees')).toBeVisible();
    await pickOption(d, page, /Assignees/, 'Olivia Owens');
    // The first save's toast must be gone, or the assertion below could be met by it (or see both).
    await expect(toast(page, 'Service Request successfully updated')).toHaveCount(0);
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request successfully updated')).toBeVisible();
    const moved = await getRequest(page.request, created.id);
    expect(moved.company.name).toBe('Acme Apparel');
    expect(moved.assignees.map((u) => u.email)).toEqual(['owner@acme.test']);
  });

  test('an edit saved after a colleague moved the request does not undo their move; the form takes it, the edit stays', async ({
    page,
  }) => {
    const created = await requestFromCustomer(page, uniqueTitle('Moved while edited'));
    await page.goto(`/requests/${created.id}?alignBy=status`);
    const d = drawer(page);
    await d.getByRole('button', { name: 'Edit' }).click();
    const title = d.getByRole('textbox', { name: 'Title' });
    await title.fill(`${created.title} v2`);
    // Meanwhile a colleague cancels it (its credits refunded).
    const cancelled = await page.request.put(`/api/service-requests/${created.id}`, {
      data: { data: { status: 'CANCELLED' } },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await saveAs(page, 'Submit Request');
    await expect(
      toast(page, 'This request was moved to Cancelled meanwhile, so nothing was changed.'),
    ).toBeVisible();
    expect(await getRequest(page.request, created.id)).toMatchObject({
      status: 'CANCELLED',
      title: created.title,
    });
    // The form now shows their status and still holds the edit: saving again keeps both.
    await expect(d.getByRole('combobox', { name: 'Status' })).toContainText('Cancelled');
    await expect(title).toHaveValue(`${created.title} v2`);
    await saveAs(page, 'Submit Request');
    await expect(toast(page, 'Service Request successfully updated')).toBeVisible();
    expect(await getRequest(page.request, created.id)).toMatchObject({
      status: 'CANCELLED',
      title: `${created.title} v2`,
    });
  });
});
