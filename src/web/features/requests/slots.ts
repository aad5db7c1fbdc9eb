import type { ComponentType } from 'react';
import type { RequestFileDto, ServiceRequestDto } from '#shared/schemas/request.ts';

/**
 * Places in the drawer that other features fill (uploads, voice recorder, comments, brand kit,
 * deliverables). The
 * app layer passes them in (features never import each other); without them the drawer shows an
 * honest default: the attached files as links, the saved audio with a player, and no comments panel
 * and no brand kit.
 */
export type AttachmentsSlotProps = {
  files: RequestFileDto[];
  onChange: (files: RequestFileDto[]) => void;
  /** At most this many files per form (spec section 5). */
  maxFiles: number;
  disabled?: boolean;
  /** Accessible name of the zone (a type-specific file field's label; the form draws the heading). */
  label?: string;
  /** True while a batch is uploading: the form holds Save until it is done. */
  onBusyChange?: (busy: boolean) => void;
};

export type AudioSlotProps = {
  audio: RequestFileDto | null;
  onChange: (audio: RequestFileDto | null) => void;
  disabled?: boolean;
  /** True while a note is being recorded or uploaded: the form holds Save until it is done. */
  onBusyChange?: (busy: boolean) => void;
};

export type CommentsSlotProps = {
  request: ServiceRequestDto;
  /** A comment or reply is written and not posted: closing the drawer asks first. */
  onDirtyChange?: (dirty: boolean) => void;
};

export type BrandKitPickerSlotProps = {
  /** The request's company: its kits are offered (none until a company is chosen). */
  companyId: number | null;
  /** The request being edited (its attached kit is shown), or null when creating one. */
  requestId: number | null;
  /** The kit chosen in this form: undefined means unchanged (an existing request keeps its kit), null none. */
  value: number | null | undefined;
  onChange: (kitId: number | null) => void;
};

export type RequestDrawerSlots = {
  /** Drop zone for the request's files (create/edit). */
  attachments?: ComponentType<AttachmentsSlotProps>;
  /** Voice recorder (create/edit). */
  recorder?: ComponentType<AudioSlotProps>;
  /** Files viewer in the read-only view (requestId: for Download All). */
  files?: ComponentType<{ files: RequestFileDto[]; requestId?: number }>;
  /** Player of the saved voice note in the read-only view. */
  audioPlayer?: ComponentType<{ audio: RequestFileDto }>;
  /** Comments under the read-only view. */
  comments?: ComponentType<CommentsSlotProps>;
  /** The deliverable versions and their review, in the read-only view (issue 27). */
  deliverables?: ComponentType<{ request: ServiceRequestDto }>;
  /** The Brand Kit select of create/edit; the chosen kit is copied onto the request on submit. */
  brandKitPicker?: ComponentType<BrandKitPickerSlotProps>;
  /** The brand kit the request was ordered with, in the read-only view. */
  brandKit?: ComponentType<{ requestId: number }>;
};

/**
 * The slots as a loader (a chunk of the app layer's own, issue 30: a list's first load does not carry
 * what only an open drawer renders). The drawer waits for them inside its Suspense boundary, as it
 * waits for its own chunk; the promise carries React's `status`/`value` fields once settled, so a
 * drawer opened after that does not suspend on it (React's `use`).
 */
export type LoadRequestDrawerSlots = () => Promise<RequestDrawerSlots>;
