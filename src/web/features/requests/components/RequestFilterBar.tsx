import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { PRIORITY_LABELS, PRIORITY_LEVELS } from '#shared/domain/priority.ts';
import { useSession } from '../../auth/index.ts';
import { REQUEST_SORTS, orderOf, type RequestSort } from '#shared/domain/list-options.ts';
import IconButton from '@mui/material/IconButton';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { SavedViewsMenu } from '../../saved-views/index.ts';
import { LIST_FILTER_KEYS, listNarrowingOf } from '../route-state.ts';
import { CustomerFilter } from './CustomerFilter.tsx';

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
 */
export function RequestFilterBar({ csvHref, sortable = true }: { csvHref?: string; sortable?: boolean }) {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const narrowing = listNarrowingOf(search);
  const types = session.serviceRequestTypes.flatMap((p) => p.childrenRequestTypes);

  const set = (key: (typeof LIST_FILTER_KEYS)[number], value: string | null, replace = false) => {
    // From the address as it is now, not as it was at render: a delayed title update must not bring
    // back filters cleared in between.
    const current = new URLSearchParams(window.location.search);
    if ((current.get(key) ?? null) === (value || null)) return;
    const next = new URLSearchParams(current);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace });
  };

  // The title filter follows typing after a short pause; one history entry per pause.
  const [title, setTitle] = useState(narrowing.title ?? '');
  const urlTitle = narrowing.title ?? '';
  useEffect(() => setTitle(urlTitle), [urlTitle]);
  useEffect(() => {
    if (title.trim() === urlTitle) return;
    const timer = setTimeout(() => set('title', title.trim() || null), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title]);

  const active = LIST_FILTER_KEYS.some((k) => search.has(k));
  const fieldSx = { flex: { xs: '1 1 calc(50% - 12px)', sm: '0 0 auto' }, minWidth: { sm: 150 } };

  return (
    <Box
      role="search"
      aria-label="Filter requests"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
    >
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
        sx={{ minWidth: { xs: '100%', sm: 220 } }}
      />
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
        onChange={(key, value) => {
          const next = new URLSearchParams(search);
          next.delete('companyId');
          next.delete('enterpriseId');
          if (key && value) next.set(key, String(value));
          setSearch(next);
        }}
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
            const next = new URLSearchParams(search);
            for (const k of LIST_FILTER_KEYS) next.delete(k);
            setTitle('');
            setSearch(next);
          }}
        >
          Clear filters
        </Button>
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <SavedViewsMenu />
        {csvHref && (
          <Button size="small" component="a" href={csvHref} download startIcon={<FileDownloadOutlined />}>
            Export CSV
          </Button>
        )}
      </Box>
    </Box>
  );
}
