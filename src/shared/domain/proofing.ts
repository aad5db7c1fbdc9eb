import { versionLabel } from './deliverables.ts';

/**
 * Proofing pins (issue 27): a numbered pin on an image or a PDF page of a deliverable version, its
 * position as percentages of the image or page (0–100) so it holds at any zoom or screen size, its
 * words a comment of the request's thread. One place for the rules the server applies and the web
 * app shows.
 */

/** Images a browser draws (the viewer shows them as they are). */
export const PROOF_IMAGE_MIMES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'image/bmp',
] as const;
export const PROOF_PDF_MIME = 'application/pdf';

export const isProofImage = (mime: string) => (PROOF_IMAGE_MIMES as readonly string[]).includes(mime);
export const isProofPdf = (mime: string) => mime === PROOF_PDF_MIME;
/** May a file of this type take pins (an image the browser draws, or a PDF)? */
export const isProofable = (mime: string) => isProofImage(mime) || isProofPdf(mime);

export const PIN_TEXT_MAX = 5_000;
/** The highest page number a pin may name (the server does not read the PDF; the viewer offers its pages). */
export const PIN_MAX_PAGE = 10_000;

export const PIN_MESSAGES = {
  outside: 'A pin must be placed on the image or page: x and y are percentages from 0 to 100.',
  textRequired: 'Please say what should change at this pin.',
  textTooLong: `A pin's comment is at most ${PIN_TEXT_MAX} characters.`,
  fileNotInVersion: 'This file is not part of that version.',
  notProofable: 'Pins can only be placed on images and PDF files.',
  imagePage: 'An image has one page: a pin on an image is on page 1.',
  otherRequest: 'This version belongs to another request.',
  notFound: 'Pin not found',
  commentGone: "This pin's comment was removed, so it takes no replies.",
  resolved: 'Pin resolved',
  reopened: 'Pin reopened',
  deleted: 'This pin was deleted.',
  moveNotYours: 'Only the person who placed this pin, or staff, can move it.',
  deleteNotYours: 'Only the person who placed this pin, or staff, can delete it.',
  deleteAnswered: 'Others have replied to this pin, so only staff can delete it. Resolve it instead.',
  moved: 'Pin moved',
  removed: 'Pin deleted',
} as const;

type PinActor = { id: number; isStaff: boolean };
type PinFacts = {
  /** Who placed it (null: their account is gone). */
  authorId: number | null;
  /** Who replied to it (its comment's replies), in any order. */
  replyAuthorIds: readonly number[];
};

/**
 * Who may move a pin (drag it, or Move then a click): the person who placed it, and staff. Another
 * customer, even of the same company or an owner of the enterprise, may not: it is that person's note.
 */
export const canMovePin = (actor: PinActor, pin: Pick<PinFacts, 'authorId'>) =>
  actor.isStaff || (pin.authorId !== null && pin.authorId === actor.id);

/**
 * Who may delete a pin: its author while nobody else has replied to it (a note placed by mistake),
 * and staff at any time. Once others have answered it, their words hang on it: its author resolves
 * it instead. A deleted pin leaves the picture and the list; its words and the replies stay in the
 * request's thread as ordinary comments (comments are never deleted), and its number is not reused.
 */
export const canDeletePin = (actor: PinActor, pin: PinFacts) =>
  actor.isStaff ||
  (pin.authorId !== null && pin.authorId === actor.id && pin.replyAuthorIds.every((id) => id === actor.id));

/** Why `canDeletePin` says no, in the words the API and the viewer use. */
export const deletePinRefusal = (actor: PinActor, pin: PinFacts) =>
  pin.authorId !== null && pin.authorId === actor.id
    ? PIN_MESSAGES.deleteAnswered
    : PIN_MESSAGES.deleteNotYours;

/** "Pin 2" */
export const pinName = (n: number) => `Pin ${n}`;

/** "Pin 2 on v1 · logo.png" (page 3 of a PDF: "Pin 2 on v1 · brochure.pdf, page 3"). */
export const pinLabel = (pin: { number: number; versionNumber: number; fileName: string; page: number }) =>
  `${pinName(pin.number)} on ${versionLabel(pin.versionNumber)} · ${pin.fileName}${pin.page > 1 ? `, page ${pin.page}` : ''}`;

/** Clamp a position to 0–100 with at most three decimals (what the database stores). */
export const clampPercent = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 1000) / 1000;
