import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDueDate } from '#shared/domain/formats.ts';
import {
  PRIORITY_LABELS,
  PRIORITY_LEVELS,
  PRIORITY_MULTIPLIERS,
  PRIORITY_WINDOWS,
  type PriorityLevel,
} from '#shared/domain/priority.ts';
import { UPLOAD_LIMITS } from '#shared/domain/validation.ts';
import { AUDIO_SOURCE } from '../../busy-sources.ts';
import { useDrawer } from '../../drawer-context.ts';
import { FileList } from '../../../../components/FileList.tsx';
import { FormSection } from './FormSection.tsx';
import type { RequestFormModel } from './useRequestForm.ts';

/*
 * The parts of the form other features fill through the drawer's slots (the uploads feature's drop
 * zone and voice recorder), with honest defaults without them, and the priority between them.
 */

export function AttachmentsSection({ model, disabled }: { model: RequestFormModel; disabled: boolean }) {
  const drawer = useDrawer();
  const Slot = drawer.slots.attachments;
  return (
    <FormSection title="Attachments">
      <Controller
        control={model.form.control}
        name="files"
        render={({ field }) =>
          Slot ? (
            <Slot
              files={field.value}
              onChange={field.onChange}
              maxFiles={UPLOAD_LIMITS.maxFiles}
              disabled={disabled}
              onBusyChange={model.uploads.reporter('files')}
            />
          ) : (
            <FileList
              files={field.value}
              empty="No files attached."
              onRemove={(file) => field.onChange(field.value.filter((f) => f.id !== file.id))}
            />
          )
        }
      />
    </FormSection>
  );
}

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

export function VoiceNoteSection({ model, disabled }: { model: RequestFormModel; disabled: boolean }) {
  const drawer = useDrawer();
  const Recorder = drawer.slots.recorder;
  return (
    <FormSection title="Voice note">
      <Controller
        control={model.form.control}
        name="audio"
        render={({ field }) => {
          if (Recorder) {
            return (
              <Recorder
                audio={field.value}
                onChange={field.onChange}
                disabled={disabled}
                onBusyChange={model.uploads.reporter(AUDIO_SOURCE)}
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
  );
}
