import { useEffect, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { truncateTitle } from '#shared/domain/formats.ts';
import { keepToastsAboveActionBar } from '../../../lib/toast.ts';
import { LazyTooltip } from '../../../components/lazy-tooltip/LazyTooltip.tsx';

/** The sticky top of the drawer: the title cut at 45 characters, extra controls, Close. */
export function DrawerHeader({
  title,
  fullTitle,
  chip,
  actions,
  onClose,
  headingRef,
}: {
  title: string;
  /** Shown as a tooltip when the title is cut. */
  fullTitle?: string;
  chip?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  /** For a panel that sends the focus to its heading (the button that had it is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const shown = truncateTitle(title);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 64,
        px: { xs: 2, sm: 3 },
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <LazyTooltip title={fullTitle && fullTitle !== shown ? fullTitle : ''} placement="bottom-start">
        <Typography
          id="request-drawer-title"
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          variant="h5"
          component="h2"
          data-testid="request-drawer-title"
          sx={{
            flex: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            lineHeight: 1.3,
            fontSize: { xs: '1rem', sm: '1.125rem' },
          }}
        >
          {shown}
        </Typography>
      </LazyTooltip>
      {chip}
      {actions}
      <IconButton aria-label="Close" onClick={onClose} edge="end">
        <Close />
      </IconButton>
    </Box>
  );
}

/**
 * The drawer's scrolling middle: the only part that scrolls. It is the containing block of anything
 * positioned inside it (a visually hidden caption, a sticky aside), so nothing in the content can make
 * the panel itself scroll, and a swipe at its end does not carry on to the page behind.
 */
export function DrawerBody({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        position: 'relative',
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        px: { xs: 2, sm: 3 },
        py: 3,
      }}
      data-testid="request-drawer-body"
    >
      {children}
    </Box>
  );
}

/** The drawer while what it shows is on its way: its title, Close, and the shape of a form. */
export function DrawerLoading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <>
      <DrawerHeader title={title} onClose={onClose} />
      <DrawerBody>
        <Box role="status" aria-label="Loading request" sx={{ display: 'grid', gap: 2 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={i === 0 ? 80 : 56} />
          ))}
        </Box>
      </DrawerBody>
    </>
  );
}

/**
 * The sticky bottom action bar: secondary actions left, the main action right. On narrow screens,
 * where the request summary sits far below the fields, it also shows the live total.
 */
export function ActionBar({ start, end, total }: { start?: ReactNode; end?: ReactNode; total?: string }) {
  useEffect(keepToastsAboveActionBar, []);
  return (
    <Box
      component="footer"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flex: 1 }}>{start}</Box>
      {total !== undefined && (
        <Box
          role="status"
          aria-label={`Total ${total}`}
          sx={{
            display: { xs: 'flex', md: 'none' },
            flexDirection: 'column',
            alignItems: 'flex-end',
            lineHeight: 1.2,
            minWidth: 0,
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            Total
          </Typography>
          <Typography
            data-testid="action-bar-total"
            variant="body2"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {total}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>{end}</Box>
    </Box>
  );
}

/** A label and its value in the read-only view. */
export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography
        component="dt"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.6 }}
      >
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
