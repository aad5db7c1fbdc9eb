import { useState } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import { LazyTooltip } from '../../components/lazy-tooltip/LazyTooltip.tsx';

/**
 * The comment editor's formatting toolbar: bold, italic, bulleted and numbered lists, and a link
 * (added or edited in a popover over the drawer, or removed). Its buttons keep the editor's focus.
 */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [href, setHref] = useState('');

  const tools = [
    {
      key: 'bold',
      label: 'Bold',
      icon: <FormatBold />,
      active: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'Italic',
      icon: <FormatItalic />,
      active: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bullet',
      label: 'Bulleted list',
      icon: <FormatListBulleted />,
      active: state.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: 'Numbered list',
      icon: <FormatListNumbered />,
      active: state.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ];

  function applyLink() {
    const value = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!value) chain.unsetLink().run();
    else {
      const url = /^(https?:\/\/|mailto:)/i.test(value) ? value : `https://${value}`;
      if (editor.state.selection.empty && !state.link) {
        chain
          .insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: url } }] })
          .run();
      } else {
        chain.setLink({ href: url }).run();
      }
    }
    setLinkAnchor(null);
  }

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      {tools.map((tool) => (
        <LazyTooltip key={tool.key} title={tool.label}>
          <span>
            <IconButton
              size="small"
              aria-label={tool.label}
              aria-pressed={tool.active}
              disabled={disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={tool.run}
              color={tool.active ? 'primary' : 'default'}
              sx={{ borderRadius: 1, ...(tool.active && { bgcolor: 'action.selected' }) }}
            >
              {tool.icon}
            </IconButton>
          </span>
        </LazyTooltip>
      ))}
      <LazyTooltip title={state.link ? 'Edit link' : 'Add link'}>
        <span>
          <IconButton
            size="small"
            aria-label={state.link ? 'Edit link' : 'Add link'}
            aria-pressed={state.link}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => {
              setHref((editor.getAttributes('link').href as string | undefined) ?? '');
              setLinkAnchor(e.currentTarget);
            }}
            color={state.link ? 'primary' : 'default'}
            sx={{ borderRadius: 1, ...(state.link && { bgcolor: 'action.selected' }) }}
          >
            <InsertLink />
          </IconButton>
        </span>
      </LazyTooltip>
      {state.link && (
        <LazyTooltip title="Remove link">
          <span>
            <IconButton
              size="small"
              aria-label="Remove link"
              disabled={disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
              sx={{ borderRadius: 1 }}
            >
              <LinkOff />
            </IconButton>
          </span>
        </LazyTooltip>
      )}
      <Popover
        open={Boolean(linkAnchor)}
        anchorEl={linkAnchor}
        onClose={() => setLinkAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // Above the drawer (a modal) that holds the editor.
        sx={{ zIndex: (t) => t.zIndex.modal + 1 }}
      >
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            applyLink();
          }}
          sx={{
            display: 'flex',
            gap: 1,
            p: 1.5,
            alignItems: 'center',
            width: 'min(360px, calc(100vw - 32px))',
          }}
        >
          <TextField
            size="small"
            label="Link address"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            autoFocus
            fullWidth
            placeholder="https://"
          />
          <Button type="submit" variant="contained" size="small">
            Apply
          </Button>
        </Box>
      </Popover>
    </Box>
  );
}
