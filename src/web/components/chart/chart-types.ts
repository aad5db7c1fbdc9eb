/** One series of a chart: a value per category (null: no value, e.g. a rate without any data). */
export type ChartSeries = {
  label: string;
  values: (number | null)[];
  /** A CSS colour; by default the next of the theme's chart colours. */
  color?: string;
  /** Drawn as bars (default for bar charts) or a line (default for line charts). */
  kind?: 'bar' | 'line';
  /** A dashed line without points: a reference such as an allowance pace. */
  dashed?: boolean;
};

export type ChartProps = {
  /** What the chart shows: the caption of its table for screen readers. */
  title: string;
  /** The full name of each category (table row headers and tooltips), e.g. "Week of Nov 3". */
  categories: string[];
  /** Shorter axis labels, one per category (default: the categories). */
  tickLabels?: string[];
  series: ChartSeries[];
  kind?: 'bar' | 'line';
  /** Bars running left to right, one row per category with its name above: for long names on phones. */
  horizontal?: boolean;
  /** How a value is written (axis, tooltips, table). */
  format?: (value: number) => string;
  /** The value axis goes at least this high (e.g. 100 for percentages). */
  max?: number;
  /** Height of the drawing in CSS pixels (vertical charts). */
  height?: number;
  /** Header of the table's first column, e.g. "Week". */
  categoryHeader?: string;
  testId?: string;
};

/** Height the chart takes for its data (a horizontal bar chart grows with its rows). */
export function chartHeight(props: Pick<ChartProps, 'height' | 'horizontal' | 'categories'>): number {
  return props.horizontal ? Math.max(1, props.categories.length) * 38 + 8 : (props.height ?? 200);
}
