import { useId, useState } from 'react';
import Box from '@mui/material/Box';
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
import { SearchResults } from './SearchResults.tsx';

/** Search needs at least 3 characters (spec sections 5 and 9). */
export const SEARCH_MIN_LENGTH = 3;

/**
 * The global search dialog (top bar field, or the search icon on phones). The search feature plugs
 * in where the results are rendered: GET /api/company/searchAll?keyword, debounced 1000ms, with
 * request, comment and request-type hits.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [keyword, setKeyword] = useState('');
  const titleId = useId();
  const hintId = useId();
  const tooShort = keyword.trim().length < SEARCH_MIN_LENGTH;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { alignSelf: { sm: 'flex-start' }, mt: { sm: '12vh' } } },
        transition: { onExited: () => setKeyword('') },
      }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        Search
      </Typography>
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
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="Search requests, comments and request types"
          variant="standard"
          slotProps={{
            htmlInput: { 'aria-label': 'Search', 'aria-describedby': hintId, enterKeyHint: 'search' },
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
        id={hintId}
        role="status"
        sx={{
          px: 2,
          py: 2,
          minHeight: 180,
          display: 'grid',
          placeItems: tooShort ? 'center' : 'start stretch',
        }}
      >
        {tooShort ? (
          <Typography color="text.secondary">{MESSAGES.searchTooShort}</Typography>
        ) : (
          <SearchResults keyword={keyword} onNavigate={onClose} />
        )}
      </Box>
    </Dialog>
  );
}
