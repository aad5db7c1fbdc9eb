import { z } from 'zod';
import { intId, intIdParam } from './ids.ts';
import { PATTERNS, PATTERN_MESSAGES, tooLongMessage } from '../domain/validation.ts';
import { NewPasswordSchema, personName } from './signup.ts';
import { MAX_INVITED_AT_ONCE, USERNAME_PATTERN, USERNAME_RULE } from '../domain/invitations.ts';

/**
 * Invitations by e-mail (issue 26): an owner (or staff) invites addresses to companies of the
 * enterprise with a role; the e-mailed link (`/invitation#<token>`, 7 days) opens a page that signs
 * the invitee up, or lets an existing account join once signed in as that address.
 */

export const INVITATION_ROLES = ['member', 'owner'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

export {
  INVITATION_DAYS,
  INVITATION_MESSAGES,
  MAX_INVITED_AT_ONCE,
  USERNAME_PATTERN,
  USERNAME_RULE,
} from '../domain/invitations.ts';

const address = z
  .string()
  .trim()
  .min(1, 'Please enter an e-mail address')
  .max(320, tooLongMessage(320))
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

export const AcceptInvitationBodySchema = z.object({
  token,
  firstName: personName('first name'),
  lastName: personName('last name'),
  username: z.string().trim().regex(USERNAME_PATTERN, USERNAME_RULE),
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
