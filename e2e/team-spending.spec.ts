import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { SessionPayload } from '../src/web/lib/session/index.ts';
import { creditsLabel } from '../src/shared/domain/formats.ts';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { drawer, saveAs, toast, typeId } from './requests-helpers.ts';

// Spending controls (issue 26): on a fresh enterprise (made through the API, as e2e/team.spec.ts does,
// so the demo people keep their settings), the owner sets a member's monthly cap and requires approval
// on the Team page; the member submits a draft and sees "Awaiting approval"; the owner approves it from
// the Approvals list; the request becomes Not Started and the balance drops. At 1280 and 375 px.

const PASSWORD = 'Spend-pass-42!x';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.SPENDING_SHOTS ?? 'test-results/spending-shots';

async function approveSignup(api: APIRequestContext, email: string) {
  const list = (await (await api.get('/api/signup-requests')).json()) as {
    data: { id: number; email: string }[];
  };
  const pending = list.data.find((r) => r.email === email);
  expect(pending, `a pending sign-up of ${email}`).toBeTruthy();
  const approved = await api.post(`/api/signup-requests/${pending!.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A fresh enterprise with its owner and one member of its company. */
async function freshEnterprise(baseURL: string) {
  const tag = unique();
  const owner = `owner.${tag}@spend.test`;
  const member = `mia.${tag}@spend.test`;
  const company = `Spendco ${tag}`;
  const visitor = await playwrightRequest.newContext({ baseURL });
  const staff = await playwrightRequest.newContext({ baseURL });
  const ownerApi = await playwrightRequest.newContext({ baseURL });
  try {
    const asked = await visitor.post('/api/signup-requests', {
      data: {
        data: {
          kind: 'enterprise',
          enterpriseName: `Spend Holdings ${tag}`,
          companyName: company,
          firstName: 'Oona',
          lastName: 'Owner',
          email: owner,
          password: PASSWORD,
          phone: '',
        },
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await signIn(staff, ACCOUNTS.staff);
    await approveSignup(staff, owner);
    const joined = await visitor.post('/api/signup-requests', {
      data: {
        data: {
          kind: 'member',
          firstName: 'Mia',
          lastName: 'Member',
          email: member,
          password: PASSWORD,
          phone: '',
          companyName: company,
          ownerEmail: owner,
        },
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const ownerSession = await signIn(ownerApi, owner, { password: PASSWORD });
    await approveSignup(ownerApi, member);
    // A starter enterprise starts at 0 credits: staff grant some, so the approval can be debited.
    const granted = await staff.post(`/api/enterprises/${ownerSession.enterprises[0]!.id}/credits`, {
      data: { data: { direction: 'grant', amount: '100', reason: 'Spending controls test' } },
    });
    expect(granted.status(), await granted.text()).toBe(200);
  } finally {
    await visitor.dispose();
    await staff.dispose();
    await ownerApi.dispose();
  }
  return { owner, member, company };
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
  const { owner, member } = await freshEnterprise(baseURL);
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
  await expect(toast(page, "Mia Member's monthly cap is 500.00.")).toBeVisible();
  await expect(card).toContainText('Monthly cap: 500.00 · 0.00 spent · 500.00 left');
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
  await expect(personCard(page, member)).toContainText(`${draft.total} spent`);
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
