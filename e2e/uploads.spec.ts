import { readFile, truncate, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { readZip } from '../src/server/test/read-zip.ts';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { drawer, findMine, pickOption, saveAs, toast, uniqueTitle } from './requests-helpers.ts';
import { solidPng } from './proof-fixtures.ts';

// Files, voice notes and previews in the browser (spec sections 2 "Voice recorder"/"Other", 5 "Uploads"/
// "Preview", 8): a fake microphone (Chromium's fake capture device, permission granted) feeds the recorder.

test.use({
  permissions: ['microphone'],
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = launchOptions.args ?? [];
      await use({
        ...launchOptions,
        args: [...args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      });
    },
    { scope: 'worker' },
  ],
});

const png = solidPng;

const PHOTO = { name: 'photo.png', mimeType: 'image/png', buffer: png(64, 40, [79, 70, 229]) };
const NOTES = {
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Brief notes for the designer.\n'),
};
const BRIEF = {
  name: 'brief.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n'),
};
const REFERENCE = { name: 'reference.png', mimeType: 'image/png', buffer: png(40, 64, [15, 118, 110]) };

const fileInput = (page: Page, name: string) =>
  drawer(page).locator(`input[type="file"][aria-label="Choose files for ${name}"]`);

async function openNewRequest(page: Page, title: string) {
  await page.goto('/myworkspace?new=1');
  const d = drawer(page);
  await expect(d.getByTestId('request-drawer-title')).toHaveText('New Service Request');
  await d.getByLabel('Title').fill(title);
  await pickOption(d, page, /Service Request Type/, 'Logo design');
  await pickOption(d, page, /Select Company/, 'Acme Foods');
  await d.getByLabel(/Brand name/).fill('Acme');
  return d;
}

test('a customer records a voice note, attaches files, then previews them and downloads all as a zip', async ({
  page,
}) => {
  test.slow(); // records a voice note, uploads, previews and zips: the longest flow in the suite
  await signIn(page, ACCOUNTS.acmeOwner);
  const title = uniqueTitle('Logo with files');
  const d = await openNewRequest(page, title);

  // The drop zone's idle hint.
  await expect(d.getByText('Works best with 5–10 files under 25MB each.').first()).toBeVisible();

  // Voice note: record, pause, resume, save.
  await d.getByRole('button', { name: 'Start recording' }).click();
  const waveform = d.getByTestId('voice-recorder-waveform');
  await expect(waveform).toBeVisible();
  const timer = d.getByRole('timer', { name: 'Recording time' });
  await expect(timer).toHaveText(/^00:0[1-9]$/, { timeout: 5000 });
  // The fake microphone beeps: the waveform has bars drawn on it.
  await expect
    .poll(() =>
      waveform.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(0);
  await d.getByRole('button', { name: 'Pause recording' }).click();
  await expect(d.getByText('Paused')).toBeVisible();
  const paused = await timer.textContent();
  // The condition the check needs: more than a displayed second has passed by the page's own clock
  // (the one the recorder counts with), so a running timer would show another number by now.
  const pausedAt = await page.evaluate(() => performance.now());
  await page.waitForFunction((t0) => performance.now() - t0 > 1200, pausedAt, { polling: 'raf' });
  await expect(timer).toHaveText(paused!);
  await d.getByRole('button', { name: 'Resume recording' }).click();
  await expect(d.getByRole('button', { name: 'Discard Recording' })).toBeVisible();
  await expect(timer).not.toHaveText(paused!, { timeout: 5000 });
  await d.getByRole('button', { name: 'Save recording' }).click();
  await expect(d.getByLabel('Recorded voice note')).toBeVisible();
  await expect(d.getByRole('button', { name: 'Reset Audio' })).toBeVisible();

  // Attachments and a type-specific file field, each its own zone.
  await fileInput(page, 'Attachments').setInputFiles([PHOTO, NOTES, BRIEF]);
  await expect(toast(page, 'File uploaded successfully!').first()).toBeVisible();
  const chosen = d.getByRole('list', { name: 'Attachments: chosen files' });
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await expect(chosen).toContainText('photo.png');
  await expect(chosen).toContainText('brief.pdf');
  await fileInput(page, 'Reference images').setInputFiles([REFERENCE]);
  await expect(
    d.getByRole('list', { name: 'Reference images: chosen files' }).getByRole('listitem'),
  ).toHaveCount(1);

  await saveAs(page, 'Submit Request');
  await expect(toast(page, 'Service Request created successfully')).toBeVisible();
  const saved = await findMine(page.request, title);
  expect(saved.files.map((f) => f.name).sort()).toEqual(['brief.pdf', 'notes.txt', 'photo.png']);
  expect(saved.typeSpecificFiles['Reference images']?.map((f) => f.name)).toEqual(['reference.png']);
  expect(saved.audio).not.toBeNull();

  // The read-only view: the voice note plays, the files open in the viewer.
  await page.goto(`/requests/${saved.id}?alignBy=status`);
  const detail = drawer(page);
  const player = detail.getByTestId('audio-player');
  await expect(player).toBeVisible();
  await expect(player.locator('audio')).toHaveAttribute('src', saved.audio!.url);
  expect((await page.request.get(saved.audio!.url)).ok()).toBeTruthy();

  await detail.getByRole('button', { name: 'Open photo.png' }).click();
  const viewer = page.getByRole('dialog', { name: 'photo.png' });
  await expect(viewer.getByTestId('file-viewer-counter')).toHaveText('1 / 4');
  await expect(viewer.getByRole('img', { name: 'photo.png' })).toBeVisible();
  await expect
    .poll(() =>
      viewer.getByRole('img', { name: 'photo.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(64);
  await expect(viewer.getByRole('button', { name: 'Previous file' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Next file' }).click();
  const counter = page.getByTestId('file-viewer-counter');
  await expect(counter).toHaveText('2 / 4');
  await expect(page.getByRole('dialog', { name: 'notes.txt' })).toContainText(
    'This file type is not supported for preview. Please download it to view.',
  );
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 4');
  await expect(page.getByRole('dialog', { name: 'brief.pdf' })).toContainText(
    'PDF documents open in a new tab.',
  );
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('4 / 4');
  await expect(page.getByRole('img', { name: 'reference.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next file' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('3 / 4');
  await page.getByRole('button', { name: 'Close viewer' }).click();
  await expect(counter).toBeHidden();

  // A PDF opens in a new tab instead of the viewer: the tab asks for the file. (Its address is not
  // checked: a headless browser without a PDF viewer turns the navigation into a download.)
  const pdfUrl = saved.files.find((f) => f.name === 'brief.pdf')!.url;
  const [tab, pdfRequest] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (r) => r.url().includes(pdfUrl)),
    detail.getByRole('button', { name: 'Open brief.pdf' }).click(),
  ]);
  expect(pdfRequest.frame().page()).toBe(tab);
  await tab.close();

  // Download All: a zip of the request's files, contents intact.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'Download All' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`request-${saved.id}-files.zip`);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  const entries = readZip(zip);
  // Every file of the request: attachments, type-specific files and the voice note.
  expect([...entries.keys()].sort()).toEqual(
    ['brief.pdf', 'notes.txt', 'photo.png', 'reference.png', saved.audio!.name].sort(),
  );
  expect(entries.get('notes.txt')!.toString('utf8')).toBe(NOTES.buffer.toString('utf8'));
  expect(entries.get('photo.png')!.equals(PHOTO.buffer)).toBeTruthy();

  // A zip without a file whose stored copy was lost: downloaded, and the person is told what it lacks.
  await page.route('**/files/zip', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/zip',
      headers: { 'x-files-missing': '1' },
      body: zip,
    }),
  );
  await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'Download All' }).click(),
  ]);
  await expect(
    toast(
      page,
      '1 file could not be included in the ZIP: its stored copy could not be found. The ZIP lists it in "Files not included.txt".',
    ),
  ).toBeVisible();
  await page.unroute('**/files/zip');

  // When the server cannot build the zip, its message is shown.
  const message = 'An error occurred while processing. Please contact the administrator.';
  await page.route('**/files/zip', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, error: { status: 500, name: 'INTERNAL', message } }),
    }),
  );
  await detail.getByRole('button', { name: 'Download All' }).click();
  await expect(toast(page, message)).toBeVisible();
});

test('the drop zone refuses the 11th file and files over 100MB, and removes a file', async ({
  page,
}, testInfo) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  const d = await openNewRequest(page, uniqueTitle('Too many files'));
  const input = fileInput(page, 'Attachments');

  // 101MB on disk without writing 101MB: a sparse file.
  const big = testInfo.outputPath('huge.bin');
  await writeFile(big, '');
  await truncate(big, 101 * 1024 * 1024);
  await input.setInputFiles(big);
  const tooLarge = toast(page, 'File is too large');
  await expect(tooLarge).toBeVisible();
  await expect(tooLarge).toContainText('Maximum file size is 100MB');
  await expect(d.getByRole('list', { name: 'Attachments: chosen files' })).toHaveCount(0);

  const eleven = Array.from({ length: 11 }, (_, i) => ({
    name: `note-${i + 1}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`note ${i + 1}\n`),
  }));
  await input.setInputFiles(eleven);
  await expect(toast(page, 'You can upload up to 10 files only.')).toBeVisible();
  const chosen = d.getByRole('list', { name: 'Attachments: chosen files' });
  await expect(chosen.getByRole('listitem')).toHaveCount(10);
  await expect(chosen).not.toContainText('note-11.txt');
  await expect(d.getByText('10 files added. Remove one to add another.')).toBeVisible();

  await chosen.getByRole('button', { name: 'Remove note-3.txt' }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(9);
  await expect(chosen).not.toContainText('note-3.txt');
});

test('Save waits while a file is still uploading, then saves it with the request', async ({ page }) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  const title = uniqueTitle('Save waits for uploads');
  const d = await openNewRequest(page, title);

  // Hold the upload in flight until the test lets it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/upload', async (route) => {
    await held;
    await route.continue();
  });
  await fileInput(page, 'Attachments').setInputFiles([PHOTO]);

  const save = d.getByRole('button', { name: 'Save', exact: true });
  await expect(d.getByText('Waiting for uploads to finish…')).toBeVisible();
  await expect(save).toBeDisabled();

  release();
  await expect(toast(page, 'File uploaded successfully!').first()).toBeVisible();
  await expect(d.getByText('Waiting for uploads to finish…')).toBeHidden();
  await expect(save).toBeEnabled();

  // A recording in progress holds Save too, until it is saved or discarded.
  await d.getByRole('button', { name: 'Start recording' }).click();
  await expect(d.getByText('Finish the voice note first…')).toBeVisible();
  await expect(save).toBeDisabled();
  await d.getByRole('button', { name: 'Discard Recording' }).click();
  await expect(save).toBeEnabled();

  await saveAs(page, 'Submit Request');
  await expect(toast(page, 'Service Request created successfully')).toBeVisible();
  const saved = await findMine(page.request, title);
  expect(saved.files.map((f) => f.name)).toEqual(['photo.png']);
  expect(saved.audio).toBeNull();
});

test('a voice note whose upload does not come back as exactly one file says so, and is kept to save again', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  const d = await openNewRequest(page, uniqueTitle('Voice note check'));
  // The first upload answers an empty list; the next one reaches the server.
  let first = true;
  await page.route('**/api/upload', async (route) => {
    if (!first) return route.continue();
    first = false;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });

  await d.getByRole('button', { name: 'Start recording' }).click();
  await expect(d.getByRole('timer', { name: 'Recording time' })).toHaveText(/^00:0[1-9]$/, {
    timeout: 5000,
  });
  await d.getByRole('button', { name: 'Save recording' }).click();
  await expect(toast(page, 'Please check the uploaded file')).toBeVisible();
  await expect(d.getByRole('alert').filter({ hasText: 'Please check the uploaded file' })).toBeVisible();
  await expect(d.getByLabel('Unsaved voice note')).toBeVisible();
  await expect(d.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await d.getByRole('button', { name: 'Save recording' }).click();
  await expect(d.getByLabel('Recorded voice note')).toBeVisible();
  await expect(d.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
});

test('pasting into the drop zone does nothing', async ({ page }) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  const d = await openNewRequest(page, uniqueTitle('Paste refused'));
  const zone = d.getByRole('list', { name: 'Attachments: chosen files' });
  const prevented = await fileInput(page, 'Attachments').evaluate((input) => {
    const paste = new ClipboardEvent('paste', {
      bubbles: true,
      cancelable: true,
      clipboardData: new DataTransfer(),
    });
    paste.clipboardData!.items.add(new File(['pasted'], 'pasted.txt', { type: 'text/plain' }));
    input.dispatchEvent(paste);
    return paste.defaultPrevented;
  });
  expect(prevented).toBe(true);
  await expect(zone.getByRole('listitem')).toHaveCount(0);
});
