import { RequestListScreen } from '../../features/requests/index.ts';
import { SavedViewsMenu } from '../../features/saved-views/index.ts';
import { loadRequestDrawerSlots } from '../request-drawer-slots-loader.ts';

/**
 * /myworkspace?alignBy=status — the user's own requests (customers: created by them; staff:
 * assigned to them), with the request drawer opened by ?new=1 (the New Request button), a request
 * id, or duplicatedId.
 */
export default function WorkspacePage() {
  return <RequestListScreen scope="workspace" slots={loadRequestDrawerSlots} savedViews={SavedViewsMenu} />;
}
