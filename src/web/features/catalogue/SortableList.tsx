import type { ElementType, ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { LazyTooltip } from '../../components/lazy-tooltip/LazyTooltip.tsx';

/**
 * A vertical list reordered by dragging each item's handle (mouse, touch or keyboard: focus the handle,
 * Space to pick up, arrows to move, Space to drop, Escape to cancel), announced to screen readers by
 * name. Only the handle starts a drag, so a phone still scrolls the page by swiping the list.
 * `onReorder` gets every id in the new order, which is what the reorder APIs take.
 */
export function SortableList<Id extends UniqueIdentifier>(props: {
  ids: Id[];
  nameOf: (id: Id) => string;
  onReorder: (ids: Id[]) => void;
  disabled?: boolean;
  /** The element of the list and of each item (e.g. 'ul'/'li', or 'div'/'section'). */
  component?: ElementType;
  itemComponent?: ElementType;
  /** Space between items (theme spacing units). */
  gap?: number;
  renderItem: (id: Id, handle: ReactNode) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier | undefined) => (id === undefined ? '' : props.nameOf(id as Id));
  const position = (id: UniqueIdentifier | undefined) => props.ids.indexOf(id as Id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}, position ${position(active.id)} of ${props.ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is now at position ${position(over.id)} of ${props.ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} of ${props.ids.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = props.ids.indexOf(active.id as Id);
    const to = props.ids.indexOf(over.id as Id);
    if (from < 0 || to < 0) return;
    props.onReorder(arrayMove(props.ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space to pick the item up, use the arrow keys to move it, Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={props.ids} strategy={verticalListSortingStrategy}>
        <Box
          component={props.component ?? 'div'}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: props.gap ?? 0,
          }}
        >
          {props.ids.map((id) => (
            <SortableItem
              key={id}
              id={id}
              name={props.nameOf(id)}
              disabled={props.disabled ?? false}
              component={props.itemComponent ?? 'div'}
              render={(handle) => props.renderItem(id, handle)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem(props: {
  id: UniqueIdentifier;
  name: string;
  disabled: boolean;
  component: ElementType;
  render: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.id, disabled: props.disabled });
  const handle = (
    <LazyTooltip title="Drag to reorder">
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${props.name}`}
        disabled={props.disabled}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
    </LazyTooltip>
  );
  return (
    <Box
      component={props.component}
      ref={setNodeRef}
      data-dragging={isDragging || undefined}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        opacity: isDragging ? 0.85 : 1,
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {props.render(handle)}
    </Box>
  );
}
