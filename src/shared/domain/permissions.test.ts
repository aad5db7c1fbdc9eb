import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  can,
  canCreateWith,
  canTransition,
  canView,
  isStaffEmail,
  navigationFor,
  PERMISSION_DENIED_MESSAGE,
  type Actor,
  type RequestAction,
  type RequestFacts,
} from './permissions.ts';
import { REQUEST_STATUSES, type RequestStatus } from './request-status.ts';

// Enterprise 1 (companies 10, 11) owned by `owner`; `member` belongs to company 10.
// Enterprise 2 (company 20) is someone else's.
const staff: Actor = { id: 1, isStaff: true, companyIds: [], ownedEnterpriseIds: [] };
const owner: Actor = { id: 2, isStaff: false, companyIds: [10, 11], ownedEnterpriseIds: [1] };
const member: Actor = { id: 3, isStaff: false, companyIds: [10], ownedEnterpriseIds: [] };
const member2: Actor = { id: 5, isStaff: false, companyIds: [10], ownedEnterpriseIds: [] };
const outsider: Actor = { id: 4, isStaff: false, companyIds: [20], ownedEnterpriseIds: [2] };
const actors = { staff, owner, member, member2, outsider };
type Who = keyof typeof actors;

const req = (status: RequestStatus, createdById: number, companyId = 10): RequestFacts => ({
  status,
  companyId,
  enterpriseId: companyId === 20 ? 2 : 1,
  createdById,
});

describe('isStaffEmail', () => {
  it('recognises the provider domain, case-insensitively', () => {
    expect(isStaffEmail('sam@studio.test', 'studio.test')).toBe(true);
    expect(isStaffEmail(' Sam@Studio.TEST ', '@studio.test')).toBe(true);
    expect(isStaffEmail('sam@notstudio.test', 'studio.test')).toBe(false);
    expect(isStaffEmail('studio.test@acme.test', 'studio.test')).toBe(false);
  });
});

describe('permission table (spec section 6)', () => {
  it('has the permission message word for word', () => {
    expect(PERMISSION_DENIED_MESSAGE).toBe(
      'You do not have permission to update this Service Request at its current status.',
    );
  });

  /** Expected answers for a request created by `member` in company 10. */
  const table: [RequestStatus, RequestAction, Who[]][] = [
    ['DRAFT', 'view', ['member']],
    ['DRAFT', 'update', ['member']],
    ['DRAFT', 'submit', ['member']],
    ['DRAFT', 'cancel', []],
    ['DRAFT', 'delete', ['member']],
    ['NOT_START', 'view', ['staff', 'owner', 'member', 'member2']],
    ['NOT_START', 'update', ['staff', 'owner', 'member']],
    ['NOT_START', 'submit', []],
    ['NOT_START', 'cancel', ['staff', 'owner', 'member']],
    ['NOT_START', 'delete', ['staff']],
    ['NOT_START', 'editStaffFields', ['staff']],
    ['NOT_START', 'duplicate', ['staff', 'owner', 'member', 'member2']],
    ...(['ASSIGNED', 'IN_PROGRESS', 'FINISHED', 'CANCELLED'] as const).flatMap(
      (s): [RequestStatus, RequestAction, Who[]][] => [
        [s, 'view', ['staff', 'owner', 'member', 'member2']],
        [s, 'update', ['staff']],
        [s, 'cancel', []],
        [s, 'submit', []],
        [s, 'delete', ['staff']],
      ],
    ),
    ['DELETED', 'view', []],
    ['DELETED', 'update', []],
    ['DELETED', 'delete', []],
  ];
  for (const [status, action, allowed] of table) {
    it(`${action} on ${status}: ${allowed.join(', ') || 'nobody'}`, () => {
      for (const [who, actor] of Object.entries(actors)) {
        expect([who, can(actor, action, req(status, member.id))]).toEqual([
          who,
          allowed.includes(who as Who),
        ]);
      }
    });
  }

  it("staff see and edit their own drafts but never someone else's", () => {
    expect(canView(staff, req('DRAFT', staff.id))).toBe(true);
    expect(can(staff, 'submit', req('DRAFT', staff.id))).toBe(true);
    expect(canView(staff, req('DRAFT', member.id))).toBe(false);
  });

  it('another enterprise never sees a request, whatever its status', () => {
    for (const s of REQUEST_STATUSES) expect(canView(outsider, req(s, member.id))).toBe(false);
  });
});

describe('canTransition', () => {
  const allowedFor = (actor: Actor, from: RequestStatus, createdById = member.id) =>
    REQUEST_STATUSES.filter((to) => canTransition(actor, req(from, createdById), to));

  it('customer who owns the request: draft → draft/submit; NOT_START → keep/cancel; nothing else', () => {
    for (const who of [member, owner]) {
      expect(allowedFor(who, 'NOT_START')).toEqual(['NOT_START', 'CANCELLED']);
      for (const s of ['ASSIGNED', 'IN_PROGRESS', 'FINISHED', 'CANCELLED'] as const) {
        expect(allowedFor(who, s)).toEqual([]);
      }
    }
    expect(allowedFor(member, 'DRAFT')).toEqual(['DRAFT', 'NOT_START']);
    expect(allowedFor(owner, 'DRAFT')).toEqual([]); // someone else's draft is invisible
  });

  it('a member cannot change a colleague’s request', () => {
    expect(allowedFor(member2, 'NOT_START')).toEqual([]);
  });

  it('staff may set any of the six selectable statuses, never DELETED', () => {
    for (const from of REQUEST_STATUSES.filter((s) => s !== 'DRAFT' && s !== 'DELETED')) {
      expect(allowedFor(staff, from)).toEqual(REQUEST_STATUSES.filter((s) => s !== 'DELETED'));
    }
  });

  it('canCreateWith: customers submit or save drafts; staff anything but DELETED', () => {
    expect(REQUEST_STATUSES.filter((s) => canCreateWith(member, s))).toEqual(['DRAFT', 'NOT_START']);
    expect(REQUEST_STATUSES.filter((s) => canCreateWith(staff, s))).toHaveLength(6);
    expect(canCreateWith(staff, 'DELETED')).toBe(false);
  });

  const arbActor = fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    isStaff: fc.boolean(),
    companyIds: fc.subarray([10, 11, 20]),
    ownedEnterpriseIds: fc.subarray([1, 2]),
  });
  const arbReq = fc
    .record({
      status: fc.constantFrom(...REQUEST_STATUSES),
      companyId: fc.constantFrom(10, 11, 20),
      createdById: fc.integer({ min: 1, max: 6 }),
    })
    .map((r) => ({ ...r, enterpriseId: r.companyId === 20 ? 2 : 1 }));
  const actions: RequestAction[] = [
    'view',
    'update',
    'submit',
    'cancel',
    'delete',
    'editStaffFields',
    'duplicate',
  ];

  it('property: nothing is allowed on a request one cannot see', () => {
    fc.assert(
      fc.property(arbActor, arbReq, fc.constantFrom(...REQUEST_STATUSES), (a, r, to) => {
        if (canView(a, r)) return;
        for (const action of actions) expect(can(a, action, r)).toBe(false);
        expect(canTransition(a, r, to)).toBe(false);
      }),
    );
  });

  it('property: customers never reach a status beyond DRAFT, NOT_START and CANCELLED, and never edit outside their companies', () => {
    fc.assert(
      fc.property(arbActor, arbReq, fc.constantFrom(...REQUEST_STATUSES), (a, r, to) => {
        const customer = { ...a, isStaff: false };
        if (!canTransition(customer, r, to)) return;
        expect(['DRAFT', 'NOT_START', 'CANCELLED']).toContain(to);
        expect(['DRAFT', 'NOT_START']).toContain(r.status);
        expect(customer.companyIds).toContain(r.companyId);
      }),
    );
  });

  it('property: nobody ever transitions to DELETED or sees a deleted request', () => {
    fc.assert(
      fc.property(arbActor, arbReq, (a, r) => {
        expect(canTransition(a, r, 'DELETED')).toBe(false);
        expect(canView(a, { ...r, status: 'DELETED' })).toBe(false);
      }),
    );
  });

  it('property: drafts are private to their creator', () => {
    fc.assert(
      fc.property(arbActor, arbReq, (a, r) => {
        expect(canView(a, { ...r, status: 'DRAFT' })).toBe(r.createdById === a.id);
      }),
    );
  });

  it('property: a submitted request that staff put back to Draft stays visible to staff and its creator only', () => {
    fc.assert(
      fc.property(arbActor, arbReq, (a, r) => {
        const draft = { ...r, status: 'DRAFT' as const, submittedAt: '2026-03-02T10:00:00.000Z' };
        expect(canView(a, draft)).toBe(a.isStaff || r.createdById === a.id);
        if (a.isStaff) expect(can(a, 'update', draft)).toBe(true);
      }),
    );
  });

  it('property: a member’s draft awaiting approval is read by its creator and its enterprise’s owners only (not staff)', () => {
    fc.assert(
      fc.property(arbActor, arbReq, (a, r) => {
        const pending = { ...r, status: 'DRAFT' as const, awaitingApproval: true };
        expect(canView(a, pending)).toBe(
          r.createdById === a.id || (!a.isStaff && a.ownedEnterpriseIds.includes(r.enterpriseId)),
        );
      }),
    );
    // The owner may submit it (that is the approval), never delete it.
    const pending = { ...req('DRAFT', member.id), awaitingApproval: true };
    expect(canTransition(owner, pending, 'NOT_START')).toBe(true);
    expect(can(owner, 'delete', pending)).toBe(false);
    expect(canView(staff, pending)).toBe(false);
    expect(canView(outsider, pending)).toBe(false);
    expect(canView(member2, pending)).toBe(false);
  });
});

describe('navigation', () => {
  it('customers see Support, staff see Request Board', () => {
    expect(navigationFor(false)).toEqual(['dashboard', 'myworkspace', 'requests', 'support', 'brandkit']);
    expect(navigationFor(true)).toEqual([
      'dashboard',
      'myworkspace',
      'requests',
      'requestboard',
      'enterprises',
      'brandkit',
      'catalogue',
      'staff',
      'audit',
      'integrations',
    ]);
    expect(navigationFor(false, true)).toEqual([
      'dashboard',
      'myworkspace',
      'requests',
      'support',
      'brandkit',
      'team',
      'audit',
      'integrations',
    ]);
  });
});
