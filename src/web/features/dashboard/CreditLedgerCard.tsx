import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { LedgerTable } from '../../components/LedgerTable.tsx';
import { formatCredit } from '../../lib/format.ts';
import { creditLedgerPath } from '../../paths.ts';
import { useCreditLedger } from './api.ts';
import { CardEmpty } from './CardEmpty.tsx';
import { DASHBOARD_MESSAGES } from './messages.ts';

/** The credit ledger of one enterprise the user owns: grants, charges and refunds with the balance after each. */
export function CreditLedgerCard({
  enterpriseId,
  enterpriseName,
}: {
  enterpriseId: number;
  enterpriseName: string;
}) {
  const ledger = useCreditLedger(enterpriseId);
  const balance = ledger.data?.pages[0]?.balance;
  const headingId = `dashboard-ledger-${enterpriseId}`;

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 0.5,
          mb: 1.5,
        }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          Credit ledger
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 500, fontSize: '0.9375rem' }}>
            {' '}
            · {enterpriseName}
          </Typography>
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
          {balance !== undefined && (
            <Typography variant="body2" color="text.secondary">
              Balance{' '}
              <Box component="strong" sx={{ color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
                {formatCredit(balance)}
              </Box>
            </Typography>
          )}
          <Link component={RouterLink} to={creditLedgerPath(enterpriseId)} variant="body2">
            Full ledger
          </Link>
        </Box>
      </Box>
      <LedgerTable
        query={ledger}
        compact
        failedMessage={DASHBOARD_MESSAGES.ledgerFailed}
        empty={
          <CardEmpty
            icon={<ReceiptLongOutlined />}
            title="No credit movements yet"
            description="Credits added to the enterprise and charges for submitted requests show up here."
          />
        }
      />
    </Card>
  );
}
