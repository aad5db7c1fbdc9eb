/**
 * Invitations by e-mail (issue 26): messages and rules with no zod, so the web pages use them without
 * loading it (schemas/invitations.ts re-exports them).
 */

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
  notFound: 'Invitation not found',
  /** Resend or revoke of an invitation settled meanwhile (another tab, another owner): say how. */
  alreadyAccepted: (email: string) =>
    `${email} already accepted this invitation and is in the team: there is nothing to resend or revoke.`,
  alreadyRevoked: (email: string) =>
    `The invitation to ${email} was already revoked. Invite them again if they still need access.`,
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

/** A username chosen on the invitation page. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;
export const USERNAME_RULE = 'Use 3 to 40 letters, digits, dots, dashes or underscores';
