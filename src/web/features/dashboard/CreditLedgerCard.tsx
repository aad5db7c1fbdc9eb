import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatDate } from '#shared/domain/formats.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatCredit } from '../../lib/format.ts';
import { creditLedgerPath, requestPath } from '../../paths.ts';
import { LEDGER_KIND_LABELS } from '#shared/domain/ledger.ts';
import { useCreditLedger, type LedgerEntry } from './api.ts';
import { CardEmpty } from './CardEmpty.tsx';
import { DASHBOARD_MESSAGES } from './messages.ts';

const KIND_LABELS: Record<LedgerEntry['kind'], string> = LEDGER_KIND_LABELS;

/** '+190' / '−12.5' with a true minus sign. */
function signed(amount: string): string {
  const shown = formatCredit(amount);
  return shown.startsWith('-') ? `−${shown.slice(1)}` : shown === '0' ? '0' : `+${shown}`;
}

/** The credit ledger of one enterprise the user owns: grants, charges and refunds with the balance after each. */
export function CreditLedgerCard({
  enterpriseId,
  enterpriseName,
}: {
  enterpriseId: number;
  enterpriseName: string;
}) {
  const ledger = useCreditLedger(enterpriseId);
  const entries = ledger.data?.pages.flatMap((p) => p.data) ?? [];
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
      {ledger.isPending ? (
        <Box aria-busy="true" aria-label="Loading the credit ledger">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : ledger.isError && entries.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void ledger.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(ledger.error, DASHBOARD_MESSAGES.ledgerFailed)}
        </Alert>
      ) : entries.length === 0 ? (
        <CardEmpty
          icon={<ReceiptLongOutlined />}
          title="No credit movements yet"
          description="Credits added to the enterprise and charges for submitted requests show up here."
        />
      ) : (
        <>
          <Box
            aria-hidden="true"
            sx={{
              display: { xs: 'none', sm: 'grid' },
              gridTemplateColumns: '110px minmax(0, 1fr) 90px 90px',
              gap: 2,
              pb: 0.75,
              borderBottom: '1px solid',
              borderColor: 'divider',
              typography: 'overline',
              color: 'text.secondary',
            }}
          >
            <span>Date</span>
            <span>Movement</span>
            <Box component="span" sx={{ textAlign: 'right' }}>
              Amount
            </Box>
            <Box component="span" sx={{ textAlign: 'right' }}>
              Balance
            </Box>
          </Box>
          <Box component="ul" data-testid="credit-ledger" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((e) => {
              const negative = e.amount.trim().startsWith('-');
              return (
                <Box
                  component="li"
                  key={e.id}
                  data-testid="ledger-entry"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '110px minmax(0, 1fr) 90px 90px' },
                    gridTemplateAreas: {
                      xs: '"what amount" "date balance"',
                      sm: '"date what amount balance"',
                    },
                    alignItems: 'center',
                    columnGap: 2,
                    py: 1.25,
                    '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
                  }}
                >
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ gridArea: 'date', whiteSpace: 'nowrap' }}
                  >
                    {formatDate(e.createdAt)}
                  </Typography>
                  <Box sx={{ gridArea: 'what', minWidth: 0 }}>
                    <Typography
                      variant="body2"
                      sx={{
                        fontWeight: 600,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: { xs: 'normal', sm: 'nowrap' },
                      }}
                    >
                      {KIND_LABELS[e.kind]}
                      {e.requestId !== null && (
                        <>
                          {' · '}
                          <Link
                            component={RouterLink}
                            to={requestPath(e.requestId, 'status')}
                            aria-label={`Request #${e.requestId}`}
                          >
                            #{e.requestId}
                          </Link>
                        </>
                      )}
                    </Typography>
                    {e.note && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        noWrap
                        component="p"
                        title={e.note}
                      >
                        {e.note}
                      </Typography>
                    )}
                  </Box>
                  <Typography
                    variant="body2"
                    sx={{
                      gridArea: 'amount',
                      textAlign: 'right',
                      fontWeight: 650,
                      fontVariantNumeric: 'tabular-nums',
                      color: negative ? 'text.primary' : 'success.main',
                    }}
                  >
                    {signed(e.amount)}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ gridArea: 'balance', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                  >
                    <Box component="span" sx={{ display: { sm: 'none' } }}>
                      Balance{' '}
                    </Box>
                    {formatCredit(e.balanceAfter)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          {ledger.hasNextPage && (
            <Button
              onClick={() => void ledger.fetchNextPage()}
              disabled={ledger.isFetchingNextPage}
              size="small"
              sx={{ mt: 1 }}
            >
              {ledger.isFetchingNextPage ? 'Loading…' : 'Show older movements'}
            </Button>
          )}
          {ledger.isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessage(ledger.error, DASHBOARD_MESSAGES.ledgerFailed)}
            </Alert>
          )}
        </>
      )}
    </Card>
  );
}
