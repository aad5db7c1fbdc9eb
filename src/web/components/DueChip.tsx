import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { DUE_STATUS_LABELS, dueStatus, type DueStatus } from '#shared/domain/due-status.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';

// Both pass WCAG AA (4.5:1) as 11 px text on their own 10% tint (the accessibility guard checks it).
export const DUE_COLORS: Record<DueStatus, string> = { overdue: '#c62828', 'due-soon': '#8a5300' };

/**
 * "Overdue" / "Due soon" next to a due date (rule: src/shared/domain/due-status.ts); nothing when
 * neither applies.
 */
export function DueChip({
  targetDate,
  status,
  now,
}: {
  targetDate: string | null;
  status: RequestStatus;
  now?: Date;
}) {
  const due = dueStatus(targetDate, status, now);
  if (!due) return null;
  const color = DUE_COLORS[due];
  return (
    <Chip
      size="small"
      label={DUE_STATUS_LABELS[due]}
      data-testid="due-chip"
      data-due={due}
      sx={{
        height: 20,
        fontSize: '0.6875rem',
        fontWeight: 650,
        color,
        bgcolor: alpha(color, 0.1),
        '& .MuiChip-label': { px: 0.75 },
      }}
    />
  );
}
