import { INVALID_DATE_MESSAGE, toValidDate } from './due-date.ts';
import { formatDate } from './formats.ts';
import { NUMBER_FIELD, PATTERN_MESSAGES, PATTERNS, numberFieldError } from './validation.ts';
import type { FormDefinition } from './form-definition.ts';

/*
 * A request's answers to its type's form, and the rules on them, without the form's zod schemas
 * (form-definition.ts, which re-exports all of this): the request drawer's read-only view and the
 * list screens use these without loading zod (bench/README.md, first load).
 */

/**
 * A request type's form: its dynamic fields and the pricing rule that turns their values into
 * credits. Stored as data on the type (and frozen on each request), so pricing special cases are
 * described here rather than coded.
 */
export const FIELD_TYPES = [
  'textfield',
  'file',
  'date',
  'textarea',
  'select',
  'number',
  'multiselect',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** What the catalogue editor calls each field type (the internal names are for the JSON only). */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  textfield: 'Short text',
  textarea: 'Long text',
  number: 'Number',
  date: 'Date',
  select: 'Choice (one)',
  multiselect: 'Choices (several)',
  file: 'File upload',
};

/** The choice that opens a free-text box labelled 'Enter your custom value'. */
export const OTHERS_OPTION = 'Others';
export const CUSTOM_VALUE_LABEL = 'Enter your custom value';

export const PATTERN_NAMES = ['phone', 'email', 'name', 'zip', 'password'] as const;

/** A field value as stored in content JSON. */
export type FieldValue = string | number | string[] | null;
export type ContentValues = Record<string, FieldValue>;

/** JSON.parse that answers undefined for malformed text. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The request's content (JSON text of label-to-value pairs); malformed JSON yields no fields. */
export function parseContent(text: string | null | undefined): ContentValues {
  return contentFromValue(text ? safeJson(text) : undefined);
}

/** Content values from an already-parsed JSON value: anything but an object yields no fields. */
export function contentFromValue(value: unknown): ContentValues {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: ContentValues = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number' || v === null) out[k] = v;
    else if (Array.isArray(v)) out[k] = v.filter((x): x is string => typeof x === 'string');
  }
  return out;
}

/**
 * The content as label/value lines, in the order of the form (for the read-only view). Date fields
 * read as the other dates of the app (MMM dd, yyyy — spec section 9); a value that is not a date is
 * shown as it was stored.
 */
export function contentLines(
  form: FormDefinition,
  content: ContentValues,
): { label: string; value: string }[] {
  const known = new Set(form.fields.map((f) => f.label));
  const lines = form.fields
    .filter((f) => f.type !== 'file')
    .map((f) => {
      const value = displayValue(content[f.label]);
      return { label: f.label, value: f.type === 'date' ? formatDate(value) || value : value };
    });
  for (const [k, v] of Object.entries(content)) {
    if (!known.has(k)) lines.push({ label: k, value: displayValue(v) });
  }
  return lines.filter((l) => l.value !== '');
}

export function displayValue(v: FieldValue | undefined): string {
  if (v === null || v === undefined) return '';
  return Array.isArray(v) ? v.join(', ') : String(v);
}

const isBlankValue = (v: FieldValue | undefined) =>
  v === null ||
  v === undefined ||
  (Array.isArray(v) ? v.every((x) => x.trim() === '') : String(v).trim() === '');

/** Number fields left empty take their default (1), as the form pre-fills them. */
export function withNumberDefaults(form: FormDefinition, content: ContentValues): ContentValues {
  const out: ContentValues = { ...content };
  for (const f of form.fields) {
    if (f.type === 'number' && isBlankValue(out[f.label])) out[f.label] = NUMBER_FIELD.default;
  }
  return out;
}

export type FieldError = { label: string; message: string };

/**
 * Checks content against the form: numbers 1..100 whole, valid dates, pattern rules, choices among
 * the options (any text when the field offers 'Others'). Required fields must be filled only when
 * submitting; a draft may be incomplete.
 */
export function contentErrors(
  form: FormDefinition,
  content: ContentValues,
  opts: { submitting: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  const err = (label: string, message: string) => errors.push({ label, message });
  for (const f of form.fields) {
    const v = content[f.label];
    if (isBlankValue(v)) {
      if (opts.submitting && f.required && f.type !== 'file') err(f.label, `Please fill in ${f.label}`);
      continue;
    }
    if (f.type === 'number') {
      const problem = numberFieldError(v);
      if (problem) err(f.label, `${f.label}: ${problem}`);
      else if (f.min !== undefined && Number(v) < f.min) err(f.label, `${f.label}: Minimum is ${f.min}`);
      else if (f.max !== undefined && Number(v) > f.max) err(f.label, `${f.label}: Maximum is ${f.max}`);
    } else if (f.type === 'date') {
      try {
        toValidDate(String(v));
      } catch {
        err(f.label, `${f.label}: ${INVALID_DATE_MESSAGE}`);
      }
    } else if (f.type === 'select' || f.type === 'multiselect') {
      if (f.type === 'select' && Array.isArray(v) && v.length > 1) {
        err(f.label, `${f.label}: choose one option`);
        continue;
      }
      const acceptsAny = f.options.length === 0 || f.options.some((o) => o.name === OTHERS_OPTION);
      const chosen = Array.isArray(v) ? v : [String(v)];
      if (!acceptsAny && chosen.some((c) => !f.options.some((o) => o.name === c))) {
        err(f.label, `${f.label}: choose one of the options`);
      }
    } else if (f.pattern && (f.type === 'textfield' || f.type === 'textarea')) {
      if (!PATTERNS[f.pattern].test(String(v).trim())) {
        err(f.label, `${f.label}: ${PATTERN_MESSAGES[f.pattern]}`);
      }
    }
  }
  return errors;
}

/**
 * Carries a request's answers from one version of a form to another: a value follows its field by
 * key (so a renamed field keeps its answer); values of fields that no longer exist are kept as they are.
 */
export function moveContent(from: FormDefinition, to: FormDefinition, content: ContentValues): ContentValues {
  const newLabelByKey = new Map(to.fields.filter((f) => f.key).map((f) => [f.key!, f.label]));
  const out: ContentValues = {};
  const renamed = new Map<string, string>();
  for (const f of from.fields) {
    const target = f.key ? newLabelByKey.get(f.key) : undefined;
    if (target && target !== f.label) renamed.set(f.label, target);
  }
  for (const [k, v] of Object.entries(content)) {
    const target = renamed.get(k);
    if (target !== undefined) out[target] = v;
    else if (!(k in out)) out[k] = v;
  }
  return out;
}
export type { FieldOption, FormDefinition, FormField, PricingRule } from './form-definition.ts';
