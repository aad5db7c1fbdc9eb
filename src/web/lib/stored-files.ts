import type { ErrorBody } from '#shared/errors.ts';
import type { StoredFileDto } from '#shared/schemas/files.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';

/*
 * Stored files as every feature sees them: their links (inline and as a download), and uploading
 * them (POST /api/upload, the pipeline the request form, comments and the brand kit's assets share).
 * The uploads feature draws them (drop zone, viewer, recorder); this is what it shares.
 */

/** A stored file as `POST /api/upload` answers it (size is absent on files read from a request). */
export type UploadedFile = Omit<StoredFileDto, 'size'> & Partial<Pick<StoredFileDto, 'size'>>;

export const UPLOAD_PATH = '/api/upload';

/** The file itself, shown inline where the browser can (images, audio, video, PDF). */
export const fileUrl = (file: Pick<UploadedFile, 'id' | 'url'>) =>
  file.url || `/api/files/${encodeURIComponent(file.id)}`;
/** The same file, always as a download. */
export const fileDownloadUrl = (file: Pick<UploadedFile, 'id' | 'url'>) => {
  const url = fileUrl(file);
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
};

export type UploadProgress = { loaded: number; total: number };

function errorFromXhr(xhr: XMLHttpRequest): ApiError {
  let body: Partial<ErrorBody> | undefined;
  try {
    body = JSON.parse(xhr.responseText) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  if (error && typeof error.message === 'string') {
    return new ApiError(error.status ?? xhr.status, error.message, error.name, error.details);
  }
  return new ApiError(xhr.status, `Upload failed (${xhr.status})`);
}

/**
 * POST /api/upload with the files in the multipart field `files`. XMLHttpRequest rather than fetch
 * because only it reports upload progress. Resolves with whatever array the server answered: callers
 * check the ids (fileIdError) and the count themselves.
 */
export function uploadFiles(
  files: readonly File[],
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromXhr(xhr));
        return;
      }
      try {
        const parsed = JSON.parse(xhr.responseText) as unknown;
        resolve(Array.isArray(parsed) ? parsed : []);
      } catch {
        resolve([]);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** Reads one entry of the upload answer as a stored file (its id is checked separately). */
export function asUploadedFile(entry: unknown, fallbackName: string): UploadedFile & { rawId: unknown } {
  const e = (entry ?? {}) as Record<string, unknown>;
  const id = typeof e.id === 'string' || typeof e.id === 'number' ? String(e.id) : '';
  return {
    rawId: e.id,
    id,
    url: typeof e.url === 'string' ? e.url : '',
    name: typeof e.name === 'string' && e.name ? e.name : fallbackName,
    mime: typeof e.mime === 'string' ? e.mime : 'application/octet-stream',
    ...(typeof e.size === 'number' ? { size: e.size } : {}),
  };
}

/** '100MB' for the 'Maximum file size is {filesize}' message. */
export function limitLabel(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)}MB`;
}
