import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FolderZip from '@mui/icons-material/FolderZip';
import { useToast } from '../../lib/toast.ts';
import { ZIP_CREATION_ERROR, downloadRequestZip, zipMissingMessage } from './api.ts';
import { fileUrl, type UploadedFile } from '../../lib/stored-files.ts';
import { FileThumb } from './FileThumb.tsx';
import { fileKind } from './file-kinds.ts';
import { openInNewTab } from './open-in-new-tab.ts';
import { LazyFileViewer } from './lazy.tsx';

export type AttachmentListProps = {
  files: readonly UploadedFile[];
  /** Heading, e.g. 'Attachments' or a file field's label. */
  title?: string;
  /** When given, a Download All button fetches the request's files as one zip. */
  downloadAllRequestId?: number | string;
  /** Shown when there are no files; nothing is rendered when omitted. */
  emptyText?: string;
};

/**
 * The read-only attachments of a request or comment: a thumbnail or icon per file; a click opens the
 * full-screen viewer at that file (PDFs open in a new tab instead).
 */
export function AttachmentList({ files, title, downloadAllRequestId, emptyText }: AttachmentListProps) {
  const toast = useToast();
  const [viewerIndex, setViewerIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const [zipping, setZipping] = useState(false);

  if (!files.length && !emptyText) return null;

  function open(index: number) {
    const file = files[index];
    if (!file) return;
    if (fileKind(file) === 'pdf') {
      openInNewTab(fileUrl(file));
      return;
    }
    setViewerIndex(index);
    setViewerLoaded(true);
    setViewerOpen(true);
  }

  async function downloadAll() {
    if (downloadAllRequestId === undefined || zipping) return;
    setZipping(true);
    try {
      const missing = await downloadRequestZip(
        downloadAllRequestId,
        `request-${downloadAllRequestId}-files.zip`,
      );
      if (missing) toast.warning(zipMissingMessage(missing));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : ZIP_CREATION_ERROR);
    } finally {
      setZipping(false);
    }
  }

  return (
    <Box component="section" aria-label={title ?? 'Attachments'}>
      {(title || (downloadAllRequestId !== undefined && files.length > 0)) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          {title ? (
            <Typography variant="subtitle2" component="h3">
              {title}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
                {files.length}
              </Typography>
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {files.length === 1 ? '1 file' : `${files.length} files`}
            </Typography>
          )}
          {downloadAllRequestId !== undefined && files.length > 0 && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => void downloadAll()}
              disabled={zipping}
              aria-busy={zipping}
              startIcon={zipping ? <CircularProgress size={14} color="inherit" /> : <FolderZip />}
            >
              {zipping ? 'Preparing ZIP…' : 'Download All'}
            </Button>
          )}
        </Box>
      )}
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
            gap: 1,
          }}
        >
          {files.map((file, index) => (
            <Box component="li" key={file.id} sx={{ minWidth: 0 }}>
              <ButtonBase
                onClick={() => open(index)}
                aria-label={`Open ${file.name}`}
                title={file.name}
                sx={{
                  width: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  gap: 0.75,
                  p: 0.75,
                  border: '1px solid',
                  borderColor: 'divider',
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  textAlign: 'left',
                  transition: 'border-color 120ms, box-shadow 120ms',
                  '&:hover': { borderColor: 'primary.light', boxShadow: '0 1px 4px rgba(17,24,39,0.08)' },
                  '&.Mui-focusVisible': {
                    outline: '2px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                <Box
                  sx={{ display: 'flex', justifyContent: 'center', '& > div': { width: '100% !important' } }}
                >
                  <FileThumb file={file} size={84} />
                </Box>
                <Typography
                  variant="caption"
                  sx={{
                    display: 'block',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    fontWeight: 500,
                  }}
                >
                  {file.name}
                </Typography>
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
      {viewerLoaded && (
        <LazyFileViewer
          files={files}
          initialIndex={viewerIndex}
          open={viewerOpen}
          onClose={() => setViewerOpen(false)}
        />
      )}
    </Box>
  );
}
