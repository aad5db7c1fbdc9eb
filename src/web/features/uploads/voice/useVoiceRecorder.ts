import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, fileIdError } from '#shared/domain/validation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { deleteUploadedFile } from '../api.ts';
import { asUploadedFile, uploadFiles, type UploadedFile } from '../../../lib/stored-files.ts';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'paused' | 'saving' | 'failed';

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
 * A voice note's life: the microphone and MediaRecorder (start, pause, resume, discard), the timer,
 * and Save, which uploads the note (audio/webm) to POST /api/upload; the answer must be exactly one
 * stored file (spec section 5). A note that fails to upload is kept for another try.
 */
export function useVoiceRecorder({
  value,
  onChange,
  onBusyChange,
}: {
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  onBusyChange: ((busy: boolean) => void) | undefined;
}) {
  const toast = useToast();
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  /** The microphone's analyser while recording (the waveform reads it). */
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);

  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const contextRef = useRef<AudioContext | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const failedBlobRef = useRef<Blob | null>(null);
  // Elapsed time: what earlier segments recorded, plus the running segment since it started.
  const clockRef = useRef({ before: 0, since: 0 as number | null });
  const mountedRef = useRef(true);
  // Notes uploaded here and not yet saved with the form: Reset Audio deletes them on the server too.
  const fresh = useRef(new Set<string>());

  const live = phase === 'recording' || phase === 'paused';
  useEffect(() => {
    // A note that failed to upload is still held here: the form waits until it is saved or discarded.
    onBusyChange?.(phase === 'starting' || live || phase === 'saving' || phase === 'failed');
  }, [phase, live, onBusyChange]);

  const teardown = useCallback(() => {
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== 'inactive') {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.stop();
    }
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
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
      const node = context.createAnalyser();
      node.fftSize = 1024;
      source.connect(node);
      streamRef.current = stream;
      recorderRef.current = recorder;
      contextRef.current = context;
      clockRef.current = { before: 0, since: performance.now() };
      setElapsed(0);
      setAnalyser(node);
      recorder.start(250);
      setPhase('recording');
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
    setAnalyser(null);
    chunksRef.current = [];
    failedBlobRef.current = null;
    setFailedUrl(null);
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

  function keepForRetry(blob: Blob, message: string) {
    failedBlobRef.current = blob;
    setFailedUrl(URL.createObjectURL(blob));
    setError(message);
    setPhase('failed');
  }

  async function save() {
    let blob = failedBlobRef.current;
    if (!blob) {
      const { before, since } = clockRef.current;
      setElapsed(before + (since === null ? 0 : performance.now() - since));
      blob = await finish();
      teardown();
      setAnalyser(null);
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

  function reset() {
    if (value && fresh.current.delete(value.id)) {
      // Best effort: an unattached file left behind is cleaned up by the server later.
      deleteUploadedFile(value.id).catch(() => undefined);
    }
    setElapsed(0);
    onChange(null);
  }

  return {
    phase,
    live,
    elapsed,
    error,
    progress,
    failedUrl,
    analyser,
    start,
    pause,
    resume,
    discard,
    save,
    reset,
  };
}
