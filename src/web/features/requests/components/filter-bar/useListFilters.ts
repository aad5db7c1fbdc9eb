import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_FILTER_KEYS, listNarrowingOf } from '../../../../lib/requests/list-url.ts';

export type FilterKey = (typeof LIST_FILTER_KEYS)[number];

/**
 * The list's filters as the URL holds them, and the ways to change them: one key, the customer
 * (company or enterprise, one at a time), several keys at once (a chip's removal) or all of them.
 * The filter bar, its phone sheet and the chips above the list share it.
 */
export function useListFilters() {
  const [search, setSearch] = useSearchParams();
  const narrowing = listNarrowingOf(search);

  const set = (key: FilterKey, value: string | null, replace = false) => {
    // From the address as it is now, not as it was at render: a delayed title update must not bring
    // back filters cleared in between.
    const current = new URLSearchParams(window.location.search);
    if ((current.get(key) ?? null) === (value || null)) return;
    const next = new URLSearchParams(current);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace });
  };

  const remove = (keys: readonly FilterKey[]) => {
    const next = new URLSearchParams(window.location.search);
    for (const k of keys) next.delete(k);
    setSearch(next);
  };

  const setCustomer = (key: 'companyId' | 'enterpriseId' | null, value: number | null) => {
    const next = new URLSearchParams(window.location.search);
    next.delete('companyId');
    next.delete('enterpriseId');
    if (key && value) next.set(key, String(value));
    setSearch(next);
  };

  return { search, narrowing, set, remove, setCustomer, active: LIST_FILTER_KEYS.some((k) => search.has(k)) };
}

/** The title in the address as it is now (a navigation is rendered later, as a transition). */
const addressTitle = () => new URLSearchParams(window.location.search).get('title') ?? '';

/**
 * The title box follows typing after a short pause (one history entry per pause) and the URL.
 * Compared with the address itself, not the rendered one: Clear filters empties the box and the
 * address at once but React renders the address later, and a write scheduled in between took the
 * title of a view picked right after out of the address (seen in CI). A write whose address changed
 * meanwhile (a view, back) is dropped: what was put there since wins over what was typed before.
 */
export function useTitleFilter(urlTitle: string, set: (key: 'title', value: string | null) => void) {
  const [title, setTitle] = useState(urlTitle);
  useEffect(() => setTitle(urlTitle), [urlTitle]);
  useEffect(() => {
    const base = addressTitle();
    if (title.trim() === base) return;
    const timer = setTimeout(() => {
      if (addressTitle() === base) set('title', title.trim() || null);
    }, 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title]);
  return [title, setTitle] as const;
}
