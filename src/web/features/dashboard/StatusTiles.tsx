import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  STATUS_COLORS,
  STATUS_LABELS,
  STATUS_SLUGS,
  type RequestStatus,
} from '#shared/domain/request-status.ts';
import { StatusDot } from '../../components/StatusChip.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { PATHS } from '../../paths.ts';
import type { DashboardSummary } from './api.ts';
import { DASHBOARD_MESSAGES } from './messages.ts';

/** The tiles in the order of the list tabs; drafts last (they are the caller's own). */
export const TILE_STATUSES = [
  'NOT_START',
  'ASSIGNED',
  'IN_PROGRESS',
  'FINISHED',
  'CANCELLED',
  'DRAFT',
] as const satisfies readonly RequestStatus[];

const statusListPath = (status: RequestStatus) => `${PATHS.requests}?alignBy=${STATUS_SLUGS[status]}`;

/** Requests per status, each tile opening the request list on that status. */
export function StatusTiles({
  counts,
  loading,
  error,
  onRetry,
}: {
  counts: DashboardSummary['counts'] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Box component="section" aria-labelledby="dashboard-status" sx={{ mb: { xs: 3, sm: 4 } }}>
      <Typography id="dashboard-status" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Requests by status
      </Typography>
      {error && !counts ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, DASHBOARD_MESSAGES.summaryFailed)}
        </Alert>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 1.25, sm: 1.5 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
            },
          }}
        >
          {TILE_STATUSES.map((status) => {
            const color = STATUS_COLORS[status];
            const count = counts?.[status];
            return (
              <Box component="li" key={status} sx={{ minWidth: 0 }}>
                <Card sx={{ height: '100%', borderColor: alpha(color, 0.25) }}>
                  <CardActionArea
                    component={RouterLink}
                    to={statusListPath(status)}
                    data-testid={`status-tile-${status}`}
                    aria-busy={loading && count === undefined}
                    sx={{
                      height: '100%',
                      px: 2,
                      py: 1.75,
                      bgcolor: alpha(color, 0.03),
                      '&:hover': { bgcolor: alpha(color, 0.07) },
                    }}
                  >
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, minWidth: 0 }}
                    >
                      <StatusDot status={status} />
                      <Box
                        component="span"
                        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                      >
                        {STATUS_LABELS[status]}
                      </Box>
                    </Typography>
                    {count === undefined ? (
                      <Skeleton variant="text" width={40} sx={{ fontSize: '2rem' }} />
                    ) : (
                      <Typography
                        data-testid="status-count"
                        sx={{
                          fontSize: '1.875rem',
                          fontWeight: 750,
                          lineHeight: 1.25,
                          letterSpacing: '-0.02em',
                          fontVariantNumeric: 'tabular-nums',
                        }}
                      >
                        {count.toLocaleString('en-US')}
                      </Typography>
                    )}
                  </CardActionArea>
                </Card>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
