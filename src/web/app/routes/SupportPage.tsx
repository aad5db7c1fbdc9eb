import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSession } from '../../features/auth/AuthProvider.tsx';

/**
 * /support — customers only. The support form (full name, e-mail, phone, message, sent to the
 * provider's team by e-mail) plugs in here once its endpoint exists.
 */
export default function SupportPage() {
  const session = useSession();
  return (
    <>
      <PageHeader
        title="Support"
        description={`Questions about your account, your credits or a request? The ${session.providerName} team is here to help.`}
      />
      <EmptyState
        icon={<SupportAgentOutlined />}
        title="The support form is coming soon"
        description="You will be able to send a message to the team from here. Until then, comments on a request reach the people working on it."
      />
    </>
  );
}
