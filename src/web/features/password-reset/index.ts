/** Forgot password (issue 25): the public pages' forms. */
export { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
export { ResetPasswordForm } from './ResetPasswordForm.tsx';
