import type { Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';
import { companyId, createRequestViaApi, typeId } from './requests-helpers.ts';

/**
 * Signs the page in (the Acme owner unless told) and submits a cheap request (3 credits, so the company's
 * balance lasts through the whole suite) through the API.
 */
export async function ownersRequest(page: Page, title: string, email: string = ACCOUNTS.acmeOwner) {
  const me = await signIn(page, email);
  const request = await createRequestViaApi(page.request, {
    title,
    serviceRequestType: typeId(me, 'Domain and email setup'),
    company: companyId(me, 'Acme Foods'),
    content: JSON.stringify({ Domain: 'acme.test', 'Number of mailboxes': 1 }),
    assignees: [me.user.id],
    status: 'NOT_START',
  });
  return { me, request };
}

/** POST /api/comments as whoever is signed in on `page`; returns the new comment's id. */
export async function postCommentViaApi(
  page: Page,
  requestId: number,
  content: string,
  parentId: number | null = null,
) {
  const response = await page.request.post('/api/comments', {
    data: { data: { serviceRequest: requestId, content, files: [], parentId } },
  });
  if (!response.ok()) throw new Error(`POST /api/comments: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
