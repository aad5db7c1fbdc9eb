import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ServiceRequestDto, ServiceRequestListItemDto } from '../src/shared/schemas/request.ts';
import type { SessionPayload } from '../src/shared/schemas/auth.ts';
import { ACCOUNTS, signIn } from './fixtures.ts';

/** Helpers of the request browser tests: the drawer's pickers, and the API as the signed-in user. */

export async function session(request: APIRequestContext): Promise<SessionPayload> {
  const response = await request.get('/api/me');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as SessionPayload;
}

export async function getRequest(request: APIRequestContext, id: number): Promise<ServiceRequestDto> {
  const response = await request.get(`/api/service-requests/${id}`);
  expect(response.ok(), `GET /api/service-requests/${id}`).toBeTruthy();
  return ((await response.json()) as { data: ServiceRequestDto }).data;
}

/**
 * The newest request with this title among the caller's own requests, whole (a list row carries only
 * what a list shows, so the request is then read by id).
 */
export async function findMine(
  request: APIRequestContext,
  title: string,
  status?: string,
): Promise<ServiceRequestDto> {
  const response = await request.get('/api/service-requests', {
    params: { permission: 'mine', limit: 50, ...(status ? { status } : {}) },
  });
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as { data: ServiceRequestListItemDto[] };
  const found = data.find((r) => r.title === title);
  expect(found, `a request titled "${title}"`).toBeTruthy();
  return getRequest(request, found!.id);
}

/** Creates a request through the API (as the signed-in user). */
export async function createRequestViaApi(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<ServiceRequestDto> {
  const response = await request.post('/api/service-requests', { data: { data } });
  expect(response.ok(), `POST /api/service-requests: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: ServiceRequestDto }).data;
}

/**
 * A Logo design request of Acme Foods (one concept) created through the API by the signed-in
 * customer `me` and assigned to them, Not Started unless `extra` says otherwise (status, priority).
 */
export function createLogoRequest(
  request: APIRequestContext,
  me: SessionPayload,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<ServiceRequestDto> {
  return createRequestViaApi(request, {
    title,
    serviceRequestType: typeId(me, 'Logo design'),
    company: companyId(me, 'Acme Foods'),
    content: JSON.stringify({ 'Brand name': 'Acme', 'Number of concepts': 1 }),
    assignees: [me.user.id],
    status: 'NOT_START',
    ...extra,
  });
}

/** An Acme member's logo request (createLogoRequest); then staff sign in on the same page. */
export async function requestFromCustomer(page: Page, title: string): Promise<ServiceRequestDto> {
  const me = await signIn(page, ACCOUNTS.acmeMember);
  const created = await createLogoRequest(page.request, me, title);
  await signIn(page, ACCOUNTS.staff);
  return created;
}

/** requestFromCustomer, then staff set its target date ('YYYY-MM-DD'). */
export async function requestDue(page: Page, title: string, targetDate: string): Promise<ServiceRequestDto> {
  const created = await requestFromCustomer(page, title);
  const response = await page.request.put(`/api/service-requests/${created.id}`, {
    data: { data: { targetDate } },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return created;
}

/** A request type by name from the session's catalogue. */
export function typeId(s: SessionPayload, name: string): number {
  const found = s.serviceRequestTypes.flatMap((p) => p.childrenRequestTypes).find((t) => t.name === name);
  expect(found, `request type ${name}`).toBeTruthy();
  return found!.id;
}

export function companyId(s: SessionPayload, name: string): number {
  const found = s.companies.find((c) => c.name === name);
  expect(found, `company ${name}`).toBeTruthy();
  return found!.id;
}

/** A unique title, so parallel tests never read each other's requests. */
export const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const drawer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('request-drawer-title') });

/** Picks an option of an Autocomplete (type, company, people) by typing and choosing it. */
export async function pickOption(
  scope: Page | Locator,
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
) {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typeof option === 'string' ? option : '');
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks an option of a MUI select (the listbox opens in a popover). */
export async function pickSelect(
  scope: Page | Locator,
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
) {
  const box = scope.getByRole('combobox', { name: label });
  const choice = page.getByRole('option', { name: option }).first();
  // Opened as a user would: a click that landed while the page was still settling (a list refetched,
  // an anchor scrolled into view) and left the menu closed is followed by another click.
  await expect(async () => {
    if (!(await choice.isVisible())) await box.click();
    await expect(choice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await choice.click();
}

/** Opens the Save menu and chooses Submit Request or Save as Draft. */
export async function saveAs(page: Page, item: 'Submit Request' | 'Save as Draft') {
  await drawer(page).getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A toast (notistack) with exactly this message. */
export const toast = (page: Page, text: string) =>
  page.locator('.notistack-MuiContent').filter({ hasText: text });
