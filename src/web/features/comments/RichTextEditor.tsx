import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Box from '@mui/material/Box';
import { RICH_TEXT_CLASS, RICH_TEXT_IMAGE_MAX_WIDTH } from '../../components/rich-text.ts';
import { richTextContentSx } from './rich-text-styles.ts';
import { hasVisibleText, textToDoc } from './text.ts';
import { EditorFrame } from './EditorFrame.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';

/** What the comment form needs from the editor. */
export type RichTextHandle = {
  getHTML: () => string;
  getText: () => string;
  clear: () => void;
  focus: () => void;
};

export type RichTextEditorProps = {
  handleRef: Ref<RichTextHandle | null>;
  /** Accessible name of the editing area. */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Text typed into the stand-in before the editor loaded (CommentComposer); it becomes the content. */
  initialText?: string;
  /** Called on every change: `empty` when no visible text is written, `blank` when nothing at all is. */
  onChange?: (state: { empty: boolean; blank: boolean }) => void;
  /** Ctrl/Cmd+Enter. */
  onSubmit?: () => void;
};

/** Spec section 9: pasted pictures are resized after a short pause. */
const PASTE_RESIZE_DELAY_MS = 100;
/** Pictures are stored inline (data: URLs); wide ones are scaled down before they are inserted. */
const PASTED_IMAGE_MAX_PX = 1000;
const PASTED_IMAGE_MAX_BYTES = 900_000;
const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp)$/;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A picture as a data: URL no wider than 1000px and under ~900kB (else null). */
async function pictureDataUrl(file: File): Promise<string | null> {
  const original = await readAsDataUrl(file);
  if (file.type === 'image/gif' && original.length <= PASTED_IMAGE_MAX_BYTES) return original;
  const img = new window.Image();
  img.src = original;
  await img.decode().catch(() => undefined);
  if (!img.naturalWidth) return null;
  if (img.naturalWidth <= PASTED_IMAGE_MAX_PX && original.length <= PASTED_IMAGE_MAX_BYTES) return original;
  const scale = Math.min(1, PASTED_IMAGE_MAX_PX / img.naturalWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(img.naturalWidth * scale);
  canvas.height = Math.round(img.naturalHeight * scale);
  canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
  for (const quality of [0.85, 0.7, 0.5]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= PASTED_IMAGE_MAX_BYTES) return url;
  }
  return null;
}

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => IMAGE_TYPES.test(f.type));
}

/**
 * The comment editor (TipTap): bold, italic, lists and links (its toolbar: EditorToolbar.tsx); typed
 * URLs become links (autolink); pasted or dropped pictures are inserted inline and shown at most
 * 500px wide. Loaded on demand, the toolbar with it (one chunk).
 */
export default function RichTextEditor({
  handleRef,
  label,
  placeholder,
  disabled = false,
  autoFocus = false,
  initialText = '',
  onChange,
  onSubmit,
}: RichTextEditorProps) {
  const callbacks = useRef({ onChange, onSubmit });
  useEffect(() => {
    callbacks.current = { onChange, onSubmit };
  }, [onChange, onSubmit]);

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    content: initialText ? textToDoc(initialText) : '',
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          autolink: true,
          linkOnPaste: true,
          openOnClick: false,
          defaultProtocol: 'https',
          // No `protocols`: http, https and mailto are linkify's own schemes. Registering them again on
          // every editor (a comment box and each reply box) logs "linkifyjs: already initialized".
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
        },
      }),
      Image.configure({
        inline: false,
        allowBase64: true,
        HTMLAttributes: { style: `max-width: ${RICH_TEXT_IMAGE_MAX_WIDTH}px; height: auto` },
      }),
    ],
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: RICH_TEXT_CLASS,
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
          callbacks.current.onSubmit?.();
          return true;
        }
        return false;
      },
      handlePaste: (_view, event) => {
        const pictures = imageFiles(event.clipboardData?.files);
        if (!pictures.length) return false;
        insertPictures(pictures);
        return true;
      },
      handleDrop: (_view, event) => {
        const pictures = imageFiles((event as DragEvent).dataTransfer?.files);
        if (!pictures.length) return false;
        event.preventDefault();
        insertPictures(pictures);
        return true;
      },
      handleDOMEvents: {
        // Lets pictures be dropped here (the page otherwise refuses dropped files).
        dragover: (_view, event) => {
          if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
          return false;
        },
      },
    },
    onUpdate: ({ editor: e }) =>
      callbacks.current.onChange?.({ empty: !hasVisibleText(e.getText()), blank: e.isEmpty }),
  });

  // Focus in the same task as the mount, not on TipTap's `autofocus` (a later animation frame): the
  // editor replaces the plain stand-in while someone may be typing, and a key pressed in between
  // would land nowhere and be lost.
  useLayoutEffect(() => {
    if (!autoFocus || !editor || editor.isDestroyed) return;
    editor.view.focus();
    editor.commands.setTextSelection(editor.state.doc.content.size);
    // Only when the editor first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  function insertPictures(files: File[]) {
    window.setTimeout(() => {
      void (async () => {
        for (const file of files) {
          const src = await pictureDataUrl(file).catch(() => null);
          if (src && editor && !editor.isDestroyed) {
            editor.chain().focus().setImage({ src, alt: file.name }).run();
          }
        }
      })();
    }, PASTE_RESIZE_DELAY_MS);
  }

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  useImperativeHandle(
    handleRef,
    () => ({
      getHTML: () => editor?.getHTML() ?? '',
      getText: () => editor?.getText() ?? '',
      clear: () => {
        editor?.commands.clearContent(true);
      },
      focus: () => {
        editor?.commands.focus('end');
      },
    }),
    [editor],
  );

  const empty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  return (
    <EditorFrame disabled={disabled}>
      {editor && <EditorToolbar editor={editor} disabled={disabled} />}
      <Box sx={{ position: 'relative' }}>
        {empty && placeholder && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              px: 1.75,
              py: 1.25,
              color: 'text.disabled',
              pointerEvents: 'none',
              fontSize: '0.9375rem',
            }}
          >
            {placeholder}
          </Box>
        )}
        <Box
          sx={{
            '& .ProseMirror': {
              minHeight: 96,
              maxHeight: 360,
              overflowY: 'auto',
              px: 1.75,
              py: 1.25,
              outline: 'none',
              fontSize: '0.9375rem',
              overflowWrap: 'anywhere',
            },
            // The frame around the editor shows focus; the page's focus ring would double it.
            '& .ProseMirror.ProseMirror:focus, & .ProseMirror.ProseMirror:focus-visible': { outline: 'none' },
            '& .ProseMirror img.ProseMirror-selectednode': {
              outline: '2px solid',
              outlineColor: 'primary.main',
            },
            ...richTextContentSx,
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
    </EditorFrame>
  );
}
