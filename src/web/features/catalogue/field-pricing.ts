import { type FieldType, type FormDefinition, type FormField } from '#shared/domain/form-content.ts';
import type { FieldEntry } from '../../lib/field-entries.ts';

/** How the builder names and changes a field's pricing role, and an empty preview answer. */
export type Draft = { credit: string; form: FormDefinition };
export type Role = 'none' | 'add' | 'multiplyValue' | 'multiplyOption' | 'multiplyCount';
export const ROLE_LABELS: Record<Role, string> = {
  none: 'Adds to the sum',
  add: 'Added after the other fields',
  multiplyValue: 'Multiplies the sum by its value',
  multiplyOption: "Multiplies the sum by the option's credit",
  multiplyCount: 'Multiplies the sum by the number chosen',
};
export const rolesFor = (t: FieldType): Role[] =>
  t === 'number'
    ? ['none', 'add', 'multiplyValue']
    : t === 'select'
      ? ['none', 'multiplyOption']
      : t === 'multiselect'
        ? ['none', 'multiplyCount']
        : ['none'];
export const RULES = ['add', 'multiplyValue', 'multiplyOption', 'multiplyCount'] as const;

export function roleOf(form: FormDefinition, label: string): Role {
  return RULES.find((r) => form.pricing[r].includes(label)) ?? 'none';
}
export function withRole(form: FormDefinition, label: string, role: Role): FormDefinition {
  const pricing = { ...form.pricing };
  for (const r of RULES) pricing[r] = pricing[r].filter((l) => l !== label);
  if (role !== 'none') pricing[role] = [...pricing[role], label];
  return { ...form, pricing };
}
export const emptyEntry = (f: FormField): FieldEntry => ({
  value: f.type === 'multiselect' ? [] : f.type === 'number' ? String(f.min ?? 1) : '',
  custom: '',
});
