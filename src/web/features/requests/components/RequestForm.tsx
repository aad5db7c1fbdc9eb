import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Decimal } from 'decimal.js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { canAfford, quoteRequest, type Quote } from '#shared/domain/credits.ts';
import { dueDateFor } from '#shared/domain/due-date.ts';
import {
  contentErrors,
  withNumberDefaults,
  type ContentValues,
  type FormDefinition,
} from '#shared/domain/form-definition.ts';
import { formatDueDate } from '#shared/domain/formats.ts';
import { can, canCreateWith, canTransition } from '#shared/domain/permissions.ts';
import {
  PRIORITY_LABELS,
  PRIORITY_LEVELS,
  PRIORITY_MULTIPLIERS,
  PRIORITY_WINDOWS,
  type PriorityLevel,
} from '#shared/domain/priority.ts';
import {
  STAFF_SELECTABLE_STATUSES,
  STATUS_LABELS,
  STATUS_SLUGS,
  type RequestStatus,
} from '#shared/domain/request-status.ts';
import { needsAssignees, requestPeopleError } from '#shared/domain/request-people.ts';
import { MESSAGES, UPLOAD_LIMITS } from '#shared/domain/validation.ts';
import { useSession } from '../../auth/index.ts';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { creditsLabel, formatCredit } from '../../../lib/format.ts';
import { useToast } from '../../../lib/toast.ts';
import { actorOf, creditEnterprise, factsOf } from '../actor.ts';
import {
  useCompanyUsers,
  useRemoveRequest,
  useRequestType,
  useSaveRequest,
  useStaffMembers,
  type SaveAction,
  type ServiceRequestDto,
  type UserDto,
} from '../api.ts';
import { useDrawer, useUnsavedGuard } from '../drawer-context.ts';
import { AUDIO_SOURCE, useBusySources } from '../busy-sources.ts';
import { useIdempotencyKey } from '../idempotency.ts';
import { contentFromEntries, entriesFromContent, toInput, type RequestFormValues } from '../form-model.ts';
import { REQUEST_MESSAGES } from '../messages.ts';
import { ALL_TAB, listHref, requestHref, tabOf } from '../route-state.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ActionBar, DrawerBody, DrawerHeader } from './DrawerLayout.tsx';
import { RequestDynamicField } from './RequestDynamicField.tsx';
import { FileList } from './RequestFiles.tsx';
import { CompanySelect, RequestTypeSelect } from './RequestPickers.tsx';
import { UserPicker, UsersPicker } from '../../../components/UserPickers.tsx';
import { RequestSummary } from './RequestSummary.tsx';
import { BrandKitPicker } from '../../brand-kit/index.ts';

type RequestFormProps = {
  mode: 'create' | 'update';
  /** The request being edited (update mode). */
  request: ServiceRequestDto | null;
  initial: RequestFormValues;
  /** Content the type's fields start from (the edited or duplicated request's). */
  seedContent: ContentValues;
};

type Errors = Partial<Record<string, string>>;
type SaveKind = 'submit' | 'draft';

const CREDIT_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

const uniqueUsers = (...lists: UserDto[][]) => {
  const seen = new Map<number, UserDto>();
  for (const list of lists) for (const u of list) if (!seen.has(u.id)) seen.set(u.id, u);
  return [...seen.values()];
};

/** The create / edit form of the request drawer (spec section 2). */
export function RequestForm({ mode, request, initial, seedContent }: RequestFormProps) {
  const session = useSession();
  const drawer = useDrawer();
  const toast = useToast();
  const isStaff = session.user.isStaff;
  const actor = actorOf(session);
  const { control, watch, setValue, getValues, resetField, formState } = useForm<RequestFormValues>({
    defaultValues: initial,
  });
  const values = watch();
  const [errors, setErrors] = useState<Errors>({});
  const [saveMenu, setSaveMenu] = useState<HTMLElement | null>(null);
  const [askDelete, setAskDelete] = useState(false);
  const [brandKit, setBrandKit] = useState<number | null | undefined>(undefined); // undefined: unchanged
  const titleRef = useRef<HTMLInputElement | null>(null);
  const save = useSaveRequest(session.user.id);
  const remove = useRemoveRequest();
  const busy = save.isPending || remove.isPending;
  // A save retried unchanged after a lost answer returns the request already made.
  const idempotencyKeyFor = useIdempotencyKey();
  // Drop zones and the recorder still working: Save waits, or the files in flight would be lost.
  const uploads = useBusySources();

  // A brand kit picked (kept outside the form's fields) is an unsaved change too.
  useUnsavedGuard(
    'changes',
    formState.isDirty || brandKit !== undefined || uploads.busy,
    REQUEST_MESSAGES.unsavedChanges,
  );

  // --- the request type and its form: frozen on the request while its type is kept --------------
  const typeId = values.typeId;
  const typeQuery = useRequestType(typeId);
  const typeNode = useMemo(
    () =>
      session.serviceRequestTypes.flatMap((p) => p.childrenRequestTypes).find((t) => t.id === typeId) ?? null,
    [session.serviceRequestTypes, typeId],
  );
  // Like the server: a submitted request keeps the form and base credit it was priced with; new
  // requests, drafts and a change of type use the catalogue as it is now.
  const frozen =
    request && request.status !== 'DRAFT' && request.serviceRequestType.id === typeId ? request : null;
  const definition: FormDefinition | null = frozen ? frozen.form : (typeQuery.data?.form ?? null);
  const typeName = frozen?.serviceRequestType.name ?? typeQuery.data?.name ?? typeNode?.name ?? '';
  const baseCredit = frozen?.serviceRequestType.credit ?? typeQuery.data?.credit ?? typeNode?.credit ?? '0';
  const placeholders = { ...(typeQuery.data?.placeholder ?? {}), ...(request?.placeholders ?? {}) };

  // The fields follow the chosen type: the first time from the request's content (without making the
  // form dirty), after a change of type from their defaults.
  const [fieldsFor, setFieldsFor] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (!definition || fieldsFor === typeId) return;
    const firstFill = fieldsFor === undefined && typeId === initial.typeId;
    const entries = entriesFromContent(definition, typeId === initial.typeId ? seedContent : {});
    if (firstFill) resetField('fields', { defaultValue: entries });
    else setValue('fields', entries, { shouldDirty: true });
    setFieldsFor(typeId);
  }, [definition, typeId, fieldsFor, initial.typeId, seedContent, resetField, setValue]);
  const fieldsReady =
    definition !== null && fieldsFor === typeId && values.fields.length === definition.fields.length;

  // --- price, live -------------------------------------------------------------------------------
  // Computed on every render: react-hook-form updates the values in place, so they make poor memo keys.
  const content = definition && fieldsReady ? contentFromEntries(definition, values.fields) : {};
  const adjust = isStaff ? values.adjustCredit.trim() : (request?.adjustCredit ?? '');
  const quote: Quote | null =
    definition && typeId
      ? quoteRequest({
          typeName,
          baseCredit,
          form: definition,
          content: withNumberDefaults(definition, content),
          priorityLevel: values.priorityLevel,
          adjustCredit: CREDIT_TEXT.test(adjust) ? adjust : null,
        })
      : null;

  const enterprise = creditEnterprise(session, values.companyId);
  // What this request already holds on the ledger comes back to the balance when it is re-priced.
  const held = request?.chargedCredit ?? '0';
  const spendable = enterprise ? new Decimal(enterprise.availableRequestCredit).plus(held).toFixed(2) : null;
  const holds = new Decimal(held).greaterThan(0);
  const shortOfCredit = quote && spendable !== null && !canAfford(spendable, quote.total);

  // --- people ------------------------------------------------------------------------------------
  const companyUsers = useCompanyUsers(values.companyId);
  const staffMembers = useStaffMembers(isStaff);
  // The request's own people stay choosable while its company is kept (even if they left it since).
  const sameCompany = request !== null && request.company.id === values.companyId;
  const assigneeOptions = uniqueUsers(companyUsers.data ?? [], sameCompany ? request.assignees : []);
  const creatorOptions = uniqueUsers(companyUsers.data ?? [], sameCompany ? [request.createdBy] : []);
  const staffOptions = uniqueUsers(staffMembers.data ?? [], request?.assignedTo ?? []);

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

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });

  // --- validation (spec section 5) ---------------------------------------------------------------
  function validate(kind: SaveKind): Errors {
    const v = getValues();
    const found: Errors = {};
    if (!v.title.trim()) found.title = MESSAGES.titleRequired;
    if (!v.typeId) found.typeId = REQUEST_MESSAGES.typeRequired;
    if (!v.companyId) {
      found.companyId = kind === 'draft' || request ? MESSAGES.noCompany : MESSAGES.companyRequired;
    }
    // Who the request needs: the server's rule, on create as on update.
    if (kind === 'submit') {
      const people = requestPeopleError({
        status: submitStatus,
        assignees: v.assigneeIds,
        assignedTo: v.assignedToIds,
        settingAssigned:
          !request ||
          request.status !== submitStatus ||
          !sameIds(
            v.assignedToIds,
            request.assignedTo.map((u) => u.id),
          ),
      });
      if (people?.field === 'assignees') found.assigneeIds = people.message;
      else if (people && isStaff) found.assignedToIds = people.message;
    }
    if (isStaff && v.adjustCredit.trim() && !CREDIT_TEXT.test(v.adjustCredit.trim())) {
      found.adjustCredit = 'Enter a credit amount of 0 or more with at most two decimals';
    }
    if (definition && fieldsReady) {
      const problems = contentErrors(definition, withNumberDefaults(definition, content), {
        submitting: kind === 'submit',
      });
      for (const p of problems) {
        const index = definition.fields.findIndex((f) => f.label === p.label);
        found[`field-${index}`] ??= p.message;
      }
    }
    return found;
  }

  function showErrors(found: Errors) {
    setErrors(found);
    if (found.title) {
      requestAnimationFrame(() => {
        titleRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        titleRef.current?.focus({ preventScroll: true });
      });
      return;
    }
    if (found.companyId) toast.error(found.companyId);
    else if (found.assigneeIds) toast.error(found.assigneeIds);
    else if (found.assignedToIds) toast.error(found.assignedToIds);
    // The first field in error comes into view.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        '[data-request-form] .Mui-error input, [data-request-form] .Mui-error textarea, [data-request-form] [role="alert"]',
      );
      first?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      first?.focus({ preventScroll: true });
    });
  }

  // --- saving --------------------------------------------------------------------------------------
  async function onSave(kind: SaveKind) {
    setSaveMenu(null);
    if (uploads.busy) return; // Save is disabled meanwhile; the menu may have been open as it began.
    const found = validate(kind);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    const v = getValues();
    const status: RequestStatus = kind === 'draft' ? 'DRAFT' : submitStatus;
    const priced = definition ? withNumberDefaults(definition, content) : content;
    const kit = brandKit === undefined ? {} : { brandKit };
    const before = request?.status ?? null;
    let action: SaveAction;
    if (kind === 'draft' && (!request || isDraft)) {
      const data = {
        ...toInput(v, priced, { isStaff, status, ...(request ? { draftId: request.id } : {}) }),
        ...kit,
      };
      action = { kind: 'draft', data, idempotencyKey: idempotencyKeyFor('draft', data) };
    } else if (request) {
      action = {
        kind: 'update',
        id: request.id,
        data: { ...toInput(v, priced, { isStaff, status }), ...kit },
      };
    } else {
      const data = { ...toInput(v, priced, { isStaff, status }), ...kit };
      action = { kind: 'create', data, idempotencyKey: idempotencyKeyFor('create', data) };
    }
    try {
      const saved = await save.mutateAsync({ ...action, before });
      toast.success(
        kind === 'draft'
          ? REQUEST_MESSAGES.savedAsDraft
          : request
            ? REQUEST_MESSAGES.updated
            : REQUEST_MESSAGES.created,
      );
      // Customers go to their workspace after saving; staff back to the request or the list.
      const tab = tabOf(drawer.alignBy);
      const alignBy = tab.status === null || tab.status === saved.status ? drawer.alignBy : ALL_TAB;
      if (!isStaff) drawer.leave(listHref('workspace', alignBy));
      else if (request) drawer.leave(requestHref(drawer.scope, saved.id, drawer.alignBy));
      else drawer.leave(listHref(drawer.scope, alignBy));
    } catch (error) {
      const fallback =
        kind === 'draft'
          ? REQUEST_MESSAGES.draftFailed
          : request
            ? REQUEST_MESSAGES.updateFailed
            : REQUEST_MESSAGES.createFailed;
      toast.error(errorMessage(error, fallback));
    }
  }

  async function onDelete() {
    if (!request) return;
    try {
      await remove.mutateAsync(request.id);
      toast.success(REQUEST_MESSAGES.deleted);
      drawer.leave(isStaff ? listHref(drawer.scope, drawer.alignBy) : listHref('workspace', drawer.alignBy));
    } catch (error) {
      toast.error(errorMessage(error, REQUEST_MESSAGES.deleteFailed));
    } finally {
      setAskDelete(false);
    }
  }

  const discard = () =>
    request ? drawer.go(requestHref(drawer.scope, request.id, drawer.alignBy)) : drawer.close();

  const headerTitle =
    mode === 'create'
      ? 'New Service Request'
      : values.title.trim() || request?.title || 'Edit Service Request';
  const estimatedDue = dueDateFor(values.priorityLevel, new Date());

  return (
    <>
      <DrawerHeader
        title={headerTitle}
        fullTitle={values.title}
        chip={request ? <StatusChip status={request.status} /> : undefined}
        onClose={drawer.close}
      />
      <DrawerBody>
        <Box
          component="form"
          noValidate
          data-request-form
          aria-label={mode === 'create' ? 'New service request' : 'Edit service request'}
          onSubmit={(e) => {
            e.preventDefault();
          }}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
            <Controller
              control={control}
              name="title"
              render={({ field }) => (
                <TextField
                  {...field}
                  inputRef={(el: HTMLInputElement | null) => {
                    field.ref(el);
                    titleRef.current = el;
                  }}
                  id="request-title"
                  label="Title"
                  required
                  multiline
                  minRows={1}
                  maxRows={4}
                  error={Boolean(errors.title)}
                  helperText={errors.title}
                  onChange={(e) => {
                    field.onChange(e);
                    clearError('title');
                  }}
                  placeholder={placeholders.title}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              )}
            />

            <Controller
              control={control}
              name="typeId"
              render={({ field }) => (
                <RequestTypeSelect
                  tree={session.serviceRequestTypes}
                  value={field.value}
                  inputRef={field.ref}
                  required
                  error={errors.typeId}
                  helperText={typeQuery.data?.description || typeNode?.description || undefined}
                  onChange={(id) => {
                    if (id === field.value) return;
                    field.onChange(id);
                    setValue('fields', [], { shouldDirty: true });
                    clearError('typeId');
                  }}
                />
              )}
            />
            {typeQuery.data?.popupText && (
              <Alert severity="info" sx={{ whiteSpace: 'pre-line' }}>
                {typeQuery.data.popupText}
              </Alert>
            )}

            <Controller
              control={control}
              name="companyId"
              render={({ field }) => (
                <CompanySelect
                  companies={session.companies}
                  value={field.value}
                  inputRef={field.ref}
                  required
                  error={errors.companyId}
                  onChange={(id) => {
                    if (id === field.value) return;
                    field.onChange(id);
                    clearError('companyId');
                    // A staff company change resets the people chosen among the old company's users.
                    if (isStaff) {
                      setValue('assigneeIds', [], { shouldDirty: true });
                      setValue('createdById', null, { shouldDirty: true });
                    } else {
                      setValue('assigneeIds', [session.user.id], { shouldDirty: true });
                    }
                  }}
                />
              )}
            />
            <BrandKitPicker
              companyId={values.companyId}
              requestId={request?.id ?? null}
              value={brandKit}
              onChange={setBrandKit}
            />

            <Controller
              control={control}
              name="assigneeIds"
              render={({ field }) => (
                <UsersPicker
                  id="request-assignees"
                  label="Assignees"
                  users={assigneeOptions}
                  loading={companyUsers.isFetching}
                  value={field.value}
                  disabled={!values.companyId}
                  required={needsAssignees(submitStatus)}
                  error={errors.assigneeIds}
                  helperText={
                    values.companyId
                      ? 'People of the company who follow this request'
                      : 'Select a company first'
                  }
                  onChange={(ids) => {
                    field.onChange(ids);
                    clearError('assigneeIds');
                  }}
                />
              )}
            />

            {isStaff && (
              <FormSection title="Staff">
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                  <Controller
                    control={control}
                    name="createdById"
                    render={({ field }) => (
                      <UserPicker
                        id="request-created-by"
                        label="Created by"
                        users={creatorOptions}
                        loading={companyUsers.isFetching}
                        value={field.value}
                        disabled={!values.companyId}
                        helperText={request ? undefined : 'Empty: you'}
                        onChange={field.onChange}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="assignedToIds"
                    render={({ field }) => (
                      <UsersPicker
                        id="request-assigned-to"
                        label="Assigned to"
                        users={staffOptions}
                        loading={staffMembers.isFetching}
                        value={field.value}
                        error={errors.assignedToIds}
                        onChange={(ids) => {
                          field.onChange(ids);
                          clearError('assignedToIds');
                        }}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="status"
                    render={({ field }) => (
                      <TextField
                        {...field}
                        id="request-status"
                        select
                        label="Status"
                        slotProps={{
                          select: { renderValue: (s) => (s ? STATUS_LABELS[s as RequestStatus] : '') },
                        }}
                      >
                        {STAFF_SELECTABLE_STATUSES.map((s) => (
                          <MenuItem key={s} value={s} data-status={STATUS_SLUGS[s]}>
                            {STATUS_LABELS[s]}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                  <TextField
                    id="request-credit"
                    label="Credit"
                    value={quote ? formatCredit(quote.credit) : ''}
                    helperText="From the type, the fields and the priority"
                    slotProps={{ input: { readOnly: true } }}
                    sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } }}
                  />
                  <Controller
                    control={control}
                    name="adjustCredit"
                    render={({ field }) => (
                      <TextField
                        {...field}
                        id="request-adjust-credit"
                        label="Adjust Credit"
                        inputMode="decimal"
                        error={Boolean(errors.adjustCredit)}
                        helperText={errors.adjustCredit ?? 'Charged instead of the computed credit'}
                        onChange={(e) => {
                          field.onChange(e);
                          clearError('adjustCredit');
                        }}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="targetDate"
                    render={({ field }) => (
                      <TextField
                        {...field}
                        id="request-due-date"
                        type="date"
                        label="Due Date"
                        helperText={
                          field.value
                            ? undefined
                            : `Empty: the priority's due date (${formatDueDate(estimatedDue)})`
                        }
                        slotProps={{ inputLabel: { shrink: true } }}
                      />
                    )}
                  />
                </Box>
              </FormSection>
            )}

            {typeId && (
              <FormSection
                title="Details"
                description={typeName ? `What we need to know for ${typeName}` : undefined}
              >
                {!definition || !fieldsReady ? (
                  typeQuery.isError ? (
                    <Alert severity="error">
                      {errorMessage(typeQuery.error, 'The form of this request type could not be loaded.')}
                    </Alert>
                  ) : (
                    <Box
                      role="status"
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
                    >
                      <CircularProgress size={18} /> Loading the form…
                    </Box>
                  )
                ) : definition.fields.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    This type needs no further details.
                  </Typography>
                ) : (
                  <Box sx={{ display: 'grid', gap: 2.25 }}>
                    {definition.fields.map((f, i) => (
                      <Controller
                        key={`${typeId}-${f.label}`}
                        control={control}
                        name={`fields.${i}`}
                        render={({ field }) => (
                          <RequestDynamicField
                            index={i}
                            field={f}
                            form={definition}
                            entry={field.value ?? { value: '', custom: '' }}
                            placeholder={placeholders[f.label]}
                            error={errors[`field-${i}`]}
                            onChange={(entry) => {
                              field.onChange(entry);
                              clearError(`field-${i}`);
                            }}
                            files={values.typeSpecificFiles[f.label] ?? []}
                            onBusyChange={uploads.reporter(`field:${typeId}:${f.label}`)}
                            onFilesChange={(list) =>
                              setValue(
                                'typeSpecificFiles',
                                { ...getValues('typeSpecificFiles'), [f.label]: list },
                                { shouldDirty: true },
                              )
                            }
                          />
                        )}
                      />
                    ))}
                  </Box>
                )}
              </FormSection>
            )}

            <FormSection title="Attachments">
              <Controller
                control={control}
                name="files"
                render={({ field }) => {
                  const Slot = drawer.slots.attachments;
                  return Slot ? (
                    <Slot
                      files={field.value}
                      onChange={field.onChange}
                      maxFiles={UPLOAD_LIMITS.maxFiles}
                      disabled={busy}
                      onBusyChange={uploads.reporter('files')}
                    />
                  ) : (
                    <FileList
                      files={field.value}
                      empty="No files attached."
                      onRemove={(file) => field.onChange(field.value.filter((f) => f.id !== file.id))}
                    />
                  );
                }}
              />
            </FormSection>

            <Controller
              control={control}
              name="priorityLevel"
              render={({ field }) => (
                <TextField
                  {...field}
                  id="request-priority"
                  select
                  label="Service Request Due"
                  helperText={`Estimated due date: ${formatDueDate(estimatedDue)}`}
                  slotProps={{
                    select: {
                      renderValue: (p) =>
                        `${PRIORITY_LABELS[p as PriorityLevel]} · ${PRIORITY_WINDOWS[p as PriorityLevel]}`,
                    },
                  }}
                >
                  {PRIORITY_LEVELS.map((p) => (
                    <MenuItem key={p} value={p}>
                      <ListItemText
                        primary={`${PRIORITY_LABELS[p]} · ${PRIORITY_WINDOWS[p]}`}
                        secondary={p === 'STANDARD' ? 'Base price' : `Price ×${PRIORITY_MULTIPLIERS[p]}`}
                        slotProps={{ secondary: { variant: 'caption' } }}
                        sx={{ my: 0 }}
                      />
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />

            <FormSection title="Voice note">
              <Controller
                control={control}
                name="audio"
                render={({ field }) => {
                  const Recorder = drawer.slots.recorder;
                  if (Recorder) {
                    return (
                      <Recorder
                        audio={field.value}
                        onChange={field.onChange}
                        disabled={busy}
                        onBusyChange={uploads.reporter(AUDIO_SOURCE)}
                      />
                    );
                  }
                  return field.value ? (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                      <audio
                        controls
                        src={field.value.url}
                        aria-label="Voice note"
                        style={{ flex: 1, minWidth: 220 }}
                      />
                      <Button color="error" onClick={() => field.onChange(null)}>
                        Reset Audio
                      </Button>
                    </Box>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      No voice note.
                    </Typography>
                  );
                }}
              />
            </FormSection>
          </Box>

          <Box
            component="aside"
            aria-label="Request summary"
            sx={{ position: { md: 'sticky' }, top: { md: 0 }, display: 'grid', gap: 1.5 }}
          >
            <Typography variant="h6" component="h3">
              Request summary
            </Typography>
            {quote ? (
              <RequestSummary
                lines={quote.breakdown}
                total={quote.total}
                invalid={quote.invalid}
                available={
                  enterprise && spendable !== null
                    ? {
                        enterpriseName: enterprise.name,
                        // While editing, what the request already holds counts: it comes back when re-priced.
                        amount: spendable,
                        note: holds ? `Includes the ${creditsLabel(held)} this request holds` : null,
                      }
                    : null
                }
                warning={
                  shortOfCredit
                    ? `This request costs ${formatCredit(quote.total)} credits; ${enterprise?.name ?? 'the enterprise'} has ${formatCredit(spendable)} available.`
                    : null
                }
              />
            ) : (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 3 }}
              >
                Choose a Service Request Type to see its price.
              </Typography>
            )}
          </Box>
        </Box>
      </DrawerBody>
      <ActionBar
        total={quote ? creditsLabel(quote.total) : undefined}
        start={
          canDelete ? (
            <Button color="error" variant="outlined" onClick={() => setAskDelete(true)} disabled={busy}>
              Delete
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" onClick={discard} disabled={busy}>
              Discard
            </Button>
          )
        }
        end={
          <>
            {uploads.busy && (
              <Typography
                id="request-save-waiting"
                role="status"
                variant="caption"
                color="text.secondary"
                sx={{ alignSelf: 'center', textAlign: 'right' }}
              >
                {uploads.hint}
              </Typography>
            )}
            <Button
              variant="contained"
              endIcon={busy ? <CircularProgress size={16} color="inherit" /> : <ArrowDropDown />}
              disabled={busy || uploads.busy || (!canSubmit && !canDraft)}
              {...(uploads.busy ? { 'aria-describedby': 'request-save-waiting' } : {})}
              aria-haspopup="menu"
              aria-controls={saveMenu ? 'request-save-menu' : undefined}
              aria-expanded={saveMenu ? 'true' : undefined}
              onClick={(e) => setSaveMenu(e.currentTarget)}
            >
              Save
            </Button>
            <Menu
              id="request-save-menu"
              anchorEl={saveMenu}
              open={saveMenu !== null}
              onClose={() => setSaveMenu(null)}
              // Focus goes to the field in error (or wherever the save leads), not back to Save.
              disableRestoreFocus
              anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
              transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            >
              {canSubmit && <MenuItem onClick={() => void onSave('submit')}>Submit Request</MenuItem>}
              {canDraft && <MenuItem onClick={() => void onSave('draft')}>Save as Draft</MenuItem>}
            </Menu>
          </>
        }
      />
      <ConfirmDialog
        open={askDelete}
        title="Delete draft"
        message="Do you want to delete this request?"
        cancelLabel="No"
        confirmLabel="Yes"
        destructive
        busy={remove.isPending}
        onCancel={() => setAskDelete(false)}
        onConfirm={() => void onDelete()}
      />
    </>
  );
}

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
      <Box>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
