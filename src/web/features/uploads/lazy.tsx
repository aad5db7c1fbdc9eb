import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
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
// The form's two are preloaded with the drawer, and then render without suspending (their skeleton
// would otherwise show for React's fallback throttle, ~300 ms).
const voiceRecorderChunk = lazyWithPreload(() => import('./VoiceRecorder.tsx'));
const fileDropZoneChunk = lazyWithPreload(() =>
  import('./FileDropZone.tsx').then((m) => ({ default: m.FileDropZone })),
);
const VoiceRecorderChunk = voiceRecorderChunk.Component;
const FileDropZoneChunk = fileDropZoneChunk.Component;
const AttachmentListChunk = lazy(() =>
  import('./AttachmentList.tsx').then((m) => ({ default: m.AttachmentList })),
);
const AudioPlayerChunk = lazy(() => import('./AudioPlayer.tsx').then((m) => ({ default: m.AudioPlayer })));

/** The create form's drop zone and recorder, fetched ahead with the request drawer (app layer). */
export const preloadFormUploads = () =>
  Promise.all([fileDropZoneChunk.preload(), voiceRecorderChunk.preload()]).then(() => undefined);

export function LazyFileViewer(props: FileViewerProps) {
  return (
    <Suspense fallback={null}>
      <FileViewerChunk {...props} />
    </Suspense>
  );
}

export function LazyVoiceRecorder(props: VoiceRecorderProps) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={72} role="status" aria-label="Loading the voice recorder" />
      }
    >
      <VoiceRecorderChunk {...props} />
    </Suspense>
  );
}

export function LazyFileDropZone(props: FileDropZoneProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={88} role="status" aria-label="Loading" />}>
      <FileDropZoneChunk {...props} />
    </Suspense>
  );
}

export function LazyAttachmentList(props: AttachmentListProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={120} role="status" aria-label="Loading the files" />}
    >
      <AttachmentListChunk {...props} />
    </Suspense>
  );
}

export function LazyAudioPlayer(props: AudioPlayerProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={72} role="status" aria-label="Loading the player" />}
    >
      <AudioPlayerChunk {...props} />
    </Suspense>
  );
}
