import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { formatDate } from '#shared/domain/formats.ts';
import type { ServiceRequestListItemDto } from '#shared/schemas/request.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { creditsLabel } from '../../lib/format.ts';
import { NEW_REQUEST_PATH, PATHS, requestPath } from '../../paths.ts';
import { DASHBOARD_MESSAGES } from './messages.ts';

/** The latest requests in the caller's scope; each opens the request over the full list. */
export function RecentRequests({
  requests,
  loading,
  error,
  isStaff,
  offerNew = !isStaff,
}: {
  requests: ServiceRequestListItemDto[] | undefined;
  loading: boolean;
  error: unknown;
  isStaff: boolean;
  /** The empty list offers New Request (customers in a company; not staff). */
  offerNew?: boolean;
}) {
  return (
    <Card component="section" aria-labelledby="dashboard-recent" sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography id="dashboard-recent" variant="h5" component="h2">
          Recent requests
        </Typography>
        <Button component={RouterLink} to={`${PATHS.requests}?alignBy=status`} size="small">
          View all
        </Button>
      </Box>
      {loading && !requests ? (
        <Box aria-busy="true" aria-label="Loading recent requests">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : error && !requests ? (
        <Alert severity="error">{errorMessage(error, DASHBOARD_MESSAGES.summaryFailed)}</Alert>
      ) : !requests || requests.length === 0 ? (
        <EmptyState
          framed={false}
          icon={<InboxOutlined />}
          title="No requests yet"
          description={
            isStaff
              ? 'Requests submitted by customers show up here.'
              : 'Requests of your companies show up here once someone submits one.'
          }
          action={
            !offerNew ? undefined : (
              <Button component={RouterLink} to={NEW_REQUEST_PATH} variant="contained" startIcon={<Add />}>
                New Request
              </Button>
            )
          }
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {requests.map((r) => (
            <Box
              component="li"
              key={r.id}
              data-testid="recent-request"
              sx={{
                position: 'relative',
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                gridTemplateAreas: {
                  xs: '"title title" "sub sub" "status meta"',
                  sm: '"title status" "sub meta"',
                },
                alignItems: 'center',
                columnGap: 2,
                rowGap: 0.5,
                py: 1.5,
                px: 1,
                mx: -1,
                '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
                '&:hover, &:focus-within': { bgcolor: 'action.hover' },
              }}
            >
              <Link
                component={RouterLink}
                to={requestPath(r.id, 'status')}
                underline="none"
                color="text.primary"
                sx={{
                  gridArea: 'title',
                  minWidth: 0,
                  fontWeight: 650,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  // The whole row is the link's target.
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                }}
              >
                {r.title}
              </Link>
              <Typography variant="body2" color="text.secondary" noWrap sx={{ gridArea: 'sub', minWidth: 0 }}>
                {r.company.name} · {r.serviceRequestType.name}
              </Typography>
              <Box sx={{ gridArea: 'status', justifySelf: { xs: 'start', sm: 'end' } }}>
                <StatusChip status={r.status} />
              </Box>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{
                  gridArea: 'meta',
                  justifySelf: 'end',
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {creditsLabel(r.total)} · {formatDate(r.updatedAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
