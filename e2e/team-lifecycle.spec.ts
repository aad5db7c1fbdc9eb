import { expect, type Page } from '@playwright/test';
import type { SessionPayload } from '../src/web/lib/session/index.ts';
import { DEMO_EMAILS } from '../src/server/seed/demo-accounts.ts';
import { sidebarNav, signIn } from './fixtures.ts';
import { linkInMail, test } from './mail-server.ts';
import { drawer, saveAs, toast, typeId } from './requests-helpers.ts';
import { creditsLabel } from '../src/shared/domain/formats.ts';

/*
 * A colleague's whole time in a team (issue 26, "Done when"), in one story on a server of its own
 * with e-mail on (mail-server.ts): the Acme owner invites a colleague by e-mail; the colleague accepts
 * from the link in their mailbox; the owner sets their monthly cap and requires approval; the
 * colleague submits a request, which waits; the owner approves it; the owner removes the colleague,
 * whose open tab loses access at its next step. The parts are tested in depth (and at phone width) by
 * team-invitations, team-spending and team.spec.ts; this is the path between them.
 */

const PASSWORD = 'Copper-Meadow-Lantern-58!';
const personCard = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Team' }).getByRole('listitem').filter({ hasText: email });

test('an owner invites a colleague, caps and approves their spending, then removes them', async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  const colleague = `cora.${Date.now().toString(36)}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_EMAILS.acmeOwner);
  await page.goto('/dashboard');
  await sidebarNav(page).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  // 1. The owner invites the colleague to Acme Foods by e-mail.
  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await invite.getByRole('textbox', { name: 'E-mail addresses' }).fill(colleague);
  await invite.getByRole('checkbox', { name: 'Acme Foods' }).check();
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();

  // 2. The colleague accepts from the link in their mailbox, in a browser of their own.
  const link = await linkInMail(server, colleague, '/invitation#');
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  try {
    await tab.goto(link);
    await expect(tab.getByRole('heading', { level: 1, name: 'Join Acme Holdings' })).toBeVisible();
    await tab.getByRole('textbox', { name: 'First name' }).fill('Cora');
    await tab.getByRole('textbox', { name: 'Last name' }).fill('Colleague');
    await tab.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Create my account and join' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();

    // 3. The owner sees them in the team, sets their monthly cap and requires approval.
    await page.reload();
    const card = personCard(page, colleague);
    await expect(card).toContainText('Cora Colleague');
    await card.getByRole('button', { name: /Set the monthly cap of Cora Colleague/ }).click();
    const capDialog = page.getByRole('dialog', { name: 'Monthly cap of Cora Colleague' });
    await capDialog.getByLabel('Monthly cap (credits)').fill('500');
    await capDialog.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText('Monthly cap: 500 credits · 0 credits spent · 500 credits left');
    const approval = page.getByRole('switch', { name: "Require owner approval of members' submissions" });
    await approval.click();
    await expect(approval).toBeChecked();

    // 4. The colleague submits a request: it waits for approval, nothing is spent.
    const me = (await (await tab.request.get('/api/me')).json()) as SessionPayload;
    const title = `Welcome pack ${Date.now().toString(36)}`;
    const drafted = await tab.request.put('/api/service-requests', {
      data: {
        data: {
          title,
          serviceRequestType: typeId(me, 'Logo design'),
          company: me.companies[0]!.id,
          content: JSON.stringify({ 'Brand name': 'Acme', 'Number of concepts': 1 }),
          assignees: [me.user.id],
        },
      },
    });
    expect(drafted.status(), await drafted.text()).toBe(200);
    const draft = ((await drafted.json()) as { data: { id: number; total: string } }).data;
    await tab.goto(`/requests/${draft.id}?alignBy=draft&mode=edit`);
    await expect(drawer(tab).getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    await saveAs(tab, 'Submit Request');
    await expect(
      toast(
        tab,
        'Submitted for approval: an owner of the enterprise must approve it before any credit is spent.',
      ),
    ).toBeVisible();

    // 5. The owner approves it: it is submitted, and counts against the colleague's cap.
    await page.reload();
    const row = page.getByRole('region', { name: 'Approvals' }).getByTestId(`approval-${draft.id}`);
    await expect(row).toContainText(title);
    await row.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(toast(page, `Approved: “${title}” is submitted.`)).toBeVisible();
    await expect(personCard(page, colleague)).toContainText(`${creditsLabel(draft.total)} spent`);
    const submitted = (await (await tab.request.get(`/api/service-requests/${draft.id}`)).json()) as {
      data: { status: string };
    };
    expect(submitted.data.status).toBe('NOT_START');

    // 6. The owner removes the colleague; their open tab loses access at its next step.
    await tab.goto('/requests');
    await expect(tab.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
    await personCard(page, colleague).getByRole('button', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove from the enterprise?' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(/Cora Colleague was removed from/)).toBeVisible();
    await expect(personCard(page, colleague)).toHaveCount(0);
    // The tab may already have been sent to sign-in by itself (a refetch answered 401); else its next
    // click gets it there.
    await expect(async () => {
      if (!/\/login/.test(tab.url())) {
        await sidebarNav(tab).getByRole('link', { name: 'Dashboard' }).click({ timeout: 2_000 });
      }
      await expect(tab).toHaveURL(/\/login/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect((await tab.request.get('/api/me')).status()).toBe(401);
  } finally {
    await context.close();
  }
});
