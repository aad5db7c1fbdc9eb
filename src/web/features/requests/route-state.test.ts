import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_TABS, drawerStateOf, shareableRequestUrl, tabOf } from './route-state.ts';
import { ALL_TAB, createHref, listHref, listNarrowingOf, requestHref } from '../../lib/requests/list-url.ts';

const q = (text: string) => new URLSearchParams(text);

/**
 * The page's address while a link renders: the links (lib/requests/list-url.ts) read the list's
 * filters from it.
 */
const atAddress = (search: string, origin = 'https://desk.example') =>
  vi.stubGlobal('window', { location: { search, origin } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the list tabs', () => {
  it('are every status a user can see, then the drafts', () => {
    expect(LIST_TABS.map((t) => t.slug)).toEqual([
      'status',
      'not-start',
      'assigned',
      'in-progress',
      'finished',
      'cancelled',
      'draft',
    ]);
    expect(LIST_TABS[0]).toEqual({ slug: ALL_TAB, label: 'All', status: null });
    expect(LIST_TABS.at(-1)).toEqual({ slug: 'draft', label: 'Drafts', status: 'DRAFT' });
  });

  it('tabOf reads both spellings of a status, and anything else as every status', () => {
    expect(tabOf('not-start').status).toBe('NOT_START');
    expect(tabOf('NOT_START').status).toBe('NOT_START');
    expect(tabOf(' In-Progress ').status).toBe('IN_PROGRESS');
    expect(tabOf('draft').label).toBe('Drafts');
    for (const other of ['status', 'deleted', 'DELETED', 'nonsense', '', null, undefined]) {
      expect(tabOf(other).slug).toBe(ALL_TAB);
    }
  });
});

describe('drawerStateOf: the drawer the address asks for', () => {
  it('is closed on a plain list', () => {
    expect(drawerStateOf(q('alignBy=status'))).toEqual({ kind: 'closed' });
  });

  it('opens the create drawer, with a type or as a duplicate', () => {
    const create = { kind: 'create', typeId: null, duplicatedId: null, withFiles: false };
    expect(drawerStateOf(q('new=1'))).toEqual(create);
    expect(drawerStateOf(q('new=true'))).toEqual(create);
    expect(drawerStateOf(q('mode=create'))).toEqual(create);
    expect(drawerStateOf(q('new=1&type=12'))).toEqual({ ...create, typeId: 12 });
    expect(drawerStateOf(q('duplicatedId=5&withFiles=true'))).toEqual({
      ...create,
      duplicatedId: 5,
      withFiles: true,
    });
    expect(drawerStateOf(q('duplicatedId=5'))).toEqual({ ...create, duplicatedId: 5 });
  });

  it('opens a request from the path or from requestId, for reading or (mode edit/update) editing', () => {
    expect(drawerStateOf(q('alignBy=status'), '5')).toEqual({ kind: 'detail', requestId: 5 });
    expect(drawerStateOf(q('requestId=5'))).toEqual({ kind: 'detail', requestId: 5 });
    expect(drawerStateOf(q('requestId=5&mode=view'))).toEqual({ kind: 'detail', requestId: 5 });
    expect(drawerStateOf(q('mode=edit'), '5')).toEqual({ kind: 'update', requestId: 5 });
    expect(drawerStateOf(q('requestId=5&mode=UPDATE'))).toEqual({ kind: 'update', requestId: 5 });
  });

  it('the path wins over requestId, and an opened request over the create drawer', () => {
    expect(drawerStateOf(q('requestId=6'), '5')).toEqual({ kind: 'detail', requestId: 5 });
    expect(drawerStateOf(q('requestId=5&new=1'))).toEqual({ kind: 'detail', requestId: 5 });
  });

  it('asks for the missing-request alert when the id is not a positive whole number', () => {
    for (const id of ['0', '-3', 'abc', '1e3', '2.5', '', '1234567890123456']) {
      expect(drawerStateOf(q(''), id)).toEqual({ kind: 'missing', mode: 'detail' });
    }
    expect(drawerStateOf(q('mode=edit'))).toEqual({ kind: 'missing', mode: 'update' });
    expect(drawerStateOf(q('mode=detail'))).toEqual({ kind: 'missing', mode: 'detail' });
  });

  it('ignores a type or a duplicate that is not an id', () => {
    expect(drawerStateOf(q('new=1&type=poster'))).toMatchObject({ kind: 'create', typeId: null });
    expect(drawerStateOf(q('duplicatedId=x'))).toEqual({ kind: 'closed' });
  });
});

describe('listNarrowingOf: the filters in a list address', () => {
  it('reads every filter and the order', () => {
    expect(
      listNarrowingOf(
        q(
          'priority=EXPRESS&typeId=7&assignedTo=4&overdue=true&title=%20menu%20&companyId=10' +
            '&enterpriseId=100&createdBy=me&dueFrom=2026-03-01&dueTo=2026-03-31&sort=due&order=asc',
        ),
      ),
    ).toEqual({
      priority: 'EXPRESS',
      typeId: 7,
      assignedTo: 4,
      overdue: true,
      title: 'menu',
      companyId: 10,
      enterpriseId: 100,
      createdBy: 'me',
      dueFrom: '2026-03-01',
      dueTo: '2026-03-31',
      sort: 'due',
      order: 'asc',
    });
  });

  it('takes the words for the viewer and for nobody', () => {
    expect(listNarrowingOf(q('assignedTo=me'))).toEqual({ assignedTo: 'me' });
    expect(listNarrowingOf(q('assignedTo=nobody'))).toEqual({ assignedTo: 'nobody' });
    expect(listNarrowingOf(q('createdBy=12'))).toEqual({ createdBy: 12 });
    expect(listNarrowingOf(q('overdue=1'))).toEqual({ overdue: true });
  });

  it('ignores what it cannot read, so the list shows more rather than nothing', () => {
    expect(
      listNarrowingOf(
        q(
          'priority=urgent&typeId=0&assignedTo=someone&overdue=false&title=%20%20&companyId=-1' +
            '&enterpriseId=x&createdBy=nobody&dueFrom=01/03/2026&dueTo=2026-3-31&sort=title&order=up&alignBy=draft',
        ),
      ),
    ).toEqual({});
  });

  it('keeps a title filter to 200 characters', () => {
    expect(listNarrowingOf(q(`title=${'a'.repeat(250)}`)).title).toHaveLength(200);
  });
});

describe('list and drawer links', () => {
  it('name the list with its tab, and the drawer over it', () => {
    expect(listHref('requests', 'assigned')).toBe('/requests?alignBy=assigned');
    expect(listHref('workspace', 'status')).toBe('/myworkspace?alignBy=status');
    expect(createHref('workspace', 'status')).toBe('/myworkspace?alignBy=status&new=1');
    expect(createHref('requests', 'draft', { typeId: 12 })).toBe('/requests?alignBy=draft&new=1&type=12');
    expect(createHref('requests', 'status', { duplicatedId: 5, withFiles: true })).toBe(
      '/requests?alignBy=status&duplicatedId=5&withFiles=true',
    );
    expect(createHref('requests', 'status', { duplicatedId: 5 })).toBe(
      '/requests?alignBy=status&duplicatedId=5&withFiles=false',
    );
    expect(requestHref('requests', 5, 'status')).toBe('/requests/5?alignBy=status');
    expect(requestHref('requests', 5, 'status', 'edit')).toBe('/requests/5?alignBy=status&mode=edit');
    expect(requestHref('workspace', 5, 'finished', 'edit')).toBe(
      '/myworkspace?alignBy=finished&requestId=5&mode=edit',
    );
  });

  it('open the drawer they name', () => {
    const opened = (href: string) => {
      const url = new URL(href, 'https://desk.example');
      const pathId = /^\/requests\/(\d+)$/.exec(url.pathname)?.[1];
      return drawerStateOf(url.searchParams, pathId);
    };
    expect(opened(requestHref('requests', 5, 'status'))).toEqual({ kind: 'detail', requestId: 5 });
    expect(opened(requestHref('workspace', 5, 'status', 'edit'))).toEqual({ kind: 'update', requestId: 5 });
    expect(opened(createHref('requests', 'status', { typeId: 3 }))).toMatchObject({
      kind: 'create',
      typeId: 3,
    });
    expect(opened(listHref('requests', 'status'))).toEqual({ kind: 'closed' });
  });

  it("keep the current list's filters, and only those", () => {
    atAddress('?alignBy=assigned&priority=EXPRESS&title=menu&requestId=3&mode=edit&new=1');
    expect(listHref('requests', 'assigned')).toBe('/requests?alignBy=assigned&priority=EXPRESS&title=menu');
    expect(requestHref('requests', 5, 'assigned')).toBe(
      '/requests/5?alignBy=assigned&priority=EXPRESS&title=menu',
    );
    const href = new URL(createHref('workspace', 'assigned', { typeId: 2 }), 'https://desk.example');
    expect(listNarrowingOf(href.searchParams)).toEqual({ priority: 'EXPRESS', title: 'menu' });
  });

  it('share a request by an absolute link to the requests page', () => {
    atAddress('?sort=due', 'https://desk.example');
    expect(shareableRequestUrl(5, 'status')).toBe('https://desk.example/requests/5?alignBy=status&sort=due');
  });
});
