import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { STATUS_COLORS, STATUS_LABELS, type RequestStatus } from '#shared/domain/request-status.ts';

/**
 * The chip's text: each status colour darkened where needed so that its label reads at 4.5:1 or
 * more (WCAG AA) on the chip's 10% tint over white, the page canvas and a selected row's tint. The
 * dot and the tint keep the status colour itself.
 */
export const STATUS_TEXT_COLORS: Record<RequestStatus, string> = {
  DRAFT: '#616161',
  NOT_START: '#015f8f',
  ASSIGNED: STATUS_COLORS.ASSIGNED,
  IN_PROGRESS: '#b23c00',
  FINISHED: '#1e6823',
  CANCELLED: '#b71c1c',
  DELETED: STATUS_COLORS.DELETED,
};

/** A request status in its colour (src/shared/domain/request-status.ts). */
export function StatusChip({ status, size = 'small' }: { status: RequestStatus; size?: 'small' | 'medium' }) {
  const color = STATUS_COLORS[status];
  return (
    <Chip
      size={size}
      label={STATUS_LABELS[status]}
      icon={<StatusDot status={status} />}
      sx={{
        color: STATUS_TEXT_COLORS[status],
        bgcolor: alpha(color, 0.1),
        '& .MuiChip-icon': { ml: 1, mr: -0.25 },
      }}
    />
  );
}

export function StatusDot({ status, size = 8 }: { status: RequestStatus; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ width: size, height: size, borderRadius: '50%', bgcolor: STATUS_COLORS[status], flexShrink: 0 }}
    />
  );
}
