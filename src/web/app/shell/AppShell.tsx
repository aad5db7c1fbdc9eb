import { Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { RequestDrawerWarmUpHost } from '../../features/requests/index.ts';
import { SearchDialog } from '../../features/search/index.ts';
import { whenIdle } from '../../lib/idle.ts';
import { mediaOptions } from '../../lib/media-at.ts';
import { PageCommitted } from '../../lib/page-committed.tsx';
import { visuallyHidden } from '../../lib/a11y.ts';
import { requestToastHost } from '../../lib/toast.ts';
import { SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../../lib/theme.ts';
import { NEW_REQUEST_PATH } from '../../paths.ts';
import { RouteSkeleton } from '../RouteSkeleton.tsx';
import { mobileNavChunk } from './mobile-nav-chunk.ts';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { loadRequestDrawerSlots } from '../request-drawer-slots-loader.ts';

/**
 * The signed-in application shell (spec section 2, "Shell"): top bar, fixed sidebar on desktop,
 * a menu drawer on phones, and the routed page in the main area.
 */
const MobileNavDrawer = mobileNavChunk.Component;
const preloadMobileNav = () => {
  mobileNavChunk.preload().catch(() => undefined);
};

export default function AppShell() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), mediaOptions());
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  // The drawer belongs to the phone layout only (its chunk too: asked for once the shell is there).
  const drawerOpen = menuOpen && isPhone;
  useEffect(() => {
    if (isPhone) preloadMobileNav();
  }, [isPhone]);

  const queryClient = useQueryClient();
  // Signed in, toasts will follow: load the toaster once the page is quiet rather than on the first
  // one (not with the page: it is not part of what a page shows first; a toast before then loads it).
  useEffect(() => whenIdle(queryClient, requestToastHost), [queryClient]);

  // New Request is on every page (top bar): once the page is quiet, the drawer's chunk and the
  // catalogue's forms are fetched, so it opens, and a chosen type shows its fields, without waiting;
  // then the form is rendered once off the page (RequestDrawerWarmUpHost), so its first real render
  // runs warm code.
  useEffect(
    () =>
      whenIdle(queryClient, () => {
        // Through the loader, so that the lists' drawer finds its slots settled (no suspension).
        loadRequestDrawerSlots()
          .then(() => import('../request-drawer-slots.ts'))
          .then((drawer) => drawer.prefetchRequestDrawerWithSlots(queryClient))
          .catch(() => undefined);
      }),
    [queryClient],
  );

  // Ctrl+K / ⌘K opens the search from anywhere in the app.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // The request drawer (src/web/features/requests, to come) opens on the workspace with ?new=1.
  const newRequest = () => void navigate(NEW_REQUEST_PATH);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            margin: 0,
            zIndex: 2000,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      >
        Skip to content
      </Box>
      <TopBar
        menuOpen={drawerOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenSearch={() => setSearchOpen(true)}
        onNewRequest={newRequest}
      />
      <Sidebar />
      {isPhone && (
        // Closed, the drawer renders nothing: so does its fallback while the chunk arrives.
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setMenuOpen(false)} onNewRequest={newRequest} />
        </Suspense>
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          pt: `${TOPBAR_HEIGHT}px`,
          ml: { xs: 0, sm: `${SIDEBAR_WIDTH}px` },
          minHeight: '100vh',
          outline: 'none',
        }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, sm: 4 } }}>
          {/* The page's header and skeleton while its chunk loads (issue 23). */}
          <Suspense fallback={<RouteSkeleton />}>
            <Outlet />
            <PageCommitted />
          </Suspense>
        </Box>
      </Box>
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
      <RequestDrawerWarmUpHost />
    </Box>
  );
}
