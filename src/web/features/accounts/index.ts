export { AccountSettings } from './AccountSettings.tsx';
export { ConfirmEmail } from './email/ConfirmEmail.tsx';
export { EnterpriseTwoFactorCard } from './two-factor/EnterpriseTwoFactorCard.tsx';
export { TwoFactorEnrolment } from './two-factor/TwoFactorEnrolment.tsx';
