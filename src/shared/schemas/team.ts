import { z } from 'zod';
import { intId, intIdParam, reassignRequestIds } from './ids.ts';

/** The Team page of an enterprise (issue 26, first slice): its people, roles and companies. */

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const LAST_OWNER =
  'An enterprise needs at least one owner: make someone else an owner first, then try again.';
export const LAST_COMPANY =
  'This is their only company of the enterprise: remove them from the enterprise instead.';
export const NOT_IN_TEAM = 'This person is not in the team of this enterprise.';
/** A member belongs to at least one company: an owner who is in none would drop out of the team. */
export const NO_COMPANY_TO_STAY_IN =
  'This owner is in no company of the enterprise: add them to a company first, then make them a member.';
export const NOT_A_COMPANY = 'This company does not belong to this enterprise.';

export const TeamParamsSchema = z.object({ enterpriseId: intIdParam() });
export const TeamPersonParamsSchema = z.object({ enterpriseId: intIdParam(), userId: intIdParam() });
export const TeamCompanyParamsSchema = z.object({
  enterpriseId: intIdParam(),
  userId: intIdParam(),
  companyId: intIdParam(),
});

export const TeamPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyIds: z.array(z.number().int()),
  role: z.enum(TEAM_ROLES),
  twoFactor: z.boolean(),
  /** The latest request seen from any of their sessions; null when never signed in. */
  lastActiveAt: z.string().nullable(),
});
export type TeamPerson = z.infer<typeof TeamPersonSchema>;

export const TeamSchema = z.object({
  enterprise: z.object({ id: z.number().int(), name: z.string() }),
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  people: z.array(TeamPersonSchema),
  /** The caller's own signed invitation token for this enterprise (the invite-link flow). */
  inviteToken: z.string(),
});
export type Team = z.infer<typeof TeamSchema>;

export const ChangeRoleBodySchema = z.object({ role: z.enum(TEAM_ROLES) });

export const SoleAssignmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  companyId: z.number().int(),
  /**
   * A member's submission still a draft until an owner approves it (listed to the enterprise's owners
   * only): reassigning it keeps it waiting; approving it submits it with its new assignee.
   */
  awaitingApproval: z.boolean(),
});
export type SoleAssignment = z.infer<typeof SoleAssignmentSchema>;

/** A person no longer in the team who is still the only assignee of open requests of the enterprise. */
export const PendingReassignmentSchema = z.object({
  person: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  requests: z.array(SoleAssignmentSchema),
});
export type PendingReassignment = z.infer<typeof PendingReassignmentSchema>;

export const RemovePersonResultSchema = z.object({
  /** Their sessions ended (they belong to no other enterprise). */
  signedOut: z.boolean(),
  /** Open requests of this enterprise where they were the only assignee, to reassign. */
  soleAssignments: z.array(SoleAssignmentSchema),
});
export type RemovePersonResult = z.infer<typeof RemovePersonResultSchema>;

export const ReassignBodySchema = z.object({
  /** The person who was the only assignee. */
  fromUserId: intId(),
  /** The new assignee, a person of the request's company. */
  toUserId: intId(),
  requestIds: reassignRequestIds(),
});
export const ReassignResultSchema = z.object({
  reassigned: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type ReassignResult = z.infer<typeof ReassignResultSchema>;
