import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';

// A fresh enterprise made through the API as people make one (an enterprise sign-up that staff
// approve, member sign-ups its owner approves), for browser tests that change roles, caps or
// settings: the demo people are shared by the other tests and must keep theirs.

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Approves the pending sign-up of `email` as the signed-in `api` (staff, or the enterprise's owner). */
export async function approveSignup(api: APIRequestContext, email: string) {
  const list = (await (await api.get('/api/signup-requests')).json()) as {
    data: { id: number; email: string }[];
  };
  const pending = list.data.find((r) => r.email === email);
  expect(pending, `a pending sign-up of ${email}`).toBeTruthy();
  const approved = await api.post(`/api/signup-requests/${pending!.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
}

/**
 * An enterprise with its owner and members (first names given) in its one company, all with
 * `password`; with `credits`, staff grant that much (a starter enterprise starts at 0).
 */
export async function freshEnterprise(
  baseURL: string,
  opts: { domain: string; label: string; password: string; members: string[]; credits?: string },
) {
  const tag = unique();
  const owner = `owner.${tag}@${opts.domain}`;
  const members = opts.members.map((first) => `${first.toLowerCase()}.${tag}@${opts.domain}`);
  const company = `${opts.label}co ${tag}`;
  const visitor = await playwrightRequest.newContext({ baseURL });
  const staff = await playwrightRequest.newContext({ baseURL });
  const ownerApi = await playwrightRequest.newContext({ baseURL });
  let enterpriseId: number;
  try {
    const asked = await visitor.post('/api/signup-requests', {
      data: {
        data: {
          kind: 'enterprise',
          enterpriseName: `${opts.label} Holdings ${tag}`,
          companyName: company,
          firstName: 'Oona',
          lastName: 'Owner',
          email: owner,
          password: opts.password,
          phone: '',
        },
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await signIn(staff, ACCOUNTS.staff);
    await approveSignup(staff, owner);
    for (const [i, email] of members.entries()) {
      const joined = await visitor.post('/api/signup-requests', {
        data: {
          data: {
            kind: 'member',
            firstName: opts.members[i],
            lastName: 'Member',
            email,
            password: opts.password,
            phone: '',
            companyName: company,
            ownerEmail: owner,
          },
        },
      });
      expect(joined.status(), await joined.text()).toBe(201);
    }
    const ownerSession = await signIn(ownerApi, owner, { password: opts.password });
    enterpriseId = ownerSession.enterprises[0]!.id;
    for (const email of members) await approveSignup(ownerApi, email);
    if (opts.credits) {
      const granted = await staff.post(`/api/enterprises/${enterpriseId}/credits`, {
        data: { data: { direction: 'grant', amount: opts.credits, reason: `${opts.label} browser test` } },
      });
      expect(granted.status(), await granted.text()).toBe(200);
    }
  } finally {
    await visitor.dispose();
    await staff.dispose();
    await ownerApi.dispose();
  }
  return { owner, members, company, enterpriseId };
}
