import { z } from 'zod';
import { FormDefinitionSchema, type FormDefinition, type FormField } from './form-definition.ts';
import { NUMBER_FIELD, isBlank } from './validation.ts';
import { normaliseRoundCost, revisionProblems } from './revision-rounds.ts';
import { ellipsize } from './text-cut.ts';

/**
 * THE validation of what the catalogue builder, its API and the catalogue import accept: a request
 * type's definition (base credit + form) that the credit engine (`quoteRequest`) can price exactly.
 * Every refusal says why, naming the field or option at fault.
 */

export const MAX_CREDIT = 100_000;
export const MAX_FIELDS = 60;
export const MAX_OPTIONS = 100;
export const NAME_MAX = 120;
/** A field's description (help text under it) and placeholder, at most. */
export const FIELD_DESCRIPTION_MAX = 2000;
export const FIELD_PLACEHOLDER_MAX = 200;

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

const CREDIT_MESSAGE = `A credit must be a number from 0 to ${MAX_CREDIT} with at most two decimals`;
const creditText = (v: number | string) => (typeof v === 'number' ? String(v) : v.trim());
const validCredit = (v: number | string) =>
  TWO_DECIMALS.test(creditText(v)) && Number(creditText(v)) <= MAX_CREDIT;

/**
 * A credit amount: a number or numeric text, 0..100000, at most two decimals; leaves as '12.00'.
 * Checked in the object's refinement (not here) so that a bad credit does not hide the form's problems.
 */
const CreditInput = z.union([z.number(), z.string()]);
const toCredit = (v: number | string) => Number(creditText(v)).toFixed(2);
/**
 * A form as staff send it: an extra round cost may come as a number (5), stored as text ('5.00').
 * Input only (draft API, import): answers carry FormDefinitionSchema, which has no transform.
 */
const FormInput = z.preprocess((raw) => {
  const r = raw as { revisions?: { extraCost?: unknown } } | null;
  if (!r || typeof r !== 'object' || !r.revisions || typeof r.revisions.extraCost !== 'number') return raw;
  return { ...r, revisions: { ...r.revisions, extraCost: String(r.revisions.extraCost) } };
}, FormDefinitionSchema);

/** The form with its extra round cost as stored ('5' → '5.00'). */
const withRoundCost = (form: FormDefinition): FormDefinition => ({
  ...form,
  revisions: { ...form.revisions, extraCost: normaliseRoundCost(form.revisions.extraCost) },
});

/** Names quoted in messages: a long one is cut (a 1 MB label must not come back twice in the answer). */
const QUOTED_MAX = 60;
const quote = (s: string) => `“${ellipsize(s, QUOTED_MAX)}”`;
const fieldName = (f: FormField, i: number) =>
  f.label.trim() ? `Field ${quote(f.label)}` : `Field ${i + 1}`;

/** Why the engine cannot price this form, one message per problem, with the path it belongs to. */
export function formProblems(form: FormDefinition): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  const add = (path: (string | number)[], message: string) => out.push({ path, message });
  if (form.fields.length > MAX_FIELDS) add(['fields'], `A form has at most ${MAX_FIELDS} fields`);
  const labels = new Map<string, number>();
  const keys = new Set<string>();
  form.fields.forEach((f, i) => {
    const at = (...rest: (string | number)[]) => ['fields', i, ...rest];
    const name = fieldName(f, i);
    const label = f.label.trim();
    if (!label) add(at('label'), `Field ${i + 1} needs a label`);
    else if (label !== f.label) add(at('label'), `${name}: the label starts or ends with spaces`);
    else if (label.length > NAME_MAX) add(at('label'), `${name}: a label has at most ${NAME_MAX} characters`);
    else if (labels.has(label.toLowerCase())) {
      add(
        at('label'),
        `${name}: two fields have this label; the answers are stored by label, so each must differ`,
      );
    } else labels.set(label.toLowerCase(), i);
    if (f.description.length > FIELD_DESCRIPTION_MAX) {
      add(at('description'), `${name}: a description has at most ${FIELD_DESCRIPTION_MAX} characters`);
    }
    if (f.placeholder !== undefined && f.placeholder.length > FIELD_PLACEHOLDER_MAX) {
      add(at('placeholder'), `${name}: a placeholder has at most ${FIELD_PLACEHOLDER_MAX} characters`);
    }
    if (f.key !== undefined) {
      if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(f.key)) add(at('key'), `${name}: the key may use a-z, 0-9 and -`);
      else if (keys.has(f.key)) add(at('key'), `${name}: two fields have the key ${quote(f.key)}`);
      keys.add(f.key);
    }
    const choice = f.type === 'select' || f.type === 'multiselect';
    if (choice) {
      if (f.options.length === 0) add(at('options'), `${name}: a ${f.type} field needs at least one option`);
      if (f.options.length > MAX_OPTIONS) add(at('options'), `${name}: at most ${MAX_OPTIONS} options`);
      const names = new Set<string>();
      f.options.forEach((o, j) => {
        const oname = o.name.trim();
        if (!oname) add(at('options', j, 'name'), `${name}: option ${j + 1} needs a name`);
        else if (oname.length > NAME_MAX) {
          add(at('options', j, 'name'), `${name}: an option name has at most ${NAME_MAX} characters`);
        } else if (names.has(oname.toLowerCase())) {
          add(at('options', j, 'name'), `${name}: the option ${quote(oname)} appears twice`);
        }
        names.add(oname.toLowerCase());
        if (!Number.isFinite(o.credit) || o.credit < 0 || o.credit > MAX_CREDIT) {
          add(
            at('options', j, 'credit'),
            `${name}: the credit of option ${quote(oname)} must be 0 to ${MAX_CREDIT}`,
          );
        } else if (!TWO_DECIMALS.test(String(o.credit))) {
          add(
            at('options', j, 'credit'),
            `${name}: the credit of option ${quote(oname)} has more than two decimals; credits are priced to the hundredth`,
          );
        }
      });
    } else if (f.options.length > 0) {
      add(at('options'), `${name}: only select and multiselect fields have options`);
    }
    if (f.type === 'number') {
      const min = f.min ?? NUMBER_FIELD.min;
      const max = f.max ?? NUMBER_FIELD.max;
      if (min < NUMBER_FIELD.min || max > NUMBER_FIELD.max) {
        add(at('min'), `${name}: numbers must stay within ${NUMBER_FIELD.min}..${NUMBER_FIELD.max}`);
      } else if (min > max) add(at('min'), `${name}: the minimum is above the maximum`);
    } else if (f.min !== undefined || f.max !== undefined) {
      add(at('min'), `${name}: only number fields have a minimum and maximum`);
    }
    if (f.pattern && f.type !== 'textfield' && f.type !== 'textarea') {
      add(at('pattern'), `${name}: only text fields can check a pattern`);
    }
  });

  const byLabel = new Map(form.fields.map((f) => [f.label, f]));
  const seen = new Map<string, string>();
  const rules: { rule: keyof FormDefinition['pricing']; type: FormField['type']; what: string }[] = [
    { rule: 'add', type: 'number', what: 'is added to the sum after the other fields' },
    { rule: 'multiplyValue', type: 'number', what: 'multiplies the sum by its value' },
    { rule: 'multiplyOption', type: 'select', what: "multiplies the sum by the chosen option's credit" },
    { rule: 'multiplyCount', type: 'multiselect', what: 'multiplies the sum by the number of chosen values' },
  ];
  for (const { rule, type, what } of rules) {
    form.pricing[rule].forEach((label, j) => {
      const path = ['pricing', rule, j];
      const f = byLabel.get(label);
      if (!f) {
        add(path, `Pricing names the field ${quote(label)}, which is not on the form`);
        return;
      }
      if (f.type !== type) {
        add(
          path,
          `Field ${quote(label)} is a ${f.type} field; only a ${type} field can be the one that ${what}`,
        );
      }
      const other = seen.get(label);
      if (other) add(path, `Field ${quote(label)} has two pricing roles (${other} and ${rule}); choose one`);
      seen.set(label, rule);
      if (rule === 'multiplyOption' && f.type === 'select') {
        for (const o of f.options) {
          // 'Others' too: a custom answer is priced with its credit (0 made the request free).
          if (o.credit <= 0) {
            add(
              path,
              `Field ${quote(label)} multiplies the price by its option's credit, so option ${quote(o.name)} needs a credit above 0 (0 would make the request free)`,
            );
          }
        }
      }
    });
  }
  for (const p of revisionProblems(form.revisions, MAX_CREDIT)) add(['revisions', p.path], p.message);
  return out;
}

/** Adds the credit's and `formProblems`' issues under `prefix`. */
function refineForm(
  d: { credit: number | string; form: FormDefinition },
  ctx: z.RefinementCtx,
  prefix: (string | number)[],
) {
  if (!validCredit(d.credit)) ctx.addIssue({ code: 'custom', message: CREDIT_MESSAGE, path: ['credit'] });
  const form = d.form;
  for (const p of formProblems(form)) {
    ctx.addIssue({ code: 'custom', message: p.message, path: [...prefix, ...p.path] });
  }
}

/** A type's priced definition: base credit and form. Used by the builder, the API and the import. */
export const TypeDefinitionSchema = z
  .object({ credit: CreditInput, form: FormInput })
  .superRefine((d, ctx) => refineForm(d, ctx, ['form']))
  .transform((d) => ({ ...d, credit: toCredit(d.credit), form: withRoundCost(d.form) }));
export type TypeDefinition = z.output<typeof TypeDefinitionSchema>;
export type TypeDefinitionInput = z.input<typeof TypeDefinitionSchema>;

const Name = z
  .string()
  .trim()
  .min(1, 'A name is required')
  .refine((s) => !isBlank(s), 'A name is required')
  .max(NAME_MAX, `A name has at most ${NAME_MAX} characters`);
const Description = z.string().trim().max(2000, 'A description has at most 2000 characters').default('');

export const CatalogueTypeSchema = z
  .object({
    name: Name,
    description: Description,
    popupText: z.string().max(5000).default(''),
    placeholder: z.record(z.string(), z.string()).default({}),
    archived: z.boolean().default(false),
    /** false: the type was never published; the import keeps its definition as a draft. */
    published: z.boolean().default(true),
    credit: CreditInput,
    form: FormInput,
  })
  .superRefine((d, ctx) => refineForm(d, ctx, ['form']))
  .transform((d) => ({ ...d, credit: toCredit(d.credit), form: withRoundCost(d.form) }));

export const CatalogueCategorySchema = z
  .object({
    name: Name,
    description: Description,
    archived: z.boolean().default(false),
    types: z.array(CatalogueTypeSchema).default([]),
  })
  .superRefine((c, ctx) => {
    const names = new Set<string>();
    c.types.forEach((t, i) => {
      if (names.has(t.name.toLowerCase())) {
        ctx.addIssue({ code: 'custom', message: `Two types are named ${quote(t.name)}`, path: ['types', i] });
      }
      names.add(t.name.toLowerCase());
    });
  });

export const CATALOGUE_FORMAT = 'studio-requests-catalogue';

/** The whole catalogue as exported and imported (and as GET /api/catalogue/export serves it). */
export const CatalogueFileSchema = z
  .object({
    format: z.literal(CATALOGUE_FORMAT, {
      message: `The file is not a catalogue export (format must be ${CATALOGUE_FORMAT})`,
    }),
    version: z.literal(1, { message: 'Only version 1 catalogue files can be imported' }),
    categories: z.array(CatalogueCategorySchema),
  })
  .superRefine((file, ctx) => {
    const names = new Set<string>();
    file.categories.forEach((c) => {
      if (names.has(c.name.toLowerCase())) {
        ctx.addIssue({ code: 'custom', message: `Two categories are named ${quote(c.name)}` });
      }
      names.add(c.name.toLowerCase());
    });
  });
export type CatalogueFile = z.output<typeof CatalogueFileSchema>;
export type CatalogueFileInput = z.input<typeof CatalogueFileSchema>;

/**
 * Zod issues as readable lines: where (category, type, field named from the input) and what.
 * Used by the import, the draft API and the builder.
 */
export function describeIssues(error: z.ZodError, input: unknown): string[] {
  return error.issues.map((issue) => {
    const where: string[] = [];
    let node: unknown = input;
    const path = issue.path;
    for (let i = 0; i < path.length; i++) {
      const seg = path[i]!;
      const parent = path[i - 1];
      const child =
        node && typeof node === 'object'
          ? (node as Record<PropertyKey, unknown>)[seg as PropertyKey]
          : undefined;
      const named = (child as { name?: unknown; label?: unknown } | undefined) ?? {};
      if (typeof seg === 'number' && parent === 'categories') {
        where.push(`Category ${seg + 1}${typeof named.name === 'string' ? ` ${quote(named.name)}` : ''}`);
      } else if (typeof seg === 'number' && parent === 'types') {
        where.push(`type ${seg + 1}${typeof named.name === 'string' ? ` ${quote(named.name)}` : ''}`);
      }
      node = child;
    }
    // Messages of the form rules already name their field; others get the path's last words.
    const generic =
      !issue.message.startsWith('Field') &&
      !issue.message.startsWith('Revision rounds') &&
      !issue.message.startsWith('Pricing') &&
      !issue.message.startsWith('Two ');
    const tail = path.filter((s) => typeof s === 'string' && !['categories', 'types'].includes(s)).join('.');
    const text = generic && tail ? `${tail}: ${issue.message}` : issue.message;
    return where.length ? `${where.join(' › ')}: ${text}` : text;
  });
}

/** A field key from a label: lower-case words joined by '-', unique among `taken`. */
export function fieldKeyFor(label: string, taken: Set<string>): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'field';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

/** Gives every field without a key one derived from its label (existing keys are kept as they are). */
export function withFieldKeys(form: FormDefinition): FormDefinition {
  const taken = new Set(form.fields.flatMap((f) => (f.key ? [f.key] : [])));
  return {
    ...form,
    fields: form.fields.map((f) => (f.key ? f : { ...f, key: fieldKeyFor(f.label, taken) })),
  };
}

/** The empty form of a new type. */
export const emptyForm = (): FormDefinition => FormDefinitionSchema.parse({});

type Loose = { name?: unknown; types?: unknown };
const looseName = (x: unknown) =>
  x && typeof x === 'object' && typeof (x as Loose).name === 'string'
    ? ((x as Loose).name as string).trim()
    : null;

/** Names used twice (categories; types within a category), read from the raw file so they are reported with every other problem. */
function duplicateNames(input: unknown): string[] {
  const cats =
    input && typeof input === 'object' ? (input as { categories?: unknown }).categories : undefined;
  if (!Array.isArray(cats)) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  cats.forEach((c, i) => {
    const name = looseName(c);
    if (name && seen.has(name.toLowerCase())) out.push(`Two categories are named ${quote(name)}`);
    if (name) seen.add(name.toLowerCase());
    const types = (c as Loose | null)?.types;
    if (!Array.isArray(types)) return;
    const names = new Set<string>();
    types.forEach((t, j) => {
      const tn = looseName(t);
      if (tn && names.has(tn.toLowerCase())) {
        out.push(
          `Category ${i + 1}${name ? ` ${quote(name)}` : ''} › type ${j + 1} ${quote(tn)}: Two types are named ${quote(tn)}`,
        );
      }
      if (tn) names.add(tn.toLowerCase());
    });
  });
  return out;
}

/** Validates a catalogue file: the parsed file, or every problem found as readable lines. */
export function checkCatalogueFile(
  input: unknown,
): { ok: true; file: CatalogueFile } | { ok: false; errors: string[] } {
  const parsed = CatalogueFileSchema.safeParse(input);
  if (parsed.success) return { ok: true, file: parsed.data };
  return {
    ok: false,
    errors: [...new Set([...describeIssues(parsed.error, input), ...duplicateNames(input)])],
  };
}
