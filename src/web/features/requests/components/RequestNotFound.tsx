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

/** The drawer for an unknown request id (/requests/999999): one clear state and the way back. */
export function RequestNotFound() {
  const drawer = useDrawer();
  return (
    <>
      <DrawerHeader title={REQUEST_NOT_FOUND.title} onClose={drawer.close} />
      <DrawerBody>
        <NotFoundState
          message={REQUEST_NOT_FOUND.message}
          hint="Check the link, or find the request in the list."
          action={
            <Button variant="contained" onClick={drawer.close}>
              Back to the list
            </Button>
          }
        />
      </DrawerBody>
    </>
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
  const drawer = useDrawer();
  return (
    <>
      <DrawerHeader title={REQUEST_DELETED.title} onClose={drawer.close} />
      <DrawerBody>
        <div role="alert">
          <NotFoundState
            message={REQUEST_DELETED.message}
            hint="Someone deleted it while you had it open. Anything not saved before was not kept."
            action={
              <Button variant="contained" onClick={drawer.close}>
                Back to the list
              </Button>
            }
          />
        </div>
      </DrawerBody>
    </>
  );
}
