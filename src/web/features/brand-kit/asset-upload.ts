import { useState } from 'react';
import { LOGO_MIMES } from '#shared/domain/brand-kit.ts';
import { MESSAGES, UPLOAD_LIMITS, fileIdError, maxFileSizeMessage } from '#shared/domain/validation.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { asUploadedFile, limitLabel, uploadFiles, type UploadedFile } from '../../lib/stored-files.ts';

/** What the file pickers accept (the server checks the sniffed type again). */
export const LOGO_ACCEPT = [...LOGO_MIMES, '.svg'].join(',');
export const FONT_ACCEPT = '.ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2';

/**
 * Uploads one asset file through the request upload pipeline (POST /api/upload): the size limit is
 * checked first, the server's message is shown when it refuses. Resolves null when nothing was stored.
 */
export function useAssetUpload() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File): Promise<UploadedFile | null> => {
    if (file.size > UPLOAD_LIMITS.maxFileBytes) {
      toast.error(`${MESSAGES.fileTooLarge}. ${maxFileSizeMessage(limitLabel(UPLOAD_LIMITS.maxFileBytes))}`);
      return null;
    }
    setBusy(true);
    try {
      const [entry] = await uploadFiles([file]);
      const stored = asUploadedFile(entry, file.name);
      const problem = fileIdError(stored.rawId);
      if (problem || !stored.id) {
        toast.error(problem ?? MESSAGES.noFileId);
        return null;
      }
      return stored;
    } catch (error) {
      toast.error(errorMessage(error, 'The file could not be uploaded. Please try again.'));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy };
}
