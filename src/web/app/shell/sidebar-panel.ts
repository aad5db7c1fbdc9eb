import { SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../../lib/theme.ts';

/**
 * Where the desktop sidebar stands (fixed on the left, below the app bar) and its panel: the Sidebar
 * and its stand-in in ShellFrame, while the shell's code loads, take the same place.
 */
export const SIDEBAR_PANEL = {
  position: 'fixed',
  top: TOPBAR_HEIGHT,
  bottom: 0,
  left: 0,
  width: SIDEBAR_WIDTH,
  p: 2,
  borderRight: '1px solid',
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;
