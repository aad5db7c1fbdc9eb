import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { deliverableChipLabel, type ReviewState } from '#shared/domain/deliverables.ts';

// Each passes WCAG AA (4.5:1) as 11 px text on its own 10% tint.
export const REVIEW_STATE_COLORS: Record<ReviewState, string> = {
  awaiting: '#8a5300',
  approved: '#1b5e20',
  changes_requested: '#c62828',
};

/**
 * "v2 · Awaiting review" / "v2 · Approved" / "v2 · Changes requested": the request's latest
 * deliverable version (issue 27) on a list row, a board card and the request's page; nothing before
 * the first version.
 */
export function DeliverableChip({
  latest,
}: {
  latest: { number: number; state: ReviewState } | null | undefined;
}) {
  if (!latest) return null;
  const color = REVIEW_STATE_COLORS[latest.state];
  const label = deliverableChipLabel(latest);
  return (
    <Chip
      size="small"
      label={label}
      title={`Latest deliverable: ${label}`}
      data-testid="deliverable-chip"
      data-state={latest.state}
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
