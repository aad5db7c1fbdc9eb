import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router';

// What React Router's <ScrollRestoration> did with the data router (issue 30: the app's router is
// the declarative one, app/AppRouter.tsx): each history entry's scroll position, by its key, kept in
// sessionStorage when the page is hidden so a reload or a visit back to the tab restores it too.
const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> | null = null;

function saved(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** The position of the entry being left, called before the router shows the next one. */
export function rememberScroll(location: Location): void {
  saved()[location.key] = window.scrollY;
}

/**
 * On every location shown: an entry visited before (back, forward, a reload) gets its position
 * back, a link to `#id` scrolls to that element, any other navigation starts at the top.
 */
export function useScrollRestoration(location: Location): void {
  const shown = useRef(location);
  useEffect(() => {
    // The app restores positions, not the browser (which would before the page is drawn).
    window.history.scrollRestoration = 'manual';
    const onHide = () => {
      rememberScroll(shown.current);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location;
    const y = saved()[location.key];
    if (typeof y === 'number') {
      window.scrollTo(0, y);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: the top, as for any other navigation.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);
}
