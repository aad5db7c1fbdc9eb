import { useEffect, useState } from 'react';

/** The part of a TanStack infinite query that paging needs. */
export type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export type InfiniteScrollOptions = {
  /**
   * What scrolls: the page ('viewport') or the sentinel's nearest scrolling ancestor (a drawer's
   * body, a popover's list).
   */
  root?: 'viewport' | 'scroll-parent';
  /** Load when this share of the scroller has been seen (spec: comments and notifications at 0.75). */
  threshold?: number;
  /** Or: load when the sentinel is this many pixels below the visible part. */
  aheadPx?: number;
};

/**
 * Infinite scroll: returns a ref for a sentinel placed after the last item; the next page loads when
 * the sentinel comes near the visible part of the scroller. A page that does not fill the scroller
 * loads the next one at once (the sentinel is visible when the observer starts). After a failed
 * page nothing loads by itself: the footer offers Try again.
 */
export function useInfiniteScroll(
  query: PagedQuery,
  { root = 'viewport', threshold = 0.75, aheadPx }: InfiniteScrollOptions = {},
): (el: HTMLElement | null) => void {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    if (!sentinel || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const scroller = root === 'scroll-parent' ? scrollParent(sentinel) : null;
    const margin = aheadPx ?? Math.round((scroller?.clientHeight ?? window.innerHeight) * (1 - threshold));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { root: scroller, rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [
    sentinel,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
    root,
    threshold,
    aheadPx,
  ]);

  return setSentinel;
}

/** The nearest ancestor that scrolls vertically, else the viewport (null). */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}
