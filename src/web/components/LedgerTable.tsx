import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '#shared/domain/formats.ts';
import { LEDGER_KIND_LABELS } from '#shared/domain/ledger.ts';
import type { LedgerEntryDto } from '#shared/schemas/credits.ts';
import { LoadMoreFooter } from './LoadMoreFooter.tsx';
import { errorMessage } from '../lib/api-client.ts';
import { formatCredit } from '../lib/format.ts';
import type { PagedQuery } from '../lib/use-infinite-scroll.ts';
import { requestPath } from '../paths.ts';

/** One ledger line as the table shows it (who made it is shown where the answer names them). */
export type LedgerRow = Omit<LedgerEntryDto, 'actorName'> & { actorName?: string | null };

/** The paged ledger query the table reads (`useLedger` of the credits page, the dashboard card's own). */
export type LedgerQuery = PagedQuery & {
  data: { pages: { data: LedgerRow[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/** '+190' / '−12.5' with a true minus sign. */
export function signedCredit(amount: string): string {
  const shown = formatCredit(amount);
  return shown.startsWith('-') ? `−${shown.slice(1)}` : shown === '0' ? '0' : `+${shown}`;
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * The two readings of the grid: the full ledger (date and time, who, wide from `md`) and the
 * dashboard card's compact one (the date only, no who, wide from `sm`).
 */
const LAYOUTS = {
  full: {
    wide: 'md',
    columns: '170px minmax(0, 1fr) 150px 90px 90px',
    areas: { narrow: '"what amount" "date balance" "who who"', wide: '"date what who amount balance"' },
    what: 'Entry',
    date: dateTime,
    listTestId: 'ledger',
    rowTestId: 'ledger-row',
    skeletons: 4,
    loadingLabel: 'Loading the ledger',
    moreLabel: 'Show older entries',
  },
  compact: {
    wide: 'sm',
    columns: '110px minmax(0, 1fr) 90px 90px',
    areas: { narrow: '"what amount" "date balance"', wide: '"date what amount balance"' },
    what: 'Movement',
    date: formatDate,
    listTestId: 'credit-ledger',
    rowTestId: 'ledger-entry',
    skeletons: 3,
    loadingLabel: 'Loading the credit ledger',
    moreLabel: 'Show older movements',
  },
} as const;

/**
 * An enterprise's credit ledger as a grid: kind (with its request), amount and the balance after
 * each entry, newest first, older pages on request; its loading, failure and empty states.
 */
export function LedgerTable({
  query,
  compact = false,
  failedMessage,
  empty,
}: {
  query: LedgerQuery;
  /** The dashboard card's reading. */
  compact?: boolean;
  /** Said when the server gave no message of its own. */
  failedMessage: string;
  /** Shown when no entry matches. */
  empty: ReactNode;
}) {
  const layout = LAYOUTS[compact ? 'compact' : 'full'];
  const entries = query.data?.pages.flatMap((p) => p.data) ?? [];
  const showWho = !compact;

  if (query.isPending) {
    return (
      <Box aria-busy="true" aria-label={layout.loadingLabel}>
        {Array.from({ length: layout.skeletons }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={compact ? 40 : 44} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (query.isError && entries.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(query.error, failedMessage)}
      </Alert>
    );
  }
  if (entries.length === 0) return empty;

  const wide = layout.wide;
  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          display: { xs: 'none', [wide]: 'grid' },
          gridTemplateColumns: layout.columns,
          gap: 2,
          pb: 0.75,
          borderBottom: '1px solid',
          borderColor: 'divider',
          typography: 'overline',
          color: 'text.secondary',
        }}
      >
        <span>Date</span>
        <span>{layout.what}</span>
        {showWho && <span>Who</span>}
        <Box component="span" sx={{ textAlign: 'right' }}>
          Amount
        </Box>
        <Box component="span" sx={{ textAlign: 'right' }}>
          Balance
        </Box>
      </Box>
      <Box component="ul" data-testid={layout.listTestId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((e) => {
          const negative = e.amount.trim().startsWith('-');
          return (
            <Box
              component="li"
              key={e.id}
              data-testid={layout.rowTestId}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', [wide]: layout.columns },
                gridTemplateAreas: { xs: layout.areas.narrow, [wide]: layout.areas.wide },
                columnGap: 2,
                rowGap: 0.25,
                alignItems: 'center',
                py: 1.25,
                '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
              }}
            >
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ gridArea: 'date', whiteSpace: 'nowrap' }}
              >
                {layout.date(e.createdAt)}
              </Typography>
              <Box sx={{ gridArea: 'what', minWidth: 0 }}>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 600,
                    ...(compact && {
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: { xs: 'normal', [wide]: 'nowrap' },
                    }),
                  }}
                >
                  {LEDGER_KIND_LABELS[e.kind]}
                  {e.requestId !== null && (
                    <>
                      {' · '}
                      {compact ? (
                        <Link
                          component={RouterLink}
                          to={requestPath(e.requestId, 'status')}
                          aria-label={`Request #${e.requestId}`}
                        >
                          #{e.requestId}
                        </Link>
                      ) : (
                        <Link
                          component={RouterLink}
                          to={requestPath(e.requestId)}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          Request #{e.requestId}
                        </Link>
                      )}
                    </>
                  )}
                </Typography>
                {e.note && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    noWrap={compact}
                    title={compact ? e.note : undefined}
                    sx={compact ? undefined : { overflowWrap: 'anywhere' }}
                  >
                    {e.note}
                  </Typography>
                )}
              </Box>
              {showWho && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ gridArea: 'who', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {e.actorName ?? 'System'}
                </Typography>
              )}
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
                {signedCredit(e.amount)}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ gridArea: 'balance', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              >
                <Box component="span" sx={{ display: { [wide]: 'none' } }}>
                  Balance{' '}
                </Box>
                {formatCredit(e.balanceAfter)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <LoadMoreFooter
        query={query}
        loadingLabel={layout.loadingLabel}
        failedMessage={errorMessage(query.error, failedMessage)}
        moreLabel={layout.moreLabel}
      />
    </>
  );
}
