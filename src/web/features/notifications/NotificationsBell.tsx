import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useSession } from '../../lib/session/index.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';
import { useUnreadNotifications } from './use-notifications.ts';

const MAX_BADGE = 99;

/** The top bar's bell: the live unread count, and the notifications popover. */
export function NotificationsBell() {
  const session = useSession();
  const userId = session.user.id;
  const unreadCount = useUnreadNotifications(userId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  // The badge's text is part of the name (WCAG 2.5.3): the same figure, capped as the badge caps it.
  const shown = unreadCount > MAX_BADGE ? `${MAX_BADGE}+` : String(unreadCount);
  const label = unreadCount > 0 ? `Notifications, ${shown} unread` : 'Notifications';
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
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
      </Tooltip>
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
        <NotificationsPanel
          userId={userId}
          unreadCount={unreadCount}
          titleId={titleId}
          onNavigate={() => setAnchor(null)}
        />
      </Popover>
    </>
  );
}
