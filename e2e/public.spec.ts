import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

const PUBLIC_PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Creative and technical work for every company you run.' },
  { path: '/login', heading: 'Sign in' },
  { path: '/signup', heading: 'Create an account' },
  { path: '/signup/enterprise', heading: 'Register your enterprise' },
  { path: '/signup/member', heading: 'Join your company' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/settings/12/34/signup-request', heading: 'Sign-up request' },
  { path: '/sentry-example-page', heading: 'Error monitoring example' },
];

async function expectNoShell(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Request' })).toHaveCount(0);
}

test.describe('public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} renders without the header or sidebar`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expectNoShell(page);
    });
  }

  test('public pages stay without the shell when signed in', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    for (const path of ['/', '/terms', '/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoShell(page);
    }
    await page.goto('/');
    await page.getByRole('link', { name: 'Go to dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the home page leads to sign-in and sign-up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole('link', { name: /Register your enterprise/ }).click();
    await expect(page).toHaveURL(/\/signup\/enterprise$/);
  });

  test('the sign-up form validates with the shared rules before sending anything', async ({ page }) => {
    await page.goto('/signup/member');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await expect(page.getByText('Please enter your e-mail')).toBeVisible();

    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await page.getByRole('textbox', { name: 'Work e-mail' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Company' }).fill('Acme Foods');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();

    await page.getByRole('textbox', { name: 'Work e-mail' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText('Please enter a password')).toBeVisible();

    // A password that follows the pattern but is easily guessed: refused in the form, with the reason.
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/signup-requests')) posted = true;
    });
    await page.getByLabel(/^Password/).fill('Password1!');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(
      page.getByText('This password is too easy to guess: it is very close to a commonly used password.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(posted).toBe(false);
    // Submitting and approving is covered by e2e/signup.spec.ts.
  });

  test('a malformed signup-request link says it is not valid', async ({ page }) => {
    await page.goto('/settings/abc/1/signup-request');
    await expect(page.getByText('This invitation link is not valid.', { exact: false })).toBeVisible();
  });

  test('the example page throws and catches a sample error', async ({ page }) => {
    await page.goto('/sentry-example-page');
    await page.getByRole('button', { name: 'Throw sample error' }).click();
    await expect(page.getByText('Caught: Sample error from /sentry-example-page')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('No error thrown yet.')).toBeVisible();
  });
});
