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
