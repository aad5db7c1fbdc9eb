import type { ComponentType } from 'react';
import type { UploadedFile } from '../../lib/stored-files.ts';
import type { CommentFile } from './api.ts';

export type CommentAttachProps = {
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** The zone's accessible name ('Comment attachments', 'Reply attachments'). */
  name: string;
  disabled: boolean;
  /** True while a batch is uploading: the form holds its submit button until it is done. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * Places in the comments that other features fill (the uploads feature's drop zone and attachment
 * list). The app layer passes them in (features never import each other); without them a comment
 * or reply takes no files, and a posted comment's files are listed as links.
 */
export type CommentSlots = {
  /** The files attached to a new comment or reply. */
  attach?: ComponentType<CommentAttachProps>;
  /** A posted comment's files. */
  files?: ComponentType<{ files: CommentFile[] }>;
};
