import { lazy, Suspense } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import type { ProofViewerProps } from './proofing/ProofViewer.tsx';

const ProofViewerChunk = lazy(() => import('./proofing/ProofViewer.tsx'));

/** The proofing viewer, its own chunk (pdf.js is a further one, loaded for a PDF page only). */
export function LazyProofViewer(props: ProofViewerProps) {
  return (
    <Suspense
      fallback={
        <Backdrop open sx={{ zIndex: (t) => t.zIndex.modal }}>
          <CircularProgress aria-label="Opening the proofing viewer" />
        </Backdrop>
      }
    >
      <ProofViewerChunk {...props} />
    </Suspense>
  );
}
