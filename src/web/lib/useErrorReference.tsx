import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { ClientErrorSource } from '#shared/client-errors.ts';
import { reportClientError, serverErrorReference } from './error-reporting.ts';

/**
 * Reports an error shown on screen (once) and gives the reference it was logged under: the server's
 * own for a 5xx it answered, else the one POST /api/client-errors returns. Null while reporting, when
 * the report failed, or when `report` is false (an error that is not a bug, such as a 404 page).
 */
export function useErrorReference(
  error: unknown,
  source: ClientErrorSource,
  options: { report?: boolean; componentStack?: string | null } = {},
): string | null {
  const { report = true, componentStack } = options;
  const fromServer = serverErrorReference(error);
  const [reported, setReported] = useState<{ error: unknown; reference: string | null } | null>(null);
  useEffect(() => {
    if (!report || fromServer || error == null) return;
    let live = true;
    void reportClientError(error, source, { componentStack }).then((reference) => {
      if (live) setReported({ error, reference });
    });
    return () => {
      live = false;
    };
  }, [error, source, report, fromServer, componentStack]);
  if (fromServer) return fromServer;
  return reported && reported.error === error ? reported.reference : null;
}

/** "Reference: 3f9a1c02be7d" under an error message, for the user to quote to support. */
export function ErrorReference({ reference }: { reference: string | null }) {
  if (!reference) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      Reference: {reference}
    </Typography>
  );
}
