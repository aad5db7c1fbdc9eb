import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testRoot, withQueryClient } from '../../../test/dom.ts';
import type { AccountSession } from './api.ts';
import { SessionsSection } from './SessionsSection.tsx';

const session = (id: string, browser: string, current = false): AccountSession => ({
  id,
  browser,
  os: 'Linux',
  address: '10.0.0.1',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-27T10:00:00.000Z',
  current,
});
const SESSIONS = [
  session('aaaaaaaaaaaaaaaa', 'Chrome', true),
  session('bbbbbbbbbbbbbbbb', 'Firefox'),
  session('cccccccccccccccc', 'Safari'),
];

const dom = testRoot();
let ended: string[];

beforeEach(() => {
  ended = [];
  // The server: the list as it stands, and a sign-out that ends the session named in the path.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        ended.push(url.split('/').at(-1)!);
        return json(200, { ok: true, endedSessions: 1 });
      }
      return json(200, { sessions: SESSIONS.filter((s) => !ended.includes(s.id)) });
    }),
  );
});

const rows = () => [...dom.host.querySelectorAll('li')];
const signOutButton = (row: Element) =>
  [...row.querySelectorAll('button')].find((b) => b.textContent === 'Sign out') as
    HTMLButtonElement | undefined;

describe('SessionsSection', () => {
  it('keeps a signed-out session in its place, so a second click cannot reach the next device', async () => {
    act(() => dom.root.render(withQueryClient(createElement(SessionsSection))));
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    const firefox = rows()[1]!;
    expect(firefox.textContent).toContain('Firefox on Linux');
    act(() => signOutButton(firefox)!.click());
    await vi.waitFor(() => expect(rows()[1]!.textContent).toContain('Signed out'));
    // The second click of the double click lands where the first did: the Firefox row, now without
    // its button; Safari's row and button are where they were.
    expect(signOutButton(rows()[1]!)).toBeUndefined();
    expect(rows()[2]!.textContent).toContain('Safari on Linux');
    expect(signOutButton(rows()[2]!)?.disabled).toBe(false);
    expect(ended).toEqual(['bbbbbbbbbbbbbbbb']);
  });
});
