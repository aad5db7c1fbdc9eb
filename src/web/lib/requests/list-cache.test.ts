import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ServiceRequestDto } from '#shared/schemas/request.ts';
import { request, user } from '../../test/fixtures.ts';
import {
  applySavedToList,
  isDefaultOrder,
  matchesFilter,
  removeFromList,
  type ListFilter,
  type RequestPage,
} from './list-cache.ts';

const VIEWER = 1;
const ALL: ListFilter = { permission: 'all', status: null };

const pages = (...ids: number[][]): InfiniteData<RequestPage, string | null> => ({
  pages: ids.map((page, i) => ({
    data: page.map((id) => request({ id, title: `Request ${id}` })),
    cursor: i < ids.length - 1 ? `c${i + 1}` : null,
    hasMore: i < ids.length - 1,
  })),
  pageParams: ids.map((_, i) => (i === 0 ? null : `c${i}`)),
});

const idsOf = (data: InfiniteData<RequestPage, string | null>) =>
  data.pages.map((p) => p.data.map((r) => r.id));

describe('matchesFilter: would the server list this request?', () => {
  const matches = (r: ServiceRequestDto, filter: Partial<ListFilter>) =>
    matchesFilter(r, { ...ALL, ...filter }, VIEWER);

  it('never lists a deleted request, not even on the every-status tab', () => {
    expect(matches(request({ status: 'DELETED' }), {})).toBe(false);
    expect(matches(request(), {})).toBe(true);
  });

  it('keeps a status tab to its status', () => {
    expect(matches(request({ status: 'ASSIGNED' }), { status: 'ASSIGNED' })).toBe(true);
    expect(matches(request({ status: 'ASSIGNED' }), { status: 'NOT_START' })).toBe(false);
  });

  it('narrows by priority, type, company and enterprise', () => {
    const r = request({ priorityLevel: 'EXPRESS' });
    expect(matches(r, { priority: 'EXPRESS' })).toBe(true);
    expect(matches(r, { priority: 'STANDARD' })).toBe(false);
    expect(matches(r, { typeId: 7 })).toBe(true);
    expect(matches(r, { typeId: 8 })).toBe(false);
    expect(matches(r, { companyId: 10 })).toBe(true);
    expect(matches(r, { companyId: 11 })).toBe(false);
    expect(matches(r, { enterpriseId: 100 })).toBe(true);
    expect(matches(r, { enterpriseId: 101 })).toBe(false);
  });

  it('reads "assigned to" as a user, the viewer, or nobody', () => {
    const toViewer = request({ assignedTo: [user(VIEWER), user(5)] });
    const toNobody = request({ assignedTo: [] });
    expect(matches(toViewer, { assignedTo: 'me' })).toBe(true);
    expect(matches(toViewer, { assignedTo: 5 })).toBe(true);
    expect(matches(toViewer, { assignedTo: 6 })).toBe(false);
    expect(matches(toViewer, { assignedTo: 'nobody' })).toBe(false);
    expect(matches(toNobody, { assignedTo: 'nobody' })).toBe(true);
    expect(matches(toNobody, { assignedTo: 'me' })).toBe(false);
  });

  it('reads "overdue" by the due marker: an open request past its day', () => {
    const late = request({ status: 'IN_PROGRESS', targetDate: '2000-01-03' });
    const lateButFinished = request({ status: 'FINISHED', targetDate: '2000-01-03' });
    const later = request({ status: 'IN_PROGRESS', targetDate: '2999-12-31' });
    expect(matches(late, { overdue: true })).toBe(true);
    expect(matches(lateButFinished, { overdue: true })).toBe(false);
    expect(matches(later, { overdue: true })).toBe(false);
    expect(matches(later, { overdue: false })).toBe(true);
    expect(matches(late, { overdue: false })).toBe(false);
  });

  it('finds the title text in any case', () => {
    expect(matches(request({ title: 'Spring MENU poster' }), { title: 'menu' })).toBe(true);
    expect(matches(request({ title: 'Spring poster' }), { title: 'menu' })).toBe(false);
  });

  it('reads "created by" as a user or the viewer', () => {
    const mine = request({ createdBy: user(VIEWER) });
    expect(matches(mine, { createdBy: 'me' })).toBe(true);
    expect(matches(mine, { createdBy: VIEWER })).toBe(true);
    expect(matches(request({ createdBy: user(2) }), { createdBy: 'me' })).toBe(false);
  });

  it('keeps a due range to dated requests within it, both ends included', () => {
    const due = (targetDate: string | null) => request({ targetDate });
    const range = { dueFrom: '2026-03-01', dueTo: '2026-03-31' };
    expect(matches(due('2026-03-01'), range)).toBe(true);
    expect(matches(due('2026-03-31'), range)).toBe(true);
    expect(matches(due('2026-02-28'), range)).toBe(false);
    expect(matches(due('2026-04-01'), range)).toBe(false);
    expect(matches(due(null), { dueFrom: '2026-03-01' })).toBe(false);
    expect(matches(due(null), { dueTo: '2026-03-31' })).toBe(false);
  });

  it('shows "mine" what the viewer created and "assigned" what they are on, either way', () => {
    expect(matches(request({ createdBy: user(VIEWER) }), { permission: 'mine' })).toBe(true);
    expect(matches(request({ createdBy: user(2) }), { permission: 'mine' })).toBe(false);
    const other = { createdBy: user(2) };
    expect(matches(request({ ...other, assignees: [user(VIEWER)] }), { permission: 'assigned' })).toBe(true);
    expect(matches(request({ ...other, assignedTo: [user(VIEWER)] }), { permission: 'assigned' })).toBe(true);
    expect(matches(request({ ...other, assignees: [user(3)] }), { permission: 'assigned' })).toBe(false);
  });
});

describe('isDefaultOrder', () => {
  it('is last update first, whether said or left out', () => {
    expect(isDefaultOrder({})).toBe(true);
    expect(isDefaultOrder({ sort: 'updated', order: 'desc' })).toBe(true);
    expect(isDefaultOrder({ order: 'asc' })).toBe(false);
    expect(isDefaultOrder({ sort: 'due' })).toBe(false);
  });
});

describe('removeFromList', () => {
  it('takes the request out of whichever page holds it, and only it', () => {
    const data = pages([1, 2], [3, 4]);
    expect(idsOf(removeFromList(data, 3))).toEqual([[1, 2], [4]]);
    expect(idsOf(removeFromList(data, 99))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(idsOf(data)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('applySavedToList: the ordering rule on a cached list', () => {
  it('moves an update that keeps its status to the top of the first page', () => {
    const saved = request({ id: 3, title: 'Renamed' });
    const next = applySavedToList(pages([1, 2], [3, 4]), saved, 'NOT_START', ALL, VIEWER);
    expect(idsOf(next)).toEqual([[3, 1, 2], [4]]);
    expect(next.pages[0]!.data[0]!.title).toBe('Renamed');
    expect(next.pages[0]!.cursor).toBe('c1');
  });

  it('replaces a request whose status changed in place', () => {
    const saved = request({ id: 3, status: 'ASSIGNED' });
    const next = applySavedToList(pages([1, 2], [3, 4]), saved, 'NOT_START', ALL, VIEWER);
    expect(idsOf(next)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(next.pages[1]!.data[0]!.status).toBe('ASSIGNED');
  });

  it('puts a request new to the list first', () => {
    const next = applySavedToList(pages([1, 2]), request({ id: 9 }), null, ALL, VIEWER);
    expect(idsOf(next)).toEqual([[9, 1, 2]]);
  });

  it('takes out a request that no longer matches the list, and leaves a list it never was in alone', () => {
    const tab: ListFilter = { permission: 'all', status: 'NOT_START' };
    const data = pages([1, 2], [3]);
    const moved = request({ id: 2, status: 'ASSIGNED' });
    expect(idsOf(applySavedToList(data, moved, 'NOT_START', tab, VIEWER))).toEqual([[1], [3]]);
    expect(applySavedToList(data, request({ id: 9, status: 'ASSIGNED' }), null, tab, VIEWER)).toBe(data);
  });

  it('in another order keeps a saved request in its place, and waits for the server for a new one', () => {
    const byTitle: ListFilter = { ...ALL, sort: 'due', order: 'asc' };
    const data = pages([1, 2], [3]);
    const next = applySavedToList(data, request({ id: 3, title: 'Renamed' }), 'NOT_START', byTitle, VIEWER);
    expect(idsOf(next)).toEqual([[1, 2], [3]]);
    expect(next.pages[1]!.data[0]!.title).toBe('Renamed');
    expect(applySavedToList(data, request({ id: 9 }), null, byTitle, VIEWER)).toBe(data);
  });

  it('leaves a list with no page loaded as it is', () => {
    const empty: InfiniteData<RequestPage, string | null> = { pages: [], pageParams: [] };
    expect(applySavedToList(empty, request({ id: 9 }), null, ALL, VIEWER)).toBe(empty);
  });
});
