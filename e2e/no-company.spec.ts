import { expect, signIn, test } from './fixtures.ts';
import { freshEnterprise } from './fresh-enterprise.ts';

/*
 * Someone removed from the last company they were in can still sign in (their requests and comments
 * stay theirs), but there is nothing they may request or spend: the dashboard says so and why,
 * instead of greeting them as usual with a New Request that can choose no company.
 */

const PASSWORD = 'Quartz-Harbor-Violet-37!';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('a member removed from their only company signs in to a dashboard that says they are in none', async ({
  page,
  baseURL,
}) => {
  const { owner, members } = await freshEnterprise(baseURL!, {
    domain: 'nocompany.test',
    label: 'Nocompany',
    password: PASSWORD,
    members: ['Rhea'],
  });
  const me = await signIn(page, owner, { password: PASSWORD });
  const enterpriseId = me.enterprises[0]!.id;
  const team = (await (await page.request.get(`/api/team/${enterpriseId}`)).json()) as {
    people: { id: number; email: string }[];
  };
  const rhea = team.people.find((p) => p.email === members[0])!;
  const removed = await page.request.delete(`/api/team/${enterpriseId}/people/${rhea.id}`);
  expect(removed.status(), await removed.text()).toBe(200);

  const session = await signIn(page, members[0]!, { password: PASSWORD });
  expect(session.companies).toEqual([]);
  await page.goto('/dashboard');
  await expect(
    page.getByText(
      'You are not in any company at the moment, so you cannot submit requests. Ask an owner of your enterprise to add you to a company.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Here is where your requests and credits stand.')).toHaveCount(0);
  await expect(page.getByText('No requests yet')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'New Request' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'New Request' })).toHaveCount(0);
});
