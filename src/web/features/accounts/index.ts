export { AccountSettings } from './AccountSettings.tsx';
export { EnterpriseTwoFactorCard } from './two-factor/EnterpriseTwoFactorCard.tsx';
export { TwoFactorEnrolment } from './two-factor/TwoFactorEnrolment.tsx';
