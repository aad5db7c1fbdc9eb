/**
 * The credits feature's public face: the ledger page, the credit report and the staff overview cards,
 * and the enterprise queries of the staff pages. The ledger's grid, which the dashboard's card shows
 * too, is components/LedgerTable.tsx.
 */
export { LedgerView } from './LedgerView.tsx';
export { MembershipForm } from './MembershipForm.tsx';
export { PendingTierNotice } from './PendingTierNotice.tsx';
export { CreditReportCard } from './CreditReportCard.tsx';
export { StaffCreditOverviewCard } from './StaffCreditOverviewCard.tsx';
export {
  ENTERPRISES_PAGE_SIZE,
  LEDGER_NO_FILTERS,
  useChangeCredits,
  announceCreditChange,
  useCreditReport,
  useEnterprise,
  useEnterprises,
  useLedger,
  useUpdateMembership,
  type EnterpriseDetail,
  type EnterpriseListQuery,
} from './api.ts';
