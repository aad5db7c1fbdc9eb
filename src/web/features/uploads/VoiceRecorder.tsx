import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Mic from '@mui/icons-material/Mic';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Save from '@mui/icons-material/Save';
import { revealDuration } from './media.ts';
import { fileUrl, type UploadedFile } from '../../lib/stored-files.ts';
import { formatDuration, useVoiceRecorder } from './voice/useVoiceRecorder.ts';
import { Waveform } from './voice/Waveform.tsx';

export type VoiceRecorderProps = {
  /** The saved voice note (its id is sent with the form as `audio`), or null. */
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** A visible heading; leave it out when the form shows its own ('Voice note'). */
  label?: string;
  disabled?: boolean;
  /** Lets the form hold its Save while a recording is in progress or uploading. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Records a voice note (spec section 2): Start recording, Pause or Resume, Save recording, Discard
 * Recording, with a live waveform and a timer; the saved note plays back here and Reset Audio clears
 * it. The recording and its upload live in voice/useVoiceRecorder.ts, the drawing in voice/Waveform.tsx.
 */
export default function VoiceRecorder({
  value,
  onChange,
  label,
  disabled = false,
  onBusyChange,
}: VoiceRecorderProps) {
  const headingId = useId();
  const recorder = useVoiceRecorder({ value, onChange, onBusyChange });
  const { phase, live, elapsed, error, progress, failedUrl } = recorder;
  const showStatus = live || phase === 'saving' || phase === 'failed';

  const frame = {
    border: '1px solid',
    borderColor: live ? 'primary.light' : 'divider',
    borderRadius: 2,
    bgcolor: 'background.paper',
    p: { xs: 1.5, sm: 2 },
  } as const;

  return (
    <Box
      component="section"
      {...(label ? { 'aria-labelledby': headingId } : { 'aria-label': 'Voice recorder' })}
      sx={frame}
      data-testid="voice-recorder"
    >
      {(label || showStatus) && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.25 }}
        >
          {label ? (
            <Typography id={headingId} variant="subtitle2" component="h3">
              {label}
            </Typography>
          ) : (
            <span />
          )}
          {showStatus && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              {live && (
                <Box
                  aria-hidden
                  sx={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: phase === 'recording' ? 'error.main' : 'text.disabled',
                    animation: phase === 'recording' ? 'vr-pulse 1.2s ease-in-out infinite' : 'none',
                    '@keyframes vr-pulse': { '50%': { opacity: 0.3 } },
                    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                  }}
                />
              )}
              <Typography variant="caption" color="text.secondary">
                {phase === 'recording'
                  ? 'Recording'
                  : phase === 'paused'
                    ? 'Paused'
                    : phase === 'saving'
                      ? 'Saving'
                      : 'Not saved'}
              </Typography>
              <Typography
                role="timer"
                aria-label="Recording time"
                data-testid="voice-recorder-timer"
                variant="body2"
                sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: 44, textAlign: 'right' }}
              >
                {formatDuration(elapsed)}
              </Typography>
            </Box>
          )}
        </Box>
      )}

      {value && phase === 'idle' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Box
            component="audio"
            onLoadedMetadata={revealDuration}
            controls
            preload="metadata"
            src={fileUrl(value)}
            aria-label="Recorded voice note"
            sx={{ flex: '1 1 240px', minWidth: 0, maxWidth: '100%', height: 40 }}
          />
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<RestartAlt />}
            onClick={recorder.reset}
            disabled={disabled}
          >
            Reset Audio
          </Button>
        </Box>
      ) : (
        <>
          {(live || phase === 'saving') && (
            <Waveform analyser={recorder.analyser} recording={phase === 'recording'} />
          )}
          {phase === 'failed' && failedUrl && (
            <Box
              component="audio"
              onLoadedMetadata={revealDuration}
              controls
              src={failedUrl}
              aria-label="Unsaved voice note"
              sx={{ display: 'block', width: '100%', height: 40, mb: 1.25 }}
            />
          )}
          {phase === 'saving' && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label="Saving the voice note"
              sx={{ mb: 1.25 }}
            />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {(phase === 'idle' || phase === 'starting') && (
              <>
                <Button
                  variant="contained"
                  startIcon={<Mic />}
                  onClick={() => void recorder.start()}
                  disabled={disabled || phase === 'starting'}
                  aria-label="Start recording"
                >
                  Start recording
                </Button>
                <Typography variant="caption" color="text.secondary">
                  Record a short voice note for the team.
                </Typography>
              </>
            )}
            {live && (
              <>
                {phase === 'recording' ? (
                  <Button
                    variant="outlined"
                    startIcon={<Pause />}
                    onClick={recorder.pause}
                    aria-label="Pause recording"
                  >
                    Pause
                  </Button>
                ) : (
                  <Button
                    variant="outlined"
                    startIcon={<PlayArrow />}
                    onClick={recorder.resume}
                    aria-label="Resume recording"
                  >
                    Resume
                  </Button>
                )}
                <Button
                  variant="contained"
                  startIcon={<Save />}
                  onClick={() => void recorder.save()}
                  aria-label="Save recording"
                >
                  Save
                </Button>
              </>
            )}
            {phase === 'failed' && (
              <Button
                variant="contained"
                startIcon={<Save />}
                onClick={() => void recorder.save()}
                aria-label="Save recording"
              >
                Save
              </Button>
            )}
            {(live || phase === 'failed') && (
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                onClick={recorder.discard}
                aria-label="Discard Recording"
              >
                Discard
              </Button>
            )}
          </Box>
        </>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1.25 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
