import { act, createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, testRoot, withQueryClient } from '../../../test/dom.ts';
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
        return apiError(409, 'CONFLICT', 'This confirmation link has already been used.');
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
        withQueryClient(
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
    await vi.waitFor(() =>
      expect(dom.host.textContent).toContain('Your e-mail address is now new@acme.test.'),
    );
    // A second confirmation would have left with the second click, before the first was answered.
    expect(confirms).toBe(1);
    expect(dom.host.textContent).not.toContain('already been used');
  });
});
