import type { ConsoleMessage, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, submitLogin, test } from './fixtures.ts';
import { postCommentViaApi } from './comments-helpers.ts';
import { companyId, createRequestViaApi, drawer, typeId, uniqueTitle } from './requests-helpers.ts';

// The browser console stays clean (issue 10): no errors or warnings on the anonymous pages or while the
// comment and reply editors start, and a wrong password is a plain 401.

/** Console errors and warnings, and failed responses, while the page is used. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', onConsole);
  page.on('response', (r) => {
    if (r.status() >= 400) {
      messages.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    }
  });
  return messages;
}

test('anonymous pages and the reply editor keep the console clean; a wrong password is 401', async ({
  page,
}) => {
  const noise = watchConsole(page);
  for (const path of ['/', '/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('main').first()).toBeVisible();
  }
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(noise).toEqual([]);

  const login = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await submitLogin(page, ACCOUNTS.acmeMember, 'not-the-password');
  expect((await login).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('Invalid identifier or password');
  noise.length = 0;

  const me = await signIn(page, ACCOUNTS.acmeOwner);
  const request = await createRequestViaApi(page.request, {
    title: uniqueTitle('Chatty'),
    serviceRequestType: typeId(me, 'Domain and email setup'),
    company: companyId(me, 'Acme Foods'),
    content: JSON.stringify({ Domain: 'acme.test', 'Number of mailboxes': 1 }),
    assignees: [me.user.id],
    status: 'NOT_START',
  });
  await postCommentViaApi(page, request.id, '<p>First thoughts</p>');
  await page.goto(`/requests/${request.id}?alignBy=status`);
  const d = drawer(page);
  // A link typed in the comment box (linkify starts), then a reply box opens: a second editor.
  const comment = d.getByRole('textbox', { name: 'New comment' });
  await comment.click();
  await comment.pressSequentially('see https://example.com ok');
  await d.getByRole('button', { name: 'Reply', exact: true }).first().click();
  await expect(d.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await d.getByRole('textbox', { name: 'Reply' }).pressSequentially('and https://example.org too');
  expect(noise.filter((m) => m.includes('linkifyjs'))).toEqual([]);
});
