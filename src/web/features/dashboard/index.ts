/** The dashboard feature: figures by status, recent requests, credits, sign-up requests, invitations. */
export { StatusTiles } from './StatusTiles.tsx';
export { RecentRequests } from './RecentRequests.tsx';
export { CreditBalances } from './CreditBalances.tsx';
export { CreditLedgerCard } from './CreditLedgerCard.tsx';
export { SignupRequestsCard } from './SignupRequestsCard.tsx';
export { InviteColleagueCard } from './InviteColleagueCard.tsx';
export { ownedEnterprises, useDashboardSummary } from './api.ts';
export { StaffFigures } from './StaffFigures.tsx';
export { CustomerFigures } from './CustomerFigures.tsx';
