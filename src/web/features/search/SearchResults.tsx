import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { parseStatus, STATUS_SLUGS } from '#shared/domain/request-status.ts';
import type { RequestTypeNode } from '#shared/schemas/auth.ts';
import { SEARCH_MIN_LENGTH, type SearchResponse } from '#shared/schemas/search.ts';
import { api } from '../../lib/api-client.ts';
import { creditsLabel } from '../../lib/format.ts';
import { newRequestOfType, requestPath } from '../../paths.ts';
import { useSession } from '../../lib/session/index.ts';

/** Search debounce (spec section 9): counted from the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

export { SEARCH_MIN_LENGTH };

/** One row of the palette, whatever it points at. */
export type SearchItem = {
  key: string;
  group: 'Requests' | 'Comments' | 'Request types';
  primary: string;
  secondary: string;
  href: string;
  chip?: string;
};

/**
 * The value as it was `ms` after its last change. It starts empty, so the first keystrokes that
 * reach the minimum length wait like every other ("aut" of "autumn" is never searched mid-word).
 */
export function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const slugOf = (status: string) => {
  const s = parseStatus(status);
  return s ? STATUS_SLUGS[s] : 'status';
};

export type SearchState =
  | { kind: 'tooShort' }
  | { kind: 'searching' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; items: SearchItem[] };

/**
 * Hits for a settled keyword of at least 3 characters: requests and comments from the server (within
 * what the user may see), request types filtered here by name or description from the catalogue the
 * session already holds. `term` is the debounced keyword; while it lags behind `keyword`, searching.
 */
export function useSearch(keyword: string, term: string): SearchState {
  const session = useSession();
  const wanted = keyword.trim();
  const query = useQuery({
    queryKey: ['search', term],
    queryFn: ({ signal }) =>
      api.get<SearchResponse>(`/api/company/searchAll?keyword=${encodeURIComponent(term)}`, { signal }),
    enabled: term.length >= SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
  if (wanted.length < SEARCH_MIN_LENGTH) return { kind: 'tooShort' };
  if (term !== wanted || query.isPending) return { kind: 'searching' };
  if (query.isError) return { kind: 'error', error: query.error };

  const needle = term.toLowerCase();
  const types: RequestTypeNode[] = session.serviceRequestTypes
    .flatMap((group) => group.childrenRequestTypes)
    .filter((t) => t.name.toLowerCase().includes(needle) || t.description.toLowerCase().includes(needle))
    .slice(0, 5);
  const hits = query.data.results;
  const items: SearchItem[] = [
    ...hits.flatMap((h): SearchItem[] =>
      h.type === 'REQUEST'
        ? [
            {
              key: `r${h.requestId}`,
              group: 'Requests',
              primary: h.title,
              secondary: `${h.company} · ${h.serviceRequestType}`,
              href: requestPath(h.requestId, slugOf(h.status)),
            },
          ]
        : [],
    ),
    ...hits.flatMap((h): SearchItem[] =>
      h.type === 'COMMENT'
        ? [
            {
              key: `c${h.commentId}`,
              group: 'Comments',
              primary: h.content,
              secondary: `on ${h.title}`,
              href: requestPath(h.requestId, slugOf(h.status)),
            },
          ]
        : [],
    ),
    ...types.map((t): SearchItem => ({
      key: `t${t.id}`,
      group: 'Request types',
      primary: t.name,
      secondary: t.description,
      href: newRequestOfType(t.id),
      chip: creditsLabel(t.credit),
    })),
  ];
  return { kind: 'ready', items };
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The hits as a listbox grouped by kind. Focus stays in the search field (a combobox): the active
 * option is `aria-activedescendant`, moved by the arrow keys and opened by Enter or a click.
 */
export function SearchResults({
  id,
  items,
  active,
  onActivate,
  onOpen,
}: {
  id: string;
  items: SearchItem[];
  active: number;
  onActivate: (index: number) => void;
  onOpen: (item: SearchItem) => void;
}) {
  const groups = (['Requests', 'Comments', 'Request types'] as const)
    .map((group) => ({
      group,
      entries: items.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group),
    }))
    .filter((g) => g.entries.length > 0);

  return (
    <Box
      component="ul"
      role="listbox"
      id={id}
      aria-label="Search results"
      sx={{ listStyle: 'none', m: 0, p: 0, width: '100%', textAlign: 'left' }}
    >
      {groups.map(({ group, entries }) => (
        <Box component="li" role="presentation" key={group}>
          <ListSubheader component="div" disableSticky id={`${id}-${group.replace(' ', '-')}`}>
            {group}
          </ListSubheader>
          <Box
            component="ul"
            role="group"
            aria-labelledby={`${id}-${group.replace(' ', '-')}`}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {entries.map(({ item, index }) => (
              <ListItemButton
                key={item.key}
                component="li"
                role="option"
                id={optionId(id, index)}
                aria-selected={index === active}
                selected={index === active}
                tabIndex={-1}
                dense
                // Keep the focus in the search field; the click still opens the hit.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (index !== active) onActivate(index);
                }}
                onClick={() => onOpen(item)}
                // The active hit's tint: its grey second line darkened to keep 4.5:1 (WCAG AA).
                sx={{ borderRadius: 2, '&.Mui-selected .MuiListItemText-secondary': { color: '#4b5563' } }}
              >
                <ListItemText primary={item.primary} secondary={item.secondary} />
                {item.chip && <Chip size="small" label={item.chip} sx={{ ml: 1 }} />}
              </ListItemButton>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
