import { useEffect } from 'react';
import { LazyAttachmentList, LazyAudioPlayer, LazyFileDropZone, LazyVoiceRecorder } from './lazy.tsx';

/*
 * The uploads feature's fillings for the request drawer's slots (src/web/features/requests/slots.ts).
 * The app layer passes `uploadDrawerSlots` to the drawer, so the two features never import each
 * other; the prop shapes here match the slot types structurally (the app layer's assignment checks
 * it). Each slot loads its component on first render, so the list screens stay light.
 */

type FileDto = { id: string; url: string; name: string; mime: string };

/** A zone or recorder taken off the form mid-upload (its file field removed) is no longer busy. */
function useIdleOnUnmount(onBusyChange: ((busy: boolean) => void) | undefined) {
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);
}

/** Create/edit: the request's files, or one type-specific file field (one zone per field). */
export function AttachmentsSlot({
  files,
  onChange,
  maxFiles,
  disabled,
  label,
  onBusyChange,
}: {
  files: FileDto[];
  onChange: (files: FileDto[]) => void;
  maxFiles: number;
  disabled?: boolean;
  /** The accessible name (a file field's label); the form draws the heading. */
  label?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  useIdleOnUnmount(onBusyChange);
  return (
    <LazyFileDropZone
      value={files}
      onChange={onChange}
      maxFiles={maxFiles}
      disabled={disabled ?? false}
      {...(label ? { name: label } : {})}
      {...(onBusyChange ? { onUploadingChange: onBusyChange } : {})}
    />
  );
}

/** Create/edit: the voice note. */
export function RecorderSlot({
  audio,
  onChange,
  disabled,
  onBusyChange,
}: {
  audio: FileDto | null;
  onChange: (audio: FileDto | null) => void;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  useIdleOnUnmount(onBusyChange);
  return (
    <LazyVoiceRecorder
      value={audio}
      onChange={onChange}
      disabled={disabled ?? false}
      {...(onBusyChange ? { onBusyChange } : {})}
    />
  );
}

/** Read-only view: thumbnails that open the viewer, and Download All. */
export function FilesSlot({ files, requestId }: { files: FileDto[]; requestId?: number }) {
  return (
    <LazyAttachmentList
      files={files}
      emptyText="No files attached."
      {...(requestId !== undefined ? { downloadAllRequestId: requestId } : {})}
    />
  );
}

/** Read-only view: the saved voice note. */
export function AudioPlayerSlot({ audio }: { audio: FileDto }) {
  return <LazyAudioPlayer file={audio} />;
}

export const uploadDrawerSlots = {
  attachments: AttachmentsSlot,
  recorder: RecorderSlot,
  files: FilesSlot,
  audioPlayer: AudioPlayerSlot,
};
