/**
 * The credits feature's public face: the ledger (page and grid), the credit report and the staff
 * overview cards, and the enterprise queries of the staff pages.
 */
export { LedgerView } from './LedgerView.tsx';
export { MembershipForm } from './MembershipForm.tsx';
export { PendingTierNotice } from './PendingTierNotice.tsx';
export { LedgerTable, signedCredit, type LedgerQuery, type LedgerRow } from './LedgerTable.tsx';
export { CreditReportCard } from './CreditReportCard.tsx';
export { StaffCreditOverviewCard } from './StaffCreditOverviewCard.tsx';
export {
  ENTERPRISES_PAGE_SIZE,
  LEDGER_NO_FILTERS,
  useChangeCredits,
  useCreditReport,
  useEnterprise,
  useEnterprises,
  useLedger,
  useUpdateMembership,
  type EnterpriseDetail,
  type EnterpriseListQuery,
} from './api.ts';
