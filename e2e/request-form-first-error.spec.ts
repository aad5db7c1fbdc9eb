import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { drawer, pickOption, saveAs, uniqueTitle } from './requests-helpers.ts';

// A request type's guidance (its popup text, an info box under the type) is not a problem of the
// form: Submit with a required detail left empty brings that field into view and focus, on a phone
// where it is far below the fold, instead of stopping on the guidance at the top.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('submitting with a required detail empty shows that field, not the type guidance', async ({ page }) => {
  await signIn(page, ACCOUNTS.acmeOwner);
  await page.goto('/requests?alignBy=status');
  await page.getByRole('main').getByRole('link', { name: 'New Request' }).click();
  const d = drawer(page);
  await d.getByRole('textbox', { name: 'Title' }).fill(uniqueTitle('First error'));
  await pickOption(d, page, /Service Request Type/, 'Copywriting');
  await expect(d.getByText('Tell us the audience, the tone and the length')).toBeVisible();
  await pickOption(d, page, /Select Company/, 'Acme Foods');
  // Guidance and the summary are read out politely (a status): only errors interrupt as alerts.
  await expect(
    d.getByRole('status').filter({ hasText: 'Tell us the audience, the tone and the length' }),
  ).toBeVisible();
  await expect(d.getByRole('alert')).toHaveCount(0);
  const brief = d.getByRole('textbox', { name: 'Brief' });
  await expect(brief).not.toBeInViewport();
  await saveAs(page, 'Submit Request');
  await expect(brief).toBeFocused();
  await expect(brief).toBeInViewport();
  await expect(brief).toHaveAttribute('aria-invalid', 'true');
});
