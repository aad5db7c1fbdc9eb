import { useCallback, useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { useSession } from '../auth/AuthProvider.tsx';
import { requestKeys, type ServiceRequestDto, type UserDto } from '../requests/api.ts';
import type { RequestPage } from '../requests/list-cache.ts';
import { BOARD_STATUSES, columnCards, columnFilter, useMoveCard } from './api.ts';
import type { CardDragData } from './BoardCard.tsx';
import { AssignDialog } from './AssignDialog.tsx';
import { BoardColumn } from './BoardColumn.tsx';
import { BOARD_MESSAGES } from './messages.ts';

/**
 * The Request Board (staff): one column per status, cards moved by dragging them to another column
 * or with each card's "Move to…" menu. A move shows at once and is undone if the server refuses it.
 */
export function RequestBoard() {
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const move = useMoveCard(session.user.id);
  const [dragged, setDragged] = useState<CardDragData | null>(null);
  const [movingIds, setMovingIds] = useState<ReadonlySet<number>>(() => new Set());
  const [focusId, setFocusId] = useState<number | null>(null);

  // Moving to Assigned with nobody assigned asks whom first (the server refuses it otherwise).
  const [asking, setAsking] = useState<{ request: ServiceRequestDto; focus: boolean } | null>(null);

  const moveCard = useCallback(
    (
      request: ServiceRequestDto,
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
        requestKeys.list(columnFilter(data.from)),
      );
      const request = columnCards(pages).find((r) => r.id === data.id);
      if (request) moveCard(request, to, { focus: false });
    },
    [queryClient, moveCard],
  );

  return (
    <>
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
            dragged={dragged}
            movingIds={movingIds}
            focusId={focusId}
            onMove={(request, to) => moveCard(request, to, { focus: true })}
            onDropCard={dropCard}
            onDragStart={setDragged}
            onDragEnd={() => setDragged(null)}
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
