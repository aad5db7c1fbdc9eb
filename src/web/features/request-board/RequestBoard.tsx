import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { useSession } from '../../lib/session/index.ts';
import type { ServiceRequestListItemDto, UserDto } from '#shared/schemas/request.ts';
import type { ListNarrowing, RequestPage } from '../../lib/requests/list-cache.ts';
import { requestKeys } from '../../lib/requests/queries.ts';
import {
  BOARD_STATUSES,
  boardLanesOf,
  boardNarrowingOf,
  columnCards,
  columnFilter,
  useBoardSummary,
  useMoveCard,
} from './api.ts';
import type { CardDragData } from './BoardCard.tsx';
import { AssignDialog } from './AssignDialog.tsx';
import { BoardColumn } from './BoardColumn.tsx';
import { BOARD_MESSAGES } from './messages.ts';
import type { RequestBoardSlots } from './slots.ts';

/**
 * The Request Board (staff): one column per status, cards moved by dragging them to another column
 * or with each card's "Move to…" menu. A move shows at once and is undone if the server refuses it
 * (its message shown). The list filters narrow every column (kept in the URL); each column shows its
 * count and credit total, and the cards can be grouped in swimlanes by assignee or company. The
 * filter bar and the cards' kit swatch are other features', passed in by the app layer (`slots`).
 */
export function RequestBoard({ slots = {} }: { slots?: RequestBoardSlots }) {
  const Filters = slots.filters;
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  // The list filters live in the URL (a link reproduces the board); the key keeps them stable.
  const narrowingKey = JSON.stringify(boardNarrowingOf(search));
  const narrowing = useMemo(() => JSON.parse(narrowingKey) as ListNarrowing, [narrowingKey]);
  const lanes = boardLanesOf(search);
  const filterCount = Object.keys(JSON.parse(narrowingKey) as ListNarrowing).length;
  // The filters fold away so the columns start near the top of the page (dragging a card to a
  // column lower down scrolls the page); a board opened with filters in its URL shows them.
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  const summary = useBoardSummary(narrowing, lanes);
  const move = useMoveCard(session.user.id, narrowing);
  const [dragged, setDragged] = useState<CardDragData | null>(null);
  const [movingIds, setMovingIds] = useState<ReadonlySet<number>>(() => new Set());
  const [focusId, setFocusId] = useState<number | null>(null);

  // Moving to Assigned with nobody assigned asks whom first (the server refuses it otherwise).
  const [asking, setAsking] = useState<{ request: ServiceRequestListItemDto; focus: boolean } | null>(null);

  const moveCard = useCallback(
    (
      request: ServiceRequestListItemDto,
      to: RequestStatus,
      { focus, assignedTo }: { focus: boolean; assignedTo?: UserDto[] },
    ) => {
      if (request.status === to) return;
      if (to === 'ASSIGNED' && request.assignedTo.length === 0 && !assignedTo) {
        setAsking({ request, focus });
        return;
      }
      setMovingIds((ids) => new Set(ids).add(request.id));
      setFocusId(focus ? request.id : null);
      move.mutate(
        { request, to, ...(assignedTo ? { assignedTo } : {}) },
        {
          onSuccess: () => toast.success(BOARD_MESSAGES.moved),
          onError: (error) => toast.error(errorMessage(error, BOARD_MESSAGES.moveFailed)),
          onSettled: () =>
            setMovingIds((ids) => {
              const next = new Set(ids);
              next.delete(request.id);
              return next;
            }),
        },
      );
    },
    [move, toast],
  );

  const dropCard = useCallback(
    (data: CardDragData, to: RequestStatus) => {
      setDragged(null);
      const pages = queryClient.getQueryData<InfiniteData<RequestPage, string | null>>(
        requestKeys.list(columnFilter(data.from, narrowing)),
      );
      const request = columnCards(pages).find((r) => r.id === data.id);
      if (request) moveCard(request, to, { focus: false });
    },
    [queryClient, moveCard, narrowing],
  );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        {Filters && (
          <Button
            variant={filtersOpen ? 'contained' : 'outlined'}
            color="inherit"
            aria-expanded={filtersOpen}
            aria-controls="board-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
          </Button>
        )}
        <TextField
          select
          size="small"
          label="Swimlanes"
          value={lanes ?? ''}
          onChange={(e) => {
            const next = new URLSearchParams(search);
            if (e.target.value) next.set('lanes', e.target.value);
            else next.delete('lanes');
            setSearch(next);
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: 200 }}
        >
          <MenuItem value="">No swimlanes</MenuItem>
          <MenuItem value="assignee">By assignee</MenuItem>
          <MenuItem value="company">By company</MenuItem>
        </TextField>
      </Box>
      {Filters && (
        <Collapse in={filtersOpen} id="board-filters" unmountOnExit>
          <Filters />
        </Collapse>
      )}
      <Box
        data-testid="request-board"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: 'minmax(260px, 82%)', sm: '264px', lg: 'minmax(0, 1fr)' },
          gap: 1.5,
          overflowX: 'auto',
          alignItems: 'start',
          pb: 1.5,
          // Phones: one column at a time, snapping.
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
          '& > section': { scrollSnapAlign: 'start' },
        }}
      >
        {BOARD_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            narrowing={narrowing}
            lanes={lanes}
            summary={summary.data}
            dragged={dragged}
            movingIds={movingIds}
            focusId={focusId}
            onMove={(request, to) => moveCard(request, to, { focus: true })}
            onDropCard={dropCard}
            onDragStart={setDragged}
            onDragEnd={() => setDragged(null)}
            {...(slots.kitSwatch ? { kitSwatch: slots.kitSwatch } : {})}
          />
        ))}
      </Box>
      <AssignDialog
        request={asking?.request ?? null}
        onCancel={() => setAsking(null)}
        onAssign={(request, people) => {
          const focus = asking?.focus ?? false;
          setAsking(null);
          moveCard(request, 'ASSIGNED', { focus, assignedTo: people });
        }}
      />
    </>
  );
}
