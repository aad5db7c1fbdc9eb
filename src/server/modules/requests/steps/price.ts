import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { quoteRequest, type Quote } from '#shared/domain/credits.ts';
import {
  contentErrors,
  contentFromValue,
  moveContent,
  parseContent,
  parseFormDefinition,
  withNumberDefaults,
  type ContentValues,
} from '#shared/domain/form-definition.ts';
import { isPriorityLevel, type PriorityLevel } from '#shared/domain/priority.ts';
import type { RequestInput } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { requestTypes } from '../../../db/schema/index.ts';
import { parsePlaceholder, requireOrderableType } from '../../catalogue/request-types.ts';
import type { PrefetchedType } from './prefetch.ts';
import { answersWrittenFor, refuseOtherVersion, staysOnDraftVersion } from '../form-version.ts';
import { TYPE_REQUIRED_MESSAGE } from '../messages.ts';
import { parseFrozen, type Frozen } from '../read.ts';
import type { CurrentRow } from '../lock.ts';
import type { StatusStep } from './status.ts';

export type PriceStep = {
  typeId: number;
  /** The base credit and form the request is priced with (frozen into the row). */
  frozen: Frozen;
  formVersion: number;
  placeholders: Record<string, string> | null;
  /** The content as stored: validated against the form, number fields defaulted to 1. */
  contentText: string;
  priorityLevel: PriorityLevel;
  adjustCredit: string | null;
  /** THE price (quoteRequest in src/shared/domain/credits.ts); what is charged follows from it. */
  quote: Quote;
};

/** Content from the input: a JSON object (as text or as an object), parsed once; anything else is refused. */
function contentFromInput(raw: RequestInput['content']): ContentValues {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'string') return contentFromValue(raw);
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('BAD_REQUEST', 'Content must be a JSON object of field values');
  }
  return contentFromValue(parsed);
}

/**
 * Step 2: the type, the pricing basis, the content and the price. New requests, drafts and type
 * changes use the current catalogue; a submitted request keeps the form and base credit it was priced
 * with. The type is read once.
 */
export async function resolvePrice(
  tx: Db,
  actor: SessionUser,
  input: RequestInput,
  current: CurrentRow | null,
  { status, wasDraft, submitting }: StatusStep,
  /** A new request's type, read with its other lookups (prefetch.ts). */
  prefetched?: { found: PrefetchedType | undefined },
): Promise<PriceStep> {
  const typeId =
    input.serviceRequestType !== undefined ? input.serviceRequestType : (current?.requestTypeId ?? null);
  if (typeId === null) throw new AppError('BAD_REQUEST', TYPE_REQUIRED_MESSAGE);
  const typeChanged = current !== null && typeId !== current.requestTypeId;
  const keepBasis = current !== null && !wasDraft && !typeChanged;

  let typeName: string;
  let frozen: Frozen;
  let formVersion: number;
  let placeholders: Record<string, string> | null;
  const keepFrozen = keepBasis ? parseFrozen(current.formSnapshot) : null;
  if (keepBasis) {
    const [t] = await tx.select().from(requestTypes).where(eq(requestTypes.id, typeId));
    typeName = t?.name ?? '';
    if (keepFrozen) {
      frozen = keepFrozen;
      formVersion = current.formVersion;
      placeholders = current.placeholders ? parsePlaceholder(current.placeholders) : null;
    } else {
      // A submitted request without a snapshot (imported data): price with its type as it is now.
      frozen = { baseCredit: t?.credit ?? '0.00', form: parseFormDefinition(t?.form) };
      formVersion = t?.formVersion ?? current.formVersion;
      placeholders = t ? parsePlaceholder(t.placeholder) : null;
    }
  } else {
    const type = await requireOrderableType(tx, typeId, prefetched);
    typeName = type.name;
    // A new request submitted from a form published over since: not charged a price nobody saw (a
    // new draft costs nothing yet, and takes the current form).
    if (current === null && submitting) refuseOtherVersion(input.formVersion, type.formVersion);
    // A draft under an older version stays there when its author chose so (request-form-version.ts);
    // a member's submission held for approval is approved as it was submitted and shown to the owner
    // (the price on the Approvals list), not at a price published since.
    const approving = current?.awaitingApproval === true && actor.id !== current.createdById;
    const stay =
      current !== null &&
      !typeChanged &&
      (approving || staysOnDraftVersion(input.formVersion, current.formVersion, type.formVersion))
        ? parseFrozen(current.formSnapshot)
        : null;
    frozen = stay ?? { baseCredit: type.credit, form: type.form };
    formVersion = stay ? current!.formVersion : type.formVersion;
    placeholders = stay
      ? current!.placeholders
        ? parsePlaceholder(current!.placeholders)
        : null
      : type.placeholder;
  }

  // Content: validated against the form; number fields default to 1.
  const contentGiven = input.content !== undefined;
  let given = contentGiven ? contentFromInput(input.content) : parseContent(current?.content ?? '{}');
  // A draft made under an older version of its type moves to the current one: answers follow their
  // field by key, so a renamed field keeps its answer.
  const draftFrom =
    current !== null &&
    wasDraft &&
    !typeChanged &&
    current.formVersion !== formVersion &&
    !answersWrittenFor(input, formVersion);
  const oldForm = draftFrom ? parseFrozen(current.formSnapshot)?.form : undefined;
  if (oldForm) given = moveContent(oldForm, frozen.form, given);
  const values = withNumberDefaults(frozen.form, given);
  if (contentGiven || submitting || typeChanged) {
    const errors = contentErrors(frozen.form, values, { submitting: status !== 'DRAFT' });
    if (errors.length) throw new AppError('BAD_REQUEST', errors[0]!.message, { fields: errors });
  }

  const priorityLevel: PriorityLevel =
    input.priorityLevel ?? (isPriorityLevel(current?.priorityLevel) ? current.priorityLevel : 'STANDARD');
  // Staff-only field; customers' values are ignored.
  const adjustCredit =
    actor.isStaff && input.adjustCredit !== undefined ? input.adjustCredit : (current?.adjustCredit ?? null);
  const quote = quoteRequest({
    typeName,
    baseCredit: frozen.baseCredit,
    form: frozen.form,
    content: values,
    priorityLevel,
    adjustCredit,
  });
  return {
    typeId,
    frozen,
    formVersion,
    placeholders,
    contentText: JSON.stringify(values),
    priorityLevel,
    adjustCredit,
    quote,
  };
}
