import { z } from 'zod';
import { FIELD_TYPES, PATTERN_NAMES, safeJson } from './form-content.ts';
import { DEFAULT_EXTRA_ROUND_COST, DEFAULT_INCLUDED_ROUNDS } from './revision-rounds.ts';

export * from './form-content.ts';

export const FieldOptionSchema = z.object({
  name: z.string().min(1),
  credit: z.number().default(0),
});
export type FieldOption = z.infer<typeof FieldOptionSchema>;

export const FormFieldSchema = z.object({
  /**
   * Stable identity of the field across versions of the form (the catalogue builder assigns it and
   * keeps it when the label changes), so answers can follow a renamed field.
   */
  key: z.string().optional(),
  /** The label is also the key under which the value is stored in the request's content JSON. */
  label: z.string().min(1),
  description: z.string().default(''),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  options: z.array(FieldOptionSchema).default([]),
  placeholder: z.string().optional(),
  pattern: z.enum(PATTERN_NAMES).optional(),
  /** Number fields: narrower bounds within NUMBER_FIELD's 1..100. */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

/**
 * How a field takes part in pricing beyond the plain sum:
 * - add: its numeric value is added to the sum after the other fields (Video editing's video length);
 * - multiplyValue: the sum is multiplied by its numeric value (number of videos, number of slides);
 * - multiplyOption: the sum is multiplied by the chosen option's credit (editing type);
 * - multiplyCount: the sum is multiplied by the number of selected values, minimum 1 (channels, platforms).
 * Fields named in the rule are not also summed.
 */
export const PricingRuleSchema = z.object({
  add: z.array(z.string()).default([]),
  multiplyValue: z.array(z.string()).default([]),
  multiplyOption: z.array(z.string()).default([]),
  multiplyCount: z.array(z.string()).default([]),
});
export type PricingRule = z.infer<typeof PricingRuleSchema>;

/**
 * Revision rounds (issue 27, `domain/revision-rounds.ts`): how many rounds of changes the price
 * includes and what each one beyond them costs ('5.00'; '0.00' = free). Part of the definition so it
 * is versioned with the price and frozen into a request's form_snapshot. Its limits are checked with
 * the catalogue's other rules (`formProblems`), so a stored value out of range still parses. No
 * transform here: API answers carry this schema too (fastify's zod serializer encodes them).
 */
export const RevisionPolicySchema = z.object({
  included: z.number().default(DEFAULT_INCLUDED_ROUNDS),
  /** Text with two decimals; the catalogue's schemas normalise what staff type ('5' → '5.00'). */
  extraCost: z.string().default(DEFAULT_EXTRA_ROUND_COST),
});

export const FormDefinitionSchema = z.object({
  fields: z.array(FormFieldSchema).default([]),
  pricing: PricingRuleSchema.default({ add: [], multiplyValue: [], multiplyOption: [], multiplyCount: [] }),
  revisions: RevisionPolicySchema.default({
    included: DEFAULT_INCLUDED_ROUNDS,
    extraCost: DEFAULT_EXTRA_ROUND_COST,
  }),
});
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/** A form definition from stored JSON; anything malformed yields an empty field list. */
export function parseFormDefinition(raw: unknown): FormDefinition {
  const parsed = FormDefinitionSchema.safeParse(typeof raw === 'string' ? safeJson(raw) : raw);
  return parsed.success ? parsed.data : FormDefinitionSchema.parse({});
}
