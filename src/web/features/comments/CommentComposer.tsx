import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FileDropZone, type UploadedFile } from '../uploads/index.ts';
import { COMMENT_MESSAGES } from './messages.ts';
import type { RichTextHandle } from './RichTextEditor.tsx';
import { hasVisibleText } from './text.ts';

// TipTap is heavy: it loads when a comment form is first shown, never with the lists around it.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** Spec section 9: the editor is at most 800px wide. */
export const EDITOR_MAX_WIDTH = 800;

/** TipTap writes <p></p> for an empty line; empty paragraphs at either end are dropped before posting. */
const EMPTY_EDGE = /^(?:\s|<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)+|(?:\s|<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)+$/gi;

export type ComposerSubmit = { html: string; files: UploadedFile[] };

export type CommentComposerProps = {
  /** 'Add New Comments' or the reply form's title. */
  title?: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Posts; resolves true when the comment was stored (the form then empties). */
  onSubmit: (value: ComposerSubmit) => Promise<boolean>;
  /** Something is written or attached and not posted yet. */
  onDirtyChange?: (dirty: boolean) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  compact?: boolean;
};

/**
 * A comment or reply form: the rich-text editor, attachments and the submit button. A comment needs
 * visible text ('Kindly leave a comment with at least 1 letter.'); an identical repeat of the last
 * one posted here, or a second post while one is submitting, is ignored.
 */
export function CommentComposer({
  title,
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onDirtyChange,
  onCancel,
  autoFocus = false,
  compact = false,
}: CommentComposerProps) {
  const editorRef = useRef<RichTextHandle | null>(null);
  const [hasText, setHasText] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [zoneKey, setZoneKey] = useState(0);
  const busy = useRef(false);
  const lastPosted = useRef<string | null>(null);
  const errorId = useId();
  const titleId = useId();

  const dirty = hasText || files.length > 0;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  function reset() {
    editorRef.current?.clear();
    setHasText(false);
    setFiles([]);
    setZoneKey((k) => k + 1);
  }

  async function submit() {
    if (busy.current || uploading) return;
    const editor = editorRef.current;
    if (!editor) return;
    if (!hasVisibleText(editor.getText())) {
      setError(COMMENT_MESSAGES.empty);
      editor.focus();
      return;
    }
    setError(null);
    const html = editor.getHTML().replace(EMPTY_EDGE, '').trim();
    const fingerprint = `${html}\u0000${files.map((f) => f.id).join(',')}`;
    if (fingerprint === lastPosted.current) {
      // Already posted: nothing is sent again.
      reset();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      if (await onSubmit({ html, files })) {
        lastPosted.current = fingerprint;
        reset();
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <Box
      component="form"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: compact ? 1 : 1.5, maxWidth: EDITOR_MAX_WIDTH, width: '100%', minWidth: 0 }}
    >
      {title && (
        <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      <Box aria-describedby={error ? errorId : undefined}>
        <Suspense
          fallback={
            <Skeleton variant="rounded" height={compact ? 120 : 138} aria-label="Loading the editor" />
          }
        >
          <RichTextEditor
            handleRef={editorRef}
            label={label}
            placeholder={placeholder}
            disabled={submitting}
            autoFocus={autoFocus}
            onChange={({ empty, blank }) => {
              setHasText(!blank);
              if (!empty) setError(null);
            }}
            onSubmit={() => void submit()}
          />
        </Suspense>
        {error && (
          <FormHelperText id={errorId} error role="alert" sx={{ mx: 0.5, mt: 0.75, fontSize: '0.8125rem' }}>
            {error}
          </FormHelperText>
        )}
      </Box>
      <FileDropZone
        key={zoneKey}
        value={files}
        onChange={setFiles}
        name={compact ? 'Reply attachments' : 'Comment attachments'}
        disabled={submitting}
        onUploadingChange={setUploading}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={submitting} color="inherit">
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={submitting || uploading}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
