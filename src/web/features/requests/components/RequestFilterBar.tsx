import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Badge from '@mui/material/Badge';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useSession } from '../../../lib/session/index.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { mediaOptions } from '../../../lib/media-at.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { LIST_FILTER_KEYS } from '../../../lib/requests/list-url.ts';
import { ActiveFilterChips } from './filter-bar/ActiveFilterChips.tsx';
import { useListFilters, useTitleFilter } from './filter-bar/useListFilters.ts';
import { filtersSheetChunk } from './filter-bar/filters-sheet-chunk.ts';
import { staffCustomerFilterChunk } from './staff-customer-filter-chunk.ts';

/**
 * Every field but the title, a chunk of its own (issue 30: ~25 KiB of a list's first load, the
 * customer picker's Autocomplete and Popper, the switch, the saved views): a laptop asks for it
 * right after the list's first render, a phone when its Filters sheet opens or the page is quiet.
 */
const filterFieldsChunk = lazyWithPreload(() => import('./filter-bar/FilterFields.tsx'));
const FilterFields = filterFieldsChunk.Component;

/** The desktop bar's fields while their chunk loads: their place kept, so the list does not move. */
function FieldsPlaceholder({ staff, sortable }: { staff: boolean; sortable: boolean }) {
  // Type, priority, (assigned to), company, created by, due from, due to, sort with its order, the
  // overdue switch: their rendered widths.
  const widths = [150, 150, ...(staff ? [150] : []), 150, 150, 178, 178, ...(sortable ? [185] : []), 165];
  return (
    <>
      {widths.map((width, i) => (
        <Skeleton key={i} variant="rounded" width={width} height={40} sx={{ flex: '0 0 auto' }} />
      ))}
      {/* The views and the CSV, at the row's end. */}
      <Box sx={{ ml: 'auto', width: 245, height: 31 }} />
    </>
  );
}

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
  const staff = session.user.isStaff;
  const hydrated = useHydrated();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), mediaOptions());
  const [sheetOpen, setSheetOpen] = useState(false);
  const { search, narrowing, set } = useListFilters();
  const [title, setTitle] = useTitleFilter(narrowing.title ?? '', set);
  const queryClient = useQueryClient();
  // The fields' chunk: on a laptop as soon as the bar is on screen (an effect runs after the first
  // paint), on a phone once the page is quiet (or the sheet is opened before that).
  const [sheetWanted, setSheetWanted] = useState(false);
  useEffect(() => {
    const load = () => {
      filterFieldsChunk.preload().catch(() => undefined);
      if (phone) filtersSheetChunk.preload().catch(() => undefined);
      if (staff) staffCustomerFilterChunk.preload().catch(() => undefined);
    };
    if (!phone) {
      load();
      return undefined;
    }
    return whenIdle(queryClient, load);
  }, [phone, queryClient, staff]);
  const openSheet = () => {
    // The fields and the sheet they sit in, asked for together (not one after the other).
    filterFieldsChunk.preload().catch(() => undefined);
    filtersSheetChunk.preload().catch(() => undefined);
    setSheetWanted(true);
    setSheetOpen(true);
  };
  const fieldsProps = {
    phone,
    sortable,
    csvHref,
    savedViews: SavedViews,
    clearTitle: () => setTitle(''),
  };
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
              onClick={openSheet}
            >
              Filters
            </Button>
          </Badge>
        </Box>
        <ActiveFilterChips />
        {/* Mounted once asked for, and kept (its closing slide, the fields' state). */}
        {sheetWanted && (
          <Suspense fallback={null}>
            <FilterFields {...fieldsProps} sheet={{ open: sheetOpen, onClose: () => setSheetOpen(false) }} />
          </Suspense>
        )}
      </>
    );
  }

  // Drawn by the client only (after a server-drawn page's hydration): lib/use-hydrated.ts.
  const placeholder = <FieldsPlaceholder staff={session.user.isStaff} sortable={sortable} />;
  return (
    <>
      <Box
        role="search"
        aria-label="Filter requests"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
      >
        {titleField}
        {hydrated ? (
          <Suspense fallback={placeholder}>
            <FilterFields {...fieldsProps} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
      <ActiveFilterChips />
    </>
  );
}
