import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { StateColumn } from './StateColumn.tsx';

/**
 * What a page or drawer shows for something that does not exist or may not be seen (the server
 * answers 404 for both, so the screen does not tell them apart either): one plain state and the way
 * back — no retry, no controls that act on what is not there.
 */
export function NotFoundState({
  message,
  hint,
  action,
}: {
  message: string;
  hint: string;
  action: ReactNode;
}) {
  return (
    <StateColumn sx={{ gap: 1.5, py: { xs: 6, sm: 10 } }}>
      <SearchOff aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p">
        {message}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {hint}
      </Typography>
      <Box sx={{ mt: 1 }}>{action}</Box>
    </StateColumn>
  );
}
