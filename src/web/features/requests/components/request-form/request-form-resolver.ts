import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import {
  contentErrors,
  withNumberDefaults,
  type ContentValues,
  type FormDefinition,
} from '#shared/domain/form-content.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { requestPeopleError } from '#shared/domain/request-people.ts';
import { isBlank, MESSAGES } from '#shared/domain/validation.ts';
import { RequestInputSchema, type RequestInput, type ServiceRequestDto } from '#shared/schemas/request.ts';
import { toInput, type RequestFormValues } from '../../form-model.ts';
import { contentFromEntries } from '../../../../lib/field-entries.ts';
import { REQUEST_MESSAGES } from '../../../../lib/requests/messages.ts';

/**
 * The drawer's validation (spec section 5) as a react-hook-form resolver. The values become the body
 * the server will receive (toInput), which is checked with the shared RequestInputSchema (the server's
 * own parser) and the form's rules (the same shared rules the server applies: required title, type and
 * company, the people a status needs, the type's content rules); each problem lands on the form field
 * it belongs to.
 */

export type SaveKind = 'submit' | 'draft';

/** What the rules depend on besides the values; read at each validation. */
export type RequestRuleContext = {
  kind: SaveKind;
  isStaff: boolean;
  /** The request being edited (update mode). */
  request: ServiceRequestDto | null;
  /** The status a Submit would save. */
  submitStatus: RequestStatus;
  /** The type's form once its fields are on the form (content rules wait for it). */
  definition: FormDefinition | null;
};

type Issue = { path: readonly PropertyKey[]; message: string };

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The rules the schema cannot know (they need the save kind and the request), on the body's paths. */
function ruleIssues(input: RequestInput, content: ContentValues, c: RequestRuleContext): Issue[] {
  const issues: Issue[] = [];
  if (isBlank(input.title)) issues.push({ path: ['title'], message: MESSAGES.titleRequired });
  if (!input.serviceRequestType) {
    issues.push({ path: ['serviceRequestType'], message: REQUEST_MESSAGES.typeRequired });
  }
  if (!input.company) {
    const message = c.kind === 'draft' || c.request ? MESSAGES.noCompany : MESSAGES.companyRequired;
    issues.push({ path: ['company'], message });
  }
  // Who the request needs: the server's rule, on create as on update.
  if (c.kind === 'submit') {
    const assignedTo = (input.assignedTo ?? []) as number[];
    const people = requestPeopleError({
      status: c.submitStatus,
      assignees: input.assignees ?? [],
      assignedTo,
      settingAssigned:
        !c.request ||
        c.request.status !== c.submitStatus ||
        !sameIds(
          assignedTo,
          c.request.assignedTo.map((u) => u.id),
        ),
    });
    // Customers never choose Assigned to: staff sort that out, so it is not theirs to fix.
    if (people && (people.field === 'assignees' || c.isStaff)) {
      issues.push({ path: [people.field], message: people.message });
    }
  }
  if (c.definition) {
    for (const p of contentErrors(c.definition, content, { submitting: c.kind === 'submit' })) {
      issues.push({ path: ['content', p.label], message: p.message });
    }
  }
  return issues;
}

/** Where a problem with the body's `path` shows on the form; null: nowhere in particular. */
function formPath(path: readonly PropertyKey[], definition: FormDefinition | null): string | null {
  const [head, label] = path;
  switch (head) {
    case 'title':
      return 'title';
    case 'serviceRequestType':
      return 'typeId';
    case 'company':
      return 'companyId';
    case 'assignees':
      return 'assigneeIds';
    case 'assignedTo':
      return 'assignedToIds';
    case 'adjustCredit':
      return 'adjustCredit';
    case 'content': {
      const index = definition?.fields.findIndex((f) => f.label === label) ?? -1;
      return index >= 0 ? `fields.${index}` : null;
    }
    default:
      return null;
  }
}

export function requestFormResolver(context: () => RequestRuleContext): Resolver<RequestFormValues> {
  return (values, _unused, options) => {
    const c = context();
    const content = c.definition
      ? withNumberDefaults(c.definition, contentFromEntries(c.definition, values.fields))
      : {};
    const status: RequestStatus = c.kind === 'draft' ? 'DRAFT' : c.submitStatus;
    const input = toInput(values, content, { isStaff: c.isStaff, status });
    const parsed = RequestInputSchema.safeParse(input);
    const issues: Issue[] = [
      ...(parsed.success ? [] : parsed.error.issues),
      ...ruleIssues(input, content, c),
    ];
    if (issues.length === 0) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of issues) {
      // The first problem of a field is the one shown (the rules list them in the form's order).
      const path = formPath(issue.path, c.definition) ?? 'root';
      flat[path] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
