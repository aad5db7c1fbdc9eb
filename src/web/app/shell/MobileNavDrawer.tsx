import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import { useAuth, useSession } from '../../lib/session/index.ts';
import { Logo } from '../../components/Logo.tsx';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../paths.ts';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { CreditBalanceCard } from './CreditBalanceCard.tsx';
import { NavList } from './NavList.tsx';
import { ownedEnterprises } from '../../lib/ownership.ts';
import { UserSummary } from './UserBox.tsx';

type MobileNavDrawerProps = { open: boolean; onClose: () => void; onNewRequest: () => void };

/** Phones (under 640px): the left drawer with the navigation, New Request and LOG OUT. */
export function MobileNavDrawer({ open, onClose, onNewRequest }: MobileNavDrawerProps) {
  const session = useSession();
  const { signOut } = useAuth();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': 'Navigation menu',
          sx: { width: 'min(304px, 86vw)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Logo to={PATHS.dashboard} />
        <IconButton aria-label="Close navigation menu" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, flex: 1, overflowY: 'auto' }}>
        <UserSummary />
        <Button
          component={RouterLink}
          to={PATHS.account}
          variant="outlined"
          startIcon={<ManageAccountsOutlined />}
          fullWidth
          onClick={onClose}
          sx={{ borderColor: 'divider' }}
        >
          Account settings
        </Button>
        <Button
          component={RouterLink}
          to={PATHS.notificationSettings}
          variant="outlined"
          startIcon={<NotificationsNoneOutlined />}
          fullWidth
          onClick={onClose}
          sx={{ borderColor: 'divider' }}
        >
          Notifications
        </Button>
        <Button
          variant="contained"
          startIcon={<Add />}
          fullWidth
          onClick={() => {
            onClose();
            onNewRequest();
          }}
        >
          New Request
        </Button>
        <Box component="nav" aria-label="Main navigation">
          <NavList
            isStaff={session.user.isStaff}
            isOwner={ownedEnterprises(session).length > 0}
            onNavigate={onClose}
          />
        </Box>
        <Box sx={{ flex: 1 }} />
        <CreditBalanceCard />
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button
          variant="outlined"
          color="inherit"
          fullWidth
          startIcon={<Logout />}
          onClick={() => {
            onClose();
            void signOut();
          }}
          sx={{ borderColor: 'divider', fontWeight: 700, letterSpacing: '0.04em' }}
        >
          LOG OUT
        </Button>
      </Box>
    </Drawer>
  );
}
