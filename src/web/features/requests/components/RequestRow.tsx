import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate } from '#shared/domain/formats.ts';
import { DeliverableChip } from '../../../components/DeliverableChip.tsx';
import { DueChip } from '../../../components/DueChip.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { ApprovalChip } from '../../../components/ApprovalChip.tsx';
import { creditsLabel } from '../../../lib/format.ts';
import { AssigneeAvatars } from '../../../components/AssigneeAvatars.tsx';
import type { ServiceRequestListItemDto } from '../api.ts';

/** Desktop columns of the list; phones get a stacked card. */
export const ROW_COLUMNS = 'minmax(0, 3fr) minmax(0, 1.2fr) 124px 104px 104px 120px';

export function RequestListHeader() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: { xs: 'none', md: 'grid' },
        gridTemplateColumns: ROW_COLUMNS,
        gap: 2,
        px: 2.5,
        pb: 1,
        typography: 'overline',
        color: 'text.secondary',
      }}
    >
      <span>Request</span>
      <span>Company</span>
      <span>Status</span>
      <span>Credit</span>
      <span>Due</span>
      <span>Assignees</span>
    </Box>
  );
}

/**
 * One request in a list: title (the link that opens the drawer; the whole card is clickable),
 * type, company, status chip, credit, due date, assignees (up to 5 avatars) and last update.
 */
export function RequestRow({
  request,
  href,
  onPointerEnter,
}: {
  request: ServiceRequestListItemDto;
  href: string;
  onPointerEnter?: () => void;
}) {
  const people = request.assignees;
  return (
    <Box
      component="li"
      data-testid="request-row"
      data-request-id={request.id}
      onPointerEnter={onPointerEnter}
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: ROW_COLUMNS },
        gridTemplateAreas: {
          xs: '"title title" "company company" "status credit" "due people"',
          md: '"title company status credit due people"',
        },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, md: 2.5 },
        py: { xs: 1.75, md: 1.5 },
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 3,
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: '0 1px 6px rgba(17, 24, 39, 0.06)' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ gridArea: 'title', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={href}
          underline="none"
          color="text.primary"
          sx={{
            fontWeight: 650,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            // The whole card is the link's target.
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
            '&:focus-visible': { outline: 'none' },
          }}
        >
          {request.title}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          {request.serviceRequestType.name} · Updated {formatDate(request.updatedAt)}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        sx={{ gridArea: 'company', minWidth: 0 }}
        noWrap
        title={request.company.enterprise.name}
      >
        {request.company.name}
      </Typography>
      <Box sx={{ gridArea: 'status', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        <StatusChip status={request.status} />
        <ApprovalChip approval={request.approval} status={request.status} />
        <DeliverableChip latest={request.latestDeliverable} />
      </Box>
      <Typography
        variant="body2"
        sx={{
          gridArea: 'credit',
          whiteSpace: 'nowrap',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          textAlign: { xs: 'right', md: 'left' },
        }}
      >
        {creditsLabel(request.total)}
      </Typography>
      <Box sx={{ gridArea: 'due', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          <Box component="span" sx={{ display: { md: 'none' } }}>
            Due{' '}
          </Box>
          {request.targetDate ? formatDate(request.targetDate) : '—'}
        </Typography>
        <DueChip targetDate={request.targetDate} status={request.status} />
      </Box>
      <Box
        sx={{
          gridArea: 'people',
          display: 'flex',
          justifyContent: { xs: 'flex-end', md: 'flex-start' },
          // Above the card's link so the avatars' tooltips work.
          position: 'relative',
          zIndex: 1,
          justifySelf: { xs: 'end', md: 'start' },
        }}
      >
        {people.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            —
          </Typography>
        ) : (
          <AssigneeAvatars people={people} />
        )}
      </Box>
    </Box>
  );
}
