import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Badge from '@mui/material/Badge';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { PRIORITY_LABELS, PRIORITY_LEVELS } from '#shared/domain/priority.ts';
import { useSession } from '../../../lib/session/index.ts';
import { REQUEST_SORTS, orderOf, type RequestSort } from '#shared/domain/list-options.ts';
import IconButton from '@mui/material/IconButton';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { LIST_FILTER_KEYS } from '../../../lib/requests/list-url.ts';
import { CustomerFilter } from './CustomerFilter.tsx';
import { ActiveFilterChips } from './filter-bar/ActiveFilterChips.tsx';
import { FiltersSheet } from './filter-bar/FiltersSheet.tsx';
import { useListFilters, useTitleFilter } from './filter-bar/useListFilters.ts';

const SORT_LABELS: Record<RequestSort, string> = {
  updated: 'Last updated',
  created: 'Created',
  due: 'Due date',
  priority: 'Priority',
  credit: 'Credit',
};

/**
 * The list's compact filter bar (issue 15): title text, type, priority, assigned to, company or
 * enterprise, created by, due range, overdue, and the sort; saved views and the CSV of the view.
 * Every choice lives in the URL next to alignBy, so a link reproduces the view and back/forward work.
 * Desktop: one wrapping row. Phone: the title box and a "Filters" button opening a sheet with the
 * rest (issue 23). Both: the filters in force as removable chips below it. The saved-views menu is
 * the saved-views feature's, passed in by the app layer (`savedViews`).
 */
export function RequestFilterBar({
  csvHref,
  sortable = true,
  savedViews: SavedViews,
}: {
  csvHref?: string;
  sortable?: boolean;
  /** The saved-views menu (it reads and writes the same URL keys). */
  savedViews?: ComponentType | undefined;
}) {
  const session = useSession();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [sheetOpen, setSheetOpen] = useState(false);
  const { search, narrowing, set, remove, setCustomer, active } = useListFilters();
  const types = session.serviceRequestTypes.flatMap((p) => p.childrenRequestTypes);
  const [title, setTitle] = useTitleFilter(narrowing.title ?? '', set);

  // Desktop: each field as wide as its content asks, at least 150 px, wrapping as a row. Phone: one
  // a row in the sheet (its grid stretches them).
  const fieldSx = phone ? {} : { flex: '0 0 auto', minWidth: 150 };
  // What the sheet holds: every filter but the title (the Filters button's count).
  const inSheet = LIST_FILTER_KEYS.filter(
    (k) => k !== 'title' && k !== 'sort' && k !== 'order' && search.has(k),
  ).length;

  const titleField = (
    <TextField
      size="small"
      label="Title contains"
      value={title}
      onChange={(e) => setTitle(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={phone ? { flex: 1, minWidth: 0 } : { flex: '0 0 auto', minWidth: 220 }}
    />
  );

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
            setTitle('');
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

  if (phone) {
    return (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          {titleField}
          <Badge badgeContent={inSheet} color="primary">
            <Button
              variant="outlined"
              startIcon={<TuneOutlined />}
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onClick={() => setSheetOpen(true)}
            >
              Filters
            </Button>
          </Badge>
        </Box>
        <ActiveFilterChips />
        <FiltersSheet open={sheetOpen} onClose={() => setSheetOpen(false)}>
          {fields}
          {viewsAndCsv}
        </FiltersSheet>
      </>
    );
  }

  return (
    <>
      <Box
        role="search"
        aria-label="Filter requests"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
      >
        {titleField}
        {fields}
        {viewsAndCsv}
      </Box>
      <ActiveFilterChips />
    </>
  );
}
