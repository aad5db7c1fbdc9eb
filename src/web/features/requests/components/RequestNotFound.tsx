import Button from '@mui/material/Button';
import { NotFoundState } from '../../../components/NotFoundState.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import type { DeletedBy } from '../api.ts';
import { useDrawer } from '../drawer-context.ts';
import { DrawerBody, DrawerHeader } from './DrawerLayout.tsx';

export { isNotFound };

export const REQUEST_NOT_FOUND = {
  title: 'Request not found',
  message: 'This request does not exist, or you do not have access to it.',
} as const;

/**
 * The frame both notices share: the drawer's header with `title`, the state's words and the one way
 * back to the list. `alert` announces it (a change that happened while the drawer was open).
 */
function RequestGoneNotice({
  notice,
  hint,
  alert = false,
}: {
  notice: { title: string; message: string };
  hint: string;
  alert?: boolean;
}) {
  const drawer = useDrawer();
  const state = (
    <NotFoundState
      message={notice.message}
      hint={hint}
      action={
        <Button variant="contained" onClick={drawer.close}>
          Back to the list
        </Button>
      }
    />
  );
  return (
    <>
      <DrawerHeader title={notice.title} onClose={drawer.close} />
      <DrawerBody>{alert ? <div role="alert">{state}</div> : state}</DrawerBody>
    </>
  );
}

/** The drawer for an unknown request id (/requests/999999): one clear state and the way back. */
export function RequestNotFound() {
  return (
    <RequestGoneNotice notice={REQUEST_NOT_FOUND} hint="Check the link, or find the request in the list." />
  );
}

export const REQUEST_DELETED = {
  title: 'Request deleted',
  message: 'This request was deleted.',
} as const;

/** Who deleted it, as the drawer learnt it (features/requests/api.ts `DeletedBy`). */
export const REQUEST_DELETED_HINTS: Record<DeletedBy, string> = {
  you: 'You deleted it in another tab while you had it open here. Anything not saved here before was not kept.',
  someone: 'Someone deleted it while you had it open. Anything not saved before was not kept.',
  // The live stream was down: who did it, and when, is not known here.
  unseen:
    'It was deleted while you had it open, when this page was not connected. Anything not saved before was not kept.',
};

/**
 * The drawer of a request deleted while it was open (by someone else, by the viewer in another tab,
 * or found gone on reconnection): said plainly, and nothing more to do on it (no Save, no Edit, no
 * comments), only the way back.
 */
export function RequestDeleted({ by }: { by: DeletedBy }) {
  return <RequestGoneNotice notice={REQUEST_DELETED} hint={REQUEST_DELETED_HINTS[by]} alert />;
}

/**
 * Whether a drawer shows its request deleted: as the live stream said, or when a request it had read
 * answers 404 on a re-read (deleted while the stream was down; not "not found": it was there).
 */
export const shownDeleted = (deleted: DeletedBy | null, query: { data: unknown; error: unknown }) =>
  deleted ?? (query.data !== undefined && isNotFound(query.error) ? 'unseen' : null);
