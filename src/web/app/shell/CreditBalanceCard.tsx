import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { useSession, creditBalanceEnterprises } from '../../lib/session/index.ts';
import { formatCredit } from '../../lib/format.ts';
import { PATHS } from '../../paths.ts';

/** Available credit of each enterprise the user may see (membership.ts showsInCreditBalance). */
export function CreditBalanceCard() {
  const session = useSession();
  const enterprises = creditBalanceEnterprises(session);
  // A customer with nothing to spend (a new enterprise on Starter) is shown the way to credits: the
  // dashboard's balance card says who adds them and how to ask.
  const noCredits = !session.user.isStaff && enterprises.some((e) => Number(e.availableRequestCredit) <= 0);
  const headingId = 'credit-balance-heading';
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'rgba(79, 70, 229, 0.18)',
        bgcolor: 'rgba(79, 70, 229, 0.04)',
        p: 1.75,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.25, color: 'primary.main' }}>
        <AccountBalanceWalletOutlined fontSize="small" />
        <Typography id={headingId} component="h2" variant="subtitle2" sx={{ color: 'text.primary' }}>
          Credit Balance
        </Typography>
      </Box>
      {enterprises.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No credit balance to show.
        </Typography>
      ) : (
        <Box
          component="ul"
          data-testid="credit-balance"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 0.75,
            maxHeight: 220,
            overflowY: 'auto',
          }}
        >
          {enterprises.map((enterprise) => (
            <Box
              component="li"
              key={enterprise.id}
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                gap: 1.5,
                minWidth: 0,
              }}
            >
              <Typography
                variant="body2"
                color="text.secondary"
                noWrap
                title={enterprise.name}
                sx={{ minWidth: 0 }}
              >
                {enterprise.name}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 700,
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                  flexShrink: 0,
                }}
              >
                {formatCredit(enterprise.availableRequestCredit)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {noCredits && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link component={RouterLink} to={PATHS.dashboard} data-testid="credits-how-to-link">
            How to get credits
          </Link>
        </Typography>
      )}
    </Box>
  );
}
