import { RequestListScreen } from '../../features/requests/index.ts';
import { requestDrawerSlots } from '../request-drawer-slots.ts';

/**
 * /requests/{requestId}?alignBy=status — opened from search hits and links: the request list with
 * the request drawer in detail mode (update mode with &mode=edit) over it.
 */
export default function RequestDetailPage() {
  return <RequestListScreen scope="requests" slots={requestDrawerSlots} />;
}
