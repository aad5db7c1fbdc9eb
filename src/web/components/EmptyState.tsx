import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StateColumn } from './StateColumn.tsx';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Draw the dashed frame (off when the state sits inside a card of its own). */
  framed?: boolean;
};

/** What a page or list shows when there is nothing to show — always saying why, never fake data. */
export function EmptyState({ icon, title, description, action, framed = true }: EmptyStateProps) {
  return (
    <StateColumn
      sx={{
        gap: 1,
        px: 3,
        py: { xs: 5, sm: 7 },
        ...(framed && {
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 3.5,
          bgcolor: 'background.paper',
        }),
      }}
    >
      {icon && (
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(79, 70, 229, 0.08)',
            color: 'primary.main',
            mb: 1,
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 460 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </StateColumn>
  );
}
