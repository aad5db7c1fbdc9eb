import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSession } from '../../lib/session/index.ts';
import { SupportForm } from '../../features/support/index.ts';
import { PATHS } from '../../paths.ts';

/** /support — customers only: a message to the provider's team, sent by e-mail. */
export default function SupportPage() {
  const session = useSession();
  return (
    <>
      <PageHeader
        title="Support"
        description={`Questions about your account, your credits or a request? The ${session.providerName} team is here to help.`}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
            Send us a message
          </Typography>
          <SupportForm />
        </Card>
        <Box component="aside" aria-label="About support" sx={{ display: 'grid', gap: 2 }}>
          <Card sx={{ p: 2.5, display: 'flex', gap: 1.5 }}>
            <MailOutlineOutlined color="primary" aria-hidden="true" />
            <Box>
              <Typography sx={{ fontWeight: 650 }}>We reply by e-mail</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Your message goes to the {session.providerName} team, who answer at the e-mail address you
                give here.
              </Typography>
            </Box>
          </Card>
          <Card sx={{ p: 2.5, display: 'flex', gap: 1.5 }}>
            <ForumOutlined color="primary" aria-hidden="true" />
            <Box>
              <Typography sx={{ fontWeight: 650 }}>About a request?</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                A comment on the request reaches the people working on it. Find it in{' '}
                <Link component={RouterLink} to={`${PATHS.myWorkspace}?alignBy=status`}>
                  My Workspace
                </Link>
                .
              </Typography>
            </Box>
          </Card>
        </Box>
      </Box>
    </>
  );
}
