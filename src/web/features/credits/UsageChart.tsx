import { Chart, type ChartSeries } from '../../components/chart/Chart.tsx';
import { weekLabel } from '../../components/chart/labels.ts';
import { formatCredit } from '../../lib/format.ts';

/** Credits used per week as bars, with the allowance's weekly pace as a dashed line. */
export function UsageChart({
  weeks,
  weeklyAllowance,
}: {
  weeks: { weekStart: string; used: string }[];
  weeklyAllowance: string;
}) {
  const pace = Number(weeklyAllowance);
  const series: ChartSeries[] = [{ label: 'Credits used', values: weeks.map((w) => Number(w.used)) }];
  if (pace > 0) {
    series.push({ label: 'Allowance pace per week', values: weeks.map(() => pace), dashed: true });
  }
  return (
    <Chart
      testId="usage-chart"
      title={`Credits used per week over the last ${weeks.length} weeks${pace > 0 ? `, against an allowance pace of ${formatCredit(weeklyAllowance)} a week` : ''}`}
      categoryHeader="Week"
      categories={weeks.map((w) => `Week of ${weekLabel(w.weekStart)}`)}
      tickLabels={weeks.map((w) => weekLabel(w.weekStart))}
      series={series}
      format={(v) => formatCredit(v)}
      height={180}
    />
  );
}
