import { useEffect, useRef, useState } from 'react';
import { MESSAGES, UPLOAD_LIMITS, fileIdError, maxFileSizeMessage } from '#shared/domain/validation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { deleteUploadedFile } from '../api.ts';
import { asUploadedFile, uploadFiles, type UploadedFile } from '../../../lib/stored-files.ts';
import { limitLabel } from '../../../lib/stored-files.ts';

export const UPLOAD_SUCCESS_MESSAGE = 'File uploaded successfully!';
export const TOTAL_TOO_LARGE_MESSAGE = `The files of one form may not exceed ${limitLabel(UPLOAD_LIMITS.maxFormBytes)} in total.`;
const UPLOAD_FAILED_MESSAGE = 'The upload failed. Please try again.';

/** The batch being uploaded: how many files, bytes sent of bytes in all, and how to cancel it. */
export type UploadBatch = { count: number; loaded: number; total: number; controller: AbortController };

/**
 * A field's files on their way to the server. Limits are checked before anything is sent (spec
 * section 5: 10 files per field, 100MB per file, 500MB in all; the server enforces the same), each
 * problem toasted and listed; what fits uploads as one batch (POST /api/upload) with its progress, and
 * the field's value becomes the stored files. Files uploaded here and not yet saved with the form are
 * deleted on the server when removed.
 */
export function useUploadQueue({
  value,
  onChange,
  maxFiles,
  disabled,
  onUploadingChange,
  onTooLarge,
}: {
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  maxFiles: number;
  disabled: boolean;
  onUploadingChange: ((uploading: boolean) => void) | undefined;
  /** Says which files are over the per-file limit (the zone shows it as a rich toast). */
  onTooLarge: (names: string[]) => void;
}) {
  const toast = useToast();
  const [batch, setBatch] = useState<UploadBatch | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  // The value when an upload ends may differ from the one when it started (a file removed meanwhile).
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const fresh = useRef(new Set<string>());
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const uploading = batch !== null;
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  /** What of `list` may be sent, with a note for each file left out. */
  function admit(list: readonly File[]): { fitting: File[]; notes: string[] } {
    const notes: string[] = [];
    let chosen = [...list];
    const room = maxFiles - value.length;
    if (chosen.length > room) {
      toast.error(MESSAGES.tooManyFiles);
      notes.push(MESSAGES.tooManyFiles);
      chosen = chosen.slice(0, Math.max(0, room));
    }
    const big = chosen.filter((f) => f.size > UPLOAD_LIMITS.maxFileBytes);
    if (big.length) {
      onTooLarge(big.map((f) => f.name));
      for (const f of big) {
        notes.push(
          `${f.name}: ${MESSAGES.fileTooLarge}. ${maxFileSizeMessage(limitLabel(UPLOAD_LIMITS.maxFileBytes))}`,
        );
      }
      chosen = chosen.filter((f) => f.size <= UPLOAD_LIMITS.maxFileBytes);
    }
    let total = value.reduce((sum, f) => sum + (f.size ?? 0), 0);
    const fitting: File[] = [];
    for (const f of chosen) {
      if (total + f.size > UPLOAD_LIMITS.maxFormBytes) {
        notes.push(`${f.name}: ${TOTAL_TOO_LARGE_MESSAGE}`);
        continue;
      }
      total += f.size;
      fitting.push(f);
    }
    if (fitting.length < chosen.length) toast.error(TOTAL_TOO_LARGE_MESSAGE);
    return { fitting, notes };
  }

  async function add(list: readonly File[]) {
    if (disabled || uploading || list.length === 0) return;
    const { fitting, notes } = admit(list);
    setRejections(notes);
    if (!fitting.length) return;

    const controller = new AbortController();
    controllerRef.current = controller;
    const bytes = fitting.reduce((sum, f) => sum + f.size, 0);
    setBatch({ count: fitting.length, loaded: 0, total: bytes, controller });
    try {
      const answer = await uploadFiles(fitting, {
        signal: controller.signal,
        onProgress: ({ loaded, total: t }) =>
          setBatch((b) => (b && b.controller === controller ? { ...b, loaded, total: t } : b)),
      });
      const stored: UploadedFile[] = [];
      answer.forEach((entry, i) => {
        const { rawId, ...file } = asUploadedFile(entry, fitting[i]?.name ?? 'file');
        const idError = fileIdError(rawId);
        if (idError) {
          toast.error(idError);
          return;
        }
        fresh.current.add(file.id);
        stored.push(file);
      });
      if (answer.length === 0) toast.error(MESSAGES.noFileId);
      if (stored.length) {
        latest.current.onChange([...latest.current.value, ...stored]);
        toast.success(UPLOAD_SUCCESS_MESSAGE);
      }
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') {
        if (controllerRef.current === controller) toast.info('Upload cancelled');
      } else {
        toast.error(errorMessage(e, UPLOAD_FAILED_MESSAGE));
      }
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setBatch((b) => (b?.controller === controller ? null : b));
    }
  }

  function remove(file: UploadedFile) {
    onChange(value.filter((f) => f.id !== file.id));
    if (fresh.current.delete(file.id)) {
      // Best effort: a file left behind is cleaned up by the server later.
      deleteUploadedFile(file.id).catch(() => undefined);
    }
  }

  const percent =
    batch && batch.total > 0 ? Math.min(100, Math.round((batch.loaded / batch.total) * 100)) : 0;

  return { batch, uploading, percent, rejections, add, remove, cancel: () => batch?.controller.abort() };
}
