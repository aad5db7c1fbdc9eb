import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../brand.ts';
import { PATHS } from '../paths.ts';
import { Logo } from './Logo.tsx';

/** Footer links of every public page. */
export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1.5, sm: 3 },
        justifyContent: 'center',
        alignItems: 'center',
        py: 3,
        px: 2,
        color: 'text.secondary',
        fontSize: '0.8125rem',
      }}
    >
      <span>
        © {year} {APP_NAME}
      </span>
      <Link component={RouterLink} to={PATHS.terms} color="inherit">
        Terms of Service
      </Link>
      <Link component={RouterLink} to={PATHS.privacyPolicy} color="inherit">
        Privacy Policy
      </Link>
    </Box>
  );
}

const highlights = [
  'Creative, marketing, consulting, e-commerce and tech-support work',
  'One credit balance for every company of your enterprise',
  'Track every request from submission to delivery',
];

/**
 * Sign-in and sign-up pages: the form on the right, a brand panel on the left on wide screens.
 * Public pages have no app header or sidebar.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.paper' }}>
      <title>{`${title} · ${APP_NAME}`}</title>
      {/* The brand panel is a landmark of its own: no content of the page sits outside one. */}
      <Box
        component="aside"
        aria-label={`About ${APP_NAME}`}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '44%',
          maxWidth: 620,
          p: 6,
          color: 'common.white',
          background: 'linear-gradient(150deg, #312e81 0%, #4f46e5 55%, #6366f1 100%)',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Logo to={PATHS.home} inverted />
        <Box sx={{ position: 'relative', zIndex: 1 }}>
          <Typography variant="h2" component="p" sx={{ color: 'common.white', maxWidth: 440 }}>
            Your creative team, on tap.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'grid', gap: 2 }}>
            {highlights.map((text) => (
              <Box component="li" key={text} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    mt: '7px',
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: '#a5b4fc',
                    flexShrink: 0,
                  }}
                />
                <Typography sx={{ color: 'rgba(255,255,255,0.88)' }}>{text}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.7)' }}>
          © {new Date().getFullYear()} {APP_NAME}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            right: -120,
            bottom: -120,
            width: 360,
            height: 360,
            borderRadius: '50%',
            border: '48px solid rgba(255,255,255,0.07)',
          }}
        />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            width: '100%',
            maxWidth: 460,
            mx: 'auto',
            px: { xs: 2.5, sm: 4 },
            py: { xs: 4, sm: 6 },
            // Names people typed (an enterprise, a company) may be one long word: wrapped, never
            // widening the page on a phone.
            overflowWrap: 'anywhere',
          }}
        >
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 4 }}>
            <Logo to={PATHS.home} />
          </Box>
          {children}
        </Box>
        <PublicFooter />
      </Box>
    </Box>
  );
}

/** Text pages (terms, privacy, the signup-request link, the example page, not found). */
export function PublicPage({
  title,
  children,
  width = 760,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <title>{`${title} · ${APP_NAME}`}</title>
      <Box
        component="nav"
        aria-label="Site"
        sx={{ width: '100%', maxWidth: width, mx: 'auto', px: { xs: 2.5, sm: 4 }, pt: { xs: 3, sm: 5 } }}
      >
        <Logo to={PATHS.home} />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: width,
          mx: 'auto',
          px: { xs: 2.5, sm: 4 },
          py: { xs: 3, sm: 5 },
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}
