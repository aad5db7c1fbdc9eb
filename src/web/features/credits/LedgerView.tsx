import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ExportButton } from '../../components/ExportButton.tsx';
import { LEDGER_KINDS, LEDGER_KIND_LABELS, type LedgerKind } from '#shared/domain/ledger.ts';
import { isIsoDay } from '#shared/domain/credit-periods.ts';
import { formatCredit } from '../../lib/format.ts';
import { LEDGER_NO_FILTERS, ledgerCsvUrl, useLedger, type LedgerFilters } from './api.ts';
import { LedgerTable } from '../../components/LedgerTable.tsx';

const EMPTY = LEDGER_NO_FILTERS;

/**
 * An enterprise's ledger with filters (kinds, date range), page after page, and the CSV export of
 * the same filters. Members get the entries of requests they can see (the server decides).
 */
export function LedgerView({ enterpriseId }: { enterpriseId: number }) {
  const [draft, setDraft] = useState<LedgerFilters>(EMPTY);
  const [filters, setFilters] = useState<LedgerFilters>(EMPTY);
  const ledger = useLedger(enterpriseId, filters);
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
          fullWidth
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
          fullWidth
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
          fullWidth
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
        <ExportButton href={ledgerCsvUrl(enterpriseId, filters)} fileName="ledger.csv" variant="text" />
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

      <LedgerTable
        query={ledger}
        failedMessage="The ledger could not be loaded."
        empty={
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No entries match these filters.
          </Typography>
        }
      />
    </Box>
  );
}
