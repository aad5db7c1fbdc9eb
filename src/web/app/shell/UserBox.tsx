import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Logout from '@mui/icons-material/Logout';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../paths.ts';
import { useAuth, useSession, displayName, userBoxLabel } from '../../lib/session/index.ts';
import { visuallyHidden } from '../../lib/a11y.ts';
import { UserAvatar } from './UserAvatar.tsx';

/** Avatar, name and the provider label (staff) or first enterprise (customers). */
export function UserSummary() {
  const session = useSession();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1 }}>
      <Box aria-hidden="true" sx={{ display: 'flex' }}>
        <UserAvatar user={session.user} />
      </Box>
      <Box sx={{ minWidth: 0, textAlign: 'left' }}>
        <Typography
          noWrap
          sx={{ fontWeight: 650, fontSize: '0.9375rem', lineHeight: 1.3 }}
          data-testid="user-name"
        >
          {displayName(session.user)}
        </Typography>
        <Typography noWrap variant="body2" color="text.secondary" data-testid="user-label">
          {userBoxLabel(session)}
        </Typography>
      </Box>
    </Box>
  );
}

/** The sidebar's user box; its menu offers the account settings and Log out. */
export function UserBox() {
  const { signOut } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{
          width: '100%',
          display: 'flex',
          gap: 1,
          p: 1.25,
          borderRadius: 2.5,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
          transition: 'background-color 120ms',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {/* Named by its content, "Account menu for" read first (WCAG 2.5.3: an aria-label never held
            all of the visible name and label); the avatar's initials are hidden. */}
        <Box component="span" sx={visuallyHidden}>
          Account menu for{' '}
        </Box>
        <UserSummary />
        <UnfoldMore fontSize="small" sx={{ color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 236, mt: 0.75 } } }}
      >
        <MenuItem component={RouterLink} to={PATHS.account} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" />
          </ListItemIcon>
          Account settings
        </MenuItem>
        <MenuItem component={RouterLink} to={PATHS.notificationSettings} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <NotificationsNoneOutlined fontSize="small" />
          </ListItemIcon>
          Notifications
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}
