import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { creditAllowance } from '#shared/domain/membership.ts';
import { formatDate } from '#shared/domain/formats.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import { creditsLabel, formatCredit, membershipLabel } from '../../lib/format.ts';
import { useHowToGetCredits } from '../../lib/how-to-get-credits.ts';
import { useSession } from '../../lib/session/index.ts';

type Enterprise = SessionPayload['enterprises'][number];

/**
 * Available credit of the enterprises of the session (those the Credit Balance card lists: starter
 * membership or a positive allowance), with the plan and the last payment.
 */
export function CreditBalances({ enterprises, isStaff }: { enterprises: Enterprise[]; isStaff: boolean }) {
  return (
    <Card component="section" aria-labelledby="dashboard-credits" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="dashboard-credits" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {isStaff ? 'Enterprise credit balances' : 'Your credit balance'}
      </Typography>
      {enterprises.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No credit balance to show.
        </Typography>
      ) : (
        <Box
          component="ul"
          data-testid="dashboard-credit-balances"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            ...(isStaff && { maxHeight: 360, overflowY: 'auto' }),
          }}
        >
          {enterprises.map((enterprise) => (
            <Box
              component="li"
              key={enterprise.id}
              sx={{
                minWidth: 0,
                '&:not(:last-of-type)': { pb: 1.5, borderBottom: '1px solid', borderColor: 'divider' },
              }}
            >
              <Typography variant="body2" color="text.secondary" noWrap title={enterprise.name}>
                {enterprise.name}
              </Typography>
              <Typography
                sx={{
                  fontSize: isStaff ? '1.5rem' : '2rem',
                  fontWeight: 750,
                  letterSpacing: '-0.02em',
                  lineHeight: 1.2,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {formatCredit(enterprise.availableRequestCredit)}{' '}
                <Typography
                  component="span"
                  color="text.secondary"
                  sx={{ fontSize: '0.9375rem', fontWeight: 500 }}
                >
                  credits available
                </Typography>
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 0.5 }}
                data-testid="dashboard-plan"
              >
                {membershipLabel(enterprise.membership)} plan ·{' '}
                {creditsLabel(creditAllowance(enterprise.membership))} a month
              </Typography>
              {enterprise.pending && (
                // The current plan holds until the renewal: the coming one is said beside it, not in its place.
                <Typography variant="body2" color="text.secondary" data-testid="dashboard-next-plan">
                  Then {membershipLabel(enterprise.pending.tier)} plan ·{' '}
                  {creditsLabel(enterprise.pending.allowance)} a month, from{' '}
                  {formatDate(enterprise.pending.from)}
                </Typography>
              )}
              {enterprise.paymentAt && (
                <Typography variant="body2" color="text.secondary">
                  Last payment {formatDate(enterprise.paymentAt)}
                </Typography>
              )}
              {!isStaff && <HowToGetCredits enterprise={enterprise} />}
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}

/** A customer's way to more credits (who adds them, how to ask), under their balance. */
function HowToGetCredits({ enterprise }: { enterprise: Enterprise }) {
  const howTo = useHowToGetCredits(useSession(), enterprise);
  if (!howTo) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="credits-how-to">
      {howTo}
    </Typography>
  );
}
