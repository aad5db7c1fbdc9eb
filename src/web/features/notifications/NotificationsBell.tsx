import { Suspense, useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { LazyTooltip } from '../../components/lazy-tooltip/LazyTooltip.tsx';
import { useSession } from '../../lib/session/index.ts';
import { whenIdle } from '../../lib/idle.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { useUnreadNotifications } from './use-notifications.ts';

const MAX_BADGE = 99;

/*
 * The popover's content (the list, its actions and icons: ~2 KiB Brotli) is a chunk of its own
 * (issue 30): asked for once the page is quiet, or when the pointer or the focus reaches the bell.
 */
const panelChunk = lazyWithPreload(() =>
  import('./NotificationsPanel.tsx').then((m) => ({ default: m.NotificationsPanel })),
);
const NotificationsPanel = panelChunk.Component;
const preloadPanel = () => {
  panelChunk.preload().catch(() => undefined);
};

/** The panel's frame while its chunk arrives: its title and the loading state it opens with. */
function PanelLoading({ titleId }: { titleId: string }) {
  return (
    <>
      <Box sx={{ px: 2, py: 1.25 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.0625rem' }}>
          Notifications
        </Typography>
      </Box>
      <Divider />
      <Box
        role="status"
        aria-label="Loading notifications"
        sx={{ display: 'grid', placeItems: 'center', py: 5 }}
      >
        <CircularProgress size={28} aria-label="Loading notifications" />
      </Box>
    </>
  );
}

/** The top bar's bell: the live unread count, and the notifications popover. */
export function NotificationsBell() {
  const session = useSession();
  const userId = session.user.id;
  const unreadCount = useUnreadNotifications(userId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => whenIdle(queryClient, preloadPanel), [queryClient]);
  const panelId = useId();
  const titleId = useId();
  // The badge's text is part of the name (WCAG 2.5.3): the same figure, capped as the badge caps it.
  const shown = unreadCount > MAX_BADGE ? `${MAX_BADGE}+` : String(unreadCount);
  const label = unreadCount > 0 ? `Notifications, ${shown} unread` : 'Notifications';
  return (
    <>
      <LazyTooltip title="Notifications">
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          sx={{ color: 'text.secondary' }}
        >
          {/* No badge at all when nothing is unread: a hidden "0" would still be text of the button. */}
          {unreadCount > 0 ? (
            <Badge badgeContent={unreadCount} color="error" max={MAX_BADGE} data-testid="notification-badge">
              <NotificationsNoneOutlined />
            </Badge>
          ) : (
            <NotificationsNoneOutlined />
          )}
        </IconButton>
      </LazyTooltip>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: 'min(400px, calc(100vw - 24px))',
              mt: 1,
              border: '1px solid',
              borderColor: 'divider',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Suspense fallback={<PanelLoading titleId={titleId} />}>
          <NotificationsPanel
            userId={userId}
            unreadCount={unreadCount}
            titleId={titleId}
            onNavigate={() => setAnchor(null)}
          />
        </Suspense>
      </Popover>
    </>
  );
}
