import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, testRoot } from '../../test/dom.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const dom = testRoot();
const SENT = 'If an account uses this e-mail, we have sent it a link to choose a new password.';

describe('ForgotPasswordForm', () => {
  it('moves the focus to the answer when the form gives way to it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { message: SENT })),
    );
    act(() => dom.root.render(createElement(ForgotPasswordForm, { initialEmail: 'milo@nimbus.test' })));
    const button = dom.host.querySelector('button[type="submit"]') as HTMLButtonElement;
    button.focus();
    act(() => (dom.host.querySelector('form') as HTMLFormElement).requestSubmit());
    await vi.waitFor(() => expect(dom.host.textContent).toContain(SENT));
    // Not dropped to the page with the form: on the answer, which a screen reader reads out.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('status'));
    expect(document.activeElement?.textContent).toContain(SENT);
  });
});
