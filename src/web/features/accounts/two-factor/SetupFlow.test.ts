import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, testRoot, withQueryClient } from '../../../test/dom.ts';
import { SetupFlow } from './SetupFlow.tsx';

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-aaaaa`);

const dom = testRoot();
let confirms = 0;

beforeEach(() => {
  confirms = 0;
  // The server: the first confirmation turns two-factor on and answers the codes (after a moment),
  // any later one "already on".
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/two-factor/setup')) {
        return json(200, {
          secret: 'I5VDCTSQPGE2VA2AKHUBGZXKQOKOQBG5',
          uri: 'otpauth://totp/x',
          qrCode: 'data:,',
        });
      }
      confirms += 1;
      if (confirms > 1) {
        return apiError(409, 'CONFLICT', 'Two-factor sign-in is already on.');
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
      return json(200, { recoveryCodes: CODES });
    }),
  );
});

describe('SetupFlow', () => {
  it('sends one confirmation for a double submit, and shows the recovery codes it brought', async () => {
    act(() => dom.root.render(withQueryClient(createElement(SetupFlow, { onDone: () => {} }))));
    const input = await vi.waitFor(() => dom.host.querySelector('input')!);
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '123456');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const form = dom.host.querySelector('form') as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await vi.waitFor(() => expect(dom.host.textContent).toContain('Two-factor sign-in is on.'));
    // A second confirmation would have left with the second submit, before the first was answered.
    expect(confirms).toBe(1);
    expect(dom.host.textContent).toContain(CODES[0]);
    // The form that held the focus is gone: the focus is on the news, not dropped to the page.
    expect(document.activeElement?.textContent).toBe('Two-factor sign-in is on.');
  });
});
