/**
 * Messages and constants of forgot password, change password and the sessions list (issue 25), with
 * no zod, so the web pages can use them without loading it (schemas/account-security.ts re-exports).
 */

/** The one answer to a reset request, whether or not an account has that address. */
export const RESET_REQUESTED =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const RESET_LINK_INVALID =
  'This password reset link is no longer valid: it was already used, it has expired, or it is incomplete. Ask for a new link below.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Please wait a few minutes and try again.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct. Nothing was changed.';
export const SAME_PASSWORD = 'Please choose a password different from your current one.';
export const SESSION_NOT_FOUND = 'This session has already ended.';

/** Reset links are valid this long. */
export const RESET_TOKEN_MINUTES = 30;
export const RESET_UNAVAILABLE =
  'Password reset by e-mail is not available because this server does not send e-mail. Please ask your administrator to reset your password.';
export const RESET_DONE_SIGNED_IN = 'Your password was changed and you are signed in.';
export const RESET_DONE_SIGN_IN =
  'Your password was changed. Sign in with it and a code from your authenticator app.';
/** A reset by someone who must set up two-factor sign-in and has not: the link does not sign them in. */
export const RESET_DONE_ENROL =
  'Your password was changed. Sign in with it, then set up two-factor sign-in, which your account requires.';
