import { expect, test as setup } from '@playwright/test';

setup('staff top up every enterprise for the suite', async ({ request }) => {
  const login = await request.post('/api/login', {
    data: { identifier: 'staff@studio.test', password: 'Demo-pass-1!' },
  });
  expect(login.ok()).toBe(true);
  const { enterprises } = (await login.json()) as { enterprises: { id: number }[] };
  for (const e of enterprises) {
    const res = await request.post('/api/credits/grant', {
      data: { data: { enterpriseId: e.id, amount: '5000', note: 'Browser test top-up' } },
    });
    expect(res.ok()).toBe(true);
  }
});
