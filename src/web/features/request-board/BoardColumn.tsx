import { useState, type ComponentType, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { STATUS_COLORS, STATUS_LABELS, type RequestStatus } from '#shared/domain/request-status.ts';
import { LoadMoreFooter } from '../../components/LoadMoreFooter.tsx';
import { STATUS_TEXT_COLORS, StatusDot } from '../../components/StatusChip.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import type { BoardLanes, BoardSummary, ServiceRequestListItemDto } from '#shared/schemas/request.ts';
import type { ListNarrowing } from '../../lib/requests/list-cache.ts';
import { ALL_TAB, requestHref } from '../../lib/requests/list-url.ts';
import { columnCards, laneOf, useBoardColumn } from './api.ts';
import { creditsLabel } from '../../lib/format.ts';
import { BoardCard, CARD_DRAG_TYPE, type CardDragData } from './BoardCard.tsx';

type LaneGroup = {
  key: string;
  name: string | null;
  figures: { count: number; credit: string } | null;
  cards: ServiceRequestListItemDto[];
};

/** The loaded cards of a column grouped by lane, lanes in name order, each with its figures. */
function laneGroups(
  cards: ServiceRequestListItemDto[],
  lanes: BoardLanes,
  summary: BoardSummary | undefined,
  status: RequestStatus,
): LaneGroup[] {
  const groups = new Map<string, LaneGroup>();
  for (const r of cards) {
    const lane = laneOf(r, lanes);
    const key = String(lane.id);
    const figures = summary?.lanes.find((l) => l.status === status && l.id === lane.id) ?? null;
    const group = groups.get(key) ?? { key, name: lane.name, figures, cards: [] };
    group.cards.push(r);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
}

export type ColumnProps = {
  status: RequestStatus;
  narrowing: ListNarrowing;
  lanes: BoardLanes | null;
  /** The board's figures (count and credit per column and lane), when loaded. */
  summary: BoardSummary | undefined;
  /** The card being dragged, if any (its own column accepts no drop). */
  dragged: CardDragData | null;
  /** Ids of cards whose move is on its way to the server. */
  movingIds: ReadonlySet<number>;
  /** The card to focus once it shows (after a move with the keyboard). */
  focusId: number | null;
  onMove: (request: ServiceRequestListItemDto, to: RequestStatus) => void;
  onDropCard: (data: CardDragData, to: RequestStatus) => void;
  onDragStart: (data: CardDragData) => void;
  onDragEnd: () => void;
  /** A card's brand kit swatch (a slot of the board). */
  kitSwatch?: ComponentType<{ requestId: number }>;
};

function readDragData(event: DragEvent): CardDragData | null {
  try {
    const data = JSON.parse(event.dataTransfer.getData(CARD_DRAG_TYPE)) as Partial<CardDragData>;
    return typeof data.id === 'number' && typeof data.from === 'string' ? (data as CardDragData) : null;
  } catch {
    return null;
  }
}

/** One status of the board: its cards, 20 at a time with "Load more", and a drop target. */
export function BoardColumn({
  status,
  narrowing,
  lanes,
  summary,
  dragged,
  movingIds,
  focusId,
  onMove,
  onDropCard,
  onDragStart,
  onDragEnd,
  kitSwatch,
}: ColumnProps) {
  const query = useBoardColumn(status, narrowing);
  const [over, setOver] = useState(false);
  const color = STATUS_COLORS[status];
  const label = STATUS_LABELS[status];
  const headingId = `board-column-${status}`;
  const accepts = dragged !== null && dragged.from !== status;
  const cards = columnCards(query.data);
  const figures =
    summary?.columns.find((c) => c.status === status) ?? (summary ? { count: 0, credit: '0.00' } : null);
  const count = figures
    ? String(figures.count)
    : query.isSuccess
      ? `${cards.length}${query.hasNextPage ? '+' : ''}`
      : '';
  const groups = lanes ? laneGroups(cards, lanes, summary, status) : null;

  const handleDragOver = (event: DragEvent<HTMLElement>) => {
    if (!accepts && !event.dataTransfer.types.includes(CARD_DRAG_TYPE)) return;
    if (dragged?.from === status) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (!over) setOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const data = readDragData(event) ?? dragged;
    if (data && data.from !== status) onDropCard(data, status);
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={`board-column-${status}`}
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={handleDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        borderRadius: 1.75,
        bgcolor: alpha(color, over ? 0.12 : 0.05),
        border: '1px solid',
        borderColor: alpha(color, over ? 0.6 : 0.18),
        outline: accepts ? `2px dashed ${alpha(color, over ? 0.9 : 0.35)}` : 'none',
        outlineOffset: -2,
        boxShadow: `inset 0 3px 0 ${color}`,
        p: 1.25,
        pt: 1.75,
        minHeight: 320,
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.25, px: 0.25 }}>
        <StatusDot status={status} size={10} />
        <Typography id={headingId} component="h2" variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {label}
        </Typography>
        {figures && (
          <Typography
            variant="caption"
            color="text.secondary"
            data-testid={`board-credit-${status}`}
            aria-label={creditsLabel(figures.credit)}
            // Its own line under the title, so a narrow column never cuts the status name short.
            sx={{ fontVariantNumeric: 'tabular-nums', order: 3, flexBasis: '100%', mt: -0.75, pl: '18px' }}
          >
            {creditsLabel(figures.credit)}
          </Typography>
        )}
        {count && (
          <Typography
            variant="caption"
            data-testid={`board-count-${status}`}
            aria-label={`${count} requests`}
            sx={{
              px: 0.875,
              borderRadius: 5,
              fontWeight: 600,
              color: STATUS_TEXT_COLORS[status],
              bgcolor: alpha(color, 0.1),
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {count}
          </Typography>
        )}
      </Box>

      {query.isPending ? (
        <Box role="status" aria-label={`Loading ${label} requests`} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={112} sx={{ borderRadius: 1.25 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error, 'The requests could not be loaded.')}
        </Alert>
      ) : (
        // The cards scroll inside their column, so the whole board fits the window: a card dragged
        // to another column never makes the page scroll under the pointer, and on a phone a finger
        // swiping over a column scrolls its cards (the page stays put, even at the column's end).
        <Box
          data-testid={`board-column-${status}-cards`}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            maxHeight: { xs: 'max(240px, calc(100dvh - 300px))', sm: 'max(240px, calc(100dvh - 360px))' },
            overflowY: 'auto',
            overscrollBehaviorY: 'contain',
            mx: -0.5,
            px: 0.5,
          }}
        >
          {cards.length === 0 ? (
            <Box
              sx={{
                flex: 1,
                minHeight: 96,
                display: 'grid',
                placeItems: 'center',
                textAlign: 'center',
                border: '1px dashed',
                borderColor: alpha(color, 0.3),
                borderRadius: 1.25,
                px: 1,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {accepts ? `Drop here to move to ${label}` : `No ${label.toLowerCase()} requests`}
              </Typography>
            </Box>
          ) : (
            <Box
              component="ul"
              aria-labelledby={headingId}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr)',
                gap: 1,
              }}
            >
              {(groups ?? [{ key: 'all', name: null, figures: null, cards }]).map((g) => [
                g.name !== null && (
                  <Box
                    component="li"
                    key={`lane-${g.key}`}
                    data-testid="board-lane"
                    sx={{ display: 'flex', gap: 1, alignItems: 'baseline', mt: 0.5, px: 0.25 }}
                  >
                    <Typography variant="overline" sx={{ flex: 1, minWidth: 0, lineHeight: 1.6 }} noWrap>
                      {g.name}
                    </Typography>
                    {g.figures && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {g.figures.count} · {creditsLabel(g.figures.credit)}
                      </Typography>
                    )}
                  </Box>
                ),
                ...g.cards.map((r) => (
                  <BoardCard
                    key={r.id}
                    request={r}
                    href={requestHref('requests', r.id, ALL_TAB)}
                    moving={movingIds.has(r.id)}
                    focusOnMount={focusId === r.id}
                    onMove={(to) => onMove(r, to)}
                    onDragStart={onDragStart}
                    onDragEnd={onDragEnd}
                    {...(kitSwatch ? { kitSwatch } : {})}
                  />
                )),
              ])}
            </Box>
          )}
          <LoadMoreFooter
            query={query}
            loadingLabel={`Loading more ${label} requests`}
            failedMessage={errorMessage(query.error, 'The requests could not be loaded.')}
            moreLabel="Load more"
          />
        </Box>
      )}
    </Box>
  );
}
