import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { format } from 'date-fns';
import { parseIsoDay } from '#shared/domain/credit-periods.ts';
import { formatCredit } from '../../lib/format.ts';

const H = 180;

/** The element's width in CSS pixels, kept up to date (the chart draws in real pixels: text stays 11px). */
function useWidth<T extends HTMLElement>(): [(el: T | null) => void, number] {
  const [width, setWidth] = useState(600);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: T | null) => {
    observer.current?.disconnect();
    if (!el) return;
    setWidth(el.clientWidth || 600);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.round(entry.contentRect.width)));
    });
    observer.current.observe(el);
  }, []);
  return [ref, width];
}
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

const weekLabel = (day: string) => {
  const d = parseIsoDay(day);
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), 'MMM d');
};

/**
 * Credits used per week as bars, with the allowance's weekly pace as a dashed line (plain SVG: a
 * dozen bars need no chart library). The numbers are also in a table for screen readers.
 */
export function UsageChart({
  weeks,
  weeklyAllowance,
}: {
  weeks: { weekStart: string; used: string }[];
  weeklyAllowance: string;
}) {
  const theme = useTheme();
  const [ref, W] = useWidth<HTMLDivElement>();
  const labelEvery = W < 420 ? 3 : W < 700 ? 2 : 1;
  const values = weeks.map((w) => Number(w.used));
  const pace = Number(weeklyAllowance);
  const max = Math.max(1, pace, ...values) * 1.15;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, weeks.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 2, max].map((v) => Math.round(v));
  return (
    <Box ref={ref} sx={{ position: 'relative' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Credits used per week over the last ${weeks.length} weeks${pace > 0 ? `, against an allowance pace of ${formatCredit(weeklyAllowance)} a week` : ''}`}
        data-testid="usage-chart"
        width={W}
        height={H}
        sx={{ display: 'block', overflow: 'visible' }}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={theme.palette.divider} />
            <text
              x={PAD.left - 6}
              y={y(t) + 4}
              textAnchor="end"
              fontSize="11"
              fill={theme.palette.text.secondary}
            >
              {t}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const v = Number(w.used);
          const barW = slot * 0.6;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={w.weekStart}>
              <rect
                x={x}
                y={y(v)}
                width={barW}
                height={Math.max(0, PAD.top + innerH - y(v))}
                rx={3}
                fill={theme.palette.primary.main}
                opacity={i === weeks.length - 1 ? 1 : 0.75}
              >
                <title>{`Week of ${weekLabel(w.weekStart)}: ${formatCredit(w.used)} credits`}</title>
              </rect>
              {(weeks.length - 1 - i) % labelEvery === 0 && (
                <text
                  x={PAD.left + i * slot + slot / 2}
                  y={H - 6}
                  textAnchor="middle"
                  fontSize="11"
                  fill={theme.palette.text.secondary}
                >
                  {weekLabel(w.weekStart)}
                </text>
              )}
            </g>
          );
        })}
        {pace > 0 && (
          <g>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(pace)}
              y2={y(pace)}
              stroke={theme.palette.warning.main}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
            <text
              x={W - PAD.right}
              y={y(pace) - 5}
              textAnchor="end"
              fontSize="11"
              fill={theme.palette.warning.dark}
            >
              Allowance pace {formatCredit(weeklyAllowance)}/week
            </text>
          </g>
        )}
      </Box>
      <Box
        component="table"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        <caption>Credits used per week</caption>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">Week of {weekLabel(w.weekStart)}</th>
              <td>{formatCredit(w.used)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
