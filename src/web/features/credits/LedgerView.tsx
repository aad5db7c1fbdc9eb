import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { LEDGER_KINDS, LEDGER_KIND_LABELS, type LedgerKind } from '#shared/domain/ledger.ts';
import { isIsoDay } from '#shared/domain/credit-periods.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatCredit } from '../../lib/format.ts';
import { requestPath } from '../../paths.ts';
import { ledgerCsvUrl, useLedger, type LedgerFilters } from './api.ts';

/** '+190' / '−12.5' with a true minus sign. */
export function signedCredit(amount: string): string {
  const shown = formatCredit(amount);
  return shown.startsWith('-') ? `−${shown.slice(1)}` : shown === '0' ? '0' : `+${shown}`;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const EMPTY: LedgerFilters = { kind: [], from: '', to: '' };

/**
 * An enterprise's ledger with filters (kinds, date range), page after page, and the CSV export of
 * the same filters. Members get the entries of requests they can see (the server decides).
 */
export function LedgerView({ enterpriseId }: { enterpriseId: number }) {
  const [draft, setDraft] = useState<LedgerFilters>(EMPTY);
  const [filters, setFilters] = useState<LedgerFilters>(EMPTY);
  const ledger = useLedger(enterpriseId, filters);
  const entries = ledger.data?.pages.flatMap((p) => p.data) ?? [];
  const first = ledger.data?.pages[0];
  const dateError = (v: string) => (v && !isIsoDay(v) ? 'Use YYYY-MM-DD' : '');
  const rangeError =
    draft.from && draft.to && draft.from > draft.to ? 'The start date is after the end date' : '';
  const canApply = !dateError(draft.from) && !dateError(draft.to) && !rangeError;

  return (
    <Box>
      <Box
        component="form"
        aria-label="Ledger filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (canApply) setFilters(draft);
        }}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 2fr) 1fr 1fr auto auto' },
          gap: 1.5,
          alignItems: 'start',
          mb: 2,
        }}
      >
        <TextField
          select
          size="small"
          label="Kinds"
          value={draft.kind}
          onChange={(e) => {
            const v = e.target.value as unknown as LedgerKind[] | string;
            setDraft({ ...draft, kind: (typeof v === 'string' ? v.split(',') : v) as LedgerKind[] });
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (v) =>
                (v as LedgerKind[]).length
                  ? (v as LedgerKind[]).map((k) => LEDGER_KIND_LABELS[k]).join(', ')
                  : 'All',
              displayEmpty: true,
            },
            inputLabel: { shrink: true },
          }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          {LEDGER_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {LEDGER_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="From"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          error={!!dateError(draft.from)}
          helperText={dateError(draft.from) || undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          error={!!dateError(draft.to) || !!rangeError}
          helperText={dateError(draft.to) || rangeError || undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" disabled={!canApply}>
          Apply
        </Button>
        <Button
          component="a"
          href={ledgerCsvUrl(enterpriseId, filters)}
          download
          startIcon={<FileDownloadOutlined />}
          variant="text"
        >
          Export CSV
        </Button>
      </Box>

      {first && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Balance{' '}
            <Box component="strong" data-testid="ledger-balance" sx={{ color: 'text.primary' }}>
              {formatCredit(first.balance)}
            </Box>
          </Typography>
          {first.scope === 'requests' && (
            <Chip size="small" label="Showing the entries of requests you can see" variant="outlined" />
          )}
        </Box>
      )}

      {ledger.isPending ? (
        <Box aria-busy="true" aria-label="Loading the ledger">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 1 }} />
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
          {errorMessage(ledger.error, 'The ledger could not be loaded.')}
        </Alert>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No entries match these filters.
        </Typography>
      ) : (
        <>
          <Box
            aria-hidden="true"
            sx={{
              display: { xs: 'none', md: 'grid' },
              gridTemplateColumns: '170px minmax(0, 1fr) 150px 90px 90px',
              gap: 2,
              pb: 0.75,
              borderBottom: '1px solid',
              borderColor: 'divider',
              typography: 'overline',
              color: 'text.secondary',
            }}
          >
            <span>Date</span>
            <span>Entry</span>
            <span>Who</span>
            <Box component="span" sx={{ textAlign: 'right' }}>
              Amount
            </Box>
            <Box component="span" sx={{ textAlign: 'right' }}>
              Balance
            </Box>
          </Box>
          <Box component="ul" data-testid="ledger" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((e) => {
              const negative = e.amount.trim().startsWith('-');
              return (
                <Box
                  component="li"
                  key={e.id}
                  data-testid="ledger-row"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: {
                      xs: 'minmax(0, 1fr) auto',
                      md: '170px minmax(0, 1fr) 150px 90px 90px',
                    },
                    gridTemplateAreas: {
                      xs: '"what amount" "date balance" "who who"',
                      md: '"date what who amount balance"',
                    },
                    columnGap: 2,
                    rowGap: 0.25,
                    alignItems: 'center',
                    py: 1.25,
                    '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
                  }}
                >
                  <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'date' }}>
                    {when(e.createdAt)}
                  </Typography>
                  <Box sx={{ gridArea: 'what', minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {LEDGER_KIND_LABELS[e.kind]}
                      {e.requestId !== null && (
                        <>
                          {' · '}
                          <Link
                            component={RouterLink}
                            to={requestPath(e.requestId)}
                            sx={{ whiteSpace: 'nowrap' }}
                          >
                            Request #{e.requestId}
                          </Link>
                        </>
                      )}
                    </Typography>
                    {e.note && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="p"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {e.note}
                      </Typography>
                    )}
                  </Box>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ gridArea: 'who', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
                  >
                    {e.actorName ?? 'System'}
                  </Typography>
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
                    <Box component="span" sx={{ display: { md: 'none' } }}>
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
              sx={{ mt: 1 }}
            >
              {ledger.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
            </Button>
          )}
          {ledger.isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessage(ledger.error, 'The ledger could not be loaded.')}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
