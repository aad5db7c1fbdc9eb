import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import type { SessionPayload } from '../src/web/lib/session/index.ts';
import { signIn } from './fixtures.ts';
import { freshEnterprise } from './fresh-enterprise.ts';
import { toast, typeId } from './requests-helpers.ts';

// Requests left by someone who was removed (issue 26, QA): the reassign dialog's Later is not the end
// of it. The Team page keeps a notice, read from the server (so it survives a reload), whose Reassign
// opens the dialog again; a member's submission awaiting the owner's approval is among them. The audit
// log's "Who" offers the removed person, marked "(former)". At desktop and phone widths.

const PASSWORD = 'Reassign-pass-42!x';
const personCard = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Team' }).getByRole('listitem').filter({ hasText: email });

async function story(page: Page, baseURL: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const { owner, members } = await freshEnterprise(baseURL, {
    domain: 'reassign.test',
    label: 'Reassign',
    password: PASSWORD,
    members: ['Ana', 'Bo'],
    credits: '200',
  });
  const [ana, bo] = members as [string, string];
  // The owner requires approval; Bo submits a request assigned to Bo alone: it waits for the owner.
  const ownerApi = await playwrightRequest.newContext({ baseURL });
  const boApi = await playwrightRequest.newContext({ baseURL });
  const title = `Held brochure ${Date.now().toString(36)}`;
  let requestId: number;
  try {
    const ownerSession = await signIn(ownerApi, owner, { password: PASSWORD });
    const enterpriseId = ownerSession.enterprises[0]!.id;
    const setting = await ownerApi.put(`/api/team/${enterpriseId}/approval`, {
      data: { requireApproval: true },
    });
    expect(setting.status(), await setting.text()).toBe(200);
    await signIn(boApi, bo, { password: PASSWORD });
    const me = (await (await boApi.get('/api/me')).json()) as SessionPayload;
    const submitted = await boApi.post('/api/service-requests', {
      data: {
        data: {
          title,
          serviceRequestType: typeId(me, 'Logo design'),
          company: me.companies[0]!.id,
          content: JSON.stringify({ 'Brand name': 'Bo Brand', 'Number of concepts': 1 }),
          assignees: [me.user.id],
        },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const body = (await submitted.json()) as { data: { id: number; status: string } };
    expect(body.data.status).toBe('DRAFT');
    requestId = body.data.id;
  } finally {
    await ownerApi.dispose();
    await boApi.dispose();
  }

  await signIn(page, owner, { password: PASSWORD });
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const notice = page.getByTestId('team-pending-reassignments');
  await expect(personCard(page, bo)).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Bo is removed: the dialog offers the held submission, marked; the owner puts it off.
  await personCard(page, bo).getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'Remove from the enterprise?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reassign their requests' });
  await expect(dialog.getByTestId('team-reassign-list')).toContainText(
    `#${requestId} ${title} (awaiting your approval)`,
  );
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);

  // The way back: a notice on the Team page, after a reload too.
  await expect(notice).toContainText('1 request of people who left still needs a new assignee');
  await expect(notice).toContainText('Bo Member: 1 open request');
  await page.reload();
  await expect(notice).toContainText('Bo Member: 1 open request');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await notice.getByRole('button', { name: 'Reassign the requests of Bo Member' }).click();
  await expect(dialog.getByTestId('team-reassign-list')).toContainText(title);
  await dialog.getByRole('combobox', { name: 'New assignee' }).click();
  await page.getByRole('option', { name: 'Ana Member' }).click();
  await dialog.getByRole('button', { name: 'Reassign all' }).click();
  await expect(toast(page, '1 request reassigned.')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The owner approves it now: submitted, assigned to Ana.
  const row = page.getByRole('region', { name: 'Approvals' }).getByTestId(`approval-${requestId}`);
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(page, `Approved: “${title}” is submitted.`)).toBeVisible();
  const got = (await (await page.request.get(`/api/service-requests/${requestId}`)).json()) as {
    data: { status: string; assignees: { email: string }[] };
  };
  expect(got.data.status).toBe('NOT_START');
  expect(got.data.assignees.map((a) => a.email)).toEqual([ana]);

  // The audit log's "Who" offers Bo, former, and filters by them.
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: 'Bo Member (former)' }).click();
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Submission awaiting approval' }),
  ).toHaveCount(1);
  await expect(page.getByTestId('audit-entry').filter({ hasNotText: 'Bo Member' })).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('Requests of people who left', () => {
  test('at 1280 px: Later, then the Team page notice reopens the reassignment; Who offers the former member', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await story(page, baseURL!, 1280);
  });

  test('at 390 px: the same on a phone', async ({ page, baseURL }) => {
    test.slow();
    await story(page, baseURL!, 390);
  });
});
