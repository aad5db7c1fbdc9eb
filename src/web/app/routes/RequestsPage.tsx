import { RequestListScreen } from '../../features/requests/index.ts';
import { requestDrawerSlots } from '../request-drawer-slots.ts';

/** /requests?alignBy=status — every request the user may see, with the request drawer over it. */
export default function RequestsPage() {
  return <RequestListScreen scope="requests" slots={requestDrawerSlots} />;
}
