import type { Locator, Page } from '@playwright/test';
import type { CustomerDashboard, StaffDashboard } from '../src/shared/schemas/dashboard.ts';
import { formatCredit } from '../src/shared/domain/formats.ts';
import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import { createLogoRequest, uniqueTitle } from './requests-helpers.ts';

/**
 * Issue 15's dashboards: every figure on the page is what the API answers (staff and customer), the
 * charts are drawn, their figures are in the charts' tables, and the pages fit a 375px phone.
 * Other browser tests create requests meanwhile, so a reading of the page counts only when the API
 * answered the same before and after it.
 */

/** The drawing of a chart (visx draws each tick label in an svg of its own). */
const DRAWING = 'svg[data-chart-drawing]';

type Overview = {
  atRisk: { enterpriseId: number }[];
  month: { allowanceGranted: string; consumed: string };
};

async function readJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The cells of a chart's table, row by row (the row header left out). */
const tableCells = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));

/** Loads the dashboard until one reading of it falls between two equal readings of the API. */
async function expectDashboardMatches<T>(
  page: Page,
  read: () => Promise<T>,
  check: (api: T) => Promise<void>,
) {
  await expect(async () => {
    const before = await read();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await check(before);
    expect((await read()) as unknown).toEqual(before);
  }).toPass({ timeout: 90_000 });
}

test.describe('dashboard figures', () => {
  test('staff: every figure and chart matches the API', async ({ page }) => {
    // Something in the unassigned queue and in this week's "created", whatever ran before.
    const owner = await signIn(page, ACCOUNTS.acmeOwner);
    await createLogoRequest(page.request, owner, uniqueTitle('Queue figure'));
    await signIn(page, ACCOUNTS.staff);

    const read = async () => ({
      d: await readJson<StaffDashboard>(page, '/api/dashboard/staff'),
      o: await readJson<Overview>(page, '/api/credits/overview'),
    });
    await expectDashboardMatches(page, read, async ({ d, o }) => {
      await expect(page.getByTestId('figure-queue')).toBeVisible();
      expect(await page.getByTestId('figure-overdue').textContent()).toBe(String(d.due.overdue));
      expect(await page.getByTestId('figure-due-soon').textContent()).toBe(String(d.due.dueSoon));
      expect(await page.getByTestId('figure-queue').textContent()).toBe(
        `${d.queue.total.toLocaleString('en-US')}${d.queue.more ? '+' : ''}`,
      );
      expect(d.queue.total).toBeGreaterThan(0);
      expect(
        await page.getByTestId('queue-item').evaluateAll((els) => els.map((e) => Number(e.dataset.id))),
      ).toEqual(d.queue.oldest.map((r) => r.id));

      const workload = await page
        .getByTestId('workload-row')
        .evaluateAll((rows) =>
          rows.map((r) => [
            Number((r as HTMLElement).dataset.user),
            ...[...r.querySelectorAll('td')].map((td) => td.textContent),
          ]),
        );
      expect(workload).toEqual(
        d.workload.map((w) => [
          w.userId,
          String(w.counts.NOT_START),
          String(w.counts.ASSIGNED),
          String(w.counts.IN_PROGRESS),
          String(w.total),
        ]),
      );

      expect(await tableCells(page.getByTestId('chart-throughput-table'))).toEqual(
        d.weekly.map((w) => [String(w.created), String(w.finished)]),
      );
      expect(await tableCells(page.getByTestId('chart-on-time-table'))).toEqual(
        d.onTime.map((m) => [m.rate === null ? '—' : `${m.rate}%`]),
      );

      const companies = await page
        .getByTestId('company-row')
        .evaluateAll((rows) =>
          rows.map((r) => [
            Number((r as HTMLElement).dataset.company),
            r.querySelector('[data-col="open"]')?.textContent,
            r.querySelector('[data-col="total"]')?.textContent,
          ]),
        );
      expect(companies).toEqual(d.byCompany.map((c) => [c.companyId, String(c.open), String(c.total)]));

      if (d.creditsByEnterprise.series.length > 0) {
        expect(await tableCells(page.getByTestId('chart-credits-by-enterprise-table'))).toEqual(
          d.creditsByEnterprise.weeks.map((_, i) =>
            d.creditsByEnterprise.series.map((s) => formatCredit(s.used[i])),
          ),
        );
      }
      expect(await page.getByTestId('month-granted').textContent()).toBe(
        formatCredit(o.month.allowanceGranted),
      );
      expect(await page.getByTestId('month-consumed').textContent()).toBe(formatCredit(o.month.consumed));
      expect(
        await page
          .getByTestId('at-risk-item')
          .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.enterprise))),
      ).toEqual(o.atRisk.map((r) => r.enterpriseId));
    });

    // The charts are drawn (their chunk loaded after the page) and named for assistive technology.
    for (const name of [/Requests created and finished per week/, /finished by their due date/]) {
      await expect(page.getByRole('img', { name }).locator(DRAWING)).toBeVisible({ timeout: 30_000 });
    }
    await expect(page.getByRole('table', { name: /Requests created and finished per week/ })).toBeAttached();
    // The queue's "View all" opens the list of unassigned Not Started requests.
    await page.getByTestId('staff-queue').getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/requests\?alignBy=not-start&assignedTo=nobody$/);
  });

  test('a customer: due soon, recently finished and credits per type match the API, own companies only', async ({
    page,
  }) => {
    const me = await signIn(page, ACCOUNTS.acmeOwner);
    const title = uniqueTitle('Due figure');
    const created = await createLogoRequest(page.request, me, title, {
      // Express: due in 2 business days, the last day that counts as "due soon".
      priorityLevel: 'EXPRESS',
    });

    await expectDashboardMatches(
      page,
      () => readJson<CustomerDashboard>(page, '/api/dashboard/customer'),
      async (d) => {
        await expect(page.getByTestId('customer-due').getByTestId('figure-overdue')).toBeVisible();
        const due = page.getByTestId('customer-due');
        expect(await due.getByTestId('figure-overdue').textContent()).toBe(String(d.due.overdue));
        expect(await due.getByTestId('figure-due-soon').textContent()).toBe(String(d.due.dueSoon));
        expect(
          await page.getByTestId('due-item').evaluateAll((els) => els.map((e) => Number(e.dataset.id))),
        ).toEqual(d.due.requests.map((r) => r.id));
        expect(
          await page.getByTestId('finished-item').evaluateAll((els) => els.map((e) => Number(e.dataset.id))),
        ).toEqual(d.recentlyFinished.map((r) => r.id));
        expect(await tableCells(page.getByTestId('chart-credits-by-type-table'))).toEqual(
          d.creditsByType.types.map((t) => [formatCredit(t.used)]),
        );
        const names = await page
          .getByTestId('chart-credits-by-type-table')
          .locator('tbody th')
          .allTextContents();
        expect(names).toEqual(d.creditsByType.types.map((t) => t.name));
      },
    );
    // The Express request is due soon: listed (unless five others are due sooner), marked, and
    // it opens from the card.
    const d0 = await readJson<CustomerDashboard>(page, '/api/dashboard/customer');
    const listed = d0.due.requests.some((r) => r.id === created.id);
    expect(listed || d0.due.requests.length === 5).toBe(true);
    if (listed) {
      const item = page.getByTestId('due-item').filter({ hasText: title });
      await expect(item).toContainText('Acme Foods');
      await expect(item.getByTestId('due-chip')).toHaveText('Due soon');
      await item.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/requests/${created.id}\\?alignBy=status$`));
    }
    // Only the user's companies: nothing of Globex.
    const d = await readJson<CustomerDashboard>(page, '/api/dashboard/customer');
    for (const r of [...d.due.requests, ...d.recentlyFinished]) {
      expect(r.companyName).not.toBe('Globex Retail');
    }
  });

  test('the figures of the other side are refused', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    expect((await page.request.get('/api/dashboard/staff')).status()).toBe(403);
    await signIn(page, ACCOUNTS.staff);
    expect((await page.request.get('/api/dashboard/customer')).status()).toBe(403);
  });

  test('the chart code is not part of a list page’s load', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/requests');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.includes('ChartCanvas'))).toEqual([]);
    // … and is loaded when the dashboard draws its first chart.
    await page.goto('/dashboard');
    await expect(page.getByTestId('usage-chart').locator(DRAWING)).toBeVisible({ timeout: 30_000 });
    expect(scripts.some((s) => s.includes('ChartCanvas'))).toBe(true);
  });
});

test.describe('dashboard figures at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const [who, charts] of [
    [ACCOUNTS.staff, ['chart-throughput', 'chart-on-time']],
    [ACCOUNTS.acmeOwner, ['usage-chart']],
  ] as const) {
    test(`${who}: the dashboard fits 375px and its charts are drawn`, async ({ page }, testInfo) => {
      await signIn(page, who);
      await page.goto('/dashboard');
      // A cold first load on a busy machine can take a while.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      for (const id of charts) {
        const svg = page.getByTestId(id).locator(DRAWING);
        await expect(svg).toBeVisible({ timeout: 30_000 });
        const box = await svg.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(375);
        expect(box!.width).toBeGreaterThan(250);
      }
      await page.waitForLoadState('networkidle');
      // Nothing wider than the screen: no sideways scrolling of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: testInfo.outputPath(`dashboard-375-${who}.png`), fullPage: true });
    });
  }
});
