import {
  OTHERS_OPTION,
  type ContentValues,
  type FormDefinition,
  type FormField,
} from '#shared/domain/form-content.ts';
import type { PriorityLevel } from '#shared/domain/priority.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { NUMBER_FIELD } from '#shared/domain/validation.ts';
import type { RequestFileDto, RequestInput, ServiceRequestDto } from '#shared/schemas/request.ts';
import { parseContent } from '#shared/domain/form-content.ts';

/**
 * The drawer's form values. Dynamic fields are kept as an array aligned with the type's form
 * definition (labels may hold any character, so they are not used as form paths); a select or
 * multiselect on 'Others' carries the text typed in 'Enter your custom value' beside it.
 */
export type FieldEntry = { value: string | string[]; custom: string };

export type RequestFormValues = {
  title: string;
  typeId: number | null;
  companyId: number | null;
  /** Staff only. */
  createdById: number | null;
  assigneeIds: number[];
  /** Staff only. */
  assignedToIds: number[];
  /** Staff only; '' until chosen. */
  status: RequestStatus | '';
  /** Staff only; '' means "charge the computed credit". */
  adjustCredit: string;
  /** Staff only; yyyy-MM-dd. */
  targetDate: string;
  priorityLevel: PriorityLevel;
  fields: FieldEntry[];
  files: RequestFileDto[];
  typeSpecificFiles: Record<string, RequestFileDto[]>;
  audio: RequestFileDto | null;
};

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

export function emptyValues(overrides: Partial<RequestFormValues> = {}): RequestFormValues {
  return {
    title: '',
    typeId: null,
    companyId: null,
    createdById: null,
    assigneeIds: [],
    assignedToIds: [],
    status: '',
    adjustCredit: '',
    targetDate: '',
    priorityLevel: 'STANDARD',
    fields: [],
    files: [],
    typeSpecificFiles: {},
    audio: null,
    ...overrides,
  };
}

/** Longest title the server takes (schemas/request.ts). */
const TITLE_MAX_LENGTH = 500;

/** The title a duplicate starts with: 'Copy of …' (editable), kept within the title's limit. */
export function duplicateTitle(title: string): string {
  return `Copy of ${title}`.slice(0, TITLE_MAX_LENGTH);
}

/** Form values of an existing request (edit) or of the request being duplicated. */
export function valuesFromRequest(
  r: ServiceRequestDto,
  opts: { duplicate?: boolean; withFiles?: boolean } = {},
): RequestFormValues {
  const copyFiles = !opts.duplicate || opts.withFiles === true;
  return emptyValues({
    title: opts.duplicate ? duplicateTitle(r.title) : r.title,
    typeId: r.serviceRequestType.id,
    companyId: r.company.id,
    createdById: opts.duplicate ? null : r.createdBy.id,
    assigneeIds: r.assignees.map((u) => u.id),
    assignedToIds: opts.duplicate ? [] : r.assignedTo.map((u) => u.id),
    status: opts.duplicate ? '' : r.status,
    adjustCredit: opts.duplicate || r.adjustCredit === null ? '' : r.adjustCredit,
    targetDate: opts.duplicate ? '' : (r.targetDate ?? ''),
    priorityLevel: r.priorityLevel,
    fields: entriesFromContent(r.form, parseContent(r.content)),
    files: copyFiles ? r.files : [],
    typeSpecificFiles: copyFiles ? r.typeSpecificFiles : {},
    audio: copyFiles ? r.audio : null,
  });
}

/** The body of a save (ids for relations, content as JSON text). */
export function toInput(
  values: RequestFormValues,
  content: ContentValues,
  opts: { isStaff: boolean; status: RequestStatus; draftId?: number },
): RequestInput {
  const typeSpecificFiles: Record<string, string[]> = {};
  for (const [label, list] of Object.entries(values.typeSpecificFiles)) {
    if (list.length) typeSpecificFiles[label] = list.map((f) => f.id);
  }
  return {
    ...(opts.draftId ? { id: opts.draftId } : {}),
    title: values.title.trim(),
    content: JSON.stringify(content),
    serviceRequestType: values.typeId,
    company: values.companyId,
    status: opts.status,
    assignees: values.assigneeIds,
    files: values.files.map((f) => f.id),
    typeSpecificFiles,
    audio: values.audio?.id ?? null,
    priorityLevel: values.priorityLevel,
    ...(opts.isStaff
      ? {
          assignedTo: values.assignedToIds,
          adjustCredit: values.adjustCredit.trim() === '' ? null : values.adjustCredit.trim(),
          targetDate: values.targetDate || null,
          createdBy: values.createdById,
        }
      : {}),
  };
}

/** A stable reading of the values for the unsaved-changes check. */
export const snapshotOf = (values: RequestFormValues) =>
  JSON.stringify({
    ...values,
    title: values.title.trim(),
    files: values.files.map((f) => f.id),
    audio: values.audio?.id ?? null,
    typeSpecificFiles: Object.fromEntries(
      Object.entries(values.typeSpecificFiles).map(([k, v]) => [k, v.map((f) => f.id)]),
    ),
  });
