import { Controller } from 'react-hook-form';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatDueDate } from '#shared/domain/formats.ts';
import {
  PRIORITY_LABELS,
  PRIORITY_LEVELS,
  PRIORITY_MULTIPLIERS,
  PRIORITY_WINDOWS,
  type PriorityLevel,
} from '#shared/domain/priority.ts';
import type { RequestFormModel } from './useRequestForm.ts';

/** 'Service Request Due': the priority, its delivery window and what it does to the price. */
export function PrioritySelect({ model, estimatedDue }: { model: RequestFormModel; estimatedDue: string }) {
  return (
    <Controller
      control={model.form.control}
      name="priorityLevel"
      render={({ field }) => (
        <TextField
          fullWidth
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
  );
}
