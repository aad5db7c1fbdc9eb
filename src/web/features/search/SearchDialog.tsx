import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import Close from '@mui/icons-material/Close';
import { MESSAGES } from '#shared/domain/validation.ts';
import { visuallyHidden } from '../../lib/a11y.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { withReturnTo } from '../../lib/return-to.ts';
import {
  optionId,
  SEARCH_DEBOUNCE_MS,
  SearchResults,
  useDebounced,
  useSearch,
  type SearchItem,
} from './SearchResults.tsx';

export { SEARCH_MIN_LENGTH } from './SearchResults.tsx';

/**
 * The global search (top bar field, the search icon on phones, Ctrl K / ⌘K), a command palette:
 * GET /api/company/searchAll?keyword 1000 ms after the last keystroke (spec sections 3 and 9), with
 * request, comment and request-type hits. ArrowUp/ArrowDown (Home/End) move through the hits, Enter
 * opens the active one, Escape closes. Closing the opened hit comes back here.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { alignSelf: { sm: 'flex-start' }, mt: { sm: '12vh' } } } }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        Search
      </Typography>
      {/* The dialog unmounts its content once closed: each opening starts empty. */}
      <SearchPalette onClose={onClose} />
    </Dialog>
  );
}

function SearchPalette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState(0);
  const term = useDebounced(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearch(keyword, term);
  const listId = useId();
  const hintId = useId();
  const items = search.kind === 'ready' ? search.items : [];
  const current = items.length ? Math.min(active, items.length - 1) : -1;

  const openItem = (item: SearchItem) => {
    onClose();
    const here = `${location.pathname}${location.search}${location.hash}`;
    void navigate(item.href, { state: withReturnTo(here) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!items.length) return;
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      openItem(items[current]!);
    }
  };

  const message =
    search.kind === 'tooShort'
      ? MESSAGES.searchTooShort
      : search.kind === 'error'
        ? errorMessage(search.error, 'Search failed. Please try again.')
        : search.kind === 'ready' && items.length === 0
          ? MESSAGES.searchNoResults
          : null;

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <TextField
          autoFocus
          fullWidth
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search requests, comments and request types"
          variant="standard"
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': 'Search',
              'aria-autocomplete': 'list',
              'aria-expanded': items.length > 0,
              'aria-controls': items.length > 0 ? listId : undefined,
              'aria-activedescendant': current >= 0 ? optionId(listId, current) : undefined,
              'aria-describedby': hintId,
              enterKeyHint: 'search',
              autoComplete: 'off',
            },
            input: {
              disableUnderline: true,
              sx: { fontSize: '1.0625rem', py: 0.5 },
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon sx={{ color: 'text.secondary' }} />
                </InputAdornment>
              ),
            },
          }}
        />
        <IconButton aria-label="Close search" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box
        sx={{
          px: { xs: 1, sm: 1.5 },
          py: 1.5,
          minHeight: 180,
          display: 'grid',
          placeItems: items.length ? 'start stretch' : 'center',
        }}
      >
        <Box id={hintId} role="status" sx={items.length ? visuallyHidden : { px: 1, textAlign: 'center' }}>
          {search.kind === 'searching' ? (
            <CircularProgress size={28} aria-label="Searching" />
          ) : message ? (
            <Typography color={search.kind === 'error' ? 'error' : 'text.secondary'}>{message}</Typography>
          ) : (
            `${items.length} ${items.length === 1 ? 'result' : 'results'}. Use the arrow keys and Enter to open one.`
          )}
        </Box>
        {items.length > 0 && (
          <SearchResults
            id={listId}
            items={items}
            active={current}
            onActivate={setActive}
            onOpen={openItem}
          />
        )}
      </Box>
      {items.length > 0 && (
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', sm: 'flex' },
            gap: 2,
            px: 2,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            typography: 'caption',
          }}
        >
          <span>↑ ↓ to move</span>
          <span>Enter to open</span>
          <span>Esc to close</span>
        </Box>
      )}
    </>
  );
}
