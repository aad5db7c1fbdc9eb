import { NETWORK_ERROR_MESSAGE, api } from '../../lib/api-client.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { MESSAGES } from '#shared/domain/validation.ts';

export const uploadedFilePath = (id: string) => `/api/upload/files/${encodeURIComponent(id)}`;
/** Download All: the request's files as one zip, streamed by the server. */
export const requestZipPath = (requestId: number | string) =>
  `/api/service-requests/${encodeURIComponent(String(requestId))}/files/zip`;

/** Spec section 8: shown when the zip fails and the server gave no message of its own. */
export const ZIP_CREATION_ERROR = MESSAGES.zipCreation;

/** DELETE /api/upload/files/{id}: removes a file that is not attached to anything yet. */
export const deleteUploadedFile = (id: string) => api.delete<{ data: { id: string } }>(uploadedFilePath(id));

/**
 * The header saying how many of the request's files the zip lacks (their bytes could not be found;
 * the zip names them in a note: server modules/uploads/uploads.routes.ts).
 */
const ZIP_MISSING_HEADER = 'x-files-missing';

/** What to say when the zip came without some of the request's files. */
export const zipMissingMessage = (missing: number) =>
  missing === 1
    ? '1 file could not be included in the ZIP: its stored copy could not be found. The ZIP lists it in "Files not included.txt".'
    : `${missing} files could not be included in the ZIP: their stored copies could not be found. The ZIP lists them in "Files not included.txt".`;

/**
 * Fetches the zip and hands it to the browser as a download; throws with the message to show.
 * Answers how many of the request's files the zip lacks (0: all of them are in it).
 */
export async function downloadRequestZip(requestId: number | string, fileName: string): Promise<number> {
  let response: Response;
  try {
    response = await fetch(requestZipPath(requestId), { credentials: 'same-origin' });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    let message: string = ZIP_CREATION_ERROR;
    try {
      const body = (await response.json()) as Partial<ErrorBody>;
      if (body.error?.message) message = body.error.message;
    } catch {
      /* not JSON: keep the generic message */
    }
    throw new Error(message);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The server cut the stream: the archive could not be completed.
    throw new Error(ZIP_CREATION_ERROR);
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  const missing = Number(response.headers.get(ZIP_MISSING_HEADER) ?? 0);
  return Number.isInteger(missing) && missing > 0 ? missing : 0;
}
