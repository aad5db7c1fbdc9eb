import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import { createLogoRequest, toast, uniqueTitle } from './requests-helpers.ts';

const TILES = [
  ['NOT_START', 'Not Started', 'not-start'],
  ['ASSIGNED', 'Assigned', 'assigned'],
  ['IN_PROGRESS', 'In Progress', 'in-progress'],
  ['FINISHED', 'Finished', 'finished'],
  ['CANCELLED', 'Cancelled', 'cancelled'],
  ['DRAFT', 'Draft', 'draft'],
] as const;

type Counts = Record<(typeof TILES)[number][0], number>;

const statusRegion = (page: Page) => page.getByRole('region', { name: 'Requests by status' });

/**
 * The tiles show what GET /api/dashboard answers. Other browser tests create requests at the same
 * time, so the page is reloaded until a reading of the page falls between two equal readings of the
 * API. The page gets the full expect timeout to render (a cold load on a busy machine is slow).
 */
async function expectTilesMatchApi(page: Page) {
  const readApi = async () =>
    ((await (await page.request.get('/api/dashboard')).json()) as { data: { counts: Counts } }).data.counts;
  await expect(async () => {
    const before = await readApi();
    await page.reload();
    const region = statusRegion(page);
    await expect(region.getByTestId('status-count')).toHaveCount(TILES.length);
    const shown: Record<string, string> = {};
    for (const [status, label] of TILES) {
      const tile = region.getByTestId(`status-tile-${status}`);
      await expect(tile).toContainText(label);
      shown[status] = (await tile.getByTestId('status-count').textContent()) ?? '';
    }
    const after = await readApi();
    expect(after).toEqual(before);
    expect(shown).toEqual(
      Object.fromEntries(TILES.map(([status]) => [status, after[status].toLocaleString('en-US')])),
    );
  }).toPass({ timeout: 45_000 });
}

test.describe('dashboard', () => {
  test('a customer owner sees the status tiles, recent requests, credits, ledger and invitation link', async ({
    page,
    context,
  }) => {
    const me = await signIn(page, ACCOUNTS.acmeOwner);
    const title = uniqueTitle('Dashboard recent');
    const created = await createLogoRequest(page.request, me, title);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia');
    await expectTilesMatchApi(page);

    // The request just submitted is the newest: it opens over the request list.
    const recent = page.getByRole('region', { name: 'Recent requests' });
    const row = recent.getByTestId('recent-request').filter({ hasText: title });
    await expect(row).toContainText('Acme Foods');
    await expect(row).toContainText('Not Started');

    // Credit balance from the session; the ledger (the owner's) shows the charge of that request.
    const acme = me.enterprises.find((e) => e.name === 'Acme Holdings')!;
    const credits = page.getByRole('region', { name: 'Your credit balance' });
    await expect(credits).toContainText('Acme Holdings');
    await expect(credits).toContainText('credits available');
    const ledger = page.getByRole('region', { name: /Credit ledger/ });
    await expect(ledger).toContainText('Acme Holdings');
    const charge = ledger
      .getByTestId('ledger-entry')
      .filter({ has: page.getByRole('link', { name: `Request #${created.id}`, exact: true }) });
    await expect(charge).toContainText('Request charged');
    await expect(charge).toContainText(`−${Number(created.chargedCredit)}`);

    // Invitation link: /settings/{first enterprise}/{signed token}/signup-request, copied to the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const invite = page.getByRole('region', { name: 'Invite a colleague' });
    expect(acme.inviteToken).toMatch(new RegExp(`^${me.user.id}\\.[A-Za-z0-9_-]{22}$`));
    const link = `/settings/${acme.id}/${acme.inviteToken}/signup-request`;
    await expect(invite.getByTestId('invite-link')).toHaveText(new RegExp(`${link}$`));
    await invite.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${link}$`));

    // Owners decide sign-up requests here (the approval e-mail links to #signup-requests).
    await expect(page.getByRole('region', { name: 'Sign-up requests' })).toHaveAttribute(
      'id',
      'signup-requests',
    );

    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/requests/${created.id}\\?alignBy=status$`));
    await expect(page.getByTestId('request-drawer-title')).toContainText(title);
  });

  test('a status tile opens the request list on that status', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/dashboard');
    await statusRegion(page).getByTestId('status-tile-IN_PROGRESS').click();
    await expect(page).toHaveURL(/\/requests\?alignBy=in-progress$/);
    await expect(page.getByRole('tab', { name: /In Progress/, selected: true })).toBeVisible();
  });

  test('a member sees the figures and the invitation, but neither the ledger nor sign-up requests', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.acmeMember);
    await page.goto('/dashboard');
    await expectTilesMatchApi(page);
    await expect(page.getByRole('region', { name: 'Invite a colleague' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Credit ledger/ })).toHaveCount(0);
    await expect(page.locator('#signup-requests')).toHaveCount(0);
  });

  test('staff see every customer figure, all enterprise balances and the sign-up requests', async ({
    page,
  }) => {
    const me = await signIn(page, ACCOUNTS.staff);
    await page.goto('/dashboard');
    await expectTilesMatchApi(page);
    const balances = page.getByRole('region', { name: 'Enterprise credit balances' });
    for (const e of me.enterprises.filter((x) => x.name === 'Acme Holdings' || x.name === 'Globex')) {
      await expect(balances).toContainText(e.name);
    }
    await expect(page.locator('#signup-requests')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invite a colleague' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Credit ledger/ })).toHaveCount(0);
  });
});

// Screenshots at desktop and phone widths, attached to the report and kept in the test output.
for (const width of [1280, 390]) {
  for (const who of ['acmeOwner', 'staff'] as const) {
    test(`dashboard screenshot: ${who} at ${width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await signIn(page, ACCOUNTS[who]);
      // A pending member request, so the Sign-up requests card shows one (the public endpoint is
      // rate limited: one is created only when none is waiting).
      const pending = (await (await page.request.get('/api/signup-requests')).json()) as { data: unknown[] };
      if (pending.data.length === 0) {
        const res = await page.request.post('/api/signup-requests', {
          data: {
            data: {
              kind: 'member',
              firstName: 'Rosa',
              lastName: 'Parkes',
              email: `rosa.${Date.now().toString(36)}@example.com`,
              password: 'Strong-pass-9',
              phone: '123-456-7890',
              companyName: 'Acme Foods',
              ownerEmail: ACCOUNTS.acmeOwner,
              message: 'I run the pastry line at Acme Foods and need to order menu designs.',
            },
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      await page.goto('/dashboard');
      await expect(statusRegion(page).getByTestId('status-count').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const path = testInfo.outputPath(`dashboard-${who}-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`dashboard-${who}-${width}`, { path, contentType: 'image/png' });
    });
  }
}
