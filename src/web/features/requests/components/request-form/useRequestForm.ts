import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContentValues } from '#shared/domain/form-content.ts';
import { can, canCreateWith, canTransition } from '#shared/domain/permissions.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { useSession } from '../../../../lib/session/index.ts';
import { actorOf, factsOf } from '../../actor.ts';
import { useCompanyUsers, type ServiceRequestDto, type UserDto } from '../../api.ts';
import { useStaffMembers } from '../../../../lib/requests/queries.ts';
import { useBusySources } from '../../busy-sources.ts';
import { useUnsavedGuard } from '../../drawer-context.ts';
import { type RequestFormValues } from '../../form-model.ts';
import { contentFromEntries } from '../../../../lib/field-entries.ts';
import { REQUEST_MESSAGES } from '../../../../lib/requests/messages.ts';
import { requestFormResolver, type RequestRuleContext, type SaveKind } from './request-form-resolver.ts';
import { useCreditFit } from './useCreditFit.ts';
import { useFormDefinition } from './useFormDefinition.ts';

export type RequestFormProps = {
  mode: 'create' | 'update';
  /** The request being edited (update mode). */
  request: ServiceRequestDto | null;
  initial: RequestFormValues;
  /** Content the type's fields start from (the edited or duplicated request's). */
  seedContent: ContentValues;
};

const CREDIT_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

const uniqueUsers = (...lists: UserDto[][]) => {
  const seen = new Map<number, UserDto>();
  for (const list of lists) for (const u of list) if (!seen.has(u.id)) seen.set(u.id, u);
  return [...seen.values()];
};

/**
 * Everything the request drawer's create/edit form knows, apart from how it looks: the form state and
 * its validation (a resolver on the shared schema), the type and the version of its form, the live
 * price and whether it fits the credit, the people to choose from, and what the user may do.
 */
export function useRequestForm({ mode, request, initial, seedContent }: RequestFormProps) {
  const session = useSession();
  const isStaff = session.user.isStaff;
  const actor = actorOf(session);

  // The rules read what the save is (Submit or Save as Draft) and the form around the values.
  const rules = useRef<RequestRuleContext>({
    kind: 'submit',
    isStaff,
    request,
    submitStatus: 'NOT_START',
    definition: null,
  });
  const resolver = useMemo(() => requestFormResolver(() => rules.current), []);
  const form = useForm<RequestFormValues>({
    defaultValues: initial,
    resolver,
    // The form scrolls to (and toasts) the first problem itself: title first, then the others.
    shouldFocusError: false,
  });
  const values = form.watch();
  const [brandKit, setBrandKit] = useState<number | null | undefined>(undefined); // undefined: unchanged
  // Drop zones and the recorder still working: Save waits, or the files in flight would be lost.
  const uploads = useBusySources();

  // A brand kit picked (kept outside the form's fields) is an unsaved change too.
  useUnsavedGuard(
    'changes',
    form.formState.isDirty || brandKit !== undefined || uploads.busy,
    REQUEST_MESSAGES.unsavedChanges,
  );

  const type = useFormDefinition({
    form,
    request,
    initialTypeId: initial.typeId,
    seedContent,
    typeTree: session.serviceRequestTypes,
  });
  const { definition, fieldsReady } = type;

  // --- what the user may do ----------------------------------------------------------------------
  const facts = request ? factsOf(request) : null;
  const isDraft = request?.status === 'DRAFT';
  const submitStatus: RequestStatus = (() => {
    if (isStaff && values.status && values.status !== 'DRAFT') return values.status;
    if (!request || isDraft) return 'NOT_START';
    return request.status;
  })();
  const canSubmit = facts ? canTransition(actor, facts, submitStatus) : canCreateWith(actor, submitStatus);
  const canDraft = facts ? canTransition(actor, facts, 'DRAFT') : canCreateWith(actor, 'DRAFT');
  const canDelete = facts !== null && isDraft && can(actor, 'delete', facts);

  // --- price and credit --------------------------------------------------------------------------
  const content = definition && fieldsReady ? contentFromEntries(definition, values.fields) : {};
  const adjustText = isStaff ? values.adjustCredit.trim() : (request?.adjustCredit ?? '');
  // An adjustment still being typed (or invalid) leaves the computed credit in place.
  const adjustCredit = CREDIT_TEXT.test(adjustText) ? adjustText : null;
  const { quote, credit } = useCreditFit({
    session,
    request,
    definition: type.typeId ? definition : null,
    typeName: type.typeName,
    baseCredit: type.baseCredit,
    content,
    priorityLevel: values.priorityLevel,
    adjustCredit,
    companyId: values.companyId,
    submitStatus,
  });

  // --- people ------------------------------------------------------------------------------------
  const companyUsers = useCompanyUsers(values.companyId);
  const staffMembers = useStaffMembers(isStaff);
  // The request's own people stay choosable while its company is kept (even if they left it since).
  const sameCompany = request !== null && request.company.id === values.companyId;
  const people = {
    companyUsers,
    staffMembers,
    assigneeOptions: uniqueUsers(companyUsers.data ?? [], sameCompany ? request.assignees : []),
    creatorOptions: uniqueUsers(companyUsers.data ?? [], sameCompany ? [request.createdBy] : []),
    staffOptions: uniqueUsers(staffMembers.data ?? [], request?.assignedTo ?? []),
  };

  rules.current = {
    kind: rules.current.kind,
    isStaff,
    request,
    submitStatus,
    definition: definition && fieldsReady ? definition : null,
  };
  /** Validation runs for this kind of save from now on (also while the user corrects the fields). */
  const validateFor = (kind: SaveKind) => {
    rules.current = { ...rules.current, kind };
  };

  return {
    mode,
    request,
    session,
    isStaff,
    form,
    values,
    validateFor,
    brandKit,
    setBrandKit,
    uploads,
    type,
    content,
    /** The staff adjustment the price uses (customers: the request's), null when none. */
    adjustCredit,
    quote,
    credit,
    people,
    permissions: { submitStatus, canSubmit, canDraft, canDelete, isDraft },
  };
}

export type RequestFormModel = ReturnType<typeof useRequestForm>;
