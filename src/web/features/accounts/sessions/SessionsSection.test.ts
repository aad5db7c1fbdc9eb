import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from './api.ts';
import { SessionsSection } from './SessionsSection.tsx';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let host: HTMLElement;
let root: Root;
let ended: string[];

beforeEach(() => {
  ended = [];
  // The server: the list as it stands, and a sign-out that ends the session named in the path.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        ended.push(url.split('/').at(-1)!);
        return json({ ok: true, endedSessions: 1 });
      }
      return json({ sessions: SESSIONS.filter((s) => !ended.includes(s.id)) });
    }),
  );
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

const rows = () => [...host.querySelectorAll('li')];
const signOutButton = (row: Element) =>
  [...row.querySelectorAll('button')].find((b) => b.textContent === 'Sign out') as
    HTMLButtonElement | undefined;

describe('SessionsSection', () => {
  it('keeps a signed-out session in its place, so a second click cannot reach the next device', async () => {
    const client = new QueryClient();
    act(() => root.render(createElement(QueryClientProvider, { client }, createElement(SessionsSection))));
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
