import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { forecastSentence } from '#shared/domain/credit-periods.ts';
import type { StaffDashboard } from '#shared/schemas/dashboard.ts';
import { Chart } from '../../components/chart/Chart.tsx';
import { weekLabel } from '../../components/chart/labels.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatCredit, membershipLabel } from '../../lib/format.ts';
import { enterprisePath } from '../../paths.ts';
import { useStaffOverview } from './api.ts';
import { shortDay } from './CreditReportCard.tsx';

/** Credits used per week by the enterprises that used most (the staff dashboard's figures). */
function ConsumptionChart({ consumption }: { consumption: StaffDashboard['creditsByEnterprise'] }) {
  if (consumption.series.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="consumption-empty" sx={{ mb: 2 }}>
        No enterprise used credits in the last 12 weeks.
      </Typography>
    );
  }
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        Credits used per enterprise, last 12 weeks
      </Typography>
      <Chart
        testId="chart-credits-by-enterprise"
        title="Credits used per week by each enterprise over the last 12 weeks"
        kind="line"
        categoryHeader="Week"
        categories={consumption.weeks.map((w) => `Week of ${weekLabel(w)}`)}
        tickLabels={consumption.weeks.map(weekLabel)}
        series={consumption.series.map((s) => ({ label: s.name, values: s.used.map(Number) }))}
        format={(v) => formatCredit(v)}
      />
    </Box>
  );
}

/**
 * Staff dashboard: credits used per enterprise over time (from the staff dashboard's figures, when
 * given), this month's allowance granted vs used, and who runs out before renewal.
 */
export function StaffCreditOverviewCard({
  consumption,
}: {
  consumption?: StaffDashboard['creditsByEnterprise'] | undefined;
}) {
  const overview = useStaffOverview(true);
  const o = overview.data;
  return (
    <Card
      component="section"
      aria-labelledby="staff-credit-overview"
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Typography id="staff-credit-overview" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Credits
      </Typography>
      {consumption && <ConsumptionChart consumption={consumption} />}
      {overview.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : !o ? (
        <Alert severity="error">
          {errorMessage(overview.error, 'The credit overview could not be loaded.')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            This month: allowance granted{' '}
            <Box component="strong" sx={{ color: 'text.primary' }} data-testid="month-granted">
              {formatCredit(o.month.allowanceGranted)}
            </Box>{' '}
            · used{' '}
            <Box component="strong" sx={{ color: 'text.primary' }} data-testid="month-consumed">
              {formatCredit(o.month.consumed)}
            </Box>
          </Typography>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            Will run out before renewal
          </Typography>
          {o.atRisk.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="at-risk-empty">
              Every enterprise has enough credit until its renewal at the current pace.
            </Typography>
          ) : (
            <Box component="ul" data-testid="at-risk" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {o.atRisk.map((r) => (
                <Box
                  component="li"
                  key={r.enterpriseId}
                  data-testid="at-risk-item"
                  data-enterprise={r.enterpriseId}
                  sx={{
                    py: 0.75,
                    '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
                  }}
                >
                  <Link component={RouterLink} to={enterprisePath(r.enterpriseId)} sx={{ fontWeight: 600 }}>
                    {r.name}
                  </Link>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    · {membershipLabel(r.membership)} · {formatCredit(r.remaining)} left ·{' '}
                    {forecastSentence(r.forecast, shortDay).replace(
                      'At this pace your credits last',
                      'lasts',
                    )}
                    {r.renewalDate ? ` · renews ${shortDay(r.renewalDate)}` : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Card>
  );
}
