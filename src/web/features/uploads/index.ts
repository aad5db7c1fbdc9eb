/*
 * The uploads feature's public face. Every component is exported as a lazy wrapper (its chunk loads
 * on first render), so importing this module costs a page almost nothing.
 */
export {
  LazyAttachmentList as AttachmentList,
  LazyAudioPlayer as AudioPlayer,
  LazyFileDropZone as FileDropZone,
  LazyFileViewer as FileViewer,
  LazyVoiceRecorder as VoiceRecorder,
  preloadFormUploads,
} from './lazy.tsx';
export type { AttachmentListProps } from './AttachmentList.tsx';
export type { AudioPlayerProps } from './AudioPlayer.tsx';
export type { FileDropZoneProps } from './FileDropZone.tsx';
export type { FileViewerProps } from './FileViewer.tsx';
export type { VoiceRecorderProps } from './VoiceRecorder.tsx';
export { uploadDrawerSlots } from './request-slots.tsx';
export { uploadCommentSlots } from './comment-slots.tsx';
