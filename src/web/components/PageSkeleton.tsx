import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** What a page's body looks like while it loads: its rows, its columns or its figures. */
export type SkeletonKind = 'list' | 'board' | 'figures' | 'cards';

/**
 * A page's frame while its code or its data loads (issue 23): the page's own header, then grey
 * shapes where its content will be, so the page is there at once instead of a spinner on a blank
 * screen. The header matches PageHeader (same heading level and sizes), so nothing jumps when the
 * page replaces it; an unknown title (the dashboard's greeting before the session) is a grey bar.
 */
export function PageSkeleton({ title, kind = 'cards' }: { title?: string | undefined; kind?: SkeletonKind }) {
  return (
    <Box role="status" aria-label={`Loading ${title ?? 'the page'}`} data-testid="page-skeleton">
      <Box sx={{ mb: { xs: 2.5, sm: 3.5 } }}>
        <Typography variant="h3" component="h1" aria-hidden={title ? undefined : true}>
          {title ?? <Skeleton width="min(60%, 360px)" />}
        </Typography>
        <Skeleton width="min(80%, 420px)" sx={{ mt: 0.75 }} />
      </Box>
      {kind === 'list' && <ListBody />}
      {kind === 'board' && <BoardBody />}
      {kind === 'figures' && <FiguresBody />}
      {kind === 'cards' && <CardsBody />}
    </Box>
  );
}

function ListBody() {
  return (
    <>
      <Skeleton variant="rounded" height={44} sx={{ mb: 2.5 }} />
      <Skeleton variant="rounded" height={40} sx={{ mb: 2, maxWidth: 720 }} />
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={68} />
        ))}
      </Box>
    </>
  );
}

function BoardBody() {
  return (
    <Box sx={{ display: 'flex', gap: 2, overflow: 'hidden' }}>
      {Array.from({ length: 5 }, (_, i) => (
        <Box key={i} sx={{ flex: '0 0 280px', display: 'grid', gap: 1.25, alignContent: 'start' }}>
          <Skeleton width="50%" />
          {Array.from({ length: 3 }, (_, j) => (
            <Skeleton key={j} variant="rounded" height={96} />
          ))}
        </Box>
      ))}
    </Box>
  );
}

function FiguresBody() {
  return (
    <>
      <Skeleton width={180} sx={{ mb: 1.5 }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
          gap: 1.5,
          mb: { xs: 3, sm: 4 },
        }}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
      <CardsBody />
    </>
  );
}

function CardsBody() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

/** A data-loading state in the shape of what comes: grey blocks, named for assistive technology. */
export function ListSkeleton({ label, rows, height }: { label: string; rows: number; height: number }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
