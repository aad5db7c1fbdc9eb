import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DashboardRequest } from '#shared/schemas/dashboard.ts';
import { requestPath } from '../../paths.ts';

/** A short list of requests on a dashboard card; each row opens the request over the list. */
export function RequestMiniList({
  requests,
  meta,
  testId,
}: {
  requests: DashboardRequest[];
  /** What the right-hand side says about a request (a date, a due marker). */
  meta: (r: DashboardRequest) => ReactNode;
  testId: string;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {requests.map((r) => (
        <Box
          component="li"
          key={r.id}
          data-testid={testId}
          data-id={r.id}
          sx={{
            position: 'relative',
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            alignItems: 'center',
            columnGap: 1.5,
            py: 1,
            px: 1,
            mx: -1,
            '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
            '&:hover, &:focus-within': { bgcolor: 'action.hover' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={requestPath(r.id, 'status')}
              underline="none"
              color="text.primary"
              sx={{
                display: 'block',
                fontWeight: 600,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                '&::after': { content: '""', position: 'absolute', inset: 0 },
              }}
            >
              {r.title}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap>
              {r.companyName} · {r.typeName}
            </Typography>
          </Box>
          <Box
            sx={{ textAlign: 'right', fontSize: '0.8125rem', color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {meta(r)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
