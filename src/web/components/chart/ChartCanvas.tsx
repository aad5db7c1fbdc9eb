import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { chartHeight, type ChartProps, type ChartSeries } from './chart-types.ts';

/**
 * The drawing of a Chart, in SVG with visx (loaded lazily by Chart.tsx). It measures its own width and
 * draws in real pixels, so text stays 11px and bars keep their shape from a 320px phone to a wide screen.
 */

/** The element's width in CSS pixels, kept up to date. */
function useWidth(): [(el: HTMLDivElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!el) return;
    setWidth(el.clientWidth);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.current.observe(el);
  }, []);
  return [ref, width];
}

const FONT = 11;

function useColors(series: ChartSeries[]): string[] {
  const { palette } = useTheme();
  const cycle = [
    palette.primary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
    palette.secondary.main,
    palette.grey[500],
  ];
  return series.map((s, i) => s.color ?? cycle[i % cycle.length]!);
}

function Legend({ series, colors }: { series: ChartSeries[]; colors: string[] }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 1,
        fontSize: 12,
        color: 'text.secondary',
        // A series named by people (an enterprise's name) wraps inside the card.
        overflowWrap: 'anywhere',
      }}
    >
      {series.map((s, i) => (
        <Box key={s.label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Box
            component="span"
            sx={{
              width: 14,
              height: s.kind === 'line' || s.dashed ? 0 : 10,
              borderRadius: 0.5,
              bgcolor: s.kind === 'line' || s.dashed ? 'transparent' : colors[i],
              borderTop: s.kind === 'line' || s.dashed ? `2px ${s.dashed ? 'dashed' : 'solid'}` : 'none',
              borderColor: colors[i],
              flexShrink: 0,
            }}
          />
          {s.label}
        </Box>
      ))}
    </Box>
  );
}

export default function ChartCanvas(props: ChartProps) {
  const [ref, width] = useWidth();
  const colors = useColors(props.series);
  const kinds = props.series.map((s) => s.kind ?? (s.dashed ? 'line' : (props.kind ?? 'bar')));
  const showLegend = props.series.length > 1 || props.series.some((s) => s.dashed);
  return (
    <div ref={ref}>
      {showLegend && (
        <Legend series={props.series.map((s, i) => ({ ...s, kind: kinds[i] }))} colors={colors} />
      )}
      {width > 0 &&
        (props.horizontal ? (
          <HorizontalBars {...props} width={width} colors={colors} />
        ) : (
          <Vertical {...props} width={width} colors={colors} kinds={kinds} />
        ))}
    </div>
  );
}

function Vertical({
  categories,
  tickLabels = categories,
  series,
  format = String,
  max,
  width,
  colors,
  kinds,
  ...rest
}: ChartProps & { width: number; colors: string[]; kinds: ('bar' | 'line')[] }) {
  const { palette } = useTheme();
  const height = chartHeight({ ...rest, categories });
  const margin = { top: 10, right: 8, bottom: 26, left: 44 };
  const innerW = Math.max(10, width - margin.left - margin.right);
  const innerH = height - margin.top - margin.bottom;
  const top = Math.max(1, max ?? 0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const x = scaleBand<string>({ domain: categories, range: [0, innerW], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, top * 1.08], range: [innerH, 0], nice: true });
  const bars = series.map((s, i) => ({ s, i })).filter(({ i }) => kinds[i] === 'bar');
  const group = scaleBand<number>({
    domain: bars.map(({ i }) => i),
    range: [0, x.bandwidth()],
    padding: 0.12,
  });
  // About 52px per label: at phone width every second or third category is labelled, counting back
  // from the latest so the newest one always has its label.
  const every = Math.max(1, Math.ceil((categories.length * 52) / innerW));
  const labelled = categories.filter((_, i) => (categories.length - 1 - i) % every === 0);
  const label = (c: string) => tickLabels[categories.indexOf(c)] ?? c;
  const centre = (c: string) => (x(c) ?? 0) + x.bandwidth() / 2;
  const tick = { fontSize: FONT, fill: palette.text.secondary, fontFamily: 'inherit' };
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      data-chart-drawing=""
      style={{ display: 'block', overflow: 'visible' }}
    >
      <Group left={margin.left} top={margin.top}>
        {y.ticks(4).map((t) => (
          <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={palette.divider} />
        ))}
        {bars.map(({ s, i }) =>
          s.values.map((v, k) => {
            const c = categories[k]!;
            const h = innerH - y(v ?? 0);
            return (
              <Bar
                key={`${s.label}-${c}`}
                x={(x(c) ?? 0) + (group(i) ?? 0)}
                y={innerH - h}
                width={group.bandwidth()}
                height={Math.max(0, h)}
                rx={2}
                fill={colors[i]}
              >
                <title>{`${c} · ${s.label}: ${v === null ? '—' : format(v)}`}</title>
              </Bar>
            );
          }),
        )}
        {series.map((s, i) => {
          if (kinds[i] !== 'line') return null;
          const points = s.values
            .map((v, k) => ({ v, c: categories[k]! }))
            .filter((p): p is { v: number; c: string } => p.v !== null);
          return (
            <g key={s.label}>
              <LinePath
                data={s.dashed && points.length === 1 ? [points[0]!, points[0]!] : points}
                x={(p, k) => (s.dashed && points.length === 1 ? (k === 0 ? 0 : innerW) : centre(p.c))}
                y={(p) => y(p.v)}
                stroke={colors[i]}
                strokeWidth={2}
                strokeDasharray={s.dashed ? '6 4' : undefined}
              />
              {!s.dashed &&
                points.map((p) => (
                  <circle key={p.c} cx={centre(p.c)} cy={y(p.v)} r={3.5} fill={colors[i]}>
                    <title>{`${p.c} · ${s.label}: ${format(p.v)}`}</title>
                  </circle>
                ))}
            </g>
          );
        })}
        <AxisLeft
          scale={y}
          numTicks={4}
          hideAxisLine
          hideTicks
          tickFormat={(v) => format(Number(v))}
          tickLabelProps={{ ...tick, textAnchor: 'end', dx: -4, dy: '0.33em' }}
        />
        <AxisBottom
          top={innerH}
          scale={x}
          tickValues={labelled}
          tickFormat={(c) => label(String(c))}
          stroke={palette.divider}
          hideTicks
          tickLabelProps={{ ...tick, textAnchor: 'middle', dy: '0.2em' }}
        />
      </Group>
    </svg>
  );
}

/** One row per category: its name and value above a bar, so long names never need truncating. */
function HorizontalBars({
  categories,
  series,
  format = String,
  width,
  colors,
}: ChartProps & { width: number; colors: string[] }) {
  const { palette } = useTheme();
  const s = series[0];
  if (!s) return null;
  const rowH = 38;
  const height = chartHeight({ horizontal: true, categories });
  const top = Math.max(1, ...s.values.map((v) => v ?? 0));
  const x = scaleLinear<number>({ domain: [0, top], range: [0, width] });
  return (
    <svg width={width} height={height} aria-hidden="true" data-chart-drawing="" style={{ display: 'block' }}>
      {categories.map((c, k) => {
        const v = s.values[k] ?? 0;
        const y0 = k * rowH;
        return (
          <g key={c} transform={`translate(0, ${y0})`}>
            <text x={0} y={13} fontSize={12} fill={palette.text.primary}>
              {c}
            </text>
            <text x={width} y={13} fontSize={12} fill={palette.text.secondary} textAnchor="end">
              {format(v)}
            </text>
            <rect x={0} y={19} width={width} height={12} rx={3} fill={palette.action.hover} />
            <Bar x={0} y={19} width={Math.max(2, x(v))} height={12} rx={3} fill={colors[0]}>
              <title>{`${c}: ${format(v)}`}</title>
            </Bar>
          </g>
        );
      })}
    </svg>
  );
}
