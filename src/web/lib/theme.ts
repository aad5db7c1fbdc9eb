import { createTheme, alpha } from '@mui/material/styles';

/**
 * The look of the product. Breakpoint `sm` is 640px so that `theme.breakpoints.down('sm')` is the
 * spec's phone layout ("under 640px": search icon, menu drawer).
 */
const primary = '#4f46e5';
const ink = '#111827';
const muted = '#6b7280';
const border = '#e5e7eb';
const canvas = '#f6f7f9';

export const SIDEBAR_WIDTH = 264;
export const TOPBAR_HEIGHT = 64;

const focusRing = {
  outline: `2px solid ${primary}`,
  outlineOffset: 2,
};

export const theme = createTheme({
  // A person who asked their system for less motion (WCAG 2.3.3): MUI's transitions (Fade, Grow,
  // Slide, Collapse…) take no time, in their CSS and in their timers (a closed dialog is gone at once,
  // not after its exit's 225 ms), ripples and loaders stand still. Read from the media query, so the
  // prerendered page and the app stay one theme.
  motion: { reducedMotion: 'system' },
  breakpoints: { values: { xs: 0, sm: 640, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: primary, light: '#818cf8', dark: '#4338ca', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    success: { main: '#15803d' },
    warning: { main: '#c2410c' },
    error: { main: '#b91c1c' },
    info: { main: '#0369a1' },
    text: { primary: ink, secondary: muted },
    divider: border,
    background: { default: canvas, paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h2: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.2 },
    h3: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontSize: '1.375rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontSize: '1.125rem', fontWeight: 650 },
    h6: { fontSize: '1rem', fontWeight: 650 },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600, fontSize: '0.8125rem' },
    body2: { fontSize: '0.875rem' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.08em', fontSize: '0.6875rem' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        // Visible focus for anything the keyboard reaches that MUI does not style itself (links…).
        'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': focusRing,
        '#root': { minHeight: '100vh' },
        // The same preference for what is not MUI's (the toaster's and the app's own CSS animations):
        // each ends at once, in its final state.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            transitionDelay: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingInline: 16 },
        sizeLarge: { paddingBlock: 10, fontSize: '0.9375rem' },
      },
    },
    MuiIconButton: { styleOverrides: { root: { borderRadius: 8 } } },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: { borderColor: border } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14, borderColor: border } },
    },
    // No default `fullWidth` for text fields: its `width: 100%` quietly beat every flex row that asked a
    // field for `flex: 0 0 auto` (issue 23: the request filter bar stacked one field a row at
    // 1440 px; the board's bar had worked around it with `fullWidth={false}`). A form that wants a
    // field across its column says `fullWidth`; a column Stack stretches its fields anyway.
    // A disabled field's hint ("Select a company first") still has to be read: muted, not 38% black.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: muted } } } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: '#ffffff',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: '#d1d5db' },
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: '#9ca3af' },
        },
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600, borderRadius: 8 } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': {
            backgroundColor: alpha(primary, 0.1),
            color: primary,
            '& .MuiListItemIcon-root': { color: primary },
          },
          '&.Mui-selected:hover': { backgroundColor: alpha(primary, 0.14) },
        },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 38, color: muted } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 500 } } },
  },
});
