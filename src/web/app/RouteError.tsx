import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PublicPage } from '../components/PublicLayout.tsx';
import { ErrorReference, useErrorReference } from '../lib/useErrorReference.tsx';

/**
 * A page's code failed to load (often a new version was deployed) or rendering threw (caught by
 * RouteErrorBoundary). A real error is reported to the server (and Sentry when configured) and its
 * reference shown for support; an outdated chunk after a deploy is not a bug and is not reported.
 */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  const title = chunkFailed ? 'A new version is available' : 'Something went wrong';
  const message = chunkFailed
    ? 'This page could not be loaded, most likely because the app was updated. Reloading fixes it.'
    : 'An unexpected error occurred while showing this page. Reloading usually helps; if it keeps happening, please tell the Studio team.';
  const reference = useErrorReference(error, 'route', {
    report: !chunkFailed,
  });
  return (
    <PublicPage title={title}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      {reference ? (
        <Box sx={{ mt: -2, mb: 3 }}>
          <ErrorReference reference={reference} />
        </Box>
      ) : null}
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </PublicPage>
  );
}
