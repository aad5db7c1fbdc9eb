import { z } from 'zod';
import { PATTERNS, PATTERN_MESSAGES } from '../domain/validation.ts';
import { personName } from './signup.ts';

/**
 * The person's own account (issue 25): profile, photo, e-mail change, their data and deleting the
 * account. Shared by /account's sections and modules/accounts/ (profile.ts, profile-photo.ts,
 * email-change.ts, my-data-export.ts, account-deletion.ts).
 */

/** The largest profile photo accepted (before it is resized to PROFILE_PHOTO_SIZE square). */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_SIZE = 256;
/** Image types a profile photo may be sent as (sniffed from the bytes, never the name). */
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp'] as const;

export const ACCOUNT_MESSAGES = {
  notAnImage: 'This file is not an image we can use. Choose a PNG, JPEG, GIF or BMP picture.',
  photoTooLarge: 'This picture is too large: the limit is 5 MB.',
  wrongPassword: 'Your current password is not correct.',
  tooManyWrongPasswords: 'Too many wrong passwords. Try again in an hour.',
  sameEmail: 'This is already your e-mail address.',
  staffDomainIn:
    "An address in the provider's domain is for staff accounts only: this account cannot move to it. Ask the provider to create a staff account instead.",
  staffDomainOut:
    "A staff account's address must stay in the provider's domain. To leave the staff, ask another staff member to close this account.",
  emailOff:
    'E-mail is not set up on this server, so no confirmation link can be sent. Ask the provider to change your address.',
  emailSent: 'We sent a confirmation link to the new address. Your address changes when you follow it.',
  linkInvalid: 'This confirmation link is not valid. Ask for a new one from your account settings.',
  linkUsed: 'This confirmation link has already been used. Ask for a new one from your account settings.',
  linkExpired: 'This confirmation link has expired. Ask for a new one from your account settings.',
  emailTaken:
    'This address is already used by another account, so your e-mail address was not changed. Choose another address from your account settings.',
  lastOwner:
    'You are the last owner of {enterprise}. Make another person an owner of it first, then delete your account.',
  lastStaff: 'You are the last staff member. Another staff account must exist before you can delete yours.',
  codeRequired: 'Enter the code from your authenticator app.',
  codeWrong: 'This code is not correct.',
} as const;

/** GET /api/account: what the settings page shows of the signed-in person. */
export const AccountProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable(),
  /** The address a confirmation link was sent to and is still valid, if any. */
  pendingEmail: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  isStaff: z.boolean(),
});
export type AccountProfile = z.infer<typeof AccountProfileSchema>;
export const AccountProfileResponseSchema = z.object({ data: AccountProfileSchema });

/** PATCH /api/account/profile */
export const ProfileInputSchema = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** POST /api/account/email */
export const EmailChangeInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter the new e-mail address')
    .max(320)
    .regex(PATTERNS.email, PATTERN_MESSAGES.email),
  password: z.string().min(1, 'Please enter your current password').max(200),
});
export type EmailChangeInput = z.infer<typeof EmailChangeInputSchema>;
export const EmailChangeResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** POST /api/account/email/confirm (public: the link may be opened on any device). */
export const EmailConfirmInputSchema = z.object({ token: z.string().min(1).max(200) });
export const EmailConfirmResponseSchema = z.object({
  data: z.object({ email: z.string(), message: z.string() }),
});

/** POST /api/account/delete */
export const AccountDeletionInputSchema = z.object({
  password: z.string().min(1, 'Please enter your password').max(200),
  /** The two-factor code (or a recovery code) when two-factor sign-in is on. */
  code: z.string().trim().max(64).optional(),
});
export type AccountDeletionInput = z.infer<typeof AccountDeletionInputSchema>;
export const AccountDeletionResponseSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });
