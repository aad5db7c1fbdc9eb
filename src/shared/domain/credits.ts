import { Decimal } from 'decimal.js';
import type { ContentValues, FieldOption, FieldValue, FormDefinition, FormField } from './form-definition.ts';
import type { PriorityLevel } from './priority.ts';
import { PRIORITY_LABELS, PRIORITY_MULTIPLIERS, PRIORITY_WINDOWS } from './priority.ts';
import { validNumberField } from './validation.ts';

/**
 * THE credit calculation (spec section 9): the drawer shows it live, the server charges it.
 * Exact decimal arithmetic throughout; amounts leave as strings with two decimals.
 */
export type BreakdownLine = {
  key: string;
  value: string;
  /** As stored since the first version: an adding line's own amount, a multiplying line's subtotal. */
  credit: string;
  /** What the line does to the price: '12.00' (the base), '+3.00', '×1.2', '= 7.50' (set by staff). */
  effect?: string | undefined;
  /** The running total after the line. */
  subtotal?: string | undefined;
};
export type Quote = {
  /** Computed credit (before adjustCredit). */
  credit: string;
  /** What the request costs: adjustCredit when set, else credit. */
  total: string;
  breakdown: BreakdownLine[];
  /** Number fields left out of the price because their value is not a whole number 1..100. */
  invalid: string[];
};

const BUSINESS_DAY = /business\s*day/i;
const fmt = (d: Decimal) => d.toDecimalPlaces(2).toFixed(2);

function mentionsBusinessDay(v: FieldValue | undefined): boolean {
  if (v === null || v === undefined) return false;
  return (Array.isArray(v) ? v : [String(v)]).some((x) => BUSINESS_DAY.test(x));
}

/** A number field's value when valid (whole, 1..100: the form's rule), else zero: never priced. */
function positiveNumber(v: FieldValue | undefined): Decimal {
  const n = validNumberField(v);
  return n === null ? new Decimal(0) : new Decimal(n);
}

const isBlankValue = (v: FieldValue | undefined) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The chosen values of a field: blanks dropped, each value once (a repeated choice is not paid twice). */
const selected = (v: FieldValue | undefined): string[] =>
  v === null || v === undefined || v === ''
    ? []
    : Array.isArray(v)
      ? [...new Set(v.filter((x) => x.trim() !== ''))]
      : [String(v)];

/** Credit of the chosen options; a custom value (typed after 'Others') takes the Others option's credit. */
function optionCredit(field: FormField, v: FieldValue | undefined): Decimal {
  let sum = new Decimal(0);
  for (const choice of selected(v)) {
    const option =
      field.options.find((o) => o.name === choice) ?? field.options.find((o) => o.name === 'Others');
    if (option) sum = sum.plus(option.credit);
  }
  return sum;
}

/** Credit a field adds to the plain sum. */
function fieldCredit(field: FormField, v: FieldValue | undefined): Decimal {
  if (field.type === 'number') return positiveNumber(v);
  if (field.type === 'select' || field.type === 'multiselect') return optionCredit(field, v);
  return new Decimal(0);
}

export function quoteRequest(input: {
  typeName: string;
  baseCredit: string | number;
  form: FormDefinition;
  content: ContentValues;
  priorityLevel: PriorityLevel;
  adjustCredit?: string | number | null;
}): Quote {
  const { form, content } = input;
  const rule = form.pricing;
  const special = new Set([
    ...rule.add,
    ...rule.multiplyValue,
    ...rule.multiplyOption,
    ...rule.multiplyCount,
  ]);
  const byLabel = new Map(form.fields.map((f) => [f.label, f]));
  const lines: BreakdownLine[] = [];
  const invalid: string[] = [];
  const numberOf = (label: string): Decimal => {
    const v = content[label];
    const n = positiveNumber(v);
    if (n.isZero() && !isBlankValue(v) && byLabel.get(label)?.type === 'number') invalid.push(label);
    return n;
  };
  let sum = new Decimal(input.baseCredit || 0);
  lines.push({
    key: 'Base credit',
    value: input.typeName,
    credit: fmt(sum),
    effect: fmt(sum),
    subtotal: fmt(sum),
  });
  const add = (key: string, value: string, amount: Decimal) => {
    sum = sum.plus(amount);
    lines.push({ key, value, credit: fmt(amount), effect: `+${fmt(amount)}`, subtotal: fmt(sum) });
  };
  const factor = (key: string, value: string, by: Decimal) => {
    sum = sum.times(by);
    lines.push({ key, value, credit: fmt(sum), effect: `×${by.toString()}`, subtotal: fmt(sum) });
  };

  for (const field of form.fields) {
    if (special.has(field.label)) continue;
    const v = content[field.label];
    if (mentionsBusinessDay(v)) continue;
    const credit = field.type === 'number' ? numberOf(field.label) : fieldCredit(field, v);
    if (credit.isZero()) continue;
    add(field.label, selected(v).join(', '), credit);
  }
  for (const label of rule.add) {
    const v = content[label];
    if (mentionsBusinessDay(v)) continue;
    const n = numberOf(label);
    if (n.isZero()) continue;
    add(label, String(v), n);
  }
  for (const label of rule.multiplyOption) {
    const field = byLabel.get(label);
    const v = content[label];
    if (!field || selected(v).length === 0 || mentionsBusinessDay(v)) continue;
    factor(label, selected(v).join(', '), optionCredit(field, v));
  }
  for (const label of rule.multiplyValue) {
    // Empty or not a whole number 1..100: no line (the sum stays as it is; `invalid` names the field).
    const n = numberOf(label);
    if (!n.isZero()) factor(label, n.toString(), n);
  }
  for (const label of rule.multiplyCount) {
    const chosen = selected(content[label]);
    factor(label, chosen.join(', ') || 'none', new Decimal(Math.max(1, chosen.length)));
  }

  const multiplier = new Decimal(PRIORITY_MULTIPLIERS[input.priorityLevel]);
  if (!multiplier.equals(1)) {
    const level = input.priorityLevel;
    factor('Priority', `${PRIORITY_LABELS[level]} · ${PRIORITY_WINDOWS[level]}`, multiplier);
  }
  const credit = sum;

  const adjust = input.adjustCredit;
  const hasAdjust = adjust !== null && adjust !== undefined && String(adjust).trim() !== '';
  const total = hasAdjust ? new Decimal(adjust) : credit;
  if (hasAdjust) {
    lines.push({
      key: 'Adjusted credit',
      value: 'set by staff',
      credit: fmt(total),
      effect: `= ${fmt(total)}`,
      subtotal: fmt(total),
    });
  }
  return { credit: fmt(credit), total: fmt(total), breakdown: lines, invalid };
}

/** The later multipliers of a plain sum, in words ('slides', 'editing type'), for an option's chip. */
function sumMultipliers(form: FormDefinition): string[] {
  const short = (label: string) => label.replace(/^number of /i, '').toLowerCase();
  const { multiplyOption, multiplyValue, multiplyCount } = form.pricing;
  return [...multiplyOption, ...multiplyValue, ...multiplyCount].map(short);
}

/**
 * What choosing an option really does to the price, as the engine above computes it: '×2' (the sum
 * is multiplied by it), '+3' (added), '+2 × slides' (added, then multiplied), or null (nothing:
 * no credit, a 'business day' choice, or a field priced by how many values are chosen).
 */
export function optionEffect(form: FormDefinition, field: FormField, option: FieldOption): string | null {
  const rule = form.pricing;
  if (BUSINESS_DAY.test(option.name)) return null;
  const credit = new Decimal(option.credit);
  if (rule.multiplyOption.includes(field.label)) return `×${credit.toString()}`;
  if (
    credit.isZero() ||
    rule.multiplyCount.includes(field.label) ||
    rule.add.includes(field.label) ||
    rule.multiplyValue.includes(field.label)
  ) {
    return null;
  }
  const sign = credit.isNegative() ? '−' : '+';
  return [`${sign}${credit.abs().toString()}`, ...sumMultipliers(form)].join(' × ');
}

/** Can a balance pay for a cost? */
export const canAfford = (balance: string | number, cost: string | number) =>
  new Decimal(balance).greaterThanOrEqualTo(new Decimal(cost));
