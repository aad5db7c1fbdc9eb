import {
  cloneElement,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';

/*
 * A tooltip whose popup (MUI's Tooltip, Popper and @popperjs/core: ~8 KiB Brotli) is a chunk of its
 * own, fetched when the pointer or the keyboard focus first reaches a wrapped element (issue 30: the
 * lists' rows and the bell had it in every signed-in first load). The wrapped element is rendered
 * here from the start, with the name MUI's Tooltip would give it (aria-label = the title), so the
 * server-drawn rows hydrate as they are and nothing is remounted when the chunk arrives: focus and
 * loaded avatars stay. The first tooltip may show a moment later than MUI's 100 ms delay.
 */
const popupChunk = lazyWithPreload(() => import('./TooltipPopup.tsx'));
const TooltipPopup = popupChunk.Component;

/** MUI's defaults (Tooltip: enterDelay 100, enterTouchDelay 700, leaveTouchDelay 1500). */
const ENTER_MS = 100;
const TOUCH_ENTER_MS = 700;
const TOUCH_LEAVE_MS = 1_500;

type ChildProps = {
  className?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export type LazyTooltipProps = {
  title: string;
  /** One element that spreads its props (handlers, aria-label) on its root element. */
  children: ReactElement<ChildProps>;
  placement?: TooltipProps['placement'];
  /** Given by a parent that clones its children (AvatarGroup): passed to the wrapped element. */
  className?: string;
  [forwarded: string]: unknown;
};

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

export function LazyTooltip({ title, children, placement, ...forwarded }: LazyTooltipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays MUI's transition.
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const own = children.props;

  const clear = () => window.clearTimeout(timer.current);
  const later = (ms: number, next: boolean) => {
    clear();
    timer.current = window.setTimeout(() => {
      setOpen(next);
      if (next) setShown(true);
    }, ms);
  };
  const show = (element: HTMLElement, ms: number) => {
    // An empty title shows nothing (as MUI's Tooltip).
    if (!title) return;
    popupChunk.preload().catch(() => undefined);
    setAnchor(element);
    later(ms, true);
  };
  const hide = () => {
    clear();
    setOpen(false);
  };
  useEffect(() => clear, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      window.clearTimeout(timer.current);
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const child = cloneElement(children, {
    ...(title ? { 'aria-label': title } : {}),
    ...forwarded,
    ...own,
    className: [forwarded.className, own.className].filter(Boolean).join(' ') || undefined,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse' || event.pointerType === 'pen') show(event.currentTarget, ENTER_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      if (event.pointerType !== 'touch') hide();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      // A long press shows the tooltip on a touch screen, as MUI's does.
      if (event.pointerType === 'touch') show(event.currentTarget, TOUCH_ENTER_MS);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      own.onPointerUp?.(event);
      if (event.pointerType === 'touch') later(TOUCH_LEAVE_MS, false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // Keyboard focus only: a click's focus does not open it (MUI's rule).
      if (focusVisible(event.currentTarget)) show(event.currentTarget, ENTER_MS);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  } as Partial<ChildProps>);

  return (
    <>
      {child}
      {shown && anchor ? (
        <Suspense fallback={null}>
          <TooltipPopup anchor={anchor} title={title} open={open} placement={placement} />
        </Suspense>
      ) : null}
    </>
  );
}
