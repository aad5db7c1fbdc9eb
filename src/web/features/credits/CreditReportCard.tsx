import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { FORECAST_WINDOW_DAYS, forecastSentence } from '#shared/domain/credit-periods.ts';
import { shortDay } from '../../components/chart/labels.ts';
import { creditsLabel, formatCredit, membershipLabel } from '../../lib/format.ts';
import { creditLedgerPath } from '../../paths.ts';
import type { CreditReport } from './api.ts';
import { UsageChart } from './UsageChart.tsx';
import { BillingActions } from './BillingActions.tsx';
import { LazyTooltip } from '../../components/lazy-tooltip/LazyTooltip.tsx';

export { shortDay };

const METHOD = `Credits used (charges minus refunds) over the last ${FORECAST_WINDOW_DAYS} days, divided by ${FORECAST_WINDOW_DAYS}, gives a daily pace; the remaining balance divided by that pace gives the days left. Grants and the monthly allowance are not counted as use.`;

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One enterprise's credit report: this period's figures, 12 weeks of use and the run-out forecast. */
export function CreditReportCard({ report, isOwner = false }: { report: CreditReport; isOwner?: boolean }) {
  const headingId = `credit-report-${report.enterpriseId}`;
  const sentence = forecastSentence(report.forecast, shortDay);
  const warn = report.forecast.kind === 'runs-out' || report.forecast.kind === 'empty';
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          Credit report
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 500, fontSize: '0.9375rem' }}>
            {' '}
            · {report.name} · {membershipLabel(report.membership)}
          </Typography>
        </Typography>
        <Link component={RouterLink} to={creditLedgerPath(report.enterpriseId)} variant="body2">
          Ledger
        </Link>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
          gap: 2,
          mb: 2,
        }}
      >
        <Stat label="Total" value={formatCredit(report.total)} testId="report-total" />
        <Stat label="Used this period" value={formatCredit(report.used)} testId="report-used" />
        <Stat label="Remaining" value={formatCredit(report.remaining)} testId="report-remaining" />
        <Stat label="Requests this period" value={String(report.requests)} testId="report-requests" />
        <Stat
          label="Renewal date"
          value={report.renewalDate ? shortDay(report.renewalDate) : '—'}
          testId="report-renewal"
        />
      </Box>
      <UsageChart weeks={report.weeks} weeklyAllowance={report.weeklyAllowance} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          mt: 1.5,
          p: 1.25,
          borderRadius: 1,
          // White text on the lighter orange read at 3.6:1; on the theme's warning colour 5.2:1 (AA).
          bgcolor: warn ? 'warning.main' : 'action.hover',
          color: warn ? 'warning.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="report-forecast">
          {sentence}
        </Typography>
        <LazyTooltip title={`${METHOD} Current pace: ${creditsLabel(report.forecast.dailyRate)} a day.`}>
          <IconButton size="small" aria-label="How the forecast is made" sx={{ color: 'inherit' }}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </LazyTooltip>
      </Box>
      {isOwner && <BillingActions enterpriseId={report.enterpriseId} membership={report.membership} />}
    </Card>
  );
}
