import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ownedEnterprises } from '../../lib/ownership.ts';
import { useSession } from '../../lib/session/index.ts';
import { AuditLogView } from '../../features/team/index.ts';

/**
 * The audit log (issue 26): staff see every entry (?enterpriseId= narrows it to one enterprise), an
 * owner their enterprise's (the one named, else their first).
 */
export default function AuditLogPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const asked = params.get('enterpriseId');
  const staff = session.user.isStaff;
  const enterpriseId = asked ? Number(asked) : staff ? undefined : ownedEnterprises(session)[0]?.id;
  const name = enterpriseId ? session.enterprises.find((e) => e.id === enterpriseId)?.name : undefined;
  return (
    <>
      <PageHeader
        title="Audit log"
        description={
          name
            ? `Who did what to the people of ${name}. Entries can never be changed or deleted.`
            : 'Who did what to people and money. Entries can never be changed or deleted.'
        }
      />
      <AuditLogView key={enterpriseId ?? 'all'} enterpriseId={enterpriseId} />
    </>
  );
}
