import Box from '@mui/material/Box';
import { useSession } from '../../lib/session/index.ts';
import { CreditBalanceCard } from './CreditBalanceCard.tsx';
import { NavList } from './NavList.tsx';
import { ownedEnterprises } from '../../lib/ownership.ts';
import { SIDEBAR_PANEL } from './sidebar-panel.ts';
import { UserBox } from './UserBox.tsx';

/** The fixed left sidebar on desktop: user box, navigation, Credit Balance. */
export function Sidebar() {
  const session = useSession();
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: 'none', sm: 'flex' },
        flexDirection: 'column',
        gap: 2.5,
        ...SIDEBAR_PANEL,
        overflowY: 'auto',
      }}
    >
      <UserBox />
      <Box component="nav" aria-label="Main navigation">
        <NavList isStaff={session.user.isStaff} isOwner={ownedEnterprises(session).length > 0} />
      </Box>
      <Box sx={{ flex: 1 }} />
      <CreditBalanceCard />
    </Box>
  );
}
