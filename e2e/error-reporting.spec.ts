import { expect, test } from './fixtures.ts';

// Errors you can see: the example page's error boundary reports the error to the server, which logs
// it under a reference (POST /api/client-errors answers it) and the page shows that reference. The
// test server has no SENTRY_DSN, so no Sentry code is loaded and nothing leaves the origin.
test('the example error page reports its error and shows the reference the server logged', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/client-config');
  await page.goto('/sentry-example-page');
  expect(await (await config).json()).toEqual({ data: { sentry: null } });

  const accepted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/client-errors' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Throw sample error' }).click();
  const response = await accepted;
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({
    data: { source: 'boundary', message: 'Sample error from /sentry-example-page' },
  });
  const { reference } = (await response.json()).data as { reference: string };
  expect(reference).toMatch(/^[0-9a-f]{12}$/);
  await expect(page.getByRole('status').getByRole('alert')).toContainText(
    'Caught: Sample error from /sentry-example-page',
  );
  await expect(page.getByText(`Reference: ${reference}`)).toBeVisible();

  // Without a DSN: only our own origin was asked for anything, and no Sentry chunk was loaded.
  const origin = new URL(page.url()).origin;
  const http = requested.filter((url) => url.startsWith('http'));
  expect(http.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(http.filter((url) => /\/assets\/sentry-[^/]*\.js/.test(url))).toEqual([]);
});
