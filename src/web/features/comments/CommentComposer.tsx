import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type KeyboardEvent,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { UploadedFile } from '../../lib/stored-files.ts';
import { COMMENT_MESSAGES } from './messages.ts';
import type { RichTextEditorProps, RichTextHandle } from './RichTextEditor.tsx';
import { hasVisibleText, textToHtml } from './text.ts';
import { EditorFrame } from './EditorFrame.tsx';
import type { CommentSlots } from './slots.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';

// TipTap is heavy (over 100 KiB): it loads when the user reaches for a comment box (pointer or
// focus), never with the request. Until then a plain text box stands in, looking the same, and what
// is typed into it becomes the editor's content (or is posted as it is, should the editor not load).
const loadEditor = () => import('./RichTextEditor.tsx');

/** The height of the editor's formatting toolbar, kept free by the stand-in so nothing jumps. */
const TOOLBAR_HEIGHT = 39;

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
  /** The attachments' drop zone (`slots.attach`), when the app layer passed one in. */
  slots?: CommentSlots;
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
  slots = {},
}: CommentComposerProps) {
  const Attach = slots.attach;
  const editorRef = useRef<RichTextHandle | null>(null);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [draft, setDraft] = useState('');
  const standInRef = useRef<HTMLTextAreaElement | null>(null);
  const standInFocused = useRef(false);
  const editorRequested = useRef(false);
  const [hasText, setHasText] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [zoneKey, setZoneKey] = useState(0);
  const busy = useRef(false);
  const lastPosted = useRef<string | null>(null);
  /** The form held the focus when it was posted: it gets it back once posting ends. */
  const refocus = useRef(false);
  // Posting disables the button and the editor, which drops the focus (to the page, or to the
  // drawer around it): a keyboard user would be sent back to the top. Once posting ends the box
  // takes it back, unless the person has moved it somewhere meanwhile.
  const formRef = useFocusWhen<HTMLFormElement>(!submitting, {
    onlyIfLost: true,
    pick: () => {
      if (!refocus.current) return null;
      refocus.current = false;
      return editorRef.current ?? standInRef.current;
    },
  });
  const errorId = useId();
  const titleId = useId();

  const dirty = hasText || files.length > 0;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  function wantEditor() {
    if (editorRequested.current) return;
    editorRequested.current = true;
    loadEditor()
      .then((m) => setEditor(() => m.default))
      // The stand-in keeps working; the next focus tries again.
      .catch(() => (editorRequested.current = false));
  }

  function reset() {
    editorRef.current?.clear();
    setDraft('');
    setHasText(false);
    setFiles([]);
    setZoneKey((k) => k + 1);
  }

  async function submit() {
    if (busy.current || uploading) return;
    const editor = Editor ? editorRef.current : null;
    if (Editor && !editor) return;
    if (!hasVisibleText(editor ? editor.getText() : draft)) {
      setError(COMMENT_MESSAGES.empty);
      if (editor) editor.focus();
      else standInRef.current?.focus();
      return;
    }
    setError(null);
    const html = (editor ? editor.getHTML() : textToHtml(draft)).replace(EMPTY_EDGE, '').trim();
    const fingerprint = `${html}\u0000${files.map((f) => f.id).join(',')}`;
    if (fingerprint === lastPosted.current) {
      // Already posted: nothing is sent again.
      reset();
      return;
    }
    busy.current = true;
    refocus.current = Boolean(formRef.current?.contains(document.activeElement));
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
      ref={formRef}
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
        {Editor ? (
          <Editor
            handleRef={editorRef}
            label={label}
            placeholder={placeholder}
            disabled={submitting}
            // The stand-in had the focus (or the form asked for it): the editor takes it over.
            autoFocus={autoFocus || standInFocused.current}
            initialText={draft}
            onChange={({ empty, blank }) => {
              setHasText(!blank);
              if (!empty) setError(null);
            }}
            onSubmit={() => void submit()}
          />
        ) : (
          <EditorStandIn
            inputRef={standInRef}
            label={label}
            placeholder={placeholder}
            value={draft}
            disabled={submitting}
            autoFocus={autoFocus}
            onReach={wantEditor}
            onFocusChange={(focused) => {
              standInFocused.current = focused;
              if (focused) wantEditor();
            }}
            onChange={(text) => {
              setDraft(text);
              setHasText(text !== '');
              if (hasVisibleText(text)) setError(null);
            }}
            onSubmit={() => void submit()}
          />
        )}
        {error && (
          <FormHelperText id={errorId} error role="alert" sx={{ mx: 0.5, mt: 0.75, fontSize: '0.8125rem' }}>
            {error}
          </FormHelperText>
        )}
      </Box>
      {Attach && (
        <Attach
          key={zoneKey}
          files={files}
          onChange={setFiles}
          name={compact ? 'Reply attachments' : 'Comment attachments'}
          disabled={submitting}
          onBusyChange={setUploading}
        />
      )}
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

/**
 * What a comment box shows until the editor has loaded: a plain text box framed like the editor,
 * with room for its toolbar. Reaching it (pointer) starts loading the editor; focusing it too.
 */
function EditorStandIn({
  inputRef,
  label,
  placeholder,
  value,
  disabled,
  autoFocus,
  onReach,
  onFocusChange,
  onChange,
  onSubmit,
}: {
  inputRef: Ref<HTMLTextAreaElement>;
  label: string;
  placeholder: string;
  value: string;
  disabled: boolean;
  autoFocus: boolean;
  onReach: () => void;
  onFocusChange: (focused: boolean) => void;
  onChange: (text: string) => void;
  onSubmit: () => void;
}) {
  return (
    <EditorFrame disabled={disabled} onPointerEnter={onReach}>
      <Box aria-hidden sx={{ height: TOOLBAR_HEIGHT, borderBottom: '1px solid', borderColor: 'divider' }} />
      <Box
        component="textarea"
        ref={inputRef}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        data-testid="comment-editor-stand-in"
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
        onKeyDown={(e: KeyboardEvent<HTMLTextAreaElement>) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            onSubmit();
          }
        }}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: 96,
          resize: 'none',
          border: 0,
          outline: 'none',
          px: 1.75,
          py: 1.25,
          m: 0,
          font: 'inherit',
          fontSize: '0.9375rem',
          color: 'text.primary',
          bgcolor: 'transparent',
          '&::placeholder': { color: 'text.disabled', opacity: 1 },
          '&:focus, &:focus-visible': { outline: 'none' },
        }}
      />
    </EditorFrame>
  );
}
