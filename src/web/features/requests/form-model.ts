import type { ContentValues } from '#shared/domain/form-content.ts';
import type { PriorityLevel } from '#shared/domain/priority.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import type { RequestFileDto, RequestInput, ServiceRequestDto } from '#shared/schemas/request.ts';
import { parseContent } from '#shared/domain/form-content.ts';
import { cutText } from '#shared/domain/text-cut.ts';
import { entriesFromContent, type FieldEntry } from '../../lib/field-entries.ts';

/**
 * The drawer's form values. Dynamic fields are kept as an array of entries aligned with the type's
 * form definition (lib/field-entries.ts).
 */
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
  // Cut between whole characters: half an emoji at the end is refused by the server (a lone surrogate).
  return cutText(`Copy of ${title}`, TITLE_MAX_LENGTH);
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
