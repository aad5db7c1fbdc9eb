import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { STATUS_LABELS } from '#shared/domain/request-status.ts';
import { Chart } from '../../components/chart/Chart.tsx';
import { PATHS } from '../../paths.ts';
import { monthName, monthTick, shortDay, weekLabel } from '../../components/chart/labels.ts';
import { useStaffDashboard, type StaffDashboard } from './api.ts';
import { DUE_COLORS } from '../../components/DueChip.tsx';
import { CardEmpty } from './CardEmpty.tsx';
import { FigureCard } from './FigureCard.tsx';
import { RequestMiniList } from './RequestMiniList.tsx';

export const QUEUE_LIST_PATH = `${PATHS.requests}?alignBy=not-start&assignedTo=nobody`;
export const OVERDUE_LIST_PATH = `${PATHS.requests}?alignBy=status&overdue=1`;
const WORKLOAD_STATUSES = ['NOT_START', 'ASSIGNED', 'IN_PROGRESS'] as const;

function Tile({
  label,
  value,
  hint,
  to,
  testId,
  tone,
  more = false,
}: {
  label: string;
  value: number | undefined;
  /** The value is a lower bound ("1,000+"). */
  more?: boolean;
  hint: string;
  to?: string;
  testId: string;
  tone?: string;
}) {
  const body = (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton variant="text" width={40} sx={{ fontSize: '1.75rem' }} />
      ) : (
        <Typography
          data-testid={testId}
          sx={{
            fontSize: '1.75rem',
            fontWeight: 750,
            lineHeight: 1.25,
            fontVariantNumeric: 'tabular-nums',
            color: value > 0 && tone ? tone : 'text.primary',
          }}
        >
          {value.toLocaleString('en-US')}
          {more ? '+' : ''}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
  return (
    <Card component="li" sx={{ minWidth: 0 }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** Tighter cells on phones, so four or five columns fit 375px without scrolling. */
const compactTable = {
  '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
  '& th:first-of-type, & td:first-of-type': { pl: 0 },
  '& th:last-of-type, & td:last-of-type': { pr: 0 },
} as const;

function WorkloadTable({ workload }: { workload: StaffDashboard['workload'] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="staff-workload" data-testid="workload-table" sx={compactTable}>
        <TableHead>
          <TableRow>
            <TableCell>Staff member</TableCell>
            {WORKLOAD_STATUSES.map((s) => (
              <TableCell key={s} align="right">
                {STATUS_LABELS[s]}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {workload.map((w) => (
            <TableRow key={w.userId} data-testid="workload-row" data-user={w.userId}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  to={`${PATHS.requests}?alignBy=status&assignedTo=${w.userId}`}
                  color="inherit"
                >
                  {w.name}
                </Link>
              </TableCell>
              {WORKLOAD_STATUSES.map((s) => (
                <TableCell key={s} align="right" data-status={s} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {w.counts[s]}
                </TableCell>
              ))}
              <TableCell align="right" data-status="total" sx={{ fontWeight: 650 }}>
                {w.total}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function CompanyTable({ d }: { d: StaffDashboard }) {
  if (d.byCompany.length === 0) {
    return (
      <CardEmpty
        icon={<InboxOutlined />}
        title="No requests yet"
        description="Companies show up here once they submit requests."
      />
    );
  }
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="staff-by-company" data-testid="company-table" sx={compactTable}>
          <TableHead>
            <TableRow>
              <TableCell>Company</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Enterprise</TableCell>
              <TableCell align="right">Open</TableCell>
              <TableCell align="right">All requests</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {d.byCompany.map((c) => (
              <TableRow key={c.companyId} data-testid="company-row" data-company={c.companyId}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {c.name}
                </TableCell>
                <TableCell
                  sx={{
                    display: { xs: 'none', sm: 'table-cell' },
                    color: 'text.secondary',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {c.enterpriseName}
                </TableCell>
                <TableCell align="right" data-col="open" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {c.open}
                </TableCell>
                <TableCell align="right" data-col="total" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {c.total}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {d.companiesWithRequests > d.byCompany.length && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          The {d.byCompany.length} companies with the most open work of {d.companiesWithRequests}.
        </Typography>
      )}
    </>
  );
}

const grid = {
  display: 'grid',
  gap: { xs: 2, sm: 2.5 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'stretch',
} as const;

/**
 * The staff dashboard's figures (issue 15): due counts and the unassigned queue, workload per staff
 * member, created vs finished per week, on time per month, requests per company; and the credits
 * (issue 12): used per enterprise per week, this month's allowance vs use, who runs out first. The
 * credit card is the credits feature's, passed in by the app layer (`creditOverview`), which is given
 * the credits used per enterprise from these figures.
 */
export function StaffFigures({
  creditOverview: CreditOverview,
}: {
  creditOverview?: ComponentType<{ consumption?: StaffDashboard['creditsByEnterprise'] | undefined }>;
}) {
  const q = useStaffDashboard(true);
  const d = q.data;
  const state = { loading: q.isPending, error: d ? null : q.error, onRetry: () => void q.refetch() };
  const finishedWithDue = d?.onTime.reduce((n, m) => n + m.withDueDate, 0) ?? 0;
  const onTime = d?.onTime.reduce((n, m) => n + m.onTime, 0) ?? 0;
  return (
    <Box
      component="section"
      aria-label="Staff figures"
      sx={{ display: 'grid', gap: { xs: 2, sm: 2.5 }, mb: 2.5 }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.25, sm: 1.5 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Tile
          label="Overdue"
          value={d?.due.overdue}
          hint="Open, past the due date"
          to={OVERDUE_LIST_PATH}
          testId="figure-overdue"
          tone={DUE_COLORS.overdue}
        />
        <Tile
          label="Due soon"
          value={d?.due.dueSoon}
          hint={d ? `Due by ${shortDay(d.due.soonUntil)}` : 'Within 2 business days'}
          testId="figure-due-soon"
          tone={DUE_COLORS['due-soon']}
        />
        <Tile
          label="Waiting for staff"
          value={d?.queue.total}
          more={d?.queue.more}
          hint="Not Started, nobody assigned"
          to={QUEUE_LIST_PATH}
          testId="figure-queue"
        />
      </Box>

      <Box sx={grid}>
        <FigureCard
          id="staff-queue"
          title="Unassigned queue"
          subtitle="Not Started and nobody on staff assigned, oldest first"
          testId="staff-queue"
          action={
            <Button component={RouterLink} to={QUEUE_LIST_PATH} size="small">
              View all
            </Button>
          }
          {...state}
        >
          {d && d.queue.oldest.length === 0 ? (
            <CardEmpty
              icon={<InboxOutlined />}
              title="Nothing waiting"
              description="Every Not Started request has someone on staff assigned."
            />
          ) : (
            d && (
              <RequestMiniList
                requests={d.queue.oldest}
                testId="queue-item"
                meta={(r) => <>since {shortDay(r.createdAt.slice(0, 10))}</>}
              />
            )
          )}
        </FigureCard>
        <FigureCard
          id="staff-workload"
          title="Workload"
          subtitle="Open requests assigned to each staff member"
          testId="staff-workload"
          {...state}
        >
          {d && <WorkloadTable workload={d.workload} />}
        </FigureCard>
        <FigureCard
          id="staff-throughput"
          title="Created and finished"
          subtitle="Requests per week, last 12 weeks"
          testId="staff-throughput"
          {...state}
        >
          {d && (
            <Chart
              testId="chart-throughput"
              title="Requests created and finished per week over the last 12 weeks"
              categoryHeader="Week"
              categories={d.weekly.map((w) => `Week of ${weekLabel(w.weekStart)}`)}
              tickLabels={d.weekly.map((w) => weekLabel(w.weekStart))}
              series={[
                { label: 'Created', values: d.weekly.map((w) => w.created) },
                { label: 'Finished', values: d.weekly.map((w) => w.finished) },
              ]}
            />
          )}
        </FigureCard>
        <FigureCard
          id="staff-on-time"
          title="Finished on time"
          subtitle="Share finished by the due date, per month"
          testId="staff-on-time"
          {...state}
        >
          {d && (
            <>
              <Chart
                testId="chart-on-time"
                title="Requests finished by their due date, in percent of those finished with a due date, per month over the last 6 months"
                categoryHeader="Month"
                categories={d.onTime.map((m) => monthName(m.month))}
                tickLabels={d.onTime.map((m) => monthTick(m.month))}
                series={[{ label: 'On time', values: d.onTime.map((m) => m.rate) }]}
                format={(v) => `${v}%`}
                max={100}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="on-time-summary">
                {finishedWithDue === 0
                  ? 'No request with a due date was finished in these 6 months.'
                  : `${onTime} of ${finishedWithDue} requests with a due date were finished on time in these 6 months.`}
              </Typography>
            </>
          )}
        </FigureCard>
      </Box>

      <FigureCard
        id="staff-by-company"
        title="Requests by company"
        subtitle="Open work and all requests (drafts left out)"
        testId="staff-by-company"
        {...state}
      >
        {d && <CompanyTable d={d} />}
      </FigureCard>
      {CreditOverview && <CreditOverview consumption={d?.creditsByEnterprise} />}
    </Box>
  );
}
