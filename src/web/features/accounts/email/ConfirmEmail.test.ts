import { act, createElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testRoot } from '../../../test/dom.ts';
import { ConfirmEmail } from './ConfirmEmail.tsx';

const dom = testRoot();
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
});

describe('ConfirmEmail', () => {
  it('takes a double click as one confirmation and shows that the address changed', async () => {
    act(() =>
      dom.root.render(
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
    const button = [...dom.host.querySelectorAll('button')].find(
      (b) => b.textContent === 'Confirm my new address',
    )!;
    act(() => {
      button.click();
      button.click();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(confirms).toBe(1);
    expect(dom.host.textContent).toContain('Your e-mail address is now new@acme.test.');
    expect(dom.host.textContent).not.toContain('already been used');
  });
});
