import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../test/dom.ts';
import { resetWithTwoFactor } from '../../test/reset-password.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const dom = testRoot();

describe('ResetPasswordForm', () => {
  it('with two-factor on, the focus goes to Sign in once the password is changed', async () => {
    await resetWithTwoFactor(
      dom,
      createElement(ResetPasswordForm, {
        token: 't',
        forgotPath: '/f',
        loginPath: '/login',
        onDone: () => {},
      }),
    );
    // Not dropped to the page with the form: on the next step.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Sign in'));
  });
});
