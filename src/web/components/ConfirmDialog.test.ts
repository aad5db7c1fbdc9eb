import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../test/dom.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const dom = testRoot();

const show = (props: { open: boolean; busy?: boolean; onConfirm: () => void; onAlt?: () => void }) =>
  act(() =>
    dom.root.render(
      createElement(ConfirmDialog, {
        title: 'Remove from the enterprise?',
        message: 'They leave every company.',
        confirmLabel: 'Remove',
        cancelLabel: 'Cancel',
        altLabel: props.onAlt ? 'No' : undefined,
        onCancel: () => {},
        destructive: true,
        ...props,
      }),
    ),
  );

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('ConfirmDialog', () => {
  it('takes a double click as one answer (the busy state renders a task after the first click)', () => {
    const onConfirm = vi.fn();
    show({ open: true, busy: false, onConfirm });
    act(() => {
      button('Remove').click();
      button('Remove').click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes a double click on the second answer as one answer too', () => {
    const onAlt = vi.fn();
    show({ open: true, onConfirm: () => {}, onAlt });
    act(() => {
      button('No').click();
      button('No').click();
    });
    expect(onAlt).toHaveBeenCalledTimes(1);
  });

  it('answers again once the work is over (a failure leaves the question open) or when asked again', () => {
    const onConfirm = vi.fn();
    const click = () => act(() => button('Remove').click());
    show({ open: true, busy: false, onConfirm });
    click();
    show({ open: true, busy: true, onConfirm });
    show({ open: true, busy: false, onConfirm });
    click();
    expect(onConfirm).toHaveBeenCalledTimes(2);
    show({ open: false, busy: false, onConfirm });
    show({ open: true, busy: false, onConfirm });
    click();
    expect(onConfirm).toHaveBeenCalledTimes(3);
  });

  it('takes no second answer while it closes after a quick action (a fading dialog still takes clicks)', () => {
    const onConfirm = vi.fn();
    show({ open: true, busy: false, onConfirm });
    act(() => button('Remove').click());
    // The action was over before the second click: the caller closed the dialog, still on screen.
    show({ open: false, busy: false, onConfirm });
    act(() => button('Remove')?.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
