import { useEffect, useRef, type RefObject } from 'react';

/** What `useFocusWhen` watches: a flag (false → true), or a step or a count that moves on. */
export type FocusTrigger = boolean | string | number | null | undefined;

export type FocusWhenOptions<T extends HTMLElement> = {
  /**
   * Only when the focus was lost: on nothing, on the page (<body>), or on something around the
   * element (the drawer or card it sits in). Where the person put it meanwhile, it stays.
   */
  onlyIfLost?: boolean;
  /** What takes the focus instead of the element itself (something inside it); nothing: no focus. */
  pick?: (element: T) => { focus: () => void } | null | undefined;
};

/**
 * "Focus the answer when it appears": an answer that replaces the form or the button that had the
 * focus takes it, so the focus is not dropped to the page and a screen reader reads the news out.
 * Returns the ref for the answer; give it `tabIndex={-1}` unless it is focusable by itself.
 *
 * It focuses when `shown` moves on: a flag from false to true, a step to another step, a count to
 * another count. Not on the first render (a page that opens with the answer leaves the focus where
 * the browser put it), not when it turns false, and not when it was null or undefined before (still
 * loading: the first answer of the server is no move of the person's).
 */
export function useFocusWhen<T extends HTMLElement = HTMLDivElement>(
  shown: FocusTrigger,
  { onlyIfLost = false, pick }: FocusWhenOptions<T> = {},
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const last = useRef(shown);
  // The latest options, read when the trigger moves (a caller's inline `pick` is not a dependency).
  const latest = useRef({ onlyIfLost, pick });
  useEffect(() => {
    latest.current = { onlyIfLost, pick };
  });
  useEffect(() => {
    const before = last.current;
    last.current = shown;
    if (before === shown || before == null || shown == null || shown === false) return;
    const element = ref.current;
    if (!element) return;
    if (latest.current.onlyIfLost) {
      const active = document.activeElement;
      if (active && active !== document.body && !active.contains(element)) return;
    }
    const target = latest.current.pick ? latest.current.pick(element) : element;
    target?.focus();
  }, [shown]);
  return ref;
}
