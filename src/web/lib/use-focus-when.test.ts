import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../test/dom.ts';
import { useFocusWhen, type FocusTrigger, type FocusWhenOptions } from './use-focus-when.ts';

const dom = testRoot();

/** A button that has the focus until the answer replaces it (as a form gives way to its answer). */
function Answer({ shown, options }: { shown: FocusTrigger; options?: FocusWhenOptions<HTMLDivElement> }) {
  const ref = useFocusWhen(shown, options);
  return createElement(
    'div',
    null,
    createElement('div', { ref, tabIndex: -1, 'data-testid': 'answer' }, createElement('input')),
    createElement('button', null, 'elsewhere'),
  );
}

const render = (shown: FocusTrigger, options?: FocusWhenOptions<HTMLDivElement>) =>
  act(() => dom.root.render(createElement(Answer, { shown, options })));
const answer = () => dom.host.querySelector<HTMLElement>('[data-testid="answer"]')!;
const elsewhere = () => dom.host.querySelector('button')!;

describe('useFocusWhen', () => {
  it('focuses the answer when the flag turns on, not on the first render nor when it turns off', () => {
    render(false);
    expect(document.activeElement).toBe(document.body);
    render(true);
    expect(document.activeElement).toBe(answer());
    elsewhere().focus();
    render(false);
    expect(document.activeElement).toBe(elsewhere());
  });

  it('does not take the focus at the first render, even when the answer is already there', () => {
    render(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('a step focuses when it moves on, not when it first loads (from null)', () => {
    render(null);
    render('off');
    expect(document.activeElement).toBe(document.body);
    render('setup');
    expect(document.activeElement).toBe(answer());
  });

  it('onlyIfLost leaves the focus where the person put it', () => {
    render(false, { onlyIfLost: true });
    elsewhere().focus();
    render(true, { onlyIfLost: true });
    expect(document.activeElement).toBe(elsewhere());
    render(false, { onlyIfLost: true });
    elsewhere().blur();
    render(true, { onlyIfLost: true });
    expect(document.activeElement).toBe(answer());
  });

  it('pick chooses what inside takes the focus, or nothing', () => {
    render(false, { pick: (el) => el.querySelector('input') });
    render(true, { pick: (el) => el.querySelector('input') });
    expect(document.activeElement).toBe(dom.host.querySelector('input'));
    render(false, { pick: () => null });
    (document.activeElement as HTMLElement).blur();
    render(true, { pick: () => null });
    expect(document.activeElement).toBe(document.body);
  });
});
