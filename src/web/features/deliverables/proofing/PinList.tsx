import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import OpenWithOutlined from '@mui/icons-material/OpenWithOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { PIN_MESSAGES, PIN_TEXT_MAX, pinName } from '#shared/domain/proofing.ts';
import { formatCommentTime } from '#shared/domain/comment-time.ts';
import { RICH_TEXT_CLASS } from '../../../components/rich-text.ts';
import { userName } from '../../../lib/people.ts';
import type { PinDto } from '../api.ts';
import type { Point } from './ProofStage.tsx';

const richSx = { overflowWrap: 'anywhere', '& p': { m: 0, mb: 0.5 }, '& p:last-child': { mb: 0 } } as const;

/** The form for a new pin's words, at the place chosen on the stage. */
export function PinComposer({
  point,
  busy,
  onSubmit,
  onCancel,
}: {
  point: Point;
  busy: boolean;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), [point]);
  const submit = () => {
    if (!text.trim()) return setError(PIN_MESSAGES.textRequired);
    onSubmit(text);
  };
  return (
    <Box
      component="form"
      aria-label="New pin"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
      sx={{ display: 'grid', gap: 1, p: 1.5, border: 2, borderColor: 'primary.main', borderRadius: 2 }}
    >
      <Typography variant="subtitle2" component="h4">
        New pin at {Math.round(point.x)}% across, {Math.round(point.y)}% down
      </Typography>
      <TextField
        inputRef={ref}
        label="What should change here?"
        multiline
        minRows={2}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: PIN_TEXT_MAX } }}
        disabled={busy}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Add pin
        </Button>
      </Box>
    </Box>
  );
}

function ReplyForm({
  pin,
  busy,
  onReply,
}: {
  pin: PinDto;
  busy: boolean;
  onReply: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  return (
    <Box
      component="form"
      aria-label={`Reply to ${pinName(pin.number)}`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!text.trim()) return;
        if (await onReply(text)) setText('');
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={`Reply to ${pinName(pin.number)}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        maxRows={4}
        fullWidth
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: PIN_TEXT_MAX } }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={busy || !text.trim()} sx={{ mt: 0.5 }}>
        Reply
      </Button>
    </Box>
  );
}

/**
 * The pins of the file shown, as an ordered list screen readers can use: each pin's number, page,
 * words, author, state and replies; the selected one opens its reply form. Resolve / Reopen on each;
 * Move and Delete on those the viewer may move or delete (`canMove`, `canDelete`).
 */
export function PinList({
  pins,
  selectedId,
  busy,
  showPage,
  onSelect,
  onResolve,
  onReply,
  readOnly = false,
  canMove,
  canDelete,
  onMove,
  onDelete,
  movingId = null,
}: {
  canMove?: (pin: PinDto) => boolean;
  canDelete?: (pin: PinDto) => boolean;
  onMove?: (pin: PinDto) => void;
  onDelete?: (pin: PinDto) => void;
  /** The pin being moved (its Move button reads "Moving…" and is pressed). */
  movingId?: number | null;
  pins: PinDto[];
  selectedId: number | null;
  busy: boolean;
  showPage: boolean;
  onSelect: (pinId: number) => void;
  onResolve?: (pin: PinDto, resolved: boolean) => void;
  onReply?: (pin: PinDto, text: string) => Promise<boolean>;
  readOnly?: boolean;
}) {
  const now = new Date();
  const idBase = useId();
  if (!pins.length) return null;
  return (
    <Box component="ol" aria-label="Pins" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {pins.map((p) => {
        const selected = p.id === selectedId;
        const titleId = `${idBase}-${p.id}`;
        return (
          <Box
            component="li"
            key={p.id}
            aria-labelledby={titleId}
            data-testid="pin-item"
            data-pin={p.number}
            sx={{
              border: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              boxShadow: selected ? (t) => `0 0 0 1px ${t.palette.primary.main}` : 'none',
              borderRadius: 2,
              p: 1.25,
              display: 'grid',
              gap: 0.75,
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Button
                id={titleId}
                size="small"
                color="inherit"
                aria-pressed={selected}
                onClick={() => onSelect(p.id)}
                sx={{
                  minWidth: 0,
                  fontWeight: 700,
                  gap: 0.75,
                  pl: 0.5,
                  bgcolor: selected ? 'action.selected' : 'transparent',
                }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    width: 24,
                    height: 24,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: 12,
                    color: '#fff',
                    bgcolor: p.resolvedAt ? 'success.dark' : 'error.main',
                  }}
                >
                  {p.number}
                </Box>
                {pinName(p.number)}
                {showPage ? ` · page ${p.page}` : ''}
              </Button>
            </Box>
            <Box className={RICH_TEXT_CLASS} sx={richSx} dangerouslySetInnerHTML={{ __html: p.content }} />
            <Typography variant="caption" color="text.secondary">
              {p.author ? userName(p.author) : 'Someone'} · {formatCommentTime(p.createdAt, now)}
            </Typography>
            {p.resolvedAt && (
              <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 650 }}>
                Resolved{p.resolvedBy ? ` by ${userName(p.resolvedBy)}` : ''}
              </Typography>
            )}
            {p.replies.length > 0 && (
              <Box
                component="ul"
                aria-label={`Replies to ${pinName(p.number)}`}
                sx={{
                  listStyle: 'none',
                  m: 0,
                  pl: 1.5,
                  borderLeft: 2,
                  borderColor: 'divider',
                  display: 'grid',
                  gap: 0.5,
                }}
              >
                {p.replies.map((r) => (
                  <li key={r.id}>
                    <Typography variant="caption" sx={{ fontWeight: 650 }}>
                      {userName(r.user)}
                    </Typography>
                    <Box
                      className={RICH_TEXT_CLASS}
                      sx={richSx}
                      dangerouslySetInnerHTML={{ __html: r.content }}
                    />
                  </li>
                ))}
              </Box>
            )}
            {!readOnly && (
              <Box data-testid="pin-actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, ml: -0.75 }}>
                {onResolve && (
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={p.resolvedAt ? <ReplayOutlined /> : <CheckCircleOutline />}
                    onClick={() => onResolve(p, !p.resolvedAt)}
                    disabled={busy}
                    aria-label={`${p.resolvedAt ? 'Reopen' : 'Resolve'} ${pinName(p.number)}`}
                  >
                    {p.resolvedAt ? 'Reopen' : 'Resolve'}
                  </Button>
                )}
                {onMove && canMove?.(p) && (
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={<OpenWithOutlined />}
                    onClick={() => onMove(p)}
                    disabled={busy}
                    aria-pressed={movingId === p.id}
                    aria-label={`Move ${pinName(p.number)}`}
                  >
                    {movingId === p.id ? 'Moving…' : 'Move'}
                  </Button>
                )}
                {onDelete && canDelete?.(p) && (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteOutline />}
                    onClick={() => onDelete(p)}
                    disabled={busy}
                    aria-label={`Delete ${pinName(p.number)}`}
                  >
                    Delete
                  </Button>
                )}
              </Box>
            )}
            {selected && !readOnly && onReply && p.commentId !== null && (
              <ReplyForm pin={p} busy={busy} onReply={(text) => onReply(p, text)} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
