import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';

/*
 * The menu, its dialog and what they use (Menu, Dialog, Checkbox, ListItemText: ~6 KiB Brotli) are
 * a chunk of their own, loaded the first time the menu is on screen (issue 30): the filter bar that
 * holds it loads after a list's first paint, on a phone only with its Filters sheet.
 */
const SavedViewsMenuChunk = lazy(() =>
  import('./SavedViewsMenu.tsx').then((m) => ({ default: m.SavedViewsMenu })),
);

/** The saved-views menu; until its chunk is here, its button in its place, disabled. */
export function SavedViewsMenu() {
  return (
    <Suspense
      fallback={
        <Button size="small" startIcon={<BookmarksOutlined />} disabled>
          Views
        </Button>
      }
    >
      <SavedViewsMenuChunk />
    </Suspense>
  );
}
