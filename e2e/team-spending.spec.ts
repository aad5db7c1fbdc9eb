import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { SessionPayload } from '../src/web/lib/session/index.ts';
import { creditsLabel } from '../src/shared/domain/formats.ts';
import { signIn } from './fixtures.ts';
import { freshEnterprise, unique } from './fresh-enterprise.ts';
import { drawer, saveAs, toast, typeId } from './requests-helpers.ts';

// Spending controls (issue 26): on a fresh enterprise (made through the API, as e2e/team.spec.ts does,
// so the demo people keep their settings), the owner sets a member's monthly cap and requires approval
// on the Team page; the member submits a draft and sees "Awaiting approval"; the owner approves it from
// the Approvals list; the request becomes Not Started and the balance drops. At 1280 and 375 px.

const PASSWORD = 'Spend-pass-42!x';
const SHOTS = process.env.SPENDING_SHOTS ?? 'test-results/spending-shots';

/** A fresh enterprise with its owner, one member (Mia) and 100 credits. */
async function spendingEnterprise(baseURL: string) {
  const made = await freshEnterprise(baseURL, {
    domain: 'spend.test',
    label: 'Spend',
    password: PASSWORD,
    members: ['Mia'],
    credits: '100',
  });
  return { owner: made.owner, member: made.members[0]!, company: made.company };
}

const personCard = (page: Page, email: string) => page.getByRole('listitem').filter({ hasText: email });
const noSideScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

async function balanceOf(api: APIRequestContext): Promise<number> {
  const me = (await (await api.get('/api/me')).json()) as SessionPayload;
  return Number(me.enterprises[0]!.availableRequestCredit);
}

async function capApproveFlow(page: Page, baseURL: string, width: number) {
  const { owner, member } = await spendingEnterprise(baseURL);
  const w = `${width}`;

  // The member has a draft (made through the API: the form itself is tested elsewhere).
  const memberApi = await playwrightRequest.newContext({ baseURL });
  await signIn(memberApi, member, { password: PASSWORD });
  const me = (await (await memberApi.get('/api/me')).json()) as SessionPayload;
  const logo = typeId(me, 'Logo design');
  const title = `Cap and approval ${unique()}`;
  const drafted = await memberApi.put('/api/service-requests', {
    data: {
      data: {
        title,
        serviceRequestType: logo,
        company: me.companies[0]!.id,
        content: JSON.stringify({ 'Brand name': 'Spendco', 'Number of concepts': 1 }),
        assignees: [me.user.id],
      },
    },
  });
  expect(drafted.status(), await drafted.text()).toBe(200);
  const draft = ((await drafted.json()) as { data: { id: number; total: string } }).data;
  const balanceBefore = await balanceOf(memberApi);

  // The owner sets Mia's cap and turns on approval on the Team page.
  await signIn(page, owner, { password: PASSWORD });
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const card = personCard(page, member);
  await expect(card).toContainText('Monthly cap: none');
  await card.getByRole('button', { name: /Set the monthly cap of Mia Member/ }).click();
  const capDialog = page.getByRole('dialog', { name: 'Monthly cap of Mia Member' });
  await capDialog.getByLabel('Monthly cap (credits)').fill('1.234');
  await expect(capDialog).toContainText('at most two decimals');
  await capDialog.getByLabel('Monthly cap (credits)').fill('500');
  await capDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, "Mia Member's monthly cap is 500 credits.")).toBeVisible();
  await expect(card).toContainText('Monthly cap: 500 credits · 0 credits spent · 500 credits left');
  await expect(personCard(page, owner)).toContainText('owners are never capped');

  const approvalSwitch = page.getByRole('switch', { name: "Require owner approval of members' submissions" });
  await expect(approvalSwitch).not.toBeChecked();
  await approvalSwitch.click();
  await expect(toast(page, "Members' submissions now wait for an owner's approval.")).toBeVisible();
  await expect(approvalSwitch).toBeChecked();
  await expect(page.getByRole('region', { name: 'Approvals' })).toContainText('No submission is waiting');
  await noSideScroll(page);
  await page.screenshot({ path: `${SHOTS}/team-${w}.png`, fullPage: true });

  // The member submits the draft: it awaits approval, nothing is spent.
  const memberPage = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
  await signIn(memberPage, member, { password: PASSWORD });
  await memberPage.goto(`/requests/${draft.id}?alignBy=draft&mode=edit`);
  await expect(drawer(memberPage).getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  // Their cap and what is left of it, beside the price.
  await expect(memberPage.getByTestId('monthly-cap-left')).toContainText('500');
  await drawer(memberPage).getByRole('complementary', { name: 'Request summary' }).scrollIntoViewIfNeeded();
  await memberPage.screenshot({ path: `${SHOTS}/form-cap-${w}.png` });
  await saveAs(memberPage, 'Submit Request');
  await expect(
    toast(
      memberPage,
      'Submitted for approval: an owner of the enterprise must approve it before any credit is spent.',
    ),
  ).toBeVisible();
  await memberPage.goto(`/requests?alignBy=draft`);
  await expect(
    memberPage
      .getByRole('link', { name: new RegExp(title) })
      .or(memberPage.getByText(title))
      .first(),
  ).toBeVisible();
  await expect(memberPage.getByTestId('awaiting-approval').first()).toBeVisible();
  await noSideScroll(memberPage);
  await memberPage.screenshot({ path: `${SHOTS}/list-${w}.png` });
  await memberPage.goto(`/requests/${draft.id}?alignBy=draft`);
  await expect(memberPage.getByTestId('approval-banner')).toContainText('Awaiting approval');
  await expect(
    memberPage.getByTestId('approval-banner').getByRole('button', { name: 'Withdraw' }),
  ).toBeVisible();
  await noSideScroll(memberPage);
  await expect(drawer(memberPage).getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  // The drawer's slide-in has ended (the screenshot shows it in place).
  await memberPage.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await memberPage.screenshot({ path: `${SHOTS}/awaiting-${w}.png`, fullPage: true });
  expect(await balanceOf(memberApi)).toBe(balanceBefore);

  // The owner approves it from the Approvals list.
  await page.reload();
  const approvals = page.getByRole('region', { name: 'Approvals' });
  const row = approvals.getByTestId(`approval-${draft.id}`);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Mia Member');
  await expect(row).toContainText(creditsLabel(draft.total));
  await noSideScroll(page);
  await approvals.screenshot({ path: `${SHOTS}/approvals-${w}.png` });
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(page, `Approved: “${title}” is submitted.`)).toBeVisible();
  await expect(approvals).toContainText('No submission is waiting');
  await expect(personCard(page, member)).toContainText(`${creditsLabel(draft.total)} spent`);
  // The shell's balance follows (on a phone it is in the menu drawer).
  if (width >= 900) {
    await expect(page.getByTestId('credit-balance').first()).toContainText(
      String(balanceBefore - Number(draft.total)),
    );
  }
  await page.screenshot({ path: `${SHOTS}/team-after-${w}.png`, fullPage: true });

  // Not Started, and the balance dropped by its price.
  const after = (await (await memberApi.get(`/api/service-requests/${draft.id}`)).json()) as {
    data: { status: string; approval: { state: string } };
  };
  expect(after.data.status).toBe('NOT_START');
  expect(after.data.approval.state).toBe('approved');
  expect(await balanceOf(memberApi)).toBeCloseTo(balanceBefore - Number(draft.total), 2);
  await memberPage.goto(`/requests/${draft.id}?alignBy=not-start`);
  await expect(drawer(memberPage)).toContainText('Not Started');
  await memberPage.close();
  await memberApi.dispose();
}

test.describe('Spending controls on the Team page', () => {
  test('at 1280 px: cap, approval required, member submits, owner approves', async ({ page, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await capApproveFlow(page, baseURL!, 1280);
  });

  test('at 375 px the same', async ({ page, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await capApproveFlow(page, baseURL!, 375);
  });
});
