import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { PageHeader } from '../../components/PageHeader.tsx';
import { creditBalanceEnterprises, useSession } from '../../lib/session/index.ts';
import { CreditReportCard, StaffCreditOverviewCard, useCreditReport } from '../../features/credits/index.ts';
import {
  CreditBalances,
  CreditLedgerCard,
  CustomerFigures,
  InviteColleagueCard,
  RecentRequests,
  SignupRequestsCard,
  StaffFigures,
  StatusTiles,
  ownedEnterprises,
  useDashboardSummary,
} from '../../features/dashboard/index.ts';
import { NEW_REQUEST_PATH } from '../../paths.ts';
import { dashboardTitle } from './dashboard-title.ts';

/**
 * Shown after sign-in: requests per status (each opening the list on that status), the latest
 * requests, the credit balance from the session, and — for enterprise owners — the credit ledger;
 * owners and staff also decide sign-up requests here (the approval e-mail links to #signup-requests).
 */
/** What a customer who belongs to no company reads instead of the usual welcome. */
const NO_COMPANY =
  'You are not in any company at the moment, so you cannot submit requests. Ask an owner of your enterprise to add you to a company.';

export default function DashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { user } = session;
  const summary = useDashboardSummary();
  const enterprises = creditBalanceEnterprises(session);
  const owned = user.isStaff ? [] : ownedEnterprises(session);
  const decidesSignups = user.isStaff || owned.length > 0;
  const inviteEnterprise = user.isStaff ? undefined : session.enterprises[0];
  const reports = useCreditReport(!user.isStaff);
  // A customer in no company (removed from their last one, or their only company removed): nothing
  // to request or spend until an owner adds them again, so no New Request is offered here.
  const inNoCompany = !user.isStaff && session.companies.length === 0;

  return (
    <>
      <PageHeader
        title={dashboardTitle(session)}
        documentTitle="Dashboard"
        description={
          user.isStaff
            ? `You are signed in as ${session.providerName} staff.`
            : inNoCompany
              ? NO_COMPANY
              : 'Here is where your requests and credits stand.'
        }
        actions={
          inNoCompany ? undefined : (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => void navigate(NEW_REQUEST_PATH)}
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              New Request
            </Button>
          )
        }
      />

      <StatusTiles
        counts={summary.data?.counts}
        loading={summary.isPending}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />

      {user.isStaff ? <StaffFigures creditOverview={StaffCreditOverviewCard} /> : <CustomerFigures />}

      {/*
        Desktop: recent requests beside the credit column, then the full-width cards. Phones and
        tablets: one column (the wrappers step aside), credit first — the sidebar card is hidden there.
      */}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 2.5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: { xs: 'contents', lg: 'grid' }, minWidth: 0 }}>
          <Box sx={{ order: { xs: 2, lg: 0 }, minWidth: 0 }}>
            <RecentRequests
              requests={summary.data?.recent}
              loading={summary.isPending}
              error={summary.error}
              isStaff={user.isStaff}
              offerNew={!user.isStaff && !inNoCompany}
            />
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'contents', lg: 'grid' }, gap: 2.5, minWidth: 0 }}>
          <Box sx={{ order: { xs: 1, lg: 0 }, minWidth: 0 }}>
            <CreditBalances enterprises={enterprises} isStaff={user.isStaff} />
          </Box>
          {inviteEnterprise?.inviteToken && (
            <Box sx={{ order: { xs: 3, lg: 0 }, minWidth: 0 }}>
              <InviteColleagueCard
                enterpriseId={inviteEnterprise.id}
                enterpriseName={inviteEnterprise.name}
                inviteToken={inviteEnterprise.inviteToken}
              />
            </Box>
          )}
        </Box>
        {reports.data?.map((r) => (
          <Box key={r.enterpriseId} sx={{ order: 4, gridColumn: '1 / -1', minWidth: 0 }}>
            <CreditReportCard report={r} isOwner={owned.some((o) => o.id === r.enterpriseId)} />
          </Box>
        ))}
        {decidesSignups && (
          <Box sx={{ order: 4, gridColumn: '1 / -1', minWidth: 0 }}>
            <SignupRequestsCard isStaff={user.isStaff} />
          </Box>
        )}
        {owned.map((e) => (
          <Box key={e.id} sx={{ order: 5, gridColumn: '1 / -1', minWidth: 0 }}>
            <CreditLedgerCard enterpriseId={e.id} enterpriseName={e.name} />
          </Box>
        ))}
      </Box>
    </>
  );
}
