import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { isApiError } from '../../../lib/api-client.ts';
import { useDrawer } from '../drawer-context.ts';
import { DrawerBody, DrawerHeader } from './DrawerLayout.tsx';

export const REQUEST_NOT_FOUND = {
  title: 'Request not found',
  message: 'This request does not exist, or you do not have access to it.',
} as const;

/** The server answers 404 for a request that does not exist as for one the user may not see. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The drawer for an unknown request id (/requests/999999): one clear state and the way back. */
export function RequestNotFound() {
  const drawer = useDrawer();
  return (
    <>
      <DrawerHeader title={REQUEST_NOT_FOUND.title} onClose={drawer.close} />
      <DrawerBody>
        <Box
          role="status"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1.5,
            py: { xs: 6, sm: 10 },
          }}
        >
          <SearchOff aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h6" component="p">
            {REQUEST_NOT_FOUND.message}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            Check the link, or find the request in the list.
          </Typography>
          <Button variant="contained" onClick={drawer.close} sx={{ mt: 1 }}>
            Back to the list
          </Button>
        </Box>
      </DrawerBody>
    </>
  );
}
