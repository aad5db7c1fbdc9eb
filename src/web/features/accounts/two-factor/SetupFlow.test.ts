import { act, createElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testRoot } from '../../../test/dom.ts';
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
        return json(409, {
          data: null,
          error: { status: 409, name: 'CONFLICT', message: 'Two-factor sign-in is already on.' },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
      return json(200, { recoveryCodes: CODES });
    }),
  );
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('SetupFlow', () => {
  it('sends one confirmation for a double submit, and shows the recovery codes it brought', async () => {
    const client = new QueryClient();
    act(() =>
      dom.root.render(
        createElement(QueryClientProvider, { client }, createElement(SetupFlow, { onDone: () => {} })),
      ),
    );
    await settle();
    const input = dom.host.querySelector('input') as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '123456');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const form = dom.host.querySelector('form') as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await settle();
    expect(confirms).toBe(1);
    expect(dom.host.textContent).toContain('Two-factor sign-in is on.');
    expect(dom.host.textContent).toContain(CODES[0]);
  });
});
