import { useEffect, useId } from 'react';
import { useDropzone } from 'react-dropzone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { MESSAGES, UPLOAD_LIMITS, maxFileSizeMessage } from '#shared/domain/validation.ts';
import { useToast } from '../../lib/toast.ts';
import type { UploadedFile } from '../../lib/stored-files.ts';
import { limitLabel } from '../../lib/stored-files.ts';
import { UploadedFileList } from './drop-zone/UploadedFileList.tsx';
import { useUploadQueue } from './drop-zone/useUploadQueue.ts';

export { TOTAL_TOO_LARGE_MESSAGE, UPLOAD_SUCCESS_MESSAGE } from './drop-zone/useUploadQueue.ts';

export type FileDropZoneProps = {
  /** The stored files of this field (ids sent with the form). */
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Heading shown above the zone, e.g. 'Attachments' or a file field's label. */
  label?: string;
  /** The field's accessible name when the heading is drawn by the form (defaults to the label, else 'Attachments'). */
  name?: string;
  /** Help under the heading (a dynamic field's description). */
  description?: string;
  /** Shown in red under the zone (a form error). */
  error?: string;
  disabled?: boolean;
  /** Defaults to the form limit of 10. */
  maxFiles?: number;
  /** Lets the form hold its Save while a batch is still uploading. */
  onUploadingChange?: (uploading: boolean) => void;
};

/** Phones and tablets: no dragging, so the zone says "tap". */
const TOUCH = '@media (hover: none) and (pointer: coarse)';

/** A file dropped next to the zone must not make the browser open it and leave the unsaved form. */
function useNoStrayDrops() {
  useEffect(() => {
    const guard = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      if (event.type === 'dragover') event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, []);
}

/**
 * Drop or browse files (react-dropzone does the dragging, the keyboard and the file dialog); the
 * upload queue (drop-zone/useUploadQueue.ts) checks the limits and uploads each batch with a progress
 * bar; the chosen files are listed under the zone. Pasting is disabled (spec section 5).
 */
export function FileDropZone({
  value,
  onChange,
  label,
  name: nameProp,
  description,
  error,
  disabled = false,
  maxFiles = UPLOAD_LIMITS.maxFiles,
  onUploadingChange,
}: FileDropZoneProps) {
  const toast = useToast();
  const headingId = useId();
  useNoStrayDrops();

  function tooLarge(names: string[]) {
    const detail = maxFileSizeMessage(limitLabel(UPLOAD_LIMITS.maxFileBytes));
    toast.show(
      <Box>
        <Box component="strong" sx={{ display: 'block' }}>
          {MESSAGES.fileTooLarge}
        </Box>
        {detail}
        {names.length === 1 ? ` (${names[0]})` : ''}
      </Box>,
      { variant: 'error' },
    );
  }

  const queue = useUploadQueue({
    value,
    onChange,
    maxFiles,
    disabled,
    onUploadingChange,
    onTooLarge: tooLarge,
  });
  const name = nameProp ?? label ?? 'Attachments';
  const { batch, uploading, percent } = queue;
  const inactive = disabled || uploading;
  const full = value.length >= maxFiles;

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (files) => {
      if (full && files.length) {
        toast.error(MESSAGES.tooManyFiles);
        return;
      }
      void queue.add(files);
    },
    disabled: inactive,
    // A full zone still takes a drop, to say why nothing more can be added.
    noClick: full,
    noKeyboard: full,
    noPaste: true,
    // The window guard above refuses stray file drops only; other drags (text in an editor) stay free.
    preventDropOnDocument: false,
    multiple: true,
  });
  const dragging = isDragActive && !inactive;

  return (
    <Box
      onPaste={(event) => event.preventDefault()}
      role="group"
      aria-labelledby={label ? headingId : undefined}
      aria-label={label ? undefined : name}
      data-testid="file-drop-zone"
    >
      {label && (
        <Box
          sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 0.75 }}
        >
          <Typography id={headingId} variant="subtitle2" component="h3">
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {value.length} / {maxFiles} files
          </Typography>
        </Box>
      )}
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      <Box
        {...getRootProps({
          role: 'button',
          tabIndex: inactive || full ? -1 : 0,
          'aria-disabled': inactive || full,
          // Named by what it shows (the instruction and the limits; the group around it carries the
          // field's name): an aria-label would not contain the visible text (WCAG 2.5.3).
        })}
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          px: { xs: 2, sm: 3 },
          py: { xs: 2.5, sm: 2.5 },
          textAlign: { xs: 'center', sm: 'left' },
          border: '1.5px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'rgba(79, 70, 229, 0.06)' : 'background.paper',
          cursor: inactive || full ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover':
            inactive || full
              ? undefined
              : { borderColor: 'primary.main', bgcolor: 'rgba(79, 70, 229, 0.03)' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
            bgcolor: 'rgba(79, 70, 229, 0.1)',
            color: 'primary.main',
          }}
        >
          <CloudUpload />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {batch ? (
              `Uploading ${batch.count} ${batch.count === 1 ? 'file' : 'files'}… ${percent}%`
            ) : full ? (
              `${maxFiles} files added. Remove one to add another.`
            ) : dragging ? (
              'Drop the files to upload them'
            ) : (
              <>
                <Box component="span" sx={{ [TOUCH]: { display: 'none' } }}>
                  Drag and drop files here, or{' '}
                  <Box component="span" sx={{ color: 'primary.main', textDecoration: 'underline' }}>
                    browse
                  </Box>
                </Box>
                <Box component="span" sx={{ display: 'none', [TOUCH]: { display: 'inline' } }}>
                  Tap to choose files
                </Box>
              </>
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Works best with 5–10 files under 25MB each. Up to {maxFiles} files,{' '}
            {limitLabel(UPLOAD_LIMITS.maxFileBytes)} per file.
          </Typography>
        </Box>
        {uploading && (
          <Button
            size="small"
            color="inherit"
            onClick={(event) => {
              event.stopPropagation();
              queue.cancel();
            }}
          >
            Cancel
          </Button>
        )}
      </Box>
      {/* Beside the button, not inside it: no focusable control nested in another. */}
      <input
        {...getInputProps({
          hidden: true,
          'aria-label': `Choose files for ${name}`,
        })}
        data-testid="file-drop-zone-input"
      />
      {uploading && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Upload progress"
          sx={{ mt: 1, borderRadius: 1, height: 6 }}
        />
      )}
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {error}
        </Typography>
      )}
      {queue.rejections.length > 0 && (
        <Box component="ul" role="alert" sx={{ m: 0, mt: 1, pl: 2.5, color: 'error.main' }}>
          {queue.rejections.map((note, i) => (
            <Typography key={i} component="li" variant="caption" sx={{ wordBreak: 'break-word' }}>
              {note}
            </Typography>
          ))}
        </Box>
      )}
      <UploadedFileList files={value} name={name} disabled={disabled} onRemove={queue.remove} />
    </Box>
  );
}
