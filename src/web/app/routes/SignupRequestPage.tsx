import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PublicPage } from '../../components/PublicLayout.tsx';
import { PATHS } from '../../paths.ts';

const isId = (value: string | undefined): value is string => Boolean(value && /^\d{1,12}$/.test(value));

/**
 * /settings/{enterpriseId}/{employeeId}/signup-request — the link an enterprise owner receives when
 * someone asks to join one of their companies. Approving from this page needs the sign-up API,
 * which does not exist yet; the page says so rather than pretending.
 */
export default function SignupRequestPage() {
  const { enterpriseId, employeeId } = useParams();
  const valid = isId(enterpriseId) && isId(employeeId);
  return (
    <PublicPage title="Sign-up request" width={640}>
      <Box
        sx={{
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 4,
          p: { xs: 3, sm: 5 },
        }}
      >
        <Typography variant="h3" component="h1">
          Sign-up request
        </Typography>
        {valid ? (
          <>
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              Someone asked to join a company of your enterprise. As its owner, you decide who joins.
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, mt: 3, mb: 3 }}
            >
              <Typography component="dt" color="text.secondary">
                Enterprise
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                #{enterpriseId}
              </Typography>
              <Typography component="dt" color="text.secondary">
                Employee
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                #{employeeId}
              </Typography>
            </Box>
            <Alert severity="info">
              Reviewing sign-up requests online is not available yet. To approve or decline this request,
              contact the Studio team and quote the two numbers above.
            </Alert>
          </>
        ) : (
          <Alert severity="error" sx={{ mt: 3 }}>
            This sign-up request link is not valid. Please check that you opened the complete link from the
            e-mail.
          </Alert>
        )}
        <Button component={RouterLink} to={PATHS.login} variant="outlined" sx={{ mt: 3 }}>
          Sign in
        </Button>
      </Box>
    </PublicPage>
  );
}
