import type { FormDefinition } from '#shared/domain/form-content.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import type { RequestFileDto, ServiceRequestDto } from '#shared/schemas/request.ts';
import type { UserDto } from '#shared/schemas/user.ts';

/*
 * Test helpers of the web app's unit tests (the `web` Vitest project): plain values in the shapes the
 * API answers, each overridable. Imported only by the web app's `*.test.ts` files.
 */

export const user = (id: number, firstName = `User${id}`): UserDto => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  firstName,
  lastName: 'Test',
  profileImage: null,
});

export const file = (id: string): RequestFileDto => ({
  id,
  url: `/api/files/${id}`,
  name: `${id}.pdf`,
  mime: 'application/pdf',
});

type FieldType = FormDefinition['fields'][number]['type'];

/** A form field with its defaults filled in, as a stored form holds it; options as name → credit. */
const field = (label: string, type: FieldType, options: Record<string, number> = {}, required = false) => ({
  label,
  description: '',
  type,
  required,
  options: Object.entries(options).map(([name, credit]) => ({ name, credit })),
});

/** A form with a field of each priced kind: a number, a choice with 'Others', several choices. */
export const POSTER_FORM: FormDefinition = {
  fields: [
    field('Copies', 'number'),
    field('Size', 'select', { A4: 1, A3: 2, Others: 3 }, true),
    field('Finish', 'multiselect', { Matte: 1, Gloss: 2, Others: 4 }),
    field('Notes', 'textarea'),
    field('Artwork', 'file'),
  ],
  pricing: { add: [], multiplyValue: [], multiplyOption: [], multiplyCount: [] },
  revisions: { included: 2, extraCost: '0.00' },
};

/** A saved request (a list row too): NOT_START, of company 10 of enterprise 100, created by user 1. */
export function request(overrides: Partial<ServiceRequestDto> = {}): ServiceRequestDto {
  return {
    id: 1,
    title: 'Spring menu poster',
    content: '{}',
    status: 'NOT_START',
    company: { id: 10, name: 'Bistro', enterprise: { id: 100, name: 'Bistro Group' } },
    serviceRequestType: { id: 7, name: 'Poster', credit: '5.00' },
    assignees: [],
    assignedTo: [],
    createdBy: user(1),
    audio: null,
    files: [],
    typeSpecificFiles: {},
    targetDate: null,
    adjustCredit: null,
    credit: '5.00',
    total: '5.00',
    chargedCredit: '5.00',
    breakdown: [],
    priorityLevel: 'STANDARD',
    placeholders: null,
    formVersion: 1,
    form: POSTER_FORM,
    submittedAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A signed-in user's session: a customer of enterprise 100 (company 10) by default; `isStaff` sees
 * every company: 10 (enterprise 100) and 20 (enterprise 200).
 */
export function session(
  opts: { isStaff?: boolean; credit?: string; otherCredit?: string } = {},
): SessionPayload {
  const enterprise = (id: number, name: string, availableRequestCredit: string) => ({
    id,
    name,
    membership: 'Gold',
    availableRequestCredit,
    paymentAt: null,
    pending: null,
    owners: [{ email: 'owner@example.com' }],
  });
  const first = enterprise(100, 'Bistro Group', opts.credit ?? '50.00');
  const second = enterprise(200, 'Harbour Hotels', opts.otherCredit ?? '8.00');
  return {
    user: { ...user(1), isStaff: opts.isStaff ?? false },
    companies: [
      { id: 10, name: 'Bistro', enterprise: { id: 100, name: first.name } },
      ...(opts.isStaff ? [{ id: 20, name: 'Harbour', enterprise: { id: 200, name: second.name } }] : []),
    ],
    serviceRequestTypes: [],
    enterprises: opts.isStaff ? [first, second] : [first],
    providerName: 'CreditDesk',
  };
}
