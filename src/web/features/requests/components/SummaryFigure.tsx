import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One figure row under the request summary's price table: a label (and an optional note under it) on
 * the left, the figure on the right. The available credit and the balance after this request.
 */
export function SummaryFigure({
  label,
  note,
  value,
  valueColor,
  testId,
}: {
  label: ReactNode;
  note?: ReactNode;
  value: ReactNode;
  /** The figure's colour (e.g. 'error' when the request does not fit); inherited when left out. */
  valueColor?: string;
  /** The figure's data-testid. */
  testId: string;
}) {
  return (
    <Box
      sx={{
        px: 2,
        py: 1.25,
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 1,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      {/* The label names an enterprise: a long name wraps beside the figure. */}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {note}
      </Box>
      <Typography
        variant="body2"
        {...(valueColor ? { color: valueColor } : {})}
        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}
