import { Decimal } from 'decimal.js';

/**
 * Membership periods and the run-out forecast: pure date and credit arithmetic shared by the renewal
 * job, the reports and the screens. Dates are calendar days 'YYYY-MM-DD' in UTC.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is the text a real calendar day written YYYY-MM-DD? ('2026-02-30' is not.) */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const toIsoDay = (d: Date) => d.toISOString().slice(0, 10);
export const parseIsoDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const addDays = (day: string, n: number) =>
  toIsoDay(new Date(parseIsoDay(day).getTime() + n * DAY_MS));
export const daysBetween = (from: string, to: string) =>
  Math.round((parseIsoDay(to).getTime() - parseIsoDay(from).getTime()) / DAY_MS);

/** `day` moved `n` months (negative: back), on the same day of month or the month's last day. */
export function addMonths(day: string, n: number): string {
  const d = parseIsoDay(day);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return toIsoDay(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay))));
}

/**
 * The monthly anniversary after `periodStart`, on `anchorDay` (1–31) of the next month, or that month's
 * last day when it is shorter: a period anchored on the 31st renews Jan 31 → Feb 28 → Mar 31.
 */
export function nextAnniversary(periodStart: string, anchorDay?: number | null): string {
  const start = parseIsoDay(periodStart);
  const day = anchorDay ?? start.getUTCDate();
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return toIsoDay(new Date(Date.UTC(y, m, Math.min(day, lastDay))));
}

/** Every period start that is due on `today` (anniversaries after paymentAt up to today), oldest first. */
export function duePeriods(paymentAt: string, anchorDay: number | null, today: string, max = 120): string[] {
  const due: string[] = [];
  const anchor = anchorDay ?? parseIsoDay(paymentAt).getUTCDate();
  let next = nextAnniversary(paymentAt, anchor);
  while (next <= today && due.length < max) {
    due.push(next);
    next = nextAnniversary(next, anchor);
  }
  return due;
}

/** How many days of use the forecast averages. */
export const FORECAST_WINDOW_DAYS = 28;

export type Forecast =
  | { kind: 'enough'; dailyRate: string }
  | { kind: 'runs-out'; runOutDate: string; dailyRate: string }
  | { kind: 'no-usage'; dailyRate: string }
  | { kind: 'empty'; dailyRate: string };

/**
 * When will the credit run out at the recent pace? The pace is the net credit used (charges minus
 * refunds) over the last FORECAST_WINDOW_DAYS days, per day; the balance divided by it gives the days
 * left. "enough" when that reaches the renewal date (or nothing is used and a renewal comes).
 */
export function forecastRunOut(input: {
  balance: Decimal.Value;
  usedInWindow: Decimal.Value;
  today: string;
  renewalDate: string | null;
  windowDays?: number;
}): Forecast {
  const balance = new Decimal(input.balance);
  const rate = Decimal.max(0, new Decimal(input.usedInWindow)).div(input.windowDays ?? FORECAST_WINDOW_DAYS);
  const dailyRate = rate.toFixed(2);
  if (balance.lte(0)) return { kind: 'empty', dailyRate };
  if (rate.isZero()) {
    return input.renewalDate ? { kind: 'enough', dailyRate } : { kind: 'no-usage', dailyRate };
  }
  const days = balance.div(rate).floor().toNumber();
  const runOutDate = addDays(input.today, days);
  if (input.renewalDate && runOutDate >= input.renewalDate) return { kind: 'enough', dailyRate };
  return { kind: 'runs-out', runOutDate, dailyRate };
}

/** The sentence the dashboard shows for a forecast. */
export function forecastSentence(
  f: { kind: Forecast['kind']; runOutDate?: string | undefined },
  formatDay: (day: string) => string,
): string {
  switch (f.kind) {
    case 'enough':
      return 'Enough until renewal';
    case 'runs-out':
      return `At this pace your credits last until ${f.runOutDate ? formatDay(f.runOutDate) : 'soon'}`;
    case 'no-usage':
      return 'No credits used recently';
    case 'empty':
      return 'No credits left';
  }
}
