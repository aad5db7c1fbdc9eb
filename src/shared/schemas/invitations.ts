import { z } from 'zod';
import { intId, intIdParam } from './ids.ts';
import { PATTERNS, PATTERN_MESSAGES } from '../domain/validation.ts';
import { NewPasswordSchema } from './signup.ts';

/**
 * Invitations by e-mail (issue 26): an owner (or staff) invites addresses to companies of the
 * enterprise with a role; the e-mailed link (`/invitation#<token>`, 7 days) opens a page that signs
 * the invitee up, or lets an existing account join once signed in as that address.
 */

export const INVITATION_ROLES = ['member', 'owner'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** An invitation link works this many days; a resend starts them over. */
export const INVITATION_DAYS = 7;
/** At most this many addresses in one invitation. */
export const MAX_INVITED_AT_ONCE = 20;

export const INVITATION_MESSAGES = {
  notValid:
    'This invitation link is not valid. Check that you copied the whole link, or ask for a new invitation.',
  expired: 'This invitation has expired. Ask the person who invited you to send it again.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you if you still need access.',
  used: 'This invitation was already accepted. Sign in to continue.',
  notOpen: 'This invitation is no longer pending.',
  notFound: 'Invitation not found',
  staffAddress: (email: string) =>
    `${email} is a staff address: staff are not invited into a customer's team.`,
  inTeam: (email: string) => `${email} is already in the team.`,
  pending: (email: string) =>
    `${email} already has a pending invitation: resend it from the list of pending invitations.`,
  accountExists: 'An account already uses this e-mail address. Sign in with it, then accept the invitation.',
  usernameTaken: 'This username is taken. Please choose another one.',
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign out and sign in with that address to accept it.`,
  tooMany: 'Too many invitations sent. Please wait an hour and try again.',
} as const;

const address = z
  .string()
  .trim()
  .min(1, 'Please enter an e-mail address')
  .max(320)
  .regex(PATTERNS.email, PATTERN_MESSAGES.email);

export const InvitationParamsSchema = z.object({ enterpriseId: intIdParam(), invitationId: intIdParam() });

export const InviteBodySchema = z.object({
  emails: z.array(address).min(1, 'Enter at least one e-mail address').max(MAX_INVITED_AT_ONCE),
  companyIds: z.array(intId()).min(1, 'Choose at least one company').max(100),
  role: z.enum(INVITATION_ROLES),
});
export type InviteBody = z.infer<typeof InviteBodySchema>;

export const INVITATION_STATES = ['pending', 'expired'] as const;

/** A pending invitation as the Team page lists it (expired when its link is past its date). */
export const InvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  companyIds: z.array(z.number().int()),
  invitedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(INVITATION_STATES),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.object({ invitations: z.array(InvitationSchema) });
export type InvitationList = z.infer<typeof InvitationListSchema>;

/** Link tokens: 32 random bytes, base64url. */
const token = z.string().min(1).max(128);
export const InvitationTokenSchema = z.object({ token });

/** What the accept page shows of a live invitation. */
export const InvitationPreviewSchema = z.object({
  email: z.string(),
  enterprise: z.string(),
  companies: z.array(z.string()),
  role: z.enum(INVITATION_ROLES),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** An account already uses the address: sign in as it and accept. */
  hasAccount: z.boolean(),
  /** A free username to start from (from the address). */
  suggestedUsername: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

const name = (label: string) =>
  z.string().trim().min(1, `Please enter your ${label}`).max(80).regex(PATTERNS.name, PATTERN_MESSAGES.name);

export const USERNAME_RULE = 'Use 3 to 40 letters, digits, dots, dashes or underscores';
export const AcceptInvitationBodySchema = z.object({
  token,
  firstName: name('first name'),
  lastName: name('last name'),
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,40}$/, USERNAME_RULE),
  password: NewPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;

export const AcceptedSchema = z.object({
  ok: z.literal(true),
  /** The enterprise joined. */
  enterpriseId: z.number().int(),
  /** The enterprise requires two-factor and this account has none yet: the session is for enrolment. */
  twoFactor: z.enum(['enroll']).optional(),
});
export type Accepted = z.infer<typeof AcceptedSchema>;
