import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const COLUMN = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
} as const;

/**
 * The centred column a page, list or drawer shows in place of its content (nothing yet, not found),
 * announced as a status. Its spacing and frame are the caller's (EmptyState, NotFoundState).
 */
export function StateColumn({ sx, children }: { sx: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box role="status" sx={[COLUMN, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
