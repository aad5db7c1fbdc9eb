import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, request as playwrightRequest, test, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { freshEnterprise } from './fresh-enterprise.ts';

// Outbound webhooks (issue 29) on the Integrations page, at desktop and phone widths: an owner adds an
// endpoint pointing at a receiver this test starts on 127.0.0.1 (the server runs with
// WEBHOOKS_ALLOW_PRIVATE_URLS and WEBHOOKS_ALLOW_HTTP), copies the secret shown once, sends a test
// event, sees it delivered in the endpoint's log with the receiver's answer, and the receiver
// verifies its signature with that secret.

type Hit = { headers: Record<string, string>; body: string };

async function startReceiver() {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('Thanks from the receiver');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { hits, url, close: () => new Promise((r) => server.close(r)) };
}

const shots = async (page: Page, name: string, width: number, testInfo: TestInfo) => {
  const path = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
};

for (const width of [1440, 375]) {
  test(`an owner adds an endpoint, sends a test event and sees it in the log at ${width}px`, async ({
    page,
  }, testInfo) => {
    const receiver = await startReceiver();
    try {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
      await signIn(page, ACCOUNTS.acmeOwner);
      await page.goto('/dashboard');
      // Through the navigation, as a person finds it (on a phone, behind the menu button).
      if (width < 900) await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('link', { name: 'Integrations' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an endpoint' });
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText('Enter the address that receives the events')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://user:pw@example.com/x');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByRole('alert')).toContainText('must not contain a user name or password');
      await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
      const description = `Relay ${width} ${Date.now().toString(36)}`;
      await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
      await expect(dialog.getByRole('checkbox', { name: 'Comment created' })).toBeChecked();
      await shots(page, 'webhook-form', width, testInfo);
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();

      const secretDialog = page.getByRole('dialog', { name: 'The endpoint’s signing secret' });
      await expect(secretDialog.getByText('it is shown only this once')).toBeVisible();
      const secret = await secretDialog.getByTestId('webhook-secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await secretDialog.getByRole('button', { name: 'Done' }).click();

      const card = page.getByRole('listitem', { name: description });
      await expect(card).toContainText(receiver.url);
      await expect(card).toContainText('Acme Holdings');
      await card.getByRole('button', { name: 'Send a test event' }).click();
      const log = card.getByRole('list', { name: 'Delivery log' });
      const row = log.getByRole('listitem', { name: 'webhook.test Delivered' });
      await expect(row).toBeVisible();
      await expect(row).toContainText('HTTP 200');
      await row.getByRole('button', { name: 'Attempts' }).click();
      await expect(row.getByLabel('Answer')).toHaveText('Thanks from the receiver');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shots(page, 'webhook-log', width, testInfo);

      // The receiver got one signed test delivery that verifies with the secret shown. (Tests beside
      // this one act in Acme too: the endpoint, subscribed to everything, may get their events.)
      const testHits = () =>
        receiver.hits.filter((h) => (JSON.parse(h.body) as { type: string }).type === 'webhook.test');
      expect(testHits()).toHaveLength(1);
      const hit = testHits()[0]!;
      const payload = new Webhook(secret).verify(hit.body, hit.headers) as { type: string };
      expect(payload.type).toBe('webhook.test');

      // Redeliver sends the same event again.
      await row.getByRole('button', { name: 'Redeliver' }).click();
      await expect.poll(() => testHits().length).toBe(2);
      expect(testHits()[1]!.headers['webhook-id']).toBe(hit.headers['webhook-id']);

      // Clean up: the next run of this test starts from no endpoint of its own.
      await card.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this endpoint?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(card).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
}

// An endpoint outlives no one's right to manage it (docs/integrations.md): an owner's endpoint is
// paused when they are made a member, shown so to the owner who stays, with who set it up and why,
// and resumed by that owner after a confirmation, under their name.
for (const [width, height] of [
  [1440, 900],
  [375, 812],
] as const) {
  test(`an owner sees a former owner's endpoint paused and resumes it at ${width}px`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const password = 'Paused-hooks-2026!';
    const { owner, members, enterpriseId } = await freshEnterprise(baseURL!, {
      domain: 'paused-hooks.test',
      label: 'Hooks',
      password,
      members: ['Mira'],
    });
    const ownerApi = await playwrightRequest.newContext({ baseURL });
    const miraApi = await playwrightRequest.newContext({ baseURL });
    try {
      await signIn(ownerApi, owner, { password });
      const mira = await signIn(miraApi, members[0]!, { password });
      const role = (r: 'owner' | 'member') =>
        ownerApi.put(`/api/team/${enterpriseId}/people/${mira.user.id}/role`, { data: { role: r } });
      expect((await role('owner')).status()).toBe(200);
      const added = await miraApi.post('/api/integrations/webhooks', {
        data: {
          // Never called: nothing it wants happens here, and no test event is sent.
          url: 'http://127.0.0.1:9/creditdesk',
          description: 'Mira’s relay',
          events: ['request.created'],
        },
      });
      expect(added.status(), await added.text()).toBe(201);
      expect((await role('member')).status()).toBe(200);

      await page.setViewportSize({ width, height });
      await signIn(page, owner, { password });
      await page.goto('/integrations');
      const card = page.getByRole('listitem', { name: 'Mira’s relay' });
      await expect(card.getByText('Paused', { exact: true })).toBeVisible();
      const alert = card.getByRole('alert');
      await expect(alert).toContainText('Paused: Mira Member is no longer an owner of the company group.');
      await expect(card.getByRole('switch', { name: 'Send events to Mira’s relay' })).not.toBeChecked();
      await expect(card.getByRole('button', { name: 'Send a test event' })).toBeDisabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shots(page, 'webhook-paused', width, testInfo);

      await alert.getByRole('button', { name: 'Resume' }).click();
      const dialog = page.getByRole('dialog', { name: 'Resume this endpoint?' });
      await expect(dialog).toContainText('It was set up by Mira Member');
      await shots(page, 'webhook-resume', width, testInfo);
      await dialog.getByRole('button', { name: 'Resume' }).click();
      await expect(card.getByRole('alert')).toHaveCount(0);
      await expect(card).toContainText('managed by Oona Owner');
      await expect(card.getByRole('switch', { name: 'Send events to Mira’s relay' })).toBeChecked();
    } finally {
      await ownerApi.dispose();
      await miraApi.dispose();
    }
  });
}
