import { act, createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testRoot, withQueryClient } from '../../test/dom.ts';
import { SignupRequestsCard } from './SignupRequestsCard.tsx';

const request = (id: number, firstName: string) => ({
  id,
  kind: 'enterprise' as const,
  status: 'pending' as const,
  firstName,
  lastName: 'Signup',
  email: `${firstName.toLowerCase()}@new.test`,
  phone: '',
  enterpriseName: `${firstName} Works`,
  companyName: `${firstName} Studio`,
  message: '',
  enterprise: null,
  companies: [],
  createdAt: '2026-11-28T15:00:00.000Z',
});

const dom = testRoot();
let pending = [request(1, 'Ada'), request(2, 'Bo')];

beforeEach(() => {
  pending = [request(1, 'Ada'), request(2, 'Bo')];
  // The server: the pending list, and an approval that takes the request off it.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const approved = /\/api\/signup-requests\/(\d+)\/approve$/.exec(url);
      if (approved && init?.method === 'POST') {
        const id = Number(approved[1]);
        const done = pending.find((r) => r.id === id)!;
        pending = pending.filter((r) => r.id !== id);
        return json(200, { data: { ...done, status: 'approved' } });
      }
      return json(200, { data: pending });
    }),
  );
});

const approveButtons = () =>
  [...dom.host.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent === 'Approve');

describe('SignupRequestsCard', () => {
  it('keeps the focus in the card when the request decided with the keyboard leaves the list', async () => {
    act(() =>
      dom.root.render(
        withQueryClient(
          createElement(MemoryRouter, null, createElement(SignupRequestsCard, { isStaff: true })),
        ),
      ),
    );
    await vi.waitFor(() => expect(approveButtons()).toHaveLength(2));
    approveButtons()[0]!.focus();
    act(() => approveButtons()[0]!.click());
    await vi.waitFor(() => expect(approveButtons()).toHaveLength(1));
    // Not the page: the next request waiting for a decision.
    await vi.waitFor(() =>
      expect(document.activeElement?.closest('[data-testid="signup-request"]')?.textContent).toContain('Bo'),
    );

    approveButtons()[0]!.focus();
    act(() => approveButtons()[0]!.click());
    await vi.waitFor(() => expect(dom.host.textContent).toContain('No pending sign-up requests'));
    // None left: the card's heading, so the next Tab goes on from there.
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('dashboard-signups'));
  });
});
