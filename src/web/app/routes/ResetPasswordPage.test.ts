import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../../test/dom.ts';
import { resetWithTwoFactor } from '../../test/reset-password.ts';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const dom = testRoot();
const links = () => [...dom.host.querySelectorAll('a')].map((a) => a.textContent?.trim());

describe('ResetPasswordPage', () => {
  it('once the password is changed (two-factor on), Sign in is the one way on', async () => {
    window.location.hash = '#t';
    await resetWithTwoFactor(dom, createElement(ResetPasswordPage), () =>
      // While choosing the password, the way back is there.
      expect(links()).toContain('Back to sign in'),
    );
    expect(links().filter((text) => /sign in/i.test(text ?? ''))).toEqual(['Sign in']);
    window.location.hash = '';
  });
});
