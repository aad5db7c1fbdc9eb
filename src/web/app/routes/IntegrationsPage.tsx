import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ownedEnterprises } from '../../lib/ownership.ts';
import { useSession } from '../../lib/session/index.ts';
import { PATHS } from '../../paths.ts';
import { InboundMailLog, WebhooksView } from '../../features/integrations/index.ts';

/**
 * Integrations (issue 29): webhooks for staff (every company group's events) and owners (their
 * company groups'); for staff, what arrived by reply e-mail; personal API tokens live in Account settings.
 */
export default function IntegrationsPage() {
  const session = useSession();
  const owned = ownedEnterprises(session).map((e) => ({ id: e.id, name: e.name }));
  return (
    <>
      <PageHeader
        title="Integrations"
        description={
          <>
            Connect {session.user.isStaff ? 'the studio' : 'your company group'} to other tools. To call the
            API from a script, create an API token in{' '}
            <Link component={RouterLink} to={PATHS.account}>
              Account settings
            </Link>
            .
          </>
        }
      />
      <WebhooksView isStaff={session.user.isStaff} owned={owned} />
      {session.user.isStaff && <InboundMailLog />}
    </>
  );
}
