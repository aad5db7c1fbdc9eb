import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { createLogoRequest, drawer, getRequest, toast, uniqueTitle } from './requests-helpers.ts';
import { patternPng, textPdf } from './proof-fixtures.ts';

// Proofing (issue 27): staff deliver v1 (an image), the customer pins two changes on it (one by mouse,
// one by keyboard) and asks for changes, staff (a second browser) are told live, answer a pin from the
// comment thread's link and resolve it, deliver v2; the customer compares v1 and v2 and approves, and
// the request ends Finished. And a PDF page renders (pdf.js, loaded lazily) and takes a pin.

type Person = { page: Page; userId: number; close: () => Promise<void> };

async function person(
  browser: Browser,
  email: string,
  viewport = { width: 1440, height: 900 },
): Promise<Person> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const session = await signIn(page, email);
  return { page, userId: session.user.id, close: () => context.close() };
}

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR ?? 'test-results/proofing';
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/, includeHidden: true });
const panel = (page: Page) => drawer(page).getByTestId('deliverables-panel');
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Proofing', exact: true });
const unread = async (page: Page) => {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

/** axe's WCAG 2.0/2.1 A and AA rules on the page as it is (toasts left out, as in deliverables.spec.ts). */
async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .exclude('.notistack-SnackbarContainer')
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .analyze();
  const found = results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
  expect(found, `axe violations (${where})`).toEqual([]);
}

async function deliverInUi(staff: Page, name: string, buffer: Buffer, note: string, n: number) {
  const staffPanel = panel(staff);
  await staffPanel.getByRole('button', { name: 'Deliver a version' }).click();
  await staffPanel
    .locator('input[type="file"][aria-label="Choose files for Version files"]')
    .setInputFiles([{ name, mimeType: 'image/png', buffer }]);
  await expect(staffPanel.getByText(name)).toBeVisible();
  await staffPanel.getByRole('textbox', { name: 'Note' }).fill(note);
  await staffPanel.getByRole('button', { name: `Deliver v${n}` }).click();
  await expect(toast(staff, 'Version delivered')).toBeVisible();
}

test('pins on v1, changes, v2, compare, approve: the request ends Finished, staff told live', async ({
  browser,
}) => {
  test.slow();
  const customer = await person(browser, ACCOUNTS.acmeMember);
  const staff = await person(browser, ACCOUNTS.staff);
  try {
    const me = await signIn(customer.page, ACCOUNTS.acmeMember);
    const created = await createLogoRequest(customer.page.request, me, uniqueTitle('Pin flow'));
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
    await expect(panel(staff.page).getByRole('button', { name: 'Deliver a version' })).toBeVisible();

    // Staff deliver v1: an image.
    await deliverInUi(staff.page, 'poster-v1.png', patternPng(640, 400, [79, 70, 229]), 'First concept.', 1);

    // The customer sees it live and opens it in the proofing viewer.
    const v1 = panel(customer.page).getByTestId('deliverable-v1');
    await expect(v1).toBeVisible();
    await v1.getByRole('button', { name: 'Open v1 in the proofing viewer' }).click();
    const cv = viewer(customer.page);
    await expect(cv).toBeVisible();
    const stage = cv.getByRole('application', { name: /poster-v1\.png/ });
    await expect(cv.getByRole('img', { name: 'poster-v1.png' })).toBeVisible();
    await expect(cv.getByText('No pins on this file yet.')).toBeVisible();
    const before = await unread(staff.page);

    // Pin 1 by mouse, a quarter across and a third down.
    const box = (await stage.boundingBox())!;
    await customer.page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3);
    const composer = cv.getByRole('form', { name: 'New pin' });
    await expect(composer).toContainText('New pin at 25% across, 30% down');
    await composer.getByRole('textbox', { name: 'What should change here?' }).fill('Make the logo bigger.');
    await composer.getByRole('button', { name: 'Add pin' }).click();
    await expect(toast(customer.page, 'Pin 1 added')).toBeVisible();

    // Pin 2 by keyboard: focus the picture, move the crosshair (Shift+arrows: 10 %), Enter.
    await stage.focus();
    await customer.page.keyboard.press('Shift+ArrowRight');
    await customer.page.keyboard.press('Shift+ArrowRight');
    await customer.page.keyboard.press('Shift+ArrowDown');
    await customer.page.keyboard.press('Enter');
    await expect(composer).toContainText('New pin at 70% across, 60% down');
    await expect(composer.getByRole('textbox', { name: 'What should change here?' })).toBeFocused();
    await customer.page.keyboard.type('Warmer colour here.');
    await customer.page.keyboard.press('Tab'); // Cancel
    await customer.page.keyboard.press('Tab'); // Add pin
    await customer.page.keyboard.press('Enter');
    await expect(toast(customer.page, 'Pin 2 added')).toBeVisible();
    // Focus is back on the picture, ready for the next pin.
    await expect(stage).toBeFocused();

    const pins = cv.getByRole('list', { name: 'Pins' });
    await expect(
      pins.getByRole('listitem').filter({ has: customer.page.getByRole('button', { name: /^Pin \d/ }) }),
    ).toHaveCount(2);
    await expect(pins.getByTestId('pin-item')).toHaveText([
      /Pin 1.*Make the logo bigger\./,
      /Pin 2.*Warmer colour here\./,
    ]);
    await expect(cv.getByTestId('pin-marker')).toHaveCount(2);
    // The markers sit where they were placed (percentages of the picture).
    const marker = await cv.locator('[data-testid="pin-marker"][data-pin="2"]').boundingBox();
    const stageBox = (await stage.boundingBox())!;
    expect(Math.abs(marker!.x + marker!.width / 2 - (stageBox.x + stageBox.width * 0.7))).toBeLessThan(3);
    expect(Math.abs(marker!.y + marker!.height / 2 - (stageBox.y + stageBox.height * 0.6))).toBeLessThan(3);
    // Moving through the pins by keyboard.
    await cv.getByRole('button', { name: 'Next pin' }).click();
    await expect(cv.getByRole('button', { name: 'Pin 1', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await customer.page.screenshot({ path: `${SCREENSHOTS}/viewer-1440.png` });
    await expectNoAxeViolations(customer.page, 'the proofing viewer with two pins');

    // Staff are told live: the bell counts the pins' comments without a reload.
    await expect.poll(() => unread(staff.page)).toBeGreaterThanOrEqual(before + 2);

    await cv.getByRole('button', { name: 'Close the proofing viewer' }).click();
    await expect(cv).toBeHidden();
    await expect(v1.getByTestId('version-pins')).toHaveText('2 pins · 2 open');

    // The customer asks for changes.
    await v1.getByRole('button', { name: 'Request changes' }).click();
    const dialog = customer.page.getByRole('dialog', { name: 'Request changes on v1' });
    await dialog.getByRole('textbox', { name: 'What should change?' }).fill('See the two pins.');
    await dialog.getByRole('button', { name: 'Send the changes request' }).click();
    await expect(toast(customer.page, 'Changes requested')).toBeVisible();

    // Staff see it live, then follow the pin's link in the comment thread into the viewer.
    const staffPanel = panel(staff.page);
    await expect(staffPanel.getByTestId('deliverable-v1').getByTestId('review-state')).toHaveText(
      'Changes requested',
    );
    const pinLink = drawer(staff.page).getByRole('link', { name: 'Pin 1 on v1 · poster-v1.png' });
    await expect(pinLink).toBeVisible();
    await pinLink.click();
    const sv = viewer(staff.page);
    await expect(sv).toBeVisible();
    await expect(sv.getByRole('button', { name: 'Pin 1', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await sv.getByRole('textbox', { name: 'Reply to Pin 1' }).fill('Will do: 20% bigger.');
    await sv.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(sv.getByRole('list', { name: 'Replies to Pin 1' })).toContainText('Will do: 20% bigger.');
    // Resolve by keyboard.
    await sv.getByRole('button', { name: 'Resolve Pin 1' }).focus();
    await staff.page.keyboard.press('Enter');
    await expect(toast(staff.page, 'Pin resolved')).toBeVisible();
    await expect(sv.getByTestId('pin-item').first()).toContainText('Resolved by');
    await expect(sv.getByRole('button', { name: 'Reopen Pin 1' })).toBeVisible();
    await sv.getByRole('button', { name: 'Close the proofing viewer' }).click();
    await expect(sv).toBeHidden();
    await expect(staff.page).not.toHaveURL(/proof=/);
    await expect(staffPanel.getByTestId('deliverable-v1').getByTestId('version-pins')).toHaveText(
      '2 pins · 1 open',
    );

    // Staff deliver v2.
    await deliverInUi(
      staff.page,
      'poster-v2.png',
      patternPng(640, 400, [230, 81, 0]),
      'Warmer and bigger.',
      2,
    );

    // The customer compares v1 and v2 side by side, with their pins.
    const v2 = panel(customer.page).getByTestId('deliverable-v2');
    await expect(v2).toBeVisible();
    await v2.getByRole('button', { name: 'Compare v1 and v2' }).click();
    const compare = customer.page.getByRole('dialog', { name: 'Compare versions' });
    await expect(compare).toBeVisible();
    const left = compare.getByTestId('compare-v1');
    const right = compare.getByTestId('compare-v2');
    await expect(left.getByRole('img', { name: 'poster-v1.png' })).toBeVisible();
    await expect(right.getByRole('img', { name: 'poster-v2.png' })).toBeVisible();
    await expect(left.getByTestId('pin-marker')).toHaveCount(2);
    await expect(left.getByTestId('pin-item').first()).toContainText('Resolved by');
    await expect(right.getByText('No pins on v2.')).toBeVisible();
    const lb = (await left.boundingBox())!;
    const rb = (await right.boundingBox())!;
    expect(rb.x).toBeGreaterThan(lb.x + lb.width - 1); // side by side at 1440 px
    await customer.page.screenshot({ path: `${SCREENSHOTS}/compare-1440.png` });
    await expectNoAxeViolations(customer.page, 'compare v1 and v2');

    // At phone width: the list below the picture, the two versions one above the other.
    await customer.page.setViewportSize({ width: 375, height: 812 });
    const lb2 = (await left.boundingBox())!;
    const rb2 = (await right.boundingBox())!;
    expect(rb2.y).toBeGreaterThan(lb2.y + lb2.height - 1);
    await customer.page.screenshot({ path: `${SCREENSHOTS}/compare-375.png` });
    await compare.getByRole('button', { name: 'Compare' }).click();
    const phoneViewer = viewer(customer.page);
    await expect(phoneViewer).toBeVisible();
    await phoneViewer.getByRole('combobox', { name: 'Version' }).click();
    await customer.page.getByRole('option', { name: 'v1' }).click();
    await expect(customer.page.locator('.MuiMenu-root')).toHaveCount(0);
    const img = phoneViewer.getByRole('img', { name: 'poster-v1.png' });
    await expect(img).toBeVisible();
    const list = phoneViewer.getByRole('list', { name: 'Pins' });
    expect((await list.boundingBox())!.y).toBeGreaterThan((await img.boundingBox())!.y + 50);
    const overflow = await phoneViewer.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await customer.page.screenshot({ path: `${SCREENSHOTS}/viewer-375.png` });
    await list.getByTestId('pin-item').last().scrollIntoViewIfNeeded();
    await customer.page.screenshot({ path: `${SCREENSHOTS}/viewer-375-list.png` });
    await phoneViewer.getByRole('button', { name: 'Close the proofing viewer' }).click();
    await customer.page.setViewportSize({ width: 1440, height: 900 });

    // The customer approves v2 and finishes the request.
    await v2.getByRole('button', { name: 'Approve v2' }).click();
    await expect(toast(customer.page, 'Version approved and the request marked Finished')).toBeVisible();
    await expect
      .poll(async () => (await getRequest(customer.page.request, created.id)).status)
      .toBe('FINISHED');
    await expect(staffPanel.getByTestId('deliverable-v2').getByTestId('review-state')).toHaveText('Approved');
  } finally {
    await customer.close();
    await staff.close();
  }
});

test('a PDF page renders in the viewer (pdf.js, loaded on demand) and takes a pin', async ({ browser }) => {
  const customer = await person(browser, ACCOUNTS.acmeMember);
  const staff = await person(browser, ACCOUNTS.staff);
  try {
    const me = await signIn(customer.page, ACCOUNTS.acmeMember);
    const created = await createLogoRequest(customer.page.request, me, uniqueTitle('Pin PDF'));
    const upload = await staff.page.request.post('/api/upload', {
      multipart: {
        files: {
          name: 'brochure.pdf',
          mimeType: 'application/pdf',
          buffer: textPdf(['The cover of the brochure', 'Prices and contact']),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBeTruthy();
    const [file] = (await upload.json()) as { id: string; mime: string }[];
    expect(file!.mime).toBe('application/pdf');
    const delivered = await staff.page.request.post(`/api/service-requests/${created.id}/deliverables`, {
      data: { data: { note: 'The brochure', files: [file!.id] } },
    });
    expect(delivered.ok(), await delivered.text()).toBeTruthy();

    // pdf.js is not loaded until a PDF page is shown; the console stays clean while it draws.
    const loaded: string[] = [];
    customer.page.on('request', (r) => loaded.push(r.url()));
    const noise: string[] = [];
    customer.page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') noise.push(`${m.type()}: ${m.text()}`);
    });
    await customer.page.goto(`/requests/${created.id}`);
    const v1 = panel(customer.page).getByTestId('deliverable-v1');
    await expect(v1).toBeVisible({ timeout: 20_000 });
    expect(loaded.filter((u) => /pdf\.worker|pdf-/.test(u))).toEqual([]);
    await v1.getByRole('button', { name: 'Open v1 in the proofing viewer' }).click();
    const cv = viewer(customer.page);
    const canvas = cv.getByRole('img', { name: 'brochure.pdf, page 1' });
    await expect(canvas).toHaveAttribute('data-rendered', 'true');
    expect(loaded.some((u) => /pdf\.worker/.test(u))).toBe(true);
    await expect(cv.getByText('Page 1 of 2')).toBeVisible();
    // The page has been drawn: its pixels are not all one colour.
    const inked = await canvas.evaluate((el) => {
      const c = el as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(100);

    // Page 2, and a pin on it.
    await cv.getByRole('button', { name: 'Next page' }).click();
    const page2 = cv.getByRole('img', { name: 'brochure.pdf, page 2' });
    await expect(page2).toHaveAttribute('data-rendered', 'true');
    const stage = cv.getByRole('application', { name: /brochure\.pdf, page 2/ });
    const box = (await stage.boundingBox())!;
    await customer.page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.2);
    await cv.getByRole('textbox', { name: 'What should change here?' }).fill('Update the prices.');
    await cv.getByRole('button', { name: 'Add pin' }).click();
    await expect(toast(customer.page, 'Pin 1 added')).toBeVisible();
    await expect(cv.getByTestId('pin-item')).toHaveText([/Pin 1 · page 2.*Update the prices\./]);
    await expect(cv.getByTestId('pin-marker')).toHaveCount(1);
    await customer.page.screenshot({ path: `${SCREENSHOTS}/pdf-1440.png` });
    // Back on page 1 the pin is not drawn; the list still has it.
    await cv.getByRole('button', { name: 'Previous page' }).click();
    await expect(cv.getByTestId('pin-marker')).toHaveCount(0);
    await expect(cv.getByTestId('pin-item')).toHaveCount(1);

    expect(noise).toEqual([]);
    const pins = await customer.page.request.get(`/api/service-requests/${created.id}/proof-pins`);
    expect((await pins.json()).data).toMatchObject([{ number: 1, page: 2, fileName: 'brochure.pdf' }]);
  } finally {
    await customer.close();
    await staff.close();
  }
});
