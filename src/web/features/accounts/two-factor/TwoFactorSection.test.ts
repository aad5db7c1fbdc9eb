import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, testRoot, withQueryClient } from '../../../test/dom.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

const dom = testRoot();

const OFF = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
  requiredBy: null,
  enrolmentOnly: false,
  policies: { staff: null, enterprises: [] },
};

const button = (text: string) =>
  [...dom.host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);

describe('TwoFactorSection', () => {
  it('pressing "Turn on two-factor sign-in" leaves the focus on the set-up, not the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/two-factor/setup')
          ? json(200, {
              secret: 'I5VDCTSQPGE2VA2AKHUBGZXKQOKOQBG5',
              uri: 'otpauth://totp/x',
              qrCode: 'data:,',
            })
          : json(200, OFF),
      ),
    );
    act(() => dom.root.render(withQueryClient(createElement(TwoFactorSection))));
    const turnOn = await vi.waitFor(() => {
      const found = button('Turn on two-factor sign-in');
      if (!found) throw new Error('not shown yet');
      return found;
    });
    turnOn.focus();
    act(() => turnOn.click());
    await vi.waitFor(() => expect(dom.host.textContent).toContain('Enter the 6-digit code the app shows.'));
    // The button pressed is gone: the set-up holds the focus (the next Tab goes into it).
    expect(document.activeElement?.getAttribute('data-testid')).toBe('two-factor-step');
  });
});
