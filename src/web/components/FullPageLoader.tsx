import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the session or a route's code loads. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} size={32} />
    </Box>
  );
}
