import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '../lib/api-client.ts';

/** What a section shows when its data could not be loaded: why (the server's message, else ours), and Try again. */
export function LoadFailed({
  query,
  message,
  sx,
}: {
  query: { error: unknown; refetch: () => unknown };
  /** Shown when the answer carries no message of its own (a network failure). */
  message: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    >
      {errorMessage(query.error, message)}
    </Alert>
  );
}
