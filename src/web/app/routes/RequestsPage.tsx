import { RequestListScreen } from '../../features/requests/index.ts';
import { SavedViewsMenu } from '../../features/saved-views/index.ts';
import { loadRequestDrawerSlots } from '../request-drawer-slots-loader.ts';

/**
 * /requests?alignBy=status — every request the user may see, with the request drawer over it; also
 * /requests/{requestId}?alignBy=status (opened from rows, search hits and links), the list with the
 * drawer in detail mode (update mode with &mode=edit).
 */
export default function RequestsPage() {
  return <RequestListScreen scope="requests" slots={loadRequestDrawerSlots} savedViews={SavedViewsMenu} />;
}
