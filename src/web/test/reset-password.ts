import { act, createElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import { json, type testRoot } from './dom.ts';

/*
 * The scaffold the reset-password page's and form's tests share (imported only by `*.test.ts` files).
 */

/** What the server says once a password is reset for a person with two-factor on. */
export const RESET_DONE =
  'Your password was changed. Sign in with it and a code from your authenticator app.';

/**
 * The API answers the reset link as valid and the reset as done with two-factor on (not signed in,
 * RESET_DONE). `element` is rendered in a router; once the new password field shows, `whileChoosing`
 * runs (to look at the screen then), a strong password is typed and the form submitted. Resolves once
 * RESET_DONE is on the screen.
 */
export async function resetWithTwoFactor(
  dom: ReturnType<typeof testRoot>,
  element: ReactElement,
  whileChoosing: () => void = () => {},
): Promise<void> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/check')
        ? json(200, { valid: true })
        : json(200, { signedIn: false, message: RESET_DONE }),
    ),
  );
  act(() => dom.root.render(createElement(MemoryRouter, null, element)));
  const input = await vi.waitFor(() => {
    const found = dom.host.querySelector<HTMLInputElement>('input[type="password"]');
    if (!found) throw new Error('the new password field is not shown yet');
    return found;
  });
  whileChoosing();
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
      input,
      'Milo-reset-99#zq',
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => (dom.host.querySelector('form') as HTMLFormElement).requestSubmit());
  await vi.waitFor(() => expect(dom.host.textContent).toContain(RESET_DONE), { timeout: 5000 });
}
