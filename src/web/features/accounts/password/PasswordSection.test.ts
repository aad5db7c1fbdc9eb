import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, testRoot, withQueryClient } from '../../../test/dom.ts';
import { PasswordSection } from './PasswordSection.tsx';

const dom = testRoot();

const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('PasswordSection', () => {
  it('moves the focus to "Your password was changed." once the change is made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { endedSessions: 0 })),
    );
    act(() => dom.root.render(withQueryClient(createElement(PasswordSection))));
    const [current, next] = [...dom.host.querySelectorAll<HTMLInputElement>('input')];
    type(current!, 'Old-pass-1!');
    type(next!, 'Milo-member-88?zq');
    const button = dom.host.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    button.focus();
    act(() => (dom.host.querySelector('form') as HTMLFormElement).requestSubmit());
    await vi.waitFor(() => expect(dom.host.textContent).toContain('Your password was changed.'), {
      timeout: 5000,
    });
    // Not left on the page: on the news, which a screen reader reads out.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('status'));
  });
});
