import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PublicPage } from '../../components/PublicLayout.tsx';
import { useAuth } from '../../lib/session/index.ts';
import { PATHS } from '../../paths.ts';

/** Any route the app does not know. */
export default function NotFoundPage() {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  return (
    <PublicPage title="Page not found" width={640}>
      <Typography variant="overline" color="primary">
        Error 404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
        The page you are looking for does not exist or has moved. Check the address, or start again from{' '}
        {signedIn ? 'your dashboard' : 'the home page'}.
      </Typography>
      <Button component={RouterLink} to={signedIn ? PATHS.dashboard : PATHS.home} variant="contained">
        {signedIn ? 'Go to dashboard' : 'Go to the home page'}
      </Button>
    </PublicPage>
  );
}
