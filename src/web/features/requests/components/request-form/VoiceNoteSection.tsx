import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AUDIO_SOURCE } from '../../busy-sources.ts';
import { useDrawer } from '../../drawer-context.ts';
import { FormSection } from './FormSection.tsx';
import type { RequestFormModel } from './useRequestForm.ts';

/**
 * The voice note: the drawer's recorder slot (the uploads feature's voice recorder, passed in by the
 * app layer), or without it the saved note with a player and Reset Audio.
 */
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
