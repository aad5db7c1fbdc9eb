import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The frame around a comment editor: the rich-text editor (RichTextEditor.tsx) and the plain stand-in
 * shown until it has loaded (CommentComposer.tsx) look the same, focus ring included.
 */
export function EditorFrame({
  disabled,
  onPointerEnter,
  children,
}: {
  disabled: boolean;
  onPointerEnter?: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      {...(onPointerEnter ? { onPointerEnter } : {})}
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: disabled ? 'action.hover' : 'background.paper',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}`,
        },
      }}
    >
      {children}
    </Box>
  );
}
