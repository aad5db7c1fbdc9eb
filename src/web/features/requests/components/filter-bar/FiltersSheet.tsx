import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';

/**
 * The phone's filters (issue 23): a sheet from the bottom holding the filter fields one a row, so
 * the list starts on the first screen. Every change applies at once (as on desktop); "Show
 * requests" closes the sheet on the narrowed list.
 */
export function FiltersSheet({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'request-filters-title',
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '88vh' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="request-filters-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box
        role="search"
        aria-label="Filter requests"
        sx={{ display: 'grid', gap: 2, px: 2, pb: 1, overflowY: 'auto' }}
      >
        {children}
      </Box>
      <Box sx={{ p: 2, borderTop: '1px solid', borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          Show requests
        </Button>
      </Box>
    </Drawer>
  );
}
