import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmail } from './ConfirmEmail.tsx';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let host: HTMLElement;
let root: Root;
let confirms = 0;

beforeEach(() => {
  confirms = 0;
  // The server: the link works once (after a moment); any later use is "already been used".
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      confirms += 1;
      if (confirms > 1) {
        return json(409, {
          data: null,
          error: { status: 409, name: 'CONFLICT', message: 'This confirmation link has already been used.' },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
      return json(200, {
        data: { email: 'new@acme.test', message: 'Your e-mail address is now new@acme.test.' },
      });
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

describe('ConfirmEmail', () => {
  it('takes a double click as one confirmation and shows that the address changed', async () => {
    act(() =>
      root.render(
        createElement(
          QueryClientProvider,
          { client: new QueryClient() },
          createElement(
            MemoryRouter,
            null,
            createElement(ConfirmEmail, { token: 'abc.def', accountPath: '/account' }),
          ),
        ),
      ),
    );
    const button = [...host.querySelectorAll('button')].find(
      (b) => b.textContent === 'Confirm my new address',
    )!;
    act(() => {
      button.click();
      button.click();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(confirms).toBe(1);
    expect(host.textContent).toContain('Your e-mail address is now new@acme.test.');
    expect(host.textContent).not.toContain('already been used');
  });
});
