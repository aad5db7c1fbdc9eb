import Chip from '@mui/material/Chip';
import HourglassTop from '@mui/icons-material/HourglassTop';
import { AWAITING_APPROVAL } from '#shared/domain/approvals.ts';
import type { ApprovalMark } from '#shared/schemas/approvals.ts';

/**
 * The "Awaiting approval" mark of a member's draft that waits for an owner (issue 26), or "Declined"
 * while a declined draft is back with its creator. Nothing for other requests.
 */
export function ApprovalChip({
  approval,
  status,
}: {
  approval: ApprovalMark | null | undefined;
  status: string;
}) {
  if (!approval || status !== 'DRAFT') return null;
  if (approval.state === 'pending') {
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<HourglassTop />}
        label={AWAITING_APPROVAL}
        data-testid="awaiting-approval"
        // In a narrow list column the words wrap rather than being cut.
        sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      />
    );
  }
  if (approval.state === 'declined') {
    return (
      <Chip size="small" color="error" variant="outlined" label="Declined" title={approval.reason ?? ''} />
    );
  }
  return null;
}
