export { AccountSettings } from './AccountSettings.tsx';
export { ConfirmEmail } from './email/ConfirmEmail.tsx';
