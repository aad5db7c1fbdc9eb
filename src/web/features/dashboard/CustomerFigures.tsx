import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import DonutSmallOutlined from '@mui/icons-material/DonutSmallOutlined';
import { Chart } from '../../components/chart/Chart.tsx';
import { DueChip } from '../../components/DueChip.tsx';
import { shortDay } from '../../components/chart/labels.ts';
import { formatCredit } from '../../lib/format.ts';
import { PATHS } from '../../paths.ts';
import { useCustomerDashboard } from './api.ts';
import { CardEmpty } from './CardEmpty.tsx';
import { FigureCard } from './FigureCard.tsx';
import { RequestMiniList } from './RequestMiniList.tsx';

/**
 * The customer dashboard's figures beside "Requests by status" (issue 15): what is due soon or
 * overdue, what was finished last, and the credits used per type of work — all of the user's
 * companies only.
 */
export function CustomerFigures() {
  const q = useCustomerDashboard(true);
  const d = q.data;
  const state = { loading: q.isPending, error: d ? null : q.error, onRetry: () => void q.refetch() };
  return (
    <Box
      component="section"
      aria-label="Your request figures"
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 2.5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        mb: 2.5,
      }}
    >
      <FigureCard
        id="customer-due"
        title="Due soon"
        subtitle={
          d
            ? `Open requests overdue or due by ${shortDay(d.due.soonUntil)}`
            : 'Open requests due within 2 business days'
        }
        testId="customer-due"
        action={
          d && d.due.overdue > 0 ? (
            <Button component={RouterLink} to={`${PATHS.requests}?alignBy=status&overdue=1`} size="small">
              Overdue
            </Button>
          ) : undefined
        }
        {...state}
      >
        {d && (
          <>
            <Box sx={{ display: 'flex', gap: 3, mb: 1 }}>
              <Figure label="Overdue" value={d.due.overdue} testId="figure-overdue" />
              <Figure label="Due soon" value={d.due.dueSoon} testId="figure-due-soon" />
            </Box>
            {d.due.requests.length === 0 ? (
              <CardEmpty
                icon={<EventAvailableOutlined />}
                title="Nothing due soon"
                description="No open request is overdue or due within 2 business days."
              />
            ) : (
              <RequestMiniList
                requests={d.due.requests}
                testId="due-item"
                meta={(r) => (
                  <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.25 }}>
                    <DueChip targetDate={r.targetDate} status={r.status} />
                    {r.targetDate && shortDay(r.targetDate)}
                  </Box>
                )}
              />
            )}
          </>
        )}
      </FigureCard>
      <FigureCard
        id="customer-finished"
        title="Recently finished"
        testId="customer-finished"
        action={
          <Button component={RouterLink} to={`${PATHS.requests}?alignBy=finished`} size="small">
            View all
          </Button>
        }
        {...state}
      >
        {d &&
          (d.recentlyFinished.length === 0 ? (
            <CardEmpty
              icon={<TaskAltOutlined />}
              title="Nothing finished yet"
              description="Requests show up here when the studio finishes them."
            />
          ) : (
            <RequestMiniList
              requests={d.recentlyFinished}
              testId="finished-item"
              meta={(r) => (r.finishedAt ? shortDay(r.finishedAt.slice(0, 10)) : '')}
            />
          ))}
      </FigureCard>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <FigureCard
          id="customer-credits-by-type"
          title="Credits per type of work"
          subtitle={d ? `Credits used since ${shortDay(d.creditsByType.since)} (12 weeks)` : undefined}
          testId="customer-credits-by-type"
          {...state}
        >
          {d &&
            (d.creditsByType.types.length === 0 ? (
              <CardEmpty
                icon={<DonutSmallOutlined />}
                title="No credits used in these 12 weeks"
                description="Each type of work you order shows up here with the credits it used."
              />
            ) : (
              <Chart
                testId="chart-credits-by-type"
                title={`Credits used per type of work since ${shortDay(d.creditsByType.since)}`}
                categoryHeader="Type of work"
                categories={d.creditsByType.types.map((t) => t.name)}
                series={[{ label: 'Credits used', values: d.creditsByType.types.map((t) => Number(t.used)) }]}
                format={(v) => formatCredit(v)}
                horizontal
              />
            ))}
        </FigureCard>
      </Box>
    </Box>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography
        data-testid={testId}
        sx={{ fontSize: '1.5rem', fontWeight: 750, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
