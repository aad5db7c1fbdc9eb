import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One of the five sections of a brand kit (spec section 3), with its heading and a line of help. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{
        py: 3,
        borderTop: '1px solid',
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 1 },
      }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h3">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {description}
        </Typography>
      )}
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Spans both columns of a section's grid. */
export const fullRow = { gridColumn: '1 / -1' } as const;
