import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Logo } from '../../components/Logo.tsx';
import { SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../../lib/theme.ts';
import { SIDEBAR_PANEL } from './sidebar-panel.ts';

/**
 * The shell's outline while its own code or the session loads (issue 23): the app bar with the logo
 * and the sidebar's place, in the geometry of AppShell, TopBar and Sidebar, around the page's
 * skeleton, so a signed-in page has its frame from the first frame instead of a spinner. Built from
 * what the entry already carries (no AppBar, no icons); the sidebar's stand-in is hidden from
 * assistive technology, the page's skeleton says what is loading.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          position: 'fixed',
          inset: '0 0 auto 0',
          zIndex: 1100,
          height: TOPBAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, sm: 2.5 },
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Skeleton
          variant="rounded"
          width={24}
          height={24}
          sx={{ display: { xs: 'block', sm: 'none' }, mr: 1 }}
        />
        <Logo />
        <Skeleton
          variant="rounded"
          height={40}
          sx={{ display: { xs: 'none', sm: 'block' }, ml: `${SIDEBAR_WIDTH - 200}px`, width: 360 }}
        />
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          display: { xs: 'none', sm: 'grid' },
          alignContent: 'start',
          gap: 1.5,
          ...SIDEBAR_PANEL,
        }}
      >
        <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={28} />
        ))}
      </Box>
      <Box component="main" sx={{ pt: `${TOPBAR_HEIGHT}px`, ml: { xs: 0, sm: `${SIDEBAR_WIDTH}px` } }}>
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, sm: 4 } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
