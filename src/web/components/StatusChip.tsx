import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { STATUS_COLORS, STATUS_LABELS, type RequestStatus } from '#shared/domain/request-status.ts';

/** A request status in its colour (src/shared/domain/request-status.ts). */
export function StatusChip({ status, size = 'small' }: { status: RequestStatus; size?: 'small' | 'medium' }) {
  const color = STATUS_COLORS[status];
  return (
    <Chip
      size={size}
      label={STATUS_LABELS[status]}
      icon={<StatusDot status={status} />}
      sx={{ color, bgcolor: alpha(color, 0.1), '& .MuiChip-icon': { ml: 1, mr: -0.25 } }}
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
