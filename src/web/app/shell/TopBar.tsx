import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import Add from '@mui/icons-material/Add';
import { Logo } from '../../components/Logo.tsx';
import { PATHS } from '../../paths.ts';
import { SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../../lib/theme.ts';
import { NotificationBell } from './NotificationBell.tsx';

type TopBarProps = {
  onOpenMenu: () => void;
  onOpenSearch: () => void;
  onNewRequest: () => void;
  menuOpen: boolean;
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Logo, global search, notification bell and New Request (desktop); menu and search icons on phones. */
export function TopBar({ onOpenMenu, onOpenSearch, onNewRequest, menuOpen }: TopBarProps) {
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'saturate(180%) blur(8px)',
      }}
    >
      <Toolbar
        disableGutters
        sx={{ minHeight: { xs: TOPBAR_HEIGHT }, px: { xs: 1, sm: 2.5 }, gap: { xs: 0.5, sm: 2 } }}
      >
        <IconButton
          aria-label="Open navigation menu"
          aria-expanded={menuOpen ? 'true' : 'false'}
          onClick={onOpenMenu}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ width: { sm: SIDEBAR_WIDTH - 20 }, flexShrink: 0, display: 'flex', alignItems: 'center' }}>
          <Logo to={PATHS.dashboard} />
        </Box>

        {/* Named by its visible text (WCAG 2.5.3): "Search requests, comments, types…". */}
        <ButtonBase
          onClick={onOpenSearch}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
          sx={{
            display: { xs: 'none', sm: 'flex' },
            justifyContent: 'flex-start',
            gap: 1.25,
            flex: 1,
            maxWidth: 440,
            height: 40,
            px: 1.5,
            borderRadius: 2,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.default',
            color: 'text.secondary',
            transition: 'border-color 120ms, background-color 120ms',
            '&:hover': { borderColor: '#c7cbd1', bgcolor: 'background.paper' },
          }}
        >
          <SearchIcon fontSize="small" />
          <Typography variant="body2" noWrap sx={{ flex: 1, textAlign: 'left' }}>
            Search requests, comments, types…
          </Typography>
          <Box
            component="kbd"
            aria-hidden="true"
            sx={{
              display: { xs: 'none', md: 'inline-block' },
              fontFamily: 'inherit',
              fontSize: '0.75rem',
              fontWeight: 600,
              px: 0.75,
              py: 0.125,
              borderRadius: 1,
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            {isMac ? '⌘K' : 'Ctrl K'}
          </Box>
        </ButtonBase>

        <Box sx={{ flex: 1 }} />

        <IconButton
          aria-label="Search"
          onClick={onOpenSearch}
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, color: 'text.secondary' }}
        >
          <SearchIcon />
        </IconButton>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={onNewRequest}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
        >
          New Request
        </Button>
        <NotificationBell />
      </Toolbar>
    </AppBar>
  );
}
