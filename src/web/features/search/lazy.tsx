import { lazy, Suspense, useState } from 'react';

/*
 * The search dialog and its results (Dialog, the results' lists: ~4 KiB Brotli) are a chunk of their
 * own, loaded the first time it opens (issue 30: not in a list's first load); once mounted it stays,
 * so it closes with its transition and opens again at once.
 */
const SearchDialogChunk = lazy(() => import('./SearchDialog.tsx').then((m) => ({ default: m.SearchDialog })));

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialogChunk open={open} onClose={onClose} />
    </Suspense>
  );
}
