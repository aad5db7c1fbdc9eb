import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { CommentsPanelProps } from './CommentsPanel.tsx';

const CommentsPanelChunk = lazy(() => import('./CommentsPanel.tsx'));

export function LazyCommentsPanel(props: CommentsPanelProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={220} role="status" aria-label="Loading comments" />}
    >
      <CommentsPanelChunk {...props} />
    </Suspense>
  );
}
