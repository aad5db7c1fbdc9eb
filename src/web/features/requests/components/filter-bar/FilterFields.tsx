import { Suspense, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { PRIORITY_LABELS, PRIORITY_LEVELS } from '#shared/domain/priority.ts';
import { REQUEST_SORTS, orderOf, type RequestSort } from '#shared/domain/list-options.ts';
import { useSession } from '../../../../lib/session/index.ts';
import { ExportButton } from '../../../../components/ExportButton.tsx';
import { LIST_FILTER_KEYS } from '../../../../lib/requests/list-url.ts';
import { CustomerFilter } from '../CustomerFilter.tsx';
import { filtersSheetChunk } from './filters-sheet-chunk.ts';
import { useListFilters } from './useListFilters.ts';

const FiltersSheet = filtersSheetChunk.Component;

const SORT_LABELS: Record<RequestSort, string> = {
  updated: 'Last updated',
  created: 'Created',
  due: 'Due date',
  priority: 'Priority',
  credit: 'Credit',
};

export type FilterFieldsProps = {
  phone: boolean;
  sortable: boolean;
  csvHref?: string | undefined;
  savedViews?: ComponentType | undefined;
  /** Clear filters also empties the title box, whose text the bar keeps while it is typed. */
  clearTitle: () => void;
  /** On a phone, the sheet they sit in. */
  sheet?: { open: boolean; onClose: () => void };
};

/**
 * The filter bar's fields but the title (RequestFilterBar), a chunk of their own (issue 30): the
 * selects, the customer picker (Autocomplete and Popper), the dates, the sort, the overdue switch,
 * the saved views and the CSV. A phone shows them only in the Filters sheet, so they load with it;
 * a laptop right after the list's first paint, in the place the bar keeps for them.
 */
export default function FilterFields({
  phone,
  sortable,
  csvHref,
  savedViews: SavedViews,
  clearTitle,
  sheet,
}: FilterFieldsProps) {
  const session = useSession();
  const { narrowing, set, remove, setCustomer, active } = useListFilters();
  const types = session.serviceRequestTypes.flatMap((p) => p.childrenRequestTypes);
  // Desktop: each field as wide as its content asks, at least 150 px, wrapping as a row. Phone: one
  // a row in the sheet (its grid stretches them).
  const fieldSx = phone ? {} : { flex: '0 0 auto', minWidth: 150 };

  const fields = (
    <>
      <TextField
        select
        size="small"
        label="Type"
        value={narrowing.typeId ? String(narrowing.typeId) : ''}
        onChange={(e) => set('typeId', e.target.value || null)}
        sx={fieldSx}
      >
        <MenuItem value="">Any type</MenuItem>
        {types.map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Priority"
        value={narrowing.priority ?? ''}
        onChange={(e) => set('priority', e.target.value || null)}
        sx={fieldSx}
      >
        <MenuItem value="">Any priority</MenuItem>
        {PRIORITY_LEVELS.map((p) => (
          <MenuItem key={p} value={p}>
            {PRIORITY_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      {session.user.isStaff && (
        <TextField
          select
          size="small"
          label="Assigned to"
          value={typeof narrowing.assignedTo === 'string' ? narrowing.assignedTo : ''}
          onChange={(e) => set('assignedTo', e.target.value || null)}
          sx={fieldSx}
        >
          <MenuItem value="">Anyone</MenuItem>
          <MenuItem value="me">Me</MenuItem>
          <MenuItem value="nobody">Nobody</MenuItem>
        </TextField>
      )}
      <CustomerFilter
        companyId={narrowing.companyId}
        enterpriseId={narrowing.enterpriseId}
        onChange={setCustomer}
        sx={fieldSx}
      />
      <TextField
        select
        size="small"
        label="Created by"
        value={narrowing.createdBy === 'me' ? 'me' : ''}
        onChange={(e) => set('createdBy', e.target.value || null)}
        sx={fieldSx}
      >
        <MenuItem value="">Anyone</MenuItem>
        <MenuItem value="me">Me</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Due from"
        value={narrowing.dueFrom ?? ''}
        onChange={(e) => set('dueFrom', e.target.value || null)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: narrowing.dueTo } }}
        sx={fieldSx}
      />
      <TextField
        size="small"
        type="date"
        label="Due to"
        value={narrowing.dueTo ?? ''}
        onChange={(e) => set('dueTo', e.target.value || null)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: narrowing.dueFrom } }}
        sx={fieldSx}
      />
      {sortable && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ...fieldSx }}>
          <TextField
            select
            size="small"
            label="Sort by"
            value={narrowing.sort ?? 'updated'}
            onChange={(e) => set('sort', e.target.value === 'updated' ? null : e.target.value)}
            sx={{ flex: 1, minWidth: 150 }}
          >
            {REQUEST_SORTS.map((s) => (
              <MenuItem key={s} value={s}>
                {SORT_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            size="small"
            aria-label={
              orderOf(narrowing) === 'desc'
                ? 'Descending; switch to ascending'
                : 'Ascending; switch to descending'
            }
            onClick={() => set('order', orderOf(narrowing) === 'desc' ? 'asc' : 'desc')}
          >
            {orderOf(narrowing) === 'desc' ? (
              <ArrowDownward fontSize="small" />
            ) : (
              <ArrowUpward fontSize="small" />
            )}
          </IconButton>
        </Box>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={narrowing.overdue === true}
            onChange={(_, on) => set('overdue', on ? 'true' : null)}
          />
        }
        label="Overdue only"
      />
      {active && (
        <Button
          size="small"
          onClick={() => {
            clearTitle();
            remove(LIST_FILTER_KEYS);
          }}
          sx={{ justifySelf: 'start' }}
        >
          Clear filters
        </Button>
      )}
    </>
  );

  const viewsAndCsv = (
    <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
      {SavedViews && <SavedViews />}
      {csvHref && <ExportButton size="small" href={csvHref} fileName="requests.csv" />}
    </Box>
  );

  if (sheet) {
    return (
      <Suspense fallback={null}>
        <FiltersSheet open={sheet.open} onClose={sheet.onClose}>
          {fields}
          {viewsAndCsv}
        </FiltersSheet>
      </Suspense>
    );
  }
  return (
    <>
      {fields}
      {viewsAndCsv}
    </>
  );
}
