import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { createLogoRequest, drawer, uniqueTitle } from './requests-helpers.ts';
import { solidPng } from './proof-fixtures.ts';

// A designer delivers print files beside the web picture: a Photoshop file and a TIFF sniff as image/…
// but no browser draws them. The customer opening them in the file viewer is told to download them
// (spec section 5, Preview), not shown a broken picture; the PNG still shows. At 1280 and 390 px.

/** A Photoshop header (the server sniffs image/vnd.adobe.photoshop). */
const psd = () => {
  const head = Buffer.alloc(26);
  head.write('8BPS', 0, 'ascii');
  head.writeUInt16BE(1, 4);
  head.writeUInt16BE(3, 12);
  head.writeUInt32BE(10, 14);
  head.writeUInt32BE(10, 18);
  head.writeUInt16BE(8, 22);
  head.writeUInt16BE(3, 24);
  return Buffer.concat([head, Buffer.alloc(64)]);
};
/** A little-endian TIFF header (the server sniffs image/tiff). */
const tiff = () =>
  Buffer.concat([Buffer.from('II*\0', 'binary'), Buffer.from([8, 0, 0, 0]), Buffer.alloc(32)]);

const UNSUPPORTED = 'This file type is not supported for preview. Please download it to view.';

async function deliverPrintFiles(staff: Page, requestId: number) {
  const ids: string[] = [];
  for (const file of [
    { name: 'poster.psd', mimeType: 'application/octet-stream', buffer: psd() },
    { name: 'poster-print.tif', mimeType: 'application/octet-stream', buffer: tiff() },
    { name: 'poster-web.png', mimeType: 'image/png', buffer: solidPng(80, 50, [220, 38, 38]) },
  ]) {
    const res = await staff.request.post('/api/upload', { multipart: { files: file } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const [stored] = (await res.json()) as { id: string; mime: string }[];
    ids.push(stored!.id);
  }
  const delivered = await staff.request.post(`/api/service-requests/${requestId}/deliverables`, {
    data: { data: { note: 'Print files and the web picture', files: ids } },
  });
  expect(delivered.ok(), await delivered.text()).toBeTruthy();
}

for (const width of [1280, 390]) {
  test(`print files in a version: the viewer says to download them, the PNG shows (${width} px)`, async ({
    browser,
  }) => {
    const staffContext = await browser.newContext();
    const customerContext = await browser.newContext({
      viewport: { width, height: 844 },
      ...(width < 500 ? { hasTouch: true, isMobile: true } : {}),
    });
    try {
      const staff = await staffContext.newPage();
      await signIn(staff, ACCOUNTS.staff);
      const customer = await customerContext.newPage();
      const me = await signIn(customer, ACCOUNTS.acmeMember);
      const created = await createLogoRequest(customer.request, me, uniqueTitle('Print files'));
      await deliverPrintFiles(staff, created.id);

      await customer.goto(`/requests/${created.id}?alignBy=status`);
      const v1 = drawer(customer).getByTestId('deliverables-panel').getByTestId('deliverable-v1');
      await expect(v1).toBeVisible({ timeout: 20_000 });
      for (const name of ['poster.psd', 'poster-print.tif']) {
        const thumb = v1.getByText(name, { exact: true });
        await thumb.scrollIntoViewIfNeeded();
        if (width < 500) await thumb.tap();
        else await thumb.click();
        const viewer = customer.getByRole('dialog', { name });
        await expect(viewer.getByText(UNSUPPORTED)).toBeVisible();
        await expect(viewer.getByRole('link', { name: 'Download', exact: true })).toBeVisible();
        await expect(viewer.getByRole('img', { name })).toHaveCount(0);
        if (name === 'poster.psd') {
          // Once the dialog's fade-in has ended.
          await viewer.evaluate((el) =>
            Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
          );
          await customer.screenshot({ path: `test-results/viewer-file-types/psd-${width}.png` });
        }
        await viewer.getByRole('button', { name: 'Close viewer' }).click();
        await expect(viewer).toBeHidden();
      }
      // The picture a browser draws is still shown.
      await v1.getByText('poster-web.png', { exact: true }).click();
      const png = customer.getByRole('dialog', { name: 'poster-web.png' });
      await expect(png.getByRole('img', { name: 'poster-web.png' })).toBeVisible();
      await expect(png.getByText(UNSUPPORTED)).toHaveCount(0);
      const [scrollWidth, innerWidth] = await customer.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth!);
    } finally {
      await staffContext.close();
      await customerContext.close();
    }
  });
}
