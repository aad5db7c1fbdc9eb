import { PageHeader } from '../../components/PageHeader.tsx';
import { useSession } from '../../lib/session/index.ts';
import { StaffView } from '../../features/staff/index.ts';

/**
 * Staff administration (issue 26): /staff, staff only (RoleRoute in the router; the server refuses
 * anyone else with 403).
 */
export default function StaffPage() {
  const session = useSession();
  return (
    <>
      <PageHeader
        title="Staff"
        description="The studio's staff accounts: deactivate a colleague who left (signed out at once, sign-in refused), reactivate later, hand their open requests to someone else."
      />
      <StaffView currentUserId={session.user.id} />
    </>
  );
}
