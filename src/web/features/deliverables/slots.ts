import type { ComponentType } from 'react';
import type { UploadedFile } from '../../lib/stored-files.ts';
import type { DeliverableFile } from './api.ts';

export type DeliverableAttachProps = {
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** The zone's accessible name ('Version files'). */
  name: string;
  disabled: boolean;
  /** True while a batch is uploading: the form holds its submit button until it is done. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * Places in the deliverables panel that other features fill (the uploads feature's drop zone and
 * attachment list, with its viewer). The app layer passes them in (features never import each
 * other); without them a version takes no files, and a version's files are listed as links.
 */
export type DeliverableSlots = {
  /** The files of a new version. */
  attach?: ComponentType<DeliverableAttachProps>;
  /** A version's files: thumbnails that open the viewer. */
  files?: ComponentType<{ files: DeliverableFile[] }>;
};
