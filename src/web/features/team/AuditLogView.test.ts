import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testRoot, withQueryClient } from '../../test/dom.ts';
import { AuditLogView } from './AuditLogView.tsx';

const entry = (id: number) => ({
  id,
  at: '2026-11-28T15:00:00.000Z',
  action: 'person_removed',
  actor: { id: 3, name: 'Olivia Owens', email: 'owner@acme.test' },
  target: { id: 100 + id, name: `Person ${id}`, email: `p${id}@acme.test` },
  enterpriseId: 1,
  details: {},
});

const dom = testRoot();
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  // The server: a first page that says there is more (nextBefore), then the older page, the last.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/audit/people')) {
        return json(200, {
          people: [
            { id: 3, name: 'Olivia Owens', email: 'owner@acme.test', former: false },
            { id: 9, name: 'Pat Gone', email: 'pat@acme.test', former: true },
          ],
        });
      }
      const before = new URL(url, 'http://x').searchParams.get('before');
      return before === '3'
        ? json(200, { entries: [entry(2), entry(1)], nextBefore: null })
        : json(200, { entries: [entry(4), entry(3)], nextBefore: 3 });
    }),
  );
});

const shown = () => [...dom.host.querySelectorAll('[data-testid="audit-entry"]')].map((e) => e.textContent);

/** The page with one entry of the log (and nobody in its "Who" filter). */
function showOne(one: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/audit/people')
        ? json(200, { people: [] })
        : json(200, { entries: [one], nextBefore: null }),
    ),
  );
  act(() => dom.root.render(withQueryClient(createElement(AuditLogView, { enterpriseId: 1 }))));
}

describe('AuditLogView', () => {
  it('shows older entries past the first page', async () => {
    act(() => dom.root.render(withQueryClient(createElement(AuditLogView, { enterpriseId: 1 }))));
    await vi.waitFor(() => expect(shown()).toHaveLength(2));
    const more = [...dom.host.querySelectorAll('button')].find((b) => b.textContent === 'Show older entries');
    expect(more).toBeDefined();
    act(() => more!.click());
    await vi.waitFor(() => expect(shown()).toHaveLength(4));
    expect(asked.some((u) => u.startsWith('/api/audit?') && u.includes('before=3'))).toBe(true);
    expect(shown()[3]).toContain('Person 1');
    expect([...dom.host.querySelectorAll('button')].some((b) => b.textContent === 'Show older entries')).toBe(
      false,
    );
  });

  it('says why an invitation was revoked with its sender, and to whom it was', async () => {
    showOne({
      ...entry(7),
      action: 'invitation_revoked',
      target: null,
      details: { invitationId: 5, email: 'new@acme.test', role: 'member', reason: 'sender_left' },
    });
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toContain('Invitation revoked');
    expect(shown()[0]).toContain('new@acme.test');
    expect(shown()[0]).toContain('its sender left the enterprise');
  });

  it('says how many credits were granted, why, and the balance before and after', async () => {
    showOne({
      ...entry(8),
      action: 'credits_granted',
      actor: { id: 1, name: 'Sam Staff', email: 'staff@studio.test' },
      target: null,
      details: {
        amount: '100.00',
        reason: 'Starter credits',
        before: { balance: '0.00' },
        after: { balance: '100.00' },
      },
    });
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toContain('100 credits');
    expect(shown()[0]).toContain('Starter credits');
    expect(shown()[0]).toContain('balance 0 → 100');
  });
});

describe('AuditLogView settings entries', () => {
  it('a monthly cap change shows the cap before and after', async () => {
    showOne({
      ...entry(9),
      action: 'cap_changed',
      details: { before: { monthlyCap: null }, after: { monthlyCap: '40.00' }, address: '10.0.0.9' },
    });
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toContain('Monthly cap changed');
    expect(shown()[0]).toContain('monthly cap none → 40 credits');
    expect(shown()[0]).toContain('from 10.0.0.9');
  });

  it('a cap lifted reads as none', async () => {
    showOne({
      ...entry(10),
      action: 'cap_changed',
      details: { before: { monthlyCap: '40.00' }, after: { monthlyCap: null } },
    });
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toContain('monthly cap 40 credits → none');
  });

  it('an approval setting change shows required or not, before and after', async () => {
    showOne({
      ...entry(11),
      action: 'approval_setting_changed',
      target: null,
      details: { before: { requireApproval: false }, after: { requireApproval: true } },
    });
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toContain('owner approval not required → required');
  });

  it('a membership change shows each field that moved, and no address an owner may not see', async () => {
    showOne({
      ...entry(12),
      action: 'membership_changed',
      actor: { id: 1, name: 'Sam Staff', email: 'staff@studio.test' },
      target: null,
      // As the server answers an owner: the staff member's address is redacted (audit/read.ts).
      details: {
        before: { membership: 'starter', paymentAt: null },
        after: { membership: 'pro-700-190', paymentAt: '2026-11-28' },
      },
    });
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toContain('tier Starter → Pro 700');
    expect(shown()[0]).toContain('payment date none → Nov 28, 2026');
    expect(shown()[0]).not.toContain('from ');
  });
});
