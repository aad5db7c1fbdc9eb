import { useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { downloadFile, errorMessage } from '../lib/api-client.ts';
import { toast } from '../lib/toast.ts';

/**
 * A download of a file the server makes (CSV exports, the my-data archive): still a link (open in a
 * new tab, copy its address), but a click fetches it first, so a refusal (too many exports at once,
 * no permission) shows as a message instead of being saved as the file.
 */
export function ExportButton({
  href,
  fileName,
  children = 'Export CSV',
  ...button
}: {
  href: string;
  /** The name to save under when the server gives none. */
  fileName: string;
  children?: ReactNode;
} & Pick<ButtonProps, 'size' | 'variant' | 'startIcon' | 'sx'>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      startIcon={<FileDownloadOutlined />}
      {...button}
      component="a"
      href={href}
      download
      aria-disabled={busy || undefined}
      onClick={(event: React.MouseEvent) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        downloadFile(href, fileName)
          .catch((error: unknown) => toast.error(errorMessage(error, 'The export failed. Please try again.')))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Exporting…' : children}
    </Button>
  );
}
