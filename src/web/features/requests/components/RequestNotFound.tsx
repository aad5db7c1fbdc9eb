import Button from '@mui/material/Button';
import { NotFoundState } from '../../../components/NotFoundState.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
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

/**
 * The drawer of a request deleted while it was open (someone else deleted it): said plainly, and
 * nothing more to do on it (no Save, no Edit, no comments), only the way back.
 */
export function RequestDeleted() {
  return (
    <RequestGoneNotice
      notice={REQUEST_DELETED}
      hint="Someone deleted it while you had it open. Anything not saved before was not kept."
      alert
    />
  );
}
