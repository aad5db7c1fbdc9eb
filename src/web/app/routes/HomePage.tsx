import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import {
  PRIORITY_LABELS,
  PRIORITY_LEVELS,
  PRIORITY_MULTIPLIERS,
  PRIORITY_WINDOWS,
} from '#shared/domain/priority.ts';
import { Logo } from '../../components/Logo.tsx';
import { PublicFooter } from '../../components/PublicLayout.tsx';
import { useAuth } from '../../lib/session/index.ts';
import { APP_NAME } from '../../brand.ts';
import { PATHS } from '../../paths.ts';

const SERVICES = [
  {
    icon: <BrushOutlined />,
    title: 'Creative',
    text: 'Logos, social posts, presentations, video editing and print.',
  },
  {
    icon: <CampaignOutlined />,
    title: 'Marketing',
    text: 'Campaigns, ad reports, newsletters and content calendars.',
  },
  {
    icon: <LightbulbOutlined />,
    title: 'Consulting',
    text: 'Brand strategy, market research and growth plans.',
  },
  {
    icon: <StorefrontOutlined />,
    title: 'E-commerce',
    text: 'Store set-up, listings and sales-channel integrations.',
  },
  {
    icon: <BuildOutlined />,
    title: 'Tech support',
    text: 'Website fixes, domains, e-mail and tool configuration.',
  },
];

const STEPS = [
  {
    title: 'Describe the job',
    text: 'Pick a request type, fill in its short form and attach your files or a voice note.',
  },
  {
    title: 'See the cost up front',
    text: 'The credit cost is computed as you go and charged from your membership balance.',
  },
  {
    title: 'Follow it to delivery',
    text: 'Track the status, talk with the team in comments and receive the files.',
  },
];

/** The public home page: what the product is, and the way in. */
export default function HomePage() {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.paper' }}>
      <title>{`${APP_NAME} · Creative and technical work, paid in credits`}</title>
      {/* A landmark, so that no content of the page sits outside one (axe "region"). */}
      <Box
        component="nav"
        aria-label="Site"
        sx={{
          maxWidth: 1160,
          mx: 'auto',
          px: { xs: 2.5, sm: 4 },
          py: 2.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Logo to={PATHS.home} />
        <Box sx={{ flex: 1 }} />
        {signedIn ? (
          <Button component={RouterLink} to={PATHS.dashboard} variant="contained">
            Go to dashboard
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={PATHS.login} color="inherit">
              Sign in
            </Button>
            <Button
              component={RouterLink}
              to={PATHS.signup}
              variant="contained"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Get started
            </Button>
          </>
        )}
      </Box>

      <Box component="main">
        <Box
          sx={{
            maxWidth: 1160,
            mx: 'auto',
            px: { xs: 2.5, sm: 4 },
            pt: { xs: 6, sm: 10 },
            pb: { xs: 6, sm: 8 },
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" color="primary">
              Requests, paid in credits
            </Typography>
            <Typography
              variant="h1"
              sx={{ maxWidth: 760, mt: 1, fontSize: { xs: '2.25rem', sm: '3.25rem' } }}
            >
              Creative and technical work for every company you run.
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 620, mt: 2.5, fontSize: '1.125rem' }}>
              Send design, marketing, consulting, e-commerce and tech-support requests to one team. Your
              membership credits cover the cost, and you follow every request from submission to delivery.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
              <Button
                component={RouterLink}
                to={signedIn ? PATHS.dashboard : PATHS.login}
                variant="contained"
                size="large"
              >
                {signedIn ? 'Go to dashboard' : 'Sign in'}
              </Button>
              {!signedIn && (
                <Button component={RouterLink} to={PATHS.signup} variant="outlined" size="large">
                  Create an account
                </Button>
              )}
            </Box>
          </Box>
          <Card
            component="aside"
            aria-labelledby="home-speeds"
            sx={{ p: 3, boxShadow: '0 18px 40px -24px rgba(49, 46, 129, 0.35)' }}
          >
            <Typography id="home-speeds" variant="h6" component="h2">
              Pick your delivery speed
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              Every request shows its credit cost before you submit it.
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
              {PRIORITY_LEVELS.map((level) => (
                <Box
                  component="li"
                  key={level}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 2,
                    px: 2,
                    py: 1.5,
                    borderRadius: 2.5,
                    border: '1px solid',
                    borderColor: 'divider',
                  }}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 650 }}>{PRIORITY_LABELS[level]}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {PRIORITY_WINDOWS[level]}
                    </Typography>
                  </Box>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}
                  >
                    ×{PRIORITY_MULTIPLIERS[level]} credits
                  </Typography>
                </Box>
              ))}
            </Box>
          </Card>
        </Box>

        <Box
          component="section"
          aria-labelledby="home-services"
          sx={{ bgcolor: 'background.default', py: { xs: 6, sm: 9 } }}
        >
          <Box sx={{ maxWidth: 1160, mx: 'auto', px: { xs: 2.5, sm: 4 } }}>
            <Typography id="home-services" variant="h3" component="h2">
              What you can ask for
            </Typography>
            <Box
              sx={{
                mt: 4,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
              }}
            >
              {SERVICES.map((service) => (
                <Card key={service.title} sx={{ p: 2.5 }}>
                  <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1.5 }}>
                    {service.icon}
                  </Box>
                  <Typography component="h3" sx={{ fontWeight: 650 }}>
                    {service.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {service.text}
                  </Typography>
                </Card>
              ))}
            </Box>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="home-how" sx={{ py: { xs: 6, sm: 9 } }}>
          <Box sx={{ maxWidth: 1160, mx: 'auto', px: { xs: 2.5, sm: 4 } }}>
            <Typography id="home-how" variant="h3" component="h2">
              How it works
            </Typography>
            <Box
              component="ol"
              sx={{
                listStyle: 'none',
                p: 0,
                mt: 4,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { md: 'repeat(3, 1fr)' },
              }}
            >
              {STEPS.map((step, index) => (
                <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 36,
                      height: 36,
                      borderRadius: '50%',
                      flexShrink: 0,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontWeight: 700,
                    }}
                  >
                    {index + 1}
                  </Box>
                  <Box>
                    <Typography component="h3" sx={{ fontWeight: 650 }}>
                      {step.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {step.text}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
      <PublicFooter />
    </Box>
  );
}
