import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { MESSAGES, UPLOAD_LIMITS, fileIdError, maxFileSizeMessage } from '#shared/domain/validation.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { asUploadedFile, deleteUploadedFile, fileUrl, uploadFiles, type UploadedFile } from './api.ts';
import { FileThumb } from './FileThumb.tsx';
import { formatBytes, limitLabel } from './file-kinds.ts';

export const UPLOAD_SUCCESS_MESSAGE = 'File uploaded successfully!';
export const TOTAL_TOO_LARGE_MESSAGE = `The files of one form may not exceed ${limitLabel(UPLOAD_LIMITS.maxFormBytes)} in total.`;
const UPLOAD_FAILED_MESSAGE = 'The upload failed. Please try again.';

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

type Batch = { count: number; loaded: number; total: number; controller: AbortController };

/**
 * Drop or browse files; each batch uploads at once (POST /api/upload) with a progress bar, and the
 * field's value becomes the stored files. Limits are checked before anything is sent: 10 files per
 * field, 100MB per file, 500MB in all (the server enforces the same). Pasting is disabled.
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
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const headingId = useId();
  const [dragging, setDragging] = useState(false);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  // The value when an upload ends may differ from the one when it started (a file removed meanwhile).
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  // Files uploaded here and not yet saved with the form: removing one deletes it on the server too.
  const fresh = useRef(new Set<string>());
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);
  // A file dropped next to the zone must not make the browser open it and leave the unsaved form.
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

  const name = nameProp ?? label ?? 'Attachments';
  const uploading = batch !== null;
  const inactive = disabled || uploading;
  const full = value.length >= maxFiles;

  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

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

  async function handleFiles(list: readonly File[]) {
    if (inactive || list.length === 0) return;
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
      tooLarge(big.map((f) => f.name));
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

  function browse() {
    if (!inactive && !full) inputRef.current?.click();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      browse();
    }
  }

  function onDragOver(event: DragEvent) {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive || full ? 'none' : 'copy';
    if (!dragging) setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (full && event.dataTransfer.files.length) {
      toast.error(MESSAGES.tooManyFiles);
      return;
    }
    void handleFiles(Array.from(event.dataTransfer.files));
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
        role="button"
        tabIndex={inactive || full ? -1 : 0}
        aria-disabled={inactive || full}
        aria-describedby={hintId}
        aria-label={full ? `${name}: ${maxFiles} files added` : `Upload files to ${name}`}
        onClick={browse}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
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
            {uploading ? (
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
          <Typography id={hintId} variant="caption" color="text.secondary" component="p">
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
              batch.controller.abort();
            }}
          >
            Cancel
          </Button>
        )}
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          aria-label={`Choose files for ${name}`}
          data-testid="file-drop-zone-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void handleFiles(files);
          }}
        />
      </Box>
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
      {rejections.length > 0 && (
        <Box component="ul" role="alert" sx={{ m: 0, mt: 1, pl: 2.5, color: 'error.main' }}>
          {rejections.map((note, i) => (
            <Typography key={i} component="li" variant="caption" sx={{ wordBreak: 'break-word' }}>
              {note}
            </Typography>
          ))}
        </Box>
      )}
      {value.length > 0 && (
        <Box
          component="ul"
          aria-label={`${name}: chosen files`}
          sx={{ listStyle: 'none', m: 0, mt: 1.25, p: 0, display: 'grid', gap: 0.75 }}
        >
          {value.map((file) => (
            <Box
              component="li"
              key={file.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.25,
                p: 0.75,
                pr: 0.5,
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 1.5,
                bgcolor: 'background.paper',
                minWidth: 0,
              }}
            >
              <FileThumb file={file} size={40} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Link
                  href={fileUrl(file)}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="hover"
                  color="text.primary"
                  variant="body2"
                  title={file.name}
                  sx={{
                    display: 'block',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    fontWeight: 500,
                  }}
                >
                  {file.name}
                </Link>
                {file.size !== undefined && (
                  <Typography variant="caption" color="text.secondary">
                    {formatBytes(file.size)}
                  </Typography>
                )}
              </Box>
              <Tooltip title="Remove">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${file.name}`}
                    disabled={disabled}
                    onClick={() => remove(file)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
