import { LazyAttachmentList, LazyFileDropZone } from './lazy.tsx';

/*
 * The uploads feature's fillings for the comments' slots (src/web/features/comments/slots.ts). The
 * app layer passes `uploadCommentSlots` to the comments panel, so the two features never import each
 * other; the prop shapes here match the slot types structurally (the app layer's assignment checks
 * it). Each loads its component on first render.
 */

type FileDto = { id: string; url: string; name: string; mime: string; size?: number };

/** A new comment's or reply's files. */
export function CommentAttachSlot({
  files,
  onChange,
  name,
  disabled,
  onBusyChange,
}: {
  files: FileDto[];
  onChange: (files: FileDto[]) => void;
  name: string;
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <LazyFileDropZone
      value={files}
      onChange={onChange}
      name={name}
      disabled={disabled}
      onUploadingChange={onBusyChange}
    />
  );
}

/** A posted comment's files: thumbnails that open the viewer. */
export function CommentFilesSlot({ files }: { files: FileDto[] }) {
  return <LazyAttachmentList files={files} />;
}

export const uploadCommentSlots = { attach: CommentAttachSlot, files: CommentFilesSlot };
