import { Decimal } from 'decimal.js';
import type { ContentValues, FieldValue, FormDefinition, FormField } from './form-definition.ts';
import type { PriorityLevel } from './priority.ts';
import { PRIORITY_MULTIPLIERS } from './priority.ts';

/**
 * THE credit calculation (spec section 9): the drawer shows it live, the server charges it.
 * Exact decimal arithmetic throughout; amounts leave as strings with two decimals.
 */
export type BreakdownLine = { key: string; value: string; credit: string };
export type Quote = {
  /** Computed credit (before adjustCredit). */
  credit: string;
  /** What the request costs: adjustCredit when set, else credit. */
  total: string;
  breakdown: BreakdownLine[];
};

const BUSINESS_DAY = /business\s*day/i;
const fmt = (d: Decimal) => d.toDecimalPlaces(2).toFixed(2);

function mentionsBusinessDay(v: FieldValue | undefined): boolean {
  if (v === null || v === undefined) return false;
  return (Array.isArray(v) ? v : [String(v)]).some((x) => BUSINESS_DAY.test(x));
}

/** A positive number from a field value, else zero. */
function positiveNumber(v: FieldValue | undefined): Decimal {
  if (v === null || v === undefined || Array.isArray(v)) return new Decimal(0);
  const text = String(v).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return new Decimal(0);
  const d = new Decimal(text);
  return d.isPositive() && !d.isZero() ? d : new Decimal(0);
}

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
  const lines: BreakdownLine[] = [];
  let sum = new Decimal(input.baseCredit || 0);
  lines.push({ key: 'Base credit', value: input.typeName, credit: fmt(sum) });

  const byLabel = new Map(form.fields.map((f) => [f.label, f]));
  for (const field of form.fields) {
    if (special.has(field.label)) continue;
    const v = content[field.label];
    if (mentionsBusinessDay(v)) continue;
    const credit = fieldCredit(field, v);
    if (credit.isZero()) continue;
    sum = sum.plus(credit);
    lines.push({ key: field.label, value: selected(v).join(', '), credit: fmt(credit) });
  }
  for (const label of rule.add) {
    const v = content[label];
    if (mentionsBusinessDay(v)) continue;
    const n = positiveNumber(v);
    if (n.isZero()) continue;
    sum = sum.plus(n);
    lines.push({ key: label, value: String(v), credit: fmt(n) });
  }
  const factor = (key: string, value: string, by: Decimal) => {
    sum = sum.times(by);
    lines.push({ key, value: `${value} (×${by.toString()})`, credit: fmt(sum) });
  };
  for (const label of rule.multiplyOption) {
    const field = byLabel.get(label);
    const v = content[label];
    if (!field || selected(v).length === 0 || mentionsBusinessDay(v)) continue;
    factor(label, selected(v).join(', '), optionCredit(field, v));
  }
  for (const label of rule.multiplyValue) {
    const n = positiveNumber(content[label]);
    factor(label, n.isZero() ? '1' : n.toString(), n.isZero() ? new Decimal(1) : n);
  }
  for (const label of rule.multiplyCount) {
    const chosen = selected(content[label]);
    factor(label, chosen.join(', ') || 'none', new Decimal(Math.max(1, chosen.length)));
  }

  const multiplier = new Decimal(PRIORITY_MULTIPLIERS[input.priorityLevel]);
  const credit = sum.times(multiplier);
  if (!multiplier.equals(1)) {
    lines.push({
      key: 'Priority',
      value: `${input.priorityLevel} (×${multiplier.toString()})`,
      credit: fmt(credit),
    });
  }

  const adjust = input.adjustCredit;
  const hasAdjust = adjust !== null && adjust !== undefined && String(adjust).trim() !== '';
  const total = hasAdjust ? new Decimal(adjust) : credit;
  if (hasAdjust) lines.push({ key: 'Adjusted credit', value: 'set by staff', credit: fmt(total) });
  return { credit: fmt(credit), total: fmt(total), breakdown: lines };
}

/** Can a balance pay for a cost? */
export const canAfford = (balance: string | number, cost: string | number) =>
  new Decimal(balance).greaterThanOrEqualTo(new Decimal(cost));
