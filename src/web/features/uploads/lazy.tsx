import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { AttachmentListProps } from './AttachmentList.tsx';
import type { AudioPlayerProps } from './AudioPlayer.tsx';
import type { FileDropZoneProps } from './FileDropZone.tsx';
import type { FileViewerProps } from './FileViewer.tsx';
import type { VoiceRecorderProps } from './VoiceRecorder.tsx';

/*
 * Every component of the feature is code-split: its chunk loads the first time it renders (the
 * viewer: the first time it is opened), never with the list or the form around it.
 */
const FileViewerChunk = lazy(() => import('./FileViewer.tsx'));
const VoiceRecorderChunk = lazy(() => import('./VoiceRecorder.tsx'));
const FileDropZoneChunk = lazy(() => import('./FileDropZone.tsx').then((m) => ({ default: m.FileDropZone })));
const AttachmentListChunk = lazy(() =>
  import('./AttachmentList.tsx').then((m) => ({ default: m.AttachmentList })),
);
const AudioPlayerChunk = lazy(() => import('./AudioPlayer.tsx').then((m) => ({ default: m.AudioPlayer })));

/** The create form's drop zone and recorder, fetched ahead with the request drawer (app layer). */
export const preloadFormUploads = () =>
  Promise.all([import('./FileDropZone.tsx'), import('./VoiceRecorder.tsx')]).then(() => undefined);

export function LazyFileViewer(props: FileViewerProps) {
  return (
    <Suspense fallback={null}>
      <FileViewerChunk {...props} />
    </Suspense>
  );
}

export function LazyVoiceRecorder(props: VoiceRecorderProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={72} aria-label="Loading the voice recorder" />}>
      <VoiceRecorderChunk {...props} />
    </Suspense>
  );
}

export function LazyFileDropZone(props: FileDropZoneProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={88} aria-label="Loading" />}>
      <FileDropZoneChunk {...props} />
    </Suspense>
  );
}

export function LazyAttachmentList(props: AttachmentListProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} aria-label="Loading the files" />}>
      <AttachmentListChunk {...props} />
    </Suspense>
  );
}

export function LazyAudioPlayer(props: AudioPlayerProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={72} aria-label="Loading the player" />}>
      <AudioPlayerChunk {...props} />
    </Suspense>
  );
}
