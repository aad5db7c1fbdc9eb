import { RequestKitSwatch } from '../features/brand-kit/index.ts';
import type { RequestBoardSlots } from '../features/request-board/index.ts';
import { RequestFilterBar } from '../features/requests/index.ts';
import { SavedViewsMenu } from '../features/saved-views/index.ts';

/** The board's filters: the request lists' filter bar without its sort (columns keep their order). */
function BoardFilters() {
  return <RequestFilterBar sortable={false} savedViews={SavedViewsMenu} />;
}

/**
 * What other features put on the request board (features never import each other; the app layer
 * joins them): the requests feature's filter bar with the saved-views menu, and the brand kit's
 * swatch on each card.
 */
export const requestBoardSlots: RequestBoardSlots = { filters: BoardFilters, kitSwatch: RequestKitSwatch };
