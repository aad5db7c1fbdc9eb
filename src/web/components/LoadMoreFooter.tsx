import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PagedQuery } from '../lib/use-infinite-scroll.ts';

export type LoadMoreFooterProps = {
  query: PagedQuery;
  /** The infinite-scroll sentinel (from useInfiniteScroll), when pages load on scrolling. */
  sentinelRef?: Ref<HTMLDivElement>;
  /** Accessible name of the spinner, e.g. 'Loading more comments' (a button says 'Loading…'). */
  loadingLabel: string;
  /** Shown with Try again when the next page could not be loaded. */
  failedMessage: string;
  /** Shown once every page is loaded, e.g. 'No more comments'; nothing when omitted. */
  endMessage?: string;
  /** A button that loads the next page by hand, e.g. 'Load more'; without it, the list only scrolls. */
  moreLabel?: string;
};

/**
 * The end of a paged list: a spinner while the next page loads, the failure with Try again, the
 * button for more (where paging is by hand) or the note that nothing more is there.
 */
export function LoadMoreFooter({
  query,
  sentinelRef,
  loadingLabel,
  failedMessage,
  endMessage,
  moreLabel,
}: LoadMoreFooterProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  let content = null;
  if (isFetchingNextPage) {
    content = moreLabel ? (
      <Button size="small" disabled startIcon={<CircularProgress size={14} />}>
        Loading…
      </Button>
    ) : (
      <Box role="status" aria-label={loadingLabel} sx={{ display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={24} aria-label={loadingLabel} />
      </Box>
    );
  } else if (isFetchNextPageError) {
    content = (
      <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="error">
          {failedMessage}
        </Typography>
        <Button size="small" onClick={() => void fetchNextPage()}>
          Try again
        </Button>
      </Box>
    );
  } else if (hasNextPage) {
    content = moreLabel ? (
      <Button size="small" onClick={() => void fetchNextPage()}>
        {moreLabel}
      </Button>
    ) : null;
  } else if (endMessage) {
    content = (
      <Typography variant="body2" color="text.secondary">
        {endMessage}
      </Typography>
    );
  }
  // Paging by hand with nothing left to say: no empty footer under the list.
  if (!content && !sentinelRef) return null;
  return (
    <Box ref={sentinelRef} sx={{ display: 'grid', placeItems: 'center', minHeight: 44, px: 2, py: 1 }}>
      {content}
    </Box>
  );
}
