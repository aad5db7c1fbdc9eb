import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useToast } from '../../lib/toast.ts';
import { signupRequestPath } from '../../paths.ts';
import { DASHBOARD_MESSAGES } from './messages.ts';

/**
 * The customer's invitation link (/settings/{enterpriseId}/{inviteToken}/signup-request, the token
 * signed by the server so links cannot be guessed): a colleague who
 * opens it picks one of the enterprise's companies and asks to join; the owner approves.
 */
export function InviteColleagueCard({
  enterpriseId,
  enterpriseName,
  inviteToken,
}: {
  enterpriseId: number;
  enterpriseName: string;
  inviteToken: string;
}) {
  const toast = useToast();
  const link = `${window.location.origin}${signupRequestPath(enterpriseId, inviteToken)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(DASHBOARD_MESSAGES.linkCopied);
    } catch {
      toast.error(DASHBOARD_MESSAGES.linkCopyFailed);
    }
  };

  return (
    <Card component="section" aria-labelledby="dashboard-invite" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="dashboard-invite" variant="h5" component="h2">
        Invite a colleague
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5, overflowWrap: 'anywhere' }}>
        Share this link: your colleague chooses a company of {enterpriseName} and asks to join. The owner
        approves every new member.
      </Typography>
      <Box
        component="code"
        data-testid="invite-link"
        sx={{
          display: 'block',
          px: 1.25,
          py: 1,
          mb: 1.25,
          borderRadius: 2,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.default',
          fontSize: '0.8125rem',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          overflowWrap: 'anywhere',
        }}
      >
        {link}
      </Box>
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
        Copy link
      </Button>
    </Card>
  );
}
