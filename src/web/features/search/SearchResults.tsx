import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '#shared/domain/validation.ts';
import { parseStatus, STATUS_SLUGS } from '#shared/domain/request-status.ts';
import type { RequestTypeNode } from '#shared/schemas/auth.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { creditsLabel } from '../../lib/format.ts';
import { newRequestOfType, requestPath } from '../../paths.ts';
import { useSession } from '../auth/AuthProvider.tsx';

/** Search debounce (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

type Hit =
  | {
      type: 'REQUEST';
      requestId: number;
      title: string;
      status: string;
      company: string;
      serviceRequestType: string;
    }
  | { type: 'COMMENT'; requestId: number; commentId: number; content: string; title: string; status: string };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
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

/**
 * Hits for a keyword of at least 3 characters, 1000ms after the last keystroke: requests and
 * comments from the server (within what the user may see), request types filtered here by name or
 * description from the catalogue the session already holds.
 */
export function SearchResults({ keyword, onNavigate }: { keyword: string; onNavigate: () => void }) {
  const session = useSession();
  const term = useDebounced(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const settled = term === keyword.trim();
  const query = useQuery({
    queryKey: ['search', term],
    queryFn: ({ signal }) =>
      api.get<{ results: Hit[] }>(`/api/company/searchAll?keyword=${encodeURIComponent(term)}`, { signal }),
    enabled: term.length >= 3,
    staleTime: 30_000,
  });
  const needle = term.toLowerCase();
  const types: RequestTypeNode[] = session.serviceRequestTypes
    .flatMap((group) => group.childrenRequestTypes)
    .filter((t) => t.name.toLowerCase().includes(needle) || t.description.toLowerCase().includes(needle))
    .slice(0, 5);

  if (!settled || query.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label="Searching" />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Typography color="error">{errorMessage(query.error, 'Search failed. Please try again.')}</Typography>
    );
  }
  const hits = query.data.results;
  const requests = hits.filter((h) => h.type === 'REQUEST');
  const comments = hits.filter((h) => h.type === 'COMMENT');
  if (!requests.length && !comments.length && !types.length) {
    return <Typography color="text.secondary">{MESSAGES.searchNoResults}</Typography>;
  }
  return (
    <List dense sx={{ width: '100%', textAlign: 'left' }} aria-label="Search results">
      {requests.length > 0 && <ListSubheader disableSticky>Requests</ListSubheader>}
      {requests.map((h) => (
        <ListItemButton
          key={`r${h.requestId}`}
          component={RouterLink}
          to={requestPath(h.requestId, slugOf(h.status))}
          onClick={onNavigate}
        >
          <ListItemText primary={h.title} secondary={`${h.company} · ${h.serviceRequestType}`} />
        </ListItemButton>
      ))}
      {comments.length > 0 && <ListSubheader disableSticky>Comments</ListSubheader>}
      {comments.map((h) => (
        <ListItemButton
          key={`c${h.commentId}`}
          component={RouterLink}
          to={requestPath(h.requestId, slugOf(h.status))}
          onClick={onNavigate}
        >
          <ListItemText primary={h.content} secondary={`on ${h.title}`} />
        </ListItemButton>
      ))}
      {types.length > 0 && <ListSubheader disableSticky>Request types</ListSubheader>}
      {types.map((t) => (
        <ListItemButton
          key={`t${t.id}`}
          component={RouterLink}
          to={newRequestOfType(t.id)}
          onClick={onNavigate}
        >
          <ListItemText primary={t.name} secondary={t.description} />
          <Chip size="small" label={creditsLabel(t.credit)} sx={{ ml: 1 }} />
        </ListItemButton>
      ))}
    </List>
  );
}
