import { act, createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, testRoot } from '../../test/dom.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const dom = testRoot();
const DONE = 'Your password was changed. Sign in with it and a code from your authenticator app.';

describe('ResetPasswordForm', () => {
  it('with two-factor on, the focus goes to Sign in once the password is changed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/check') ? json(200, { valid: true }) : json(200, { signedIn: false, message: DONE }),
      ),
    );
    act(() =>
      dom.root.render(
        createElement(
          MemoryRouter,
          null,
          createElement(ResetPasswordForm, {
            token: 't',
            forgotPath: '/f',
            loginPath: '/login',
            onDone: () => {},
          }),
        ),
      ),
    );
    const input = await vi.waitFor(() => {
      const found = dom.host.querySelector<HTMLInputElement>('input[type="password"]');
      if (!found) throw new Error('the new password field is not shown yet');
      return found;
    });
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'Milo-reset-99#zq',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => (dom.host.querySelector('form') as HTMLFormElement).requestSubmit());
    await vi.waitFor(() => expect(dom.host.textContent).toContain(DONE), { timeout: 5000 });
    // Not dropped to the page with the form: on the next step.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Sign in'));
  });
});
