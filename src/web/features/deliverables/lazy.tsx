import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { DeliverablesPanelProps } from './DeliverablesPanel.tsx';

const DeliverablesPanelChunk = lazy(() => import('./DeliverablesPanel.tsx'));

export function LazyDeliverablesPanel(props: DeliverablesPanelProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={120} role="status" aria-label="Loading deliverables" />}
    >
      <DeliverablesPanelChunk {...props} />
    </Suspense>
  );
}
