import { useCallback, useEffect, useId, useRef, useState } from 'react';
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
import { MESSAGES, fileIdError } from '#shared/domain/validation.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { revealDuration } from './media.ts';
import { asUploadedFile, deleteUploadedFile, fileUrl, uploadFiles, type UploadedFile } from './api.ts';

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

type Phase = 'idle' | 'starting' | 'recording' | 'paused' | 'saving' | 'failed';

/** Spec section 9: the waveform is drawn with 2-pixel bars. */
export const WAVEFORM_BAR_WIDTH = 2;
const BAR_GAP = 1;
const SAMPLE_EVERY_MS = 40;
const WAVE_COLOR = '#4f46e5';
const WAVE_IDLE = '#c7d2fe';

/** 75_000 → '01:15'. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

function microphoneError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Microphone access was denied. Allow the microphone for this site to record a voice note.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No microphone was found. Connect one and try again.';
  }
  if (name === 'NotReadableError') return 'The microphone is being used by another application.';
  return 'The recording could not start. Please try again.';
}

function pickMimeType(): string {
  for (const type of ['audio/webm;codecs=opus', 'audio/webm']) {
    if (MediaRecorder.isTypeSupported(type)) return type;
  }
  return '';
}

/**
 * Records a voice note with MediaRecorder: a live waveform (Web Audio AnalyserNode) and a timer while
 * recording; Save uploads the note (audio/webm) to POST /api/upload, which must answer exactly one
 * stored file. The saved note plays back here and Reset Audio clears it.
 */
export default function VoiceRecorder({
  value,
  onChange,
  label,
  disabled = false,
  onBusyChange,
}: VoiceRecorderProps) {
  const toast = useToast();
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const contextRef = useRef<AudioContext | null>(null);
  const analyserRef = useRef<AnalyserNode | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const failedBlobRef = useRef<Blob | null>(null);
  const frameRef = useRef<number | null>(null);
  const levelsRef = useRef<number[]>([]);
  const lastSampleRef = useRef(0);
  // Elapsed time: what earlier segments recorded, plus the running segment since it started.
  const clockRef = useRef({ before: 0, since: 0 as number | null });
  const mountedRef = useRef(true);
  const fresh = useRef(new Set<string>());

  const live = phase === 'recording' || phase === 'paused';
  const showStatus = live || phase === 'saving' || phase === 'failed';
  useEffect(() => {
    // A note that failed to upload is still held here: the form waits until it is saved or discarded.
    onBusyChange?.(phase === 'starting' || live || phase === 'saving' || phase === 'failed');
  }, [phase, live, onBusyChange]);

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const analyser = analyserRef.current;
    if (canvas) {
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const dpr = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
        canvas.width = Math.round(width * dpr);
        canvas.height = Math.round(height * dpr);
      }
      const step = WAVEFORM_BAR_WIDTH + BAR_GAP;
      const slots = Math.max(1, Math.floor(width / step));
      const recording = recorderRef.current?.state === 'recording';
      const now = performance.now();
      if (analyser && recording && now - lastSampleRef.current >= SAMPLE_EVERY_MS) {
        lastSampleRef.current = now;
        const data = new Uint8Array(analyser.fftSize);
        analyser.getByteTimeDomainData(data);
        let peak = 0;
        for (const v of data) peak = Math.max(peak, Math.abs(v - 128) / 128);
        levelsRef.current.push(Math.min(1, peak * 1.6));
        if (levelsRef.current.length > slots) levelsRef.current.splice(0, levelsRef.current.length - slots);
      }
      const ctx = canvas.getContext('2d');
      if (ctx) {
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        ctx.clearRect(0, 0, width, height);
        const levels = levelsRef.current;
        const mid = height / 2;
        for (let i = 0; i < slots; i += 1) {
          const level = levels[levels.length - slots + i];
          const x = i * step;
          if (level === undefined) {
            ctx.fillStyle = WAVE_IDLE;
            ctx.fillRect(x, mid - 1, WAVEFORM_BAR_WIDTH, 2);
          } else {
            const h = Math.max(2, level * (height - 4));
            ctx.fillStyle = recording ? WAVE_COLOR : '#818cf8';
            ctx.fillRect(x, mid - h / 2, WAVEFORM_BAR_WIDTH, h);
          }
        }
      }
    }
    frameRef.current = requestAnimationFrame(draw);
  }, []);

  const teardown = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== 'inactive') {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.stop();
    }
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    analyserRef.current = null;
    void contextRef.current?.close().catch(() => undefined);
    contextRef.current = null;
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      teardown();
    };
  }, [teardown]);

  useEffect(() => {
    if (phase !== 'recording') return;
    const tick = () => {
      const { before, since } = clockRef.current;
      setElapsed(before + (since === null ? 0 : performance.now() - since));
    };
    const timer = window.setInterval(tick, 200);
    return () => window.clearInterval(timer);
  }, [phase]);

  useEffect(
    () => () => {
      if (failedUrl) URL.revokeObjectURL(failedUrl);
    },
    [failedUrl],
  );

  async function start() {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError('Voice recording is not supported in this browser.');
      return;
    }
    setPhase('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
      });
    } catch (e) {
      setError(microphoneError(e));
      setPhase('idle');
      return;
    }
    if (!mountedRef.current) {
      stream.getTracks().forEach((t) => t.stop());
      return;
    }
    try {
      const mimeType = pickMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      chunksRef.current = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunksRef.current.push(event.data);
      };
      const context = new AudioContext();
      const source = context.createMediaStreamSource(stream);
      const analyser = context.createAnalyser();
      analyser.fftSize = 1024;
      source.connect(analyser);
      streamRef.current = stream;
      recorderRef.current = recorder;
      contextRef.current = context;
      analyserRef.current = analyser;
      levelsRef.current = [];
      clockRef.current = { before: 0, since: performance.now() };
      setElapsed(0);
      recorder.start(250);
      setPhase('recording');
      frameRef.current = requestAnimationFrame(draw);
    } catch (e) {
      stream.getTracks().forEach((t) => t.stop());
      setError(microphoneError(e));
      setPhase('idle');
    }
  }

  function pause() {
    const recorder = recorderRef.current;
    if (!recorder || recorder.state !== 'recording') return;
    recorder.pause();
    const { before, since } = clockRef.current;
    const total = before + (since === null ? 0 : performance.now() - since);
    clockRef.current = { before: total, since: null };
    setElapsed(total);
    setPhase('paused');
  }

  function resume() {
    const recorder = recorderRef.current;
    if (!recorder || recorder.state !== 'paused') return;
    recorder.resume();
    clockRef.current = { ...clockRef.current, since: performance.now() };
    setPhase('recording');
  }

  function discard() {
    teardown();
    chunksRef.current = [];
    failedBlobRef.current = null;
    setFailedUrl(null);
    levelsRef.current = [];
    clockRef.current = { before: 0, since: null };
    setElapsed(0);
    setError(null);
    setPhase('idle');
  }

  /** Stops the recorder and resolves with everything it recorded. */
  function finish(): Promise<Blob> {
    const recorder = recorderRef.current;
    const type = recorder?.mimeType.split(';')[0] || 'audio/webm';
    if (!recorder || recorder.state === 'inactive') {
      return Promise.resolve(new Blob(chunksRef.current, { type }));
    }
    return new Promise((resolve) => {
      recorder.onstop = () => resolve(new Blob(chunksRef.current, { type }));
      recorder.stop();
    });
  }

  async function save() {
    let blob = failedBlobRef.current;
    if (!blob) {
      const { before, since } = clockRef.current;
      setElapsed(before + (since === null ? 0 : performance.now() - since));
      blob = await finish();
      teardown();
    }
    if (!mountedRef.current) return;
    if (blob.size === 0) {
      toast.error(MESSAGES.audioCheck);
      discard();
      return;
    }
    setPhase('saving');
    setProgress(0);
    setError(null);
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const file = new File([blob], `voice-note-${stamp}.webm`, { type: 'audio/webm' });
    try {
      const answer = await uploadFiles([file], {
        onProgress: ({ loaded, total }) => setProgress(total ? Math.round((loaded / total) * 100) : 0),
      });
      if (!mountedRef.current) return;
      if (answer.length !== 1) {
        toast.error(MESSAGES.audioCheck);
        keepForRetry(blob, MESSAGES.audioCheck);
        return;
      }
      const { rawId, ...stored } = asUploadedFile(answer[0], file.name);
      const idError = fileIdError(rawId);
      if (idError) {
        toast.error(idError);
        keepForRetry(blob, MESSAGES.audioCheck);
        return;
      }
      fresh.current.add(stored.id);
      failedBlobRef.current = null;
      setFailedUrl(null);
      setPhase('idle');
      onChange(stored);
    } catch (e) {
      if (!mountedRef.current) return;
      const message = errorMessage(e, 'The voice note could not be saved. Please try again.');
      toast.error(message);
      keepForRetry(blob, message);
    }
  }

  function keepForRetry(blob: Blob, message: string) {
    failedBlobRef.current = blob;
    setFailedUrl(URL.createObjectURL(blob));
    setError(message);
    setPhase('failed');
  }

  function reset() {
    if (value && fresh.current.delete(value.id)) {
      // Best effort: an unattached file left behind is cleaned up by the server later.
      deleteUploadedFile(value.id).catch(() => undefined);
    }
    setElapsed(0);
    onChange(null);
  }

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
            onClick={reset}
            disabled={disabled}
          >
            Reset Audio
          </Button>
        </Box>
      ) : (
        <>
          {(live || phase === 'saving') && (
            <Box
              component="canvas"
              ref={canvasRef}
              role="img"
              aria-label="Live waveform of the recording"
              data-testid="voice-recorder-waveform"
              sx={{
                display: 'block',
                width: '100%',
                height: 56,
                mb: 1.25,
                borderRadius: 1,
                bgcolor: '#f5f5ff',
              }}
            />
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
                  onClick={() => void start()}
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
                    onClick={pause}
                    aria-label="Pause recording"
                  >
                    Pause
                  </Button>
                ) : (
                  <Button
                    variant="outlined"
                    startIcon={<PlayArrow />}
                    onClick={resume}
                    aria-label="Resume recording"
                  >
                    Resume
                  </Button>
                )}
                <Button
                  variant="contained"
                  startIcon={<Save />}
                  onClick={() => void save()}
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
                onClick={() => void save()}
                aria-label="Save recording"
              >
                Save
              </Button>
            )}
            {(live || phase === 'failed') && (
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                onClick={discard}
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
