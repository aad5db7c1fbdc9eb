import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SetupFlow } from './SetupFlow.tsx';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-aaaaa`);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let host: HTMLElement;
let root: Root;
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
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('SetupFlow', () => {
  it('sends one confirmation for a double submit, and shows the recovery codes it brought', async () => {
    const client = new QueryClient();
    act(() =>
      root.render(
        createElement(QueryClientProvider, { client }, createElement(SetupFlow, { onDone: () => {} })),
      ),
    );
    await settle();
    const input = host.querySelector('input') as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '123456');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const form = host.querySelector('form') as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await settle();
    expect(confirms).toBe(1);
    expect(host.textContent).toContain('Two-factor sign-in is on.');
    expect(host.textContent).toContain(CODES[0]);
  });
});
