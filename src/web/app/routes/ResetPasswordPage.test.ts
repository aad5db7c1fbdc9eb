import { act, createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, testRoot } from '../../test/dom.ts';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const dom = testRoot();
const DONE = 'Your password was changed. Sign in with it and a code from your authenticator app.';
const links = () => [...dom.host.querySelectorAll('a')].map((a) => a.textContent?.trim());

describe('ResetPasswordPage', () => {
  it('once the password is changed (two-factor on), Sign in is the one way on', async () => {
    window.location.hash = '#t';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/check') ? json(200, { valid: true }) : json(200, { signedIn: false, message: DONE }),
      ),
    );
    act(() => dom.root.render(createElement(MemoryRouter, null, createElement(ResetPasswordPage))));
    const input = await vi.waitFor(() => {
      const found = dom.host.querySelector<HTMLInputElement>('input[type="password"]');
      if (!found) throw new Error('the new password field is not shown yet');
      return found;
    });
    // While choosing the password, the way back is there.
    expect(links()).toContain('Back to sign in');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'Milo-reset-99#zq',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => (dom.host.querySelector('form') as HTMLFormElement).requestSubmit());
    await vi.waitFor(() => expect(dom.host.textContent).toContain(DONE), { timeout: 5000 });
    expect(links().filter((text) => /sign in/i.test(text ?? ''))).toEqual(['Sign in']);
    window.location.hash = '';
  });
});
