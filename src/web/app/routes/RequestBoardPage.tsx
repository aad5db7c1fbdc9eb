import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { STATUS_COLORS, STATUS_LABELS, type RequestStatus } from '#shared/domain/request-status.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusDot } from '../../components/StatusChip.tsx';

/** Board columns: submitted work by status (drafts are private to their author; deleted ones are gone). */
const COLUMNS: RequestStatus[] = ['NOT_START', 'ASSIGNED', 'IN_PROGRESS', 'FINISHED', 'CANCELLED'];

/**
 * /requestboard — staff only. The requests feature (src/web/features/requests) fills each column
 * with its cards and the moves between statuses.
 */
export default function RequestBoardPage() {
  return (
    <>
      <PageHeader
        title="Request Board"
        description="Every customer request, column by column, from submission to delivery."
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        The board is coming soon: request cards will be shown in these columns and moved between statuses
        here.
      </Alert>
      <Box
        role="list"
        aria-label="Status columns"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '78%', sm: 'minmax(220px, 1fr)' },
          gap: 2,
          overflowX: 'auto',
          pb: 1,
        }}
      >
        {COLUMNS.map((status) => (
          <Box
            role="listitem"
            key={status}
            sx={{
              borderRadius: 3,
              bgcolor: alpha(STATUS_COLORS[status], 0.05),
              border: '1px solid',
              borderColor: alpha(STATUS_COLORS[status], 0.18),
              borderTop: `3px solid ${STATUS_COLORS[status]}`,
              p: 1.5,
              minHeight: 280,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <StatusDot status={status} size={10} />
              <Typography component="h2" variant="subtitle2">
                {STATUS_LABELS[status]}
              </Typography>
            </Box>
            <Box
              sx={{
                border: '1px dashed',
                borderColor: alpha(STATUS_COLORS[status], 0.3),
                borderRadius: 2,
                height: 96,
                display: 'grid',
                placeItems: 'center',
                px: 1,
                textAlign: 'center',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {STATUS_LABELS[status]} requests
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
