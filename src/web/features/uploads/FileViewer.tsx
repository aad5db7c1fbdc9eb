import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { revealDuration } from './media.ts';
import { fileDownloadUrl, fileUrl, type UploadedFile } from '../../lib/stored-files.ts';
import { FileThumb } from './FileThumb.tsx';
import { fileKind, previewMessage } from './file-kinds.ts';
import { openInNewTab } from './open-in-new-tab.ts';
import { LazyTooltip } from '../../components/lazy-tooltip/LazyTooltip.tsx';

export type FileViewerProps = {
  files: readonly UploadedFile[];
  /** The file shown first. */
  initialIndex?: number;
  open: boolean;
  onClose: () => void;
};

/**
 * Full-screen preview of a list of files with previous/next (buttons, arrow keys, swipe) and an
 * "i / n" counter. Images, audio and video show inline; PDFs open in a new tab; everything else
 * explains that it cannot be previewed and offers the download.
 */
export default function FileViewer({ files, initialIndex = 0, open, onClose }: FileViewerProps) {
  const count = files.length;
  const [index, setIndex] = useState(() => clamp(initialIndex, count));
  const [shown, setShown] = useState({ open, initialIndex });
  // Each opening starts at the file that was clicked (state adjusted during render, not in an effect).
  if (shown.open !== open || shown.initialIndex !== initialIndex) {
    setShown({ open, initialIndex });
    if (open) setIndex(clamp(initialIndex, count));
  }
  const current = count ? files[clamp(index, count)] : undefined;
  const position = clamp(index, count);
  const go = useCallback((delta: number) => setIndex((i) => clamp(i + delta, count)), [count]);
  const touchStart = useRef<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    // Arrow keys inside a player seek; they do not change the file.
    if (target.closest('audio, video, input')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    if (Math.abs(end - start) > 60) go(end < start ? 1 : -1);
  }

  const kind = current ? fileKind(current) : 'other';
  const message = previewMessage(kind);

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-labelledby="file-viewer-title"
      slotProps={{ paper: { sx: { bgcolor: '#0b0f19', color: '#f9fafb', borderRadius: 0 } } }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1.5 },
          px: { xs: 1, sm: 2 },
          py: 1,
          minHeight: 56,
          borderBottom: '1px solid rgba(255,255,255,0.1)',
        }}
      >
        <Typography
          id="file-viewer-title"
          component="h2"
          variant="subtitle1"
          title={current?.name}
          sx={{
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            pl: 1,
          }}
        >
          {current?.name ?? 'No file'}
        </Typography>
        <Typography
          data-testid="file-viewer-counter"
          aria-live="polite"
          aria-label={`File ${position + 1} of ${count}`}
          variant="body2"
          sx={{
            fontVariantNumeric: 'tabular-nums',
            color: 'rgba(249,250,251,0.8)',
            px: 1,
            whiteSpace: 'nowrap',
          }}
        >
          {count ? `${position + 1} / ${count}` : '0 / 0'}
        </Typography>
        {current && (
          <LazyTooltip title="Download">
            <IconButton
              component="a"
              href={fileDownloadUrl(current)}
              download={current.name}
              aria-label={`Download ${current.name}`}
              sx={{ color: 'inherit' }}
            >
              <Download />
            </IconButton>
          </LazyTooltip>
        )}
        <LazyTooltip title="Close">
          <IconButton ref={closeRef} onClick={onClose} aria-label="Close viewer" sx={{ color: 'inherit' }}>
            <Close />
          </IconButton>
        </LazyTooltip>
      </Box>

      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
      >
        <Box
          key={current?.id}
          sx={{
            width: '100%',
            height: '100%',
            // Phones: previous/next sit in a bar at the bottom; wider screens: at the sides.
            pt: { xs: 1, sm: 3 },
            pb: { xs: 10, sm: 3 },
            px: { xs: 1.5, sm: 10 },
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minHeight: 0,
          }}
        >
          {current && kind === 'image' && (
            <Box
              component="img"
              src={fileUrl(current)}
              alt={current.name}
              sx={{
                maxWidth: '100%',
                maxHeight: '100%',
                objectFit: 'contain',
                display: 'block',
                borderRadius: 1,
              }}
            />
          )}
          {current && kind === 'video' && (
            <Box
              component="video"
              onLoadedMetadata={revealDuration}
              src={fileUrl(current)}
              controls
              preload="metadata"
              aria-label={current.name}
              sx={{
                maxWidth: '100%',
                maxHeight: '100%',
                display: 'block',
                borderRadius: 1,
                bgcolor: 'black',
              }}
            />
          )}
          {current && kind === 'audio' && (
            <Panel file={current}>
              <Box
                component="audio"
                onLoadedMetadata={revealDuration}
                src={fileUrl(current)}
                controls
                preload="metadata"
                aria-label={current.name}
                sx={{ width: '100%', maxWidth: 420, mt: 1 }}
              />
            </Panel>
          )}
          {current && kind === 'pdf' && (
            <Panel file={current} text="PDF documents open in a new tab.">
              <Button
                variant="contained"
                startIcon={<OpenInNew />}
                onClick={() => openInNewTab(fileUrl(current))}
              >
                Open PDF
              </Button>
            </Panel>
          )}
          {current && message && (
            <Panel file={current} text={message}>
              <Button
                variant="contained"
                startIcon={<Download />}
                component="a"
                href={fileDownloadUrl(current)}
                download={current.name}
              >
                Download
              </Button>
            </Panel>
          )}
        </Box>
        {count > 1 && (
          <>
            <NavButton side="left" label="Previous file" disabled={position === 0} onClick={() => go(-1)}>
              <ChevronLeft fontSize="large" />
            </NavButton>
            <NavButton side="right" label="Next file" disabled={position >= count - 1} onClick={() => go(1)}>
              <ChevronRight fontSize="large" />
            </NavButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}

function clamp(i: number, count: number) {
  return Math.min(Math.max(0, i), Math.max(0, count - 1));
}

function Panel({ file, text, children }: { file: UploadedFile; text?: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        p: { xs: 3, sm: 4 },
        width: '100%',
        maxWidth: 480,
        borderRadius: 3,
        bgcolor: 'rgba(255,255,255,0.06)',
        border: '1px solid rgba(255,255,255,0.1)',
      }}
    >
      <FileThumb file={file} size={72} />
      <Typography variant="subtitle1" sx={{ wordBreak: 'break-word' }}>
        {file.name}
      </Typography>
      {text && (
        <Typography variant="body2" role="status" sx={{ color: 'rgba(249,250,251,0.8)', maxWidth: 360 }}>
          {text}
        </Typography>
      )}
      {children}
    </Box>
  );
}

function NavButton({
  side,
  label,
  disabled,
  onClick,
  children,
}: {
  side: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  // At the first or last file the button says it is disabled (aria-disabled) but stays focusable: a
  // truly disabled button drops the focus it holds, to the page behind the dialog, and the arrow keys
  // stopped working after "Next" led to the last file.
  return (
    <IconButton
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      disableRipple={disabled}
      className={disabled ? 'nav-disabled' : undefined}
      sx={{
        position: 'absolute',
        top: { xs: 'auto', sm: '50%' },
        bottom: { xs: 20, sm: 'auto' },
        transform: { xs: 'none', sm: 'translateY(-50%)' },
        [side]: { xs: 'calc(50% - 64px)', sm: 16 },
        width: { xs: 48, sm: 52 },
        height: { xs: 48, sm: 52 },
        borderRadius: '50%',
        color: '#f9fafb',
        bgcolor: 'rgba(17,24,39,0.7)',
        border: '1px solid rgba(255,255,255,0.15)',
        '&:hover': { bgcolor: 'rgba(55,65,81,0.9)' },
        '&.nav-disabled, &.nav-disabled:hover': {
          color: 'rgba(249,250,251,0.3)',
          bgcolor: 'rgba(17,24,39,0.4)',
          cursor: 'default',
        },
      }}
    >
      {children}
    </IconButton>
  );
}
