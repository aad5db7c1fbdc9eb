import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, testRoot, withQueryClient } from '../../test/dom.ts';

// The toasts the form shows, and a signed-in customer (the app shell's guard guarantees one).
const toasts: { variant: string; message: string }[] = [];
vi.mock('../../lib/toast.ts', () => ({
  useToast: () => ({
    success: (message: string) => toasts.push({ variant: 'success', message }),
    info: (message: string) => toasts.push({ variant: 'info', message }),
    error: (message: string) => toasts.push({ variant: 'error', message }),
  }),
}));
vi.mock('../../lib/session/index.ts', () => ({
  useSession: () => ({ user: { firstName: 'Olivia', lastName: 'Owner', email: 'owner@acme.test' } }),
  displayName: (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`,
}));

const { SupportForm } = await import('./SupportForm.tsx');
const dom = testRoot();

/** The server: the first message is sent; the same one again within two minutes is a repeat. */
let sent = 0;
beforeEach(() => {
  toasts.length = 0;
  sent = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      sent += 1;
      return json(200, {
        data: { id: 7, createdAt: '2026-11-28T18:00:00.000Z' },
        meta: { duplicate: sent > 1 },
        message: 'Successfully Emailed',
      });
    }),
  );
});

/** Types the message and sends the form, as a user does. */
async function sendMessage(text: string) {
  const message = dom.host.querySelector('textarea[name="message"]') as HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(message, text);
    message.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const button = [...dom.host.querySelectorAll('button')].find((b) => b.textContent === 'Send message')!;
  await act(async () => button.click());
}

describe('SupportForm', () => {
  it('says a repeat of the message just sent was not sent again, and a first one was e-mailed', async () => {
    act(() => dom.root.render(withQueryClient(createElement(SupportForm))));
    await sendMessage('Where is my invoice?');
    await vi.waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: 'Successfully Emailed' }]));
    await sendMessage('Where is my invoice?');
    await vi.waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1]).toEqual({
      variant: 'info',
      message: 'This message was already sent a moment ago and was not sent again',
    });
  });
});
