import type { RefObject } from 'react';
import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { needsAssignees } from '#shared/domain/request-people.ts';
import { UsersPicker } from '../../../../components/UserPickers.tsx';
import { useDrawer } from '../../drawer-context.ts';
import { CompanySelect, RequestTypeSelect } from '../RequestPickers.tsx';
import type { RequestFormModel } from './useRequestForm.ts';

/**
 * Title, type (with its pop-up text), company, brand kit and assignees: what every request has. The
 * brand kit select is the brand-kit feature's, a slot of the drawer.
 */
export function BasicsFields({
  model,
  titleRef,
}: {
  model: RequestFormModel;
  titleRef: RefObject<HTMLInputElement | null>;
}) {
  const { form, session, isStaff, request, values, type, people, permissions } = model;
  const { control, setValue } = form;
  const BrandKitPicker = useDrawer().slots.brandKitPicker;
  return (
    <>
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <TextField
            fullWidth
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
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            placeholder={type.placeholders.title}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      />

      <Controller
        control={control}
        name="typeId"
        render={({ field, fieldState }) => (
          <RequestTypeSelect
            tree={session.serviceRequestTypes}
            value={field.value}
            inputRef={field.ref}
            required
            error={fieldState.error?.message}
            helperText={type.typeQuery.data?.description || type.typeNode?.description || undefined}
            onChange={(id) => {
              if (id === field.value) return;
              field.onChange(id);
              setValue('fields', [], { shouldDirty: true });
              // The old type's field problems do not belong to the new type's fields.
              form.clearErrors('fields');
            }}
          />
        )}
      />
      {type.typeQuery.data?.popupText && (
        // Guidance, not a problem: read out politely (MUI's Alert is role=alert, which interrupts).
        <Alert severity="info" role="status" sx={{ whiteSpace: 'pre-line' }}>
          {type.typeQuery.data.popupText}
        </Alert>
      )}

      <Controller
        control={control}
        name="companyId"
        render={({ field, fieldState }) => (
          <CompanySelect
            companies={session.companies}
            value={field.value}
            inputRef={field.ref}
            required
            error={fieldState.error?.message}
            onChange={(id) => {
              if (id === field.value) return;
              field.onChange(id);
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
      {BrandKitPicker && (
        <BrandKitPicker
          companyId={values.companyId}
          requestId={request?.id ?? null}
          value={model.brandKit}
          onChange={model.setBrandKit}
        />
      )}

      <Controller
        control={control}
        name="assigneeIds"
        render={({ field, fieldState }) => (
          <UsersPicker
            id="request-assignees"
            label="Assignees"
            users={people.assigneeOptions}
            loading={people.companyUsers.isFetching}
            value={field.value}
            disabled={!values.companyId}
            required={needsAssignees(permissions.submitStatus)}
            error={fieldState.error?.message}
            helperText={
              values.companyId ? 'People of the company who follow this request' : 'Select a company first'
            }
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
