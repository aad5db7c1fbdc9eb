import { NUMBER_FIELD } from '#shared/domain/validation.ts';
import {
  OTHERS_OPTION,
  type ContentValues,
  type FormDefinition,
  type FormField,
} from '#shared/domain/form-content.ts';

/**
 * The answer to one field of a request type's form, as a form holds it (the request drawer, the
 * catalogue's preview). A form's answers are an array aligned with the type's form definition (labels
 * may hold any character, so they are not used as form paths); a select or multiselect on 'Others'
 * carries the text typed in 'Enter your custom value' beside it.
 */
export type FieldEntry = { value: string | string[]; custom: string };

const hasOthers = (f: FormField) => f.options.some((o) => o.name === OTHERS_OPTION);
const isOption = (f: FormField, v: string) => f.options.some((o) => o.name === v);

/** Form entries from stored content (numbers default to 1; unknown choices go to 'Others'). */
export function entriesFromContent(form: FormDefinition, content: ContentValues): FieldEntry[] {
  return form.fields.map((f) => {
    const v = content[f.label];
    switch (f.type) {
      case 'number':
        return {
          value: v === null || v === undefined || v === '' ? String(NUMBER_FIELD.default) : String(v),
          custom: '',
        };
      case 'select': {
        const text = v === null || v === undefined ? '' : Array.isArray(v) ? (v[0] ?? '') : String(v);
        if (text && !isOption(f, text) && hasOthers(f)) return { value: OTHERS_OPTION, custom: text };
        return { value: text, custom: '' };
      }
      case 'multiselect': {
        const list = v === null || v === undefined || v === '' ? [] : Array.isArray(v) ? v : [String(v)];
        const unknown = list.filter((x) => !isOption(f, x));
        if (unknown.length && hasOthers(f)) {
          return {
            value: [...list.filter((x) => isOption(f, x) && x !== OTHERS_OPTION), OTHERS_OPTION],
            custom: unknown.join(', '),
          };
        }
        return { value: list, custom: '' };
      }
      case 'file':
        return { value: '', custom: '' };
      default:
        return {
          value: v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v),
          custom: '',
        };
    }
  });
}

/** Content (label → value) from the entries; 'Others' is replaced by the custom text typed for it. */
export function contentFromEntries(form: FormDefinition, entries: FieldEntry[]): ContentValues {
  const out: ContentValues = {};
  form.fields.forEach((f, i) => {
    const entry = entries[i];
    if (!entry || f.type === 'file') return;
    const custom = entry.custom.trim();
    if (f.type === 'multiselect') {
      const list = (Array.isArray(entry.value) ? entry.value : [entry.value])
        .filter((x) => x !== '')
        .map((x) => (x === OTHERS_OPTION && custom ? custom : x));
      if (list.length) out[f.label] = list;
      return;
    }
    const text = (Array.isArray(entry.value) ? entry.value.join(', ') : entry.value).trim();
    if (text === '') return;
    if (f.type === 'select') out[f.label] = text === OTHERS_OPTION && custom ? custom : text;
    else if (f.type === 'number') out[f.label] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    else out[f.label] = text;
  });
  return out;
}
