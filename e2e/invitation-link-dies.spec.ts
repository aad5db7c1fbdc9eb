import { expect, type Page } from '@playwright/test';
import { linkInMail, test } from './mail-server.ts';
import { DEMO_EMAILS } from '../src/server/seed/demo-accounts.ts';
import { signIn } from './fixtures.ts';

/*
 * An invitation link that dies while its page is open (issue 26): the invitee opens the e-mail's link
 * in two tabs at phone width, signs up in the first; the second tab's submit is then refused, and the
 * page says so plainly — the same "does not work" page as a used link opened afresh, with its way to
 * sign in — instead of leaving a live form under an error ("Sign in to continue" with nowhere to go).
 * And a browser signed in as someone else is told, above the form, that the new account replaces it.
 */

const PASSWORD = 'Copper-Meadow-Lantern-58!';

/** Signs the page in as Acme's owner, who invites `invitee` to Acme Foods as a member. */
async function inviteToFoods(page: Page, invitee: string): Promise<void> {
  await signIn(page, DEMO_EMAILS.acmeOwner);
  const me = (await (await page.request.get('/api/me')).json()) as {
    enterprises: { id: number; name: string }[];
  };
  const acme = me.enterprises.find((e) => e.name === 'Acme Holdings')!;
  const team = (await (await page.request.get(`/api/team/${acme.id}`)).json()) as {
    companies: { id: number; name: string }[];
  };
  const foods = team.companies.find((c) => c.name === 'Acme Foods')!.id;
  const sent = await page.request.post(`/api/team/${acme.id}/invitations`, {
    data: { emails: [invitee], companyIds: [foods], role: 'member' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('a link accepted in another tab: the second tab shows the dead-link page, not the form', async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  const invitee = `twotabs.${Date.now().toString(36)}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await inviteToFoods(page, invitee);
  const link = await linkInMail(server, invitee, '/invitation#');

  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  try {
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const tab of [first, second]) {
      await tab.goto(link);
      await expect(tab.getByRole('heading', { level: 1, name: 'Join Acme Holdings' })).toBeVisible();
      await tab.getByRole('textbox', { name: 'First name' }).fill('Tia');
      await tab.getByRole('textbox', { name: 'Last name' }).fill('Tabs');
      await tab.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    }
    await second.getByRole('textbox', { name: 'Username' }).fill(`tabs-${Date.now().toString(36)}`);

    await first.getByRole('button', { name: 'Create my account and join' }).click();
    await expect(first).toHaveURL(/\/requests$/);

    await second.getByRole('button', { name: 'Create my account and join' }).click();
    await expect(
      second.getByRole('heading', { level: 1, name: 'This invitation link does not work' }),
    ).toBeVisible();
    await expect(second.getByRole('alert')).toHaveText(
      'This invitation was already accepted. Sign in to continue.',
    );
    await expect(second.getByRole('button', { name: 'Create my account and join' })).toHaveCount(0);
    await expect(second.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('signed in as someone else, the sign-up form says that creating the account signs them out', async ({
  page,
  server,
}) => {
  test.slow();
  const invitee = `other.${Date.now().toString(36)}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await inviteToFoods(page, invitee);
  // The owner opens the link in their own browser (to check it, say).
  await page.goto(await linkInMail(server, invitee, '/invitation#'));
  await expect(page.getByRole('heading', { level: 1, name: 'Join Acme Holdings' })).toBeVisible();
  await expect(
    page.getByText(
      `You are signed in as ${DEMO_EMAILS.acmeOwner}. Creating this account for ${invitee} signs you out of ${DEMO_EMAILS.acmeOwner} in this browser.`,
    ),
  ).toBeVisible();
});
