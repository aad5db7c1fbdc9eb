import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { chartHeight, type ChartProps } from './chart-types.ts';

export type { ChartProps, ChartSeries } from './chart-types.ts';

/**
 * The drawing (visx: scales, axes, bars, lines) is its own chunk, loaded when a chart first renders,
 * so no route's first load carries it (bench/first-load.ts checks the dashboard).
 */
const ChartCanvas = lazy(() => import('./ChartCanvas.tsx'));

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * THE chart of the app: bars (vertical, grouped, or horizontal) and lines over categories. The picture
 * is one image named by the title; the figures themselves are in a visually hidden table (caption =
 * title), rendered at once, so screen readers and tests read them without waiting for the drawing.
 */
export function Chart(props: ChartProps) {
  const { title, categories, series, categoryHeader = '', format = String, testId } = props;
  return (
    <Box component="figure" data-testid={testId} sx={{ position: 'relative', m: 0, minWidth: 0 }}>
      <Box role="img" aria-label={title}>
        <Suspense fallback={<Skeleton variant="rounded" height={chartHeight(props)} sx={{ mt: 3.5 }} />}>
          <ChartCanvas {...props} />
        </Suspense>
      </Box>
      <Box component="table" sx={visuallyHidden} data-testid={testId ? `${testId}-table` : undefined}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((c, i) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              {series.map((s) => {
                const v = s.values[i];
                return <td key={s.label}>{v === null || v === undefined ? '—' : format(v)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
