import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { NotFoundState } from '../../components/NotFoundState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/index.ts';
import { LEDGER_NO_FILTERS, LedgerView, useLedger } from '../../features/credits/index.ts';
import { PATHS, enterprisePath } from '../../paths.ts';

/**
 * The credit ledger of one enterprise: owners and staff see every entry; members see the balance and
 * the entries of requests they can see. Another enterprise's ledger answers 404: a plain not-found
 * page then (as for an unknown request), without filters or an export that could only fail.
 */
export default function CreditLedgerPage() {
  const id = Number(useParams().enterpriseId);
  const session = useSession();
  const name = session.enterprises.find((e) => e.id === id)?.name;
  const staff = session.user.isStaff;
  // The same query (and cache entry) as the ledger's first, unfiltered page: no extra request.
  const opening = useLedger(id, LEDGER_NO_FILTERS);
  const back = staff
    ? { to: PATHS.enterprises, label: 'Enterprises' }
    : { to: PATHS.dashboard, label: 'Dashboard' };
  if (opening.isError && isNotFound(opening.error)) {
    return (
      <>
        <PageHeader title="Ledger not found" />
        <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
          <NotFoundState
            message="This ledger does not exist, or you do not have access to it."
            hint="Check the link, or open the ledger from your dashboard."
            action={
              <Button component={RouterLink} to={back.to} variant="contained">
                Back to {back.label.toLowerCase()}
              </Button>
            }
          />
        </Card>
      </>
    );
  }
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
