import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { withNumberDefaults } from '#shared/domain/form-content.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { useRemoveRequest, useSaveRequest, type SaveAction } from '../../api.ts';
import { useDrawer } from '../../drawer-context.ts';
import { useIdempotencyKey } from '../../idempotency.ts';
import { toInput, type RequestFormValues } from '../../form-model.ts';
import { REQUEST_MESSAGES } from '../../../../lib/requests/messages.ts';
import { SUBMITTED_FOR_APPROVAL } from '#shared/domain/approvals.ts';
import { tabOf } from '../../route-state.ts';
import { ALL_TAB, listHref, requestHref } from '../../../../lib/requests/list-url.ts';
import type { SaveKind } from './request-form-resolver.ts';
import type { RequestFormModel } from './useRequestForm.ts';

/**
 * Saving the form (Submit Request, Save as Draft), deleting a draft and discarding: validation first
 * (the resolver), then one mutation, a toast, and the drawer goes where the user expects.
 */
export function useSaveRequestForm(model: RequestFormModel) {
  const { request, isStaff, form, type, content, brandKit, uploads, permissions, session } = model;
  const drawer = useDrawer();
  const toast = useToast();
  const save = useSaveRequest(session.user.id);
  const remove = useRemoveRequest();
  // A save retried unchanged after a lost answer returns the request already made.
  const idempotencyKeyFor = useIdempotencyKey();
  const titleRef = useRef<HTMLInputElement | null>(null);
  // One save at a time, from the first press: Save's `disabled` comes a render later, after the
  // asynchronous validation, and the Submit Request item stays focused while its menu closes, so
  // Enter pressed three times quickly would otherwise post three times (the Idempotency-Key makes
  // the server answer them with one request, but they should not be sent).
  const saving = useRef(false);
  const [validating, setValidating] = useState(false);
  const busy = validating || save.isPending || remove.isPending;

  /** The title comes into view with its message; other problems are toasted, then the first is shown. */
  function showErrors(errors: FieldErrors<RequestFormValues>) {
    if (errors.title) {
      requestAnimationFrame(() => {
        titleRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        titleRef.current?.focus({ preventScroll: true });
      });
      return;
    }
    const toasted = errors.companyId ?? errors.assigneeIds ?? errors.assignedToIds ?? errors.root;
    if (toasted?.message) toast.error(toasted.message);
    // The first field in error comes into view. A message box (MUI Alert, role "alert" by default:
    // a type's guidance, the credit warning) is not a field in error and would stop it at the top.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        '[data-request-form] .Mui-error input, [data-request-form] .Mui-error textarea, [data-request-form] [role="alert"]:not(.MuiAlert-root)',
      );
      first?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      first?.focus({ preventScroll: true });
    });
  }

  async function write(kind: SaveKind, v: RequestFormValues) {
    const status: RequestStatus = kind === 'draft' ? 'DRAFT' : permissions.submitStatus;
    const definition = type.definition;
    const priced = definition ? withNumberDefaults(definition, content) : content;
    const extra = {
      ...(brandKit === undefined ? {} : { brandKit }),
      // A draft says which version of its type's form the answers were written for (it may stay on
      // an older one: request-form-version.ts on the server); so does a new request, which the
      // server refuses when the type was published again since the form was opened (its price too).
      ...((permissions.isDraft || !request) && type.version !== null ? { formVersion: type.version } : {}),
    };
    const before = request?.status ?? null;
    let action: SaveAction;
    if (kind === 'draft' && (!request || permissions.isDraft)) {
      const data = {
        ...toInput(v, priced, { isStaff, status, ...(request ? { draftId: request.id } : {}) }),
        ...extra,
      };
      action = { kind: 'draft', data, idempotencyKey: idempotencyKeyFor('draft', data) };
    } else if (request) {
      // The status the form was opened with: a colleague's move made since then is refused by the
      // server (409) instead of being undone by this save, which sends the status the form shows.
      const opened = form.formState.defaultValues?.status;
      action = {
        kind: 'update',
        id: request.id,
        data: {
          ...toInput(v, priced, { isStaff, status }),
          ...(opened ? { fromStatus: opened } : {}),
          ...extra,
        },
      };
    } else {
      const data = { ...toInput(v, priced, { isStaff, status }), ...extra };
      action = { kind: 'create', data, idempotencyKey: idempotencyKeyFor('create', data) };
    }
    try {
      const saved = await save.mutateAsync({ ...action, before });
      toast.success(
        kind === 'draft'
          ? REQUEST_MESSAGES.savedAsDraft
          : saved.approval?.state === 'pending' && saved.status === 'DRAFT'
            ? SUBMITTED_FOR_APPROVAL // held for an owner's approval (issue 26): nothing was spent
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
      // Moved by someone else since the form opened (409 with the status it has now): the form takes
      // that status, keeping every other edit, so a second Save is a deliberate one.
      const now = error instanceof ApiError && error.status === 409 ? error.details?.status : undefined;
      if (request && typeof now === 'string') {
        form.resetField('status', { defaultValue: now as RequestStatus });
      }
      const fallback =
        kind === 'draft'
          ? REQUEST_MESSAGES.draftFailed
          : request
            ? REQUEST_MESSAGES.updateFailed
            : REQUEST_MESSAGES.createFailed;
      toast.error(errorMessage(error, fallback));
    }
  }

  async function onSave(kind: SaveKind) {
    if (uploads.busy) return; // Save is disabled meanwhile; the menu may have been open as it began.
    if (saving.current) return; // A save is under way (validating or posting): this press is a repeat.
    saving.current = true;
    setValidating(true);
    try {
      model.validateFor(kind);
      await form.handleSubmit(
        (v) => write(kind, v),
        (errors) => showErrors(errors),
      )();
    } finally {
      saving.current = false;
      setValidating(false);
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
    }
  }

  const discard = () =>
    request ? drawer.go(requestHref(drawer.scope, request.id, drawer.alignBy)) : drawer.close();

  return { onSave, onDelete, discard, busy, removing: remove.isPending, titleRef };
}

export type RequestFormSaving = ReturnType<typeof useSaveRequestForm>;
