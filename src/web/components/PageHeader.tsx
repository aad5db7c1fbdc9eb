import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../brand.ts';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  /** Small line above the title (e.g. a back link). */
  eyebrow?: ReactNode;
  /** The browser tab title; defaults to the page title. */
  documentTitle?: string;
};

/** The top of every page inside the shell: title, one line of context, page actions. */
export function PageHeader({ title, description, actions, eyebrow, documentTitle }: PageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2.5, sm: 3.5 },
      }}
    >
      <title>{`${documentTitle ?? title} · ${APP_NAME}`}</title>
      <Box sx={{ minWidth: 0 }}>
        {eyebrow && <Box sx={{ mb: 1 }}>{eyebrow}</Box>}
        {/* A title or context line may carry a name people typed (an enterprise's): one long word wraps. */}
        <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description && (
          <Typography
            variant="body1"
            color="text.secondary"
            sx={{ mt: 0.75, maxWidth: 720, overflowWrap: 'anywhere' }}
          >
            {description}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
