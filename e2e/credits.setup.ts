import { expect, test as setup } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';

setup('staff top up every enterprise for the suite', async ({ request }) => {
  const { enterprises } = await signIn(request, ACCOUNTS.staff);
  for (const e of enterprises) {
    const res = await request.post(`/api/enterprises/${e.id}/credits`, {
      data: { data: { direction: 'grant', amount: '5000', reason: 'Browser test top-up' } },
    });
    expect(res.ok()).toBe(true);
  }
});
