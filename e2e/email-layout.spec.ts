import { expect, test } from '@playwright/test';
import type { Env } from '../src/server/env.ts';
import { templates } from '../src/server/platform/email/templates.ts';

/*
 * The e-mails' HTML read on a phone (375 px, as a mail app shows it): a long unbroken word in a
 * request's title, a company's name or a comment wraps inside the message instead of widening it
 * (a phone's mail app then shrinks the whole message to fit, every line unreadably small).
 */

const env = { PROVIDER_NAME: 'Studio', PUBLIC_URL: 'https://studio.example', PORT: 3000 } as unknown as Env;
const WORD = 'Supercalifragilisticexpialidocious'.repeat(4);
const request = {
  id: 14,
  title: `Poster ${WORD}`,
  status: 'IN_PROGRESS',
  companyName: `Company${WORD}`,
  creatorName: 'Maryam Obrien',
};

test.use({ viewport: { width: 375, height: 812 }, isMobile: true });

test('a long word in a title, a company or a comment wraps inside the e-mail on a phone', async ({
  page,
}) => {
  for (const mail of [
    templates.newRequest(env, request, 'Maryam Obrien'),
    templates.comment(env, request, 'Sam Staff', `See ${WORD} and https://example.com/${WORD}`, false),
    templates.signupRequest(env, {
      name: 'Maryam Obrien',
      email: `maryam.${WORD}@example.com`,
      company: `Company${WORD}`,
      enterprise: `Enterprise${WORD}`,
      message: WORD,
      reviewUrl: 'https://studio.example/dashboard',
    }),
  ]) {
    await page.setContent(mail.html);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, mail.subject).toBeLessThanOrEqual(0);
  }
});
