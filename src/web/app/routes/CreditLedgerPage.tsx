import { Link as RouterLink, useParams } from 'react-router';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSession } from '../../features/auth/index.ts';
import { LedgerView } from '../../features/credits/index.ts';
import { PATHS, enterprisePath } from '../../paths.ts';

/**
 * The credit ledger of one enterprise: owners and staff see every entry; members see the balance and
 * the entries of requests they can see. Another enterprise's ledger answers 404 (shown as an error).
 */
export default function CreditLedgerPage() {
  const id = Number(useParams().enterpriseId);
  const session = useSession();
  const name = session.enterprises.find((e) => e.id === id)?.name;
  const staff = session.user.isStaff;
  return (
    <>
      <PageHeader
        title="Credit ledger"
        documentTitle={name ? `Credit ledger · ${name}` : 'Credit ledger'}
        eyebrow={
          <Link
            component={RouterLink}
            to={staff ? enterprisePath(id) : PATHS.dashboard}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <ArrowBack fontSize="small" /> {staff ? 'Enterprise' : 'Dashboard'}
          </Link>
        }
        description={
          name ? `Every credit movement of ${name}, newest first.` : 'Every credit movement, newest first.'
        }
      />
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <LedgerView enterpriseId={id} />
      </Card>
    </>
  );
}
