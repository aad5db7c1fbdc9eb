import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { navigationFor } from '#shared/domain/permissions.ts';
import { NAV_ITEMS } from '../../paths.ts';
import { preloadRoute } from '../preload.ts';
import { NAV_ICONS } from './nav-icons.tsx';

/** The navigation of the signed-in user's role (permissions.ts navigationFor). */
export function NavList({
  isStaff,
  isOwner = false,
  onNavigate,
}: {
  isStaff: boolean;
  isOwner?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return (
    <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
      {navigationFor(isStaff, isOwner).map((key) => {
        const { label, path } = NAV_ITEMS[key];
        const active = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <li key={key}>
            <ListItemButton
              component={NavLink}
              to={path}
              selected={active}
              onClick={onNavigate}
              // The page's chunk and data start as the pointer or the focus reaches its link.
              onPointerEnter={() => preloadRoute(queryClient, path)}
              onFocus={() => preloadRoute(queryClient, path)}
              sx={{ py: 0.875, px: 1.5 }}
            >
              <ListItemIcon>{NAV_ICONS[key]}</ListItemIcon>
              <ListItemText
                primary={label}
                slotProps={{ primary: { sx: { fontSize: '0.9375rem', fontWeight: active ? 650 : 500 } } }}
              />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
