import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../brand.ts';

/** The product mark: a rounded square with an S, and the name beside it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path
        d="M9 20.5c1.4 1.6 3.6 2.5 6.3 2.5 3.6 0 6.2-1.8 6.2-4.6 0-2.5-1.8-3.6-5.3-4.3l-1.8-.4c-1.7-.4-2.4-.9-2.4-1.8 0-1.1 1.1-1.8 2.8-1.8 1.6 0 2.9.6 3.8 1.6l2-2.1C19.2 8.2 17.2 7.4 14.8 7.4c-3.4 0-5.9 1.8-5.9 4.5 0 2.4 1.6 3.6 5 4.3l1.8.4c1.9.4 2.6.9 2.6 1.9 0 1.2-1.2 1.9-3 1.9-1.9 0-3.5-.8-4.5-2z"
        fill="#fff"
      />
    </Box>
  );
}

type LogoProps = {
  /** Where the logo links to; none renders it as plain content. */
  to?: string;
  /** Hide the product name below this breakpoint width. */
  compact?: boolean;
  inverted?: boolean;
};

export function Logo({ to, compact = false, inverted = false }: LogoProps) {
  const content = (
    <>
      <LogoMark />
      {!compact && (
        <Typography
          component="span"
          sx={{
            fontWeight: 750,
            fontSize: '1.0625rem',
            letterSpacing: '-0.01em',
            color: inverted ? 'common.white' : 'text.primary',
            whiteSpace: 'nowrap',
          }}
        >
          {APP_NAME}
        </Typography>
      )}
    </>
  );
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 1.25,
    textDecoration: 'none',
    borderRadius: 1,
  };
  return to ? (
    <Box component={RouterLink} to={to} aria-label={`${APP_NAME} home`} sx={sx}>
      {content}
    </Box>
  ) : (
    <Box sx={sx}>{content}</Box>
  );
}
