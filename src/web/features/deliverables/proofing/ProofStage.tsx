import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import Box from '@mui/material/Box';
import { clampPercent, isProofPdf, pinName } from '#shared/domain/proofing.ts';
import type { DeliverableFile, PinDto } from '../api.ts';
import { PdfPage } from './PdfPage.tsx';

export type Point = { x: number; y: number };

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The width the stage's parent offers (kept up to date), for the PDF page's drawing. */
function useParentWidth(max: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const parent = ref.current?.parentElement;
    if (!parent) return;
    const measure = () => {
      setWidth(Math.min(max, Math.max(160, parent.clientWidth - 16)));
      // The page fits the screen under the viewer's bar and its page buttons (a phone: 70 % of it).
      const wide = window.innerWidth >= 900;
      setHeight(Math.max(240, wide ? window.innerHeight - 180 : Math.round(window.innerHeight * 0.7)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(parent);
    return () => observer.disconnect();
  }, [max]);
  return { ref, width, height };
}

/**
 * An image or a PDF page with its pins drawn on it, at percentages of its box (so they hold at any
 * size). With `onPlace`, a click drops a pin where it lands, and by keyboard the focused stage shows a
 * crosshair that the arrow keys move (Shift: ten times further) and Enter drops the pin there.
 * Markers are drawn for the eye (the list beside the viewer is what screen readers use); a click on
 * one selects its pin. With `onMove`, a marker `canDrag` allows is dragged (mouse, pen or finger) to a
 * new point; the list's Move button is the way by keyboard or a click (`moving`: the next click or
 * Enter is the pin's new place, and the crosshair starts where the pin is).
 */
export function ProofStage({
  file,
  page,
  pins,
  selectedId,
  draft,
  onPlace,
  onSelect,
  onPageCount,
  maxWidth = 1100,
  testId = 'proof-stage',
  stageRef,
  canDrag,
  onMove,
  moving = null,
  onCancelMove,
}: {
  /** May this pin be dragged (its author, or staff)? */
  canDrag?: (pin: PinDto) => boolean;
  /** A marker dragged to a new point. */
  onMove?: (pin: PinDto, point: Point) => void;
  /** The pin being moved by Move: the next place chosen is its new one. */
  moving?: PinDto | null;
  /** Escape while moving. */
  onCancelMove?: () => void;
  /** The focusable area (the viewer gives focus back to it after a pin placed by keyboard). */
  stageRef?: RefObject<HTMLDivElement | null>;
  file: DeliverableFile;
  page: number;
  pins: PinDto[];
  selectedId: number | null;
  draft: Point | null;
  onPlace?: (point: Point, how: { keyboard: boolean }) => void;
  onSelect: (pinId: number) => void;
  onPageCount?: (count: number) => void;
  maxWidth?: number;
  testId?: string;
}) {
  const ownRef = useRef<HTMLDivElement>(null);
  const overlayRef = stageRef ?? ownRef;
  const { ref, width, height } = useParentWidth(maxWidth);
  const [cross, setCross] = useState<Point>({ x: 50, y: 50 });
  const [keyboard, setKeyboard] = useState(false);
  const pdf = isProofPdf(file.mime);
  const what = pdf ? `${file.name}, page ${page}` : file.name;
  // Moving by the list's button: the crosshair starts at the pin.
  const movingId = moving?.id ?? null;
  useEffect(() => {
    if (moving) setCross({ x: moving.x, y: moving.y });
    // Only when another pin starts moving, not when the moving one is re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [movingId]);

  /** A marker being dragged: where it is now, and whether it has left its place yet. */
  const [drag, setDrag] = useState<{ id: number; at: Point; from: Point; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const pointAt = (clientX: number, clientY: number): Point | null => {
    const rect = overlayRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return {
      x: clampPercent(((clientX - rect.left) / rect.width) * 100),
      y: clampPercent(((clientY - rect.top) / rect.height) * 100),
    };
  };
  const draggable = (p: PinDto) => Boolean(onMove && canDrag?.(p));
  const dragStart = (p: PinDto, e: PointerEvent<HTMLElement>) => {
    if (!draggable(p) || e.button !== 0) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    dragged.current = false;
    setDrag({ id: p.id, at: { x: p.x, y: p.y }, from: { x: e.clientX, y: e.clientY }, moved: false });
  };
  const dragMove = (p: PinDto, e: PointerEvent<HTMLElement>) => {
    if (drag?.id !== p.id) return;
    // A few pixels before it counts as a drag: a click (or a tap) on a marker selects its pin.
    const moved = drag.moved || Math.hypot(e.clientX - drag.from.x, e.clientY - drag.from.y) > 4;
    const at = pointAt(e.clientX, e.clientY);
    if (moved && at) setDrag({ ...drag, at, moved });
  };
  const dragEnd = (p: PinDto, e: PointerEvent<HTMLElement>) => {
    if (drag?.id !== p.id) return;
    setDrag(null);
    const at = pointAt(e.clientX, e.clientY);
    if (!drag.moved || !at) return;
    dragged.current = true;
    onMove?.(p, at);
  };

  const click = (e: MouseEvent<HTMLDivElement>) => {
    if (!onPlace || !overlayRef.current) return;
    const rect = overlayRef.current.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    setKeyboard(false);
    onPlace(
      {
        x: clampPercent(((e.clientX - rect.left) / rect.width) * 100),
        y: clampPercent(((e.clientY - rect.top) / rect.height) * 100),
      },
      { keyboard: false },
    );
  };

  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!onPlace) return;
    if (e.key === 'Escape' && moving) {
      e.preventDefault();
      e.stopPropagation();
      onCancelMove?.();
      return;
    }
    const step = e.shiftKey ? 10 : 2;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      setKeyboard(true);
      setCross((c) => ({ x: clampPercent(c.x + move.x), y: clampPercent(c.y + move.y) }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setKeyboard(true);
      onPlace(cross, { keyboard: true });
    }
  };

  return (
    <Box
      ref={ref}
      data-testid={testId}
      sx={{ position: 'relative', display: 'inline-block', lineHeight: 0, maxWidth: '100%', boxShadow: 2 }}
    >
      {pdf ? (
        <PdfPage
          url={file.url}
          page={page}
          width={width}
          height={height}
          label={what}
          {...(onPageCount ? { onPageCount } : {})}
        />
      ) : (
        <Box
          component="img"
          src={file.url}
          alt={what}
          draggable={false}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: { xs: '60vh', md: 'calc(100vh - 180px)' },
            bgcolor: '#fff',
          }}
        />
      )}
      <Box
        ref={overlayRef}
        {...(onPlace
          ? {
              role: 'application',
              tabIndex: 0,
              'aria-roledescription': 'proofing area',
              'aria-label': moving
                ? `${what}. Moving ${pinName(moving.number)}: click its new place; or use the arrow keys to move the crosshair and press Enter. Escape cancels.`
                : `${what}. Click to place a pin; or use the arrow keys to move the crosshair and press Enter.`,
              onClick: click,
              onKeyDown: key,
              onFocus: () => setKeyboard(true),
              onBlur: () => setKeyboard(false),
            }
          : {})}
        data-testid={`${testId}-overlay`}
        sx={{
          position: 'absolute',
          inset: 0,
          cursor: onPlace ? 'crosshair' : 'default',
          outline: 'none',
          '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 3px ${t.palette.primary.main}` },
        }}
      >
        {pins.map((p) => {
          const selected = p.id === selectedId;
          const canBeDragged = draggable(p);
          const dragging = drag?.id === p.id && drag.moved;
          const at = dragging ? drag.at : p;
          const isMoving = p.id === movingId;
          return (
            <Box
              key={p.id}
              component="span"
              aria-hidden="true"
              data-testid="pin-marker"
              data-pin={p.number}
              data-dragging={dragging || undefined}
              title={canBeDragged ? `${pinName(p.number)}: drag to move it` : undefined}
              onClick={(e: MouseEvent) => {
                e.stopPropagation();
                // The click that ends a drag is not a selection.
                if (dragged.current) {
                  dragged.current = false;
                  return;
                }
                onSelect(p.id);
              }}
              onPointerDown={(e: PointerEvent<HTMLElement>) => dragStart(p, e)}
              onPointerMove={(e: PointerEvent<HTMLElement>) => dragMove(p, e)}
              onPointerUp={(e: PointerEvent<HTMLElement>) => dragEnd(p, e)}
              onPointerCancel={() => setDrag(null)}
              sx={{
                position: 'absolute',
                left: `${at.x}%`,
                top: `${at.y}%`,
                touchAction: canBeDragged ? 'none' : 'auto',
                outline: isMoving ? '3px dashed' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: 2,
                opacity: dragging ? 0.85 : 1,
                transform: 'translate(-50%, -50%)',
                width: selected ? 32 : 26,
                height: selected ? 32 : 26,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 13,
                fontWeight: 700,
                lineHeight: 1,
                cursor: dragging ? 'grabbing' : canBeDragged ? 'grab' : 'pointer',
                color: '#fff',
                bgcolor: p.resolvedAt ? 'success.main' : 'error.main',
                border: '2px solid #fff',
                boxShadow: selected ? '0 0 0 3px rgba(25,118,210,0.9)' : 2,
                zIndex: dragging ? 4 : selected ? 2 : 1,
                // A finger needs 44 px: on a touch screen the marker takes taps (and drags) in a
                // ring around what it draws, without drawing it larger over the work.
                '@media (pointer: coarse)': {
                  '&::after': {
                    content: '""',
                    position: 'absolute',
                    inset: selected ? -6 : -9,
                    borderRadius: '50%',
                  },
                },
              }}
            >
              {p.number}
            </Box>
          );
        })}
        {draft && (
          <Box
            component="span"
            aria-hidden="true"
            data-testid="pin-draft"
            sx={{
              position: 'absolute',
              left: `${draft.x}%`,
              top: `${draft.y}%`,
              transform: 'translate(-50%, -50%)',
              width: 26,
              height: 26,
              borderRadius: '50%',
              border: '3px dashed',
              borderColor: 'primary.main',
              bgcolor: 'rgba(255,255,255,0.7)',
              zIndex: 3,
            }}
          />
        )}
        {onPlace && keyboard && !draft && (
          <Box
            aria-hidden="true"
            data-testid="crosshair"
            sx={{
              position: 'absolute',
              left: `${cross.x}%`,
              top: `${cross.y}%`,
              width: 28,
              height: 28,
              transform: 'translate(-50%, -50%)',
              pointerEvents: 'none',
              zIndex: 3,
              '&::before, &::after': { content: '""', position: 'absolute', bgcolor: 'primary.main' },
              '&::before': { left: '50%', top: 0, bottom: 0, width: 2, ml: '-1px' },
              '&::after': { top: '50%', left: 0, right: 0, height: 2, mt: '-1px' },
            }}
          />
        )}
        {onPlace && (
          <Box component="span" aria-live="polite" sx={visuallyHidden}>
            {keyboard ? `Crosshair at ${Math.round(cross.x)}% across, ${Math.round(cross.y)}% down.` : ''}
          </Box>
        )}
      </Box>
    </Box>
  );
}
