import { describe, expect, it } from 'vitest';
import { ASSIGNED_TO_REQUIRED, needsAssignees, requestPeopleError } from './request-people.ts';
import { REQUEST_STATUSES } from './request-status.ts';

describe('who a request needs (issue 10, items 5 and 6)', () => {
  it('assignees for every submitted status; not for a draft or a cancelled request', () => {
    expect(REQUEST_STATUSES.filter((s) => !needsAssignees(s))).toEqual(['DRAFT', 'CANCELLED']);
    for (const status of REQUEST_STATUSES) {
      const error = requestPeopleError({ status, assignees: [], assignedTo: [1], settingAssigned: false });
      expect(error?.message ?? null).toBe(needsAssignees(status) ? 'Please assign asignees' : null);
    }
  });

  it('someone in Assigned to when a request is put into Assigned', () => {
    const base = { assignees: [1], assignedTo: [] as number[] };
    expect(requestPeopleError({ ...base, status: 'ASSIGNED', settingAssigned: true })).toEqual({
      field: 'assignedTo',
      message: ASSIGNED_TO_REQUIRED,
    });
    expect(requestPeopleError({ ...base, status: 'ASSIGNED', settingAssigned: false })).toBeNull();
    expect(requestPeopleError({ ...base, status: 'IN_PROGRESS', settingAssigned: true })).toBeNull();
    expect(
      requestPeopleError({ ...base, assignedTo: [7], status: 'ASSIGNED', settingAssigned: true }),
    ).toBeNull();
  });
});
