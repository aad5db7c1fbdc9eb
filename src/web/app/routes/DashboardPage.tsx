import { useNavigate, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { navigationFor, type NavKey } from '#shared/domain/permissions.ts';
import { creditAllowance } from '#shared/domain/membership.ts';
import { formatDate } from '#shared/domain/formats.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSession } from '../../features/auth/AuthProvider.tsx';
import { creditBalanceEnterprises } from '../../features/auth/session.ts';
import { formatCredit, membershipLabel } from '../../lib/format.ts';
import { NAV_ITEMS, NEW_REQUEST_PATH } from '../../paths.ts';
import { NAV_ICONS } from '../shell/nav-icons.tsx';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

function quickLinkText(key: NavKey, isStaff: boolean): string {
  switch (key) {
    case 'myworkspace':
      return isStaff
        ? 'The requests assigned to you, by status.'
        : 'The requests you created, by status, and your drafts.';
    case 'requests':
      return isStaff ? 'Every customer request in one list.' : 'Every request of your companies in one list.';
    case 'requestboard':
      return 'Move requests across statuses and assign the team.';
    case 'support':
      return 'Questions about your account or a request? Reach the team.';
    case 'brandkit':
      return 'Logos, colours, typography and links for your brands.';
    default:
      return '';
  }
}

/**
 * Shown after sign-in: a greeting, the credit balance from the session, and the main destinations.
 * Request figures (counts by status, recent activity) plug in below once the requests API exists.
 */
export default function DashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { user } = session;
  const enterprises = creditBalanceEnterprises(session);
  const destinations = navigationFor(user.isStaff).filter((key) => key !== 'dashboard');

  return (
    <>
      <PageHeader
        title={`${greeting()}, ${user.firstName || user.username}`}
        documentTitle="Dashboard"
        description={
          user.isStaff
            ? `You are signed in as ${session.providerName} staff.`
            : 'Here is where your requests and credits stand.'
        }
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => void navigate(NEW_REQUEST_PATH)}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            New Request
          </Button>
        }
      />

      <Box component="section" aria-labelledby="dashboard-credits" sx={{ mb: 5 }}>
        <Typography id="dashboard-credits" variant="h5" component="h2" sx={{ mb: 2 }}>
          {user.isStaff ? 'Enterprise credit balances' : 'Your credit balance'}
        </Typography>
        {enterprises.length === 0 ? (
          <Typography color="text.secondary">No credit balance to show.</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
            }}
          >
            {enterprises.map((enterprise) => (
              <Card key={enterprise.id} component="article" sx={{ p: 2.5 }}>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {enterprise.name}
                </Typography>
                <Typography
                  sx={{
                    fontSize: '2rem',
                    fontWeight: 750,
                    letterSpacing: '-0.02em',
                    mt: 0.5,
                    lineHeight: 1.2,
                  }}
                >
                  {formatCredit(enterprise.availableRequestCredit)}{' '}
                  <Typography
                    component="span"
                    color="text.secondary"
                    sx={{ fontSize: '1rem', fontWeight: 500, ml: 0.5 }}
                  >
                    credits available
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {membershipLabel(enterprise.membership)} plan · {creditAllowance(enterprise.membership)}{' '}
                  credits a month
                </Typography>
                {enterprise.paymentAt && (
                  <Typography variant="body2" color="text.secondary">
                    Last payment {formatDate(enterprise.paymentAt)}
                  </Typography>
                )}
              </Card>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="dashboard-shortcuts">
        <Typography id="dashboard-shortcuts" variant="h5" component="h2" sx={{ mb: 2 }}>
          Go to
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {destinations.map((key) => (
            <Card key={key}>
              <CardActionArea component={RouterLink} to={NAV_ITEMS[key].path} sx={{ p: 2.5, height: '100%' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(79, 70, 229, 0.08)',
                    color: 'primary.main',
                    mb: 1.5,
                  }}
                >
                  {NAV_ICONS[key]}
                </Box>
                <Typography sx={{ fontWeight: 650, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {NAV_ITEMS[key].label}
                  <ArrowForward sx={{ fontSize: 16, color: 'text.secondary' }} />
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {quickLinkText(key, user.isStaff)}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
      {/* Requests feature: status counts and recent activity go here (src/web/features/requests). */}
    </>
  );
}
