import { MESSAGES } from '#shared/domain/validation.ts';
import { PROOF_IMAGE_MIMES } from '#shared/domain/proofing.ts';

/** How a file can be shown: inline in the viewer, in a new tab (PDF), or only downloaded. */
export type FileKind = 'image' | 'audio' | 'video' | 'pdf' | 'word' | 'powerpoint' | 'excel' | 'other';

const EXTENSIONS: Record<Exclude<FileKind, 'other'>, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'bmp'],
  audio: ['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac', 'opus'],
  video: ['mp4', 'webm', 'mov', 'm4v', 'ogv'],
  pdf: ['pdf'],
  word: ['doc', 'docx', 'docm', 'dot', 'dotx', 'odt', 'rtf'],
  powerpoint: ['ppt', 'pptx', 'pptm', 'pps', 'ppsx', 'pot', 'potx', 'odp'],
  excel: ['xls', 'xlsx', 'xlsm', 'xlsb', 'xlt', 'xltx', 'ods'],
};

/**
 * The images a browser draws: the proofing list, and icons. Other image types (TIFF, HEIC, a
 * Photoshop file, which sniff as image/…) are downloads: an <img> of them is a broken picture.
 */
const DRAWN_IMAGES: ReadonlySet<string> = new Set([
  ...PROOF_IMAGE_MIMES,
  'image/apng',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The kind of a file, from its (server-sniffed) content type first and its name second. SVG is never
 * shown inline: the server serves it as a download so that it cannot run.
 */
export function fileKind(file: { mime?: string | null; name?: string | null }): FileKind {
  const mime = (file.mime ?? '').toLowerCase();
  const ext = extensionOf(file.name ?? '');
  if (mime === 'image/svg+xml' || ext === 'svg') return 'other';
  if (mime === 'application/pdf') return 'pdf';
  if (/msword|wordprocessingml|opendocument\.text|application\/rtf/.test(mime)) return 'word';
  if (/powerpoint|presentationml|opendocument\.presentation/.test(mime)) return 'powerpoint';
  if (/excel|spreadsheetml|opendocument\.spreadsheet/.test(mime)) return 'excel';
  // Office files often sniff as a bare container (zip / compound file): the name decides.
  for (const kind of ['pdf', 'word', 'powerpoint', 'excel'] as const) {
    if (EXTENSIONS[kind].includes(ext)) return kind;
  }
  if (mime.startsWith('image/')) return DRAWN_IMAGES.has(mime) ? 'image' : 'other';
  if (mime.startsWith('audio/')) return 'audio';
  // A voice note recorded in the browser is WebM with only an audio track: it sniffs as video/webm.
  if (mime.startsWith('video/')) return EXTENSIONS.audio.includes(ext) ? 'audio' : 'video';
  if (!mime || mime === 'application/octet-stream') {
    for (const kind of ['image', 'audio', 'video'] as const) {
      if (EXTENSIONS[kind].includes(ext)) return kind;
    }
  }
  return 'other';
}

/** Kinds the viewer plays or shows itself. */
export const isInlineKind = (kind: FileKind) => kind === 'image' || kind === 'audio' || kind === 'video';

const OFFICE_LABEL: Partial<Record<FileKind, string>> = {
  word: 'Word documents',
  powerpoint: 'PowerPoint presentations',
  excel: 'Excel spreadsheets',
};

/** What the viewer says instead of a preview (spec section 5), or null when it previews the file. */
export function previewMessage(kind: FileKind): string | null {
  if (isInlineKind(kind) || kind === 'pdf') return null;
  const office = OFFICE_LABEL[kind];
  if (office) return `${office} are not supported for preview. Please download the file to view it.`;
  return MESSAGES.previewUnsupported;
}

/** 1536 → '1.5 KB'; sizes use 1024 steps like the limits ('100MB' = 100 × 1024 × 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
