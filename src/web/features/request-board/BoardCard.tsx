import { useEffect, useId, useRef, useState, type ComponentType, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { formatDate } from '#shared/domain/formats.ts';
import { STATUS_LABELS, type RequestStatus } from '#shared/domain/request-status.ts';
import { DeliverableChip } from '../../components/DeliverableChip.tsx';
import { DueChip } from '../../components/DueChip.tsx';
import { StatusDot } from '../../components/StatusChip.tsx';
import { creditsLabel } from '../../lib/format.ts';
import type { ServiceRequestListItemDto } from '#shared/schemas/request.ts';
import { AssigneeAvatars } from '../../components/AssigneeAvatars.tsx';
import { BOARD_STATUSES } from './api.ts';

/** The drag payload's type: only cards of this board are accepted by its columns. */
export const CARD_DRAG_TYPE = 'application/x-creditdesk-request';

export type CardDragData = { id: number; from: RequestStatus };

/**
 * One request on the board: title (the link that opens the detail drawer; the whole card is its
 * target), company, type, credit, due date and up to 5 assignees. It can be dragged to another
 * column, or moved with its "Move to…" menu (the keyboard way). Its brand kit swatch is the
 * brand-kit feature's, passed in as a slot of the board.
 */
export function BoardCard({
  request,
  href,
  moving,
  focusOnMount,
  onMove,
  onDragStart,
  onDragEnd,
  kitSwatch: KitSwatch,
}: {
  request: ServiceRequestListItemDto;
  href: string;
  moving: boolean;
  focusOnMount: boolean;
  onMove: (to: RequestStatus) => void;
  onDragStart: (data: CardDragData) => void;
  onDragEnd: () => void;
  kitSwatch?: ComponentType<{ requestId: number }>;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const linkRef = useRef<HTMLAnchorElement | null>(null);
  const people = request.assignees;

  // After a move with the keyboard the card lands in another column: focus follows it.
  useEffect(() => {
    if (focusOnMount) linkRef.current?.focus();
  }, [focusOnMount]);

  const handleDragStart = (event: DragEvent<HTMLElement>) => {
    const data: CardDragData = { id: request.id, from: request.status };
    event.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify(data));
    event.dataTransfer.setData('text/plain', request.title);
    event.dataTransfer.effectAllowed = 'move';
    setDragging(true);
    onDragStart(data);
  };
  const handleDragEnd = () => {
    setDragging(false);
    onDragEnd();
  };

  return (
    <Box
      component="li"
      data-testid="board-card"
      data-request-id={request.id}
      draggable={!moving}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      aria-busy={moving || undefined}
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        minWidth: 0,
        gap: 1,
        p: 1.5,
        pr: 5,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1.25,
        cursor: moving ? 'progress' : 'grab',
        opacity: dragging || moving ? 0.55 : 1,
        transition: 'border-color 120ms, box-shadow 120ms, opacity 120ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: '0 1px 6px rgba(17, 24, 39, 0.08)' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Link
        ref={linkRef}
        component={RouterLink}
        to={href}
        draggable={false}
        underline="none"
        color="text.primary"
        sx={{
          fontWeight: 650,
          fontSize: '0.9375rem',
          lineHeight: 1.35,
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          // The whole card opens the request.
          '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1.25 },
          '&:focus-visible': { outline: 'none' },
        }}
      >
        {request.title}
      </Link>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={request.company.enterprise.name}>
          {request.company.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {request.serviceRequestType.name}
        </Typography>
      </Box>
      {KitSwatch && <KitSwatch requestId={request.id} />}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {creditsLabel(request.total)}
        </Typography>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
          >
            <EventOutlined aria-hidden="true" sx={{ fontSize: 14 }} />
            <span>Due {request.targetDate ? formatDate(request.targetDate) : '—'}</span>
          </Typography>
          <DueChip targetDate={request.targetDate} status={request.status} />
          <DeliverableChip latest={request.latestDeliverable} />
        </Box>
      </Box>
      {people.length > 0 && (
        <Box sx={{ display: 'flex', position: 'relative', zIndex: 1, justifySelf: 'start' }}>
          <AssigneeAvatars people={people} size={26} />
        </Box>
      )}
      <IconButton
        size="small"
        aria-label={`Move "${request.title}" to…`}
        title="Move to…"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={moving}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'absolute', top: 6, right: 6, zIndex: 1, color: 'text.secondary' }}
      >
        <DriveFileMoveOutlined fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Move to…', dense: true } }}
      >
        {BOARD_STATUSES.filter((s) => s !== request.status).map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              onMove(status);
            }}
          >
            <ListItemIcon sx={{ minWidth: 24, '&&': { minWidth: 24 } }}>
              <StatusDot status={status} size={10} />
            </ListItemIcon>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
