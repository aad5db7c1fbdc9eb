import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatDueDate } from '#shared/domain/formats.ts';
import {
  STAFF_SELECTABLE_STATUSES,
  STATUS_LABELS,
  STATUS_SLUGS,
  type RequestStatus,
} from '#shared/domain/request-status.ts';
import { formatCredit } from '../../../../lib/format.ts';
import { UserPicker, UsersPicker } from '../../../../components/UserPickers.tsx';
import { FormSection } from './FormSection.tsx';
import type { RequestFormModel } from './useRequestForm.ts';

/** Staff only: who made it and who has it, its status, the credit and its adjustment, the due date. */
export function StaffFields({ model, estimatedDue }: { model: RequestFormModel; estimatedDue: string }) {
  const { form, request, values, people, quote } = model;
  const { control } = form;
  return (
    <FormSection title="Staff">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Controller
          control={control}
          name="createdById"
          render={({ field }) => (
            <UserPicker
              id="request-created-by"
              label="Created by"
              users={people.creatorOptions}
              loading={people.companyUsers.isFetching}
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
          render={({ field, fieldState }) => (
            <UsersPicker
              id="request-assigned-to"
              label="Assigned to"
              users={people.staffOptions}
              loading={people.staffMembers.isFetching}
              value={field.value}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <TextField
              fullWidth
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
          fullWidth
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
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              {...field}
              id="request-adjust-credit"
              label="Adjust Credit"
              inputMode="decimal"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Charged instead of the computed credit'}
            />
          )}
        />
        <Controller
          control={control}
          name="targetDate"
          render={({ field }) => (
            <TextField
              fullWidth
              {...field}
              id="request-due-date"
              type="date"
              label="Due Date"
              helperText={
                field.value ? undefined : `Empty: the priority's due date (${formatDueDate(estimatedDue)})`
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
      </Box>
    </FormSection>
  );
}
