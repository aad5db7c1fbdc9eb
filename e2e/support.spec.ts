import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { toast } from './requests-helpers.ts';

// The Support form (spec sections 2, 7, 8; customers only). The browser-test server runs with
// EMAIL_ENABLED=false (playwright.config.ts), so the server answers 503 with the credentials message.

test('a customer sends the support form: prefilled, validated, and the e-mail outcome shown', async ({
  page,
}) => {
  const me = await signIn(page, ACCOUNTS.acmeOwner);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Support form' });

  // Name and e-mail come from the session.
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(
    `${me.user.firstName} ${me.user.lastName}`.trim(),
  );
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(me.user.email);

  // The message is required and the phone, when given, follows the US pattern.
  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('12345');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a message')).toBeVisible();
  await expect(form.getByText('Enter a phone number like (123) 456-7890 or 123-456-7890')).toBeVisible();

  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('(123) 456-7890');
  await form.getByRole('textbox', { name: 'Message' }).fill('How do I add a colleague to our enterprise?');
  await expect(form.getByText('Enter a phone number like')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(toast(page, 'Credntial is not set correctly for sending emails.')).toBeVisible();
  // Nothing is lost when sending fails.
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'How do I add a colleague to our enterprise?',
  );
});

test('staff have no Support page', async ({ page }) => {
  await signIn(page, ACCOUNTS.staff);
  await page.goto('/support');
  await expect(page).toHaveURL(/\/dashboard$/);
});
