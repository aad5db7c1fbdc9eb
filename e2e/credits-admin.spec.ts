import fs from 'node:fs';
import { formatDate } from '../src/shared/domain/formats.ts';
import { ACCOUNTS, expect, sidebarNav, signIn, test } from './fixtures.ts';

test('staff change an enterprise tier and grant credit from the Enterprises screen', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, ACCOUNTS.staff);
  await page.goto('/dashboard');
  await sidebarNav(page).getByRole('link', { name: 'Enterprises' }).click();
  await expect(page).toHaveURL(/\/enterprises$/);
  await page.getByRole('searchbox', { name: 'Search enterprises' }).fill('globex');
  await page.getByRole('searchbox', { name: 'Search enterprises' }).press('Enter');
  await expect(page.getByTestId('enterprise-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'Globex' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Globex' })).toBeVisible();

  // Tier: Basic 200 → Premium 1400. Paid to paid, it starts at the next renewal (issue 23: it looked
  // as if it applied at once): the page says when, keeps the current tier and allowance until then,
  // and records the coming tier in the history with who did it.
  const id = Number(/\/enterprises\/(\d+)/.exec(page.url())![1]);
  const { data: before } = (await (await page.request.get(`/api/enterprises/${id}`)).json()) as {
    data: { nextRenewal: string };
  };
  const from = formatDate(before.nextRenewal);
  await page.getByRole('combobox', { name: 'Tier' }).click();
  await page.getByRole('option', { name: /Premium 1400/ }).click();
  await expect(page.getByText(`From the next renewal, ${from}`)).toBeVisible();
  await page.getByRole('button', { name: 'Save membership' }).click();
  await expect(
    page.getByText(`Premium 1400 from ${from} (the next renewal); Basic 200 until then`),
  ).toBeVisible();
  await expect(page.getByTestId('enterprise-tier')).toHaveText('Basic 200');
  await expect(page.getByTestId('enterprise-tier-next')).toHaveText(`Premium 1400 from ${from}`);
  await expect(page.getByTestId('enterprise-allowance')).toHaveText('50');
  await expect(page.getByTestId('enterprise-allowance-next')).toHaveText(`400 from ${from}`);
  await expect(page.getByTestId('enterprise-history').getByRole('listitem').first()).toContainText(
    'Tier from the next renewal: — → Premium 1400',
  );
  await expect(page.getByTestId('pending-tier')).toContainText(
    `Premium 1400 (400 credits a month) starts at the next renewal, ${from}. Until then: Basic 200, 50 credits a month.`,
  );
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: testInfo.outputPath(`enterprise-pending-tier-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Grant the difference now: a grant with a reason, prefilled with the difference.
  const start = Number(await page.getByTestId('enterprise-balance').textContent());
  await page.getByRole('button', { name: 'Grant the difference now' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant the difference now' });
  await expect(grant.getByRole('textbox', { name: 'Credits' })).toHaveValue('350');
  await expect(grant.getByRole('textbox', { name: 'Reason' })).toHaveValue(
    `Premium 1400 from now: the difference until the renewal of ${from}`,
  );
  await grant.getByRole('button', { name: 'Grant 350 credits' }).click();
  await expect(grant).toBeHidden();
  await expect(page.getByTestId('enterprise-balance')).toHaveText(String(start + 350));
  await expect(page.getByTestId('ledger-row').first()).toContainText('Premium 1400 from now');

  // The owner's dashboard: the current plan beside the balance, and the coming one with its date.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, ACCOUNTS.globexOwner);
  await ownerPage.goto('/dashboard');
  await expect(ownerPage.getByTestId('dashboard-plan')).toHaveText('Basic 200 plan · 50 credits a month');
  await expect(ownerPage.getByTestId('dashboard-next-plan')).toHaveText(
    `Then Premium 1400 plan · 400 credits a month, from ${from}`,
  );
  await ownerPage.setViewportSize({ width: 375, height: 812 });
  await ownerPage.screenshot({ path: testInfo.outputPath('dashboard-next-plan-375.png'), fullPage: true });
  await owner.close();

  // Grant with a reason: the balance moves and the ledger names the staff member.
  const balance = Number(await page.getByTestId('enterprise-balance').textContent());
  const form = page.getByRole('form', { name: 'Grant or remove credit' });
  await form.getByRole('textbox', { name: 'Credits' }).fill('12.5');
  // Its own reason per attempt: the same grant by the same person within two minutes is answered as
  // a repeat and not made again, so a retry with the same words would find the balance unmoved.
  const reason = `Launch bonus, attempt ${testInfo.retry + 1}`;
  await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await form.getByRole('button', { name: 'Grant credit' }).click();
  await expect(page.getByTestId('enterprise-balance')).toHaveText(String(balance + 12.5));
  const row = page.getByTestId('ledger-row').first();
  await expect(row).toContainText('Credits added');
  await expect(row).toContainText(reason);
  await expect(row).toContainText('+12.5');

  // A removal beyond the balance is refused with the reason, and nothing changes.
  await form.getByRole('button', { name: 'Remove' }).click();
  await form.getByRole('textbox', { name: 'Credits' }).fill('999999');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Mistake');
  await form.getByRole('button', { name: 'Remove credit' }).click();
  await expect(form.getByRole('alert')).toContainText('cannot go below zero');
  await expect(page.getByTestId('enterprise-balance')).toHaveText(String(balance + 12.5));
});

test('an owner reads the credit report and ledger, filters it and exports the CSV', async ({ page }) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  await page.goto('/dashboard');
  const report = page.getByRole('region', { name: /Credit report/ });
  await expect(report.getByTestId('report-forecast')).toHaveText(
    /^(Enough until renewal|At this pace your credits last until .+)$/,
  );
  await expect(
    report.getByRole('img', { name: /Credits used per week over the last 12 weeks/ }),
  ).toBeVisible();
  await report.getByRole('button', { name: 'How the forecast is made' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('divided by 28');

  await report.getByRole('link', { name: 'Ledger' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await expect(page.getByTestId('ledger-row').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Kinds' }).click();
  await page.getByRole('option', { name: 'Monthly allowance' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('ledger-row')).toHaveCount(1);
  await expect(page.getByTestId('ledger-row')).toContainText('Monthly allowance');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('date,kind,amount,balance_after,request_id,who,note');
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,allowance,190\.00,190\.00,,/);
});
