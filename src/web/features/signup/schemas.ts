import { z } from 'zod';
import { EnterpriseSignupInputSchema, MemberSignupInputSchema } from '#shared/schemas/signup.ts';

/**
 * The sign-up forms validate with the shared schemas of POST /api/signup-requests (the server runs
 * the same rules); each form leaves out what the page fills in itself (kind, the invitation ids).
 */
export const EnterpriseSignupFormSchema = EnterpriseSignupInputSchema.omit({ kind: true, message: true });
export type EnterpriseSignupForm = z.input<typeof EnterpriseSignupFormSchema>;

export const MemberSignupFormSchema = MemberSignupInputSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
  phone: true,
  companyName: true,
  ownerEmail: true,
});
export type MemberSignupForm = z.input<typeof MemberSignupFormSchema>;

/** The invitation page: the company is chosen from the enterprise's list (its id, as the select's value). */
export const InvitationSignupFormSchema = MemberSignupInputSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
  phone: true,
}).extend({ companyId: z.string().regex(/^\d+$/, 'Please select a company') });
export type InvitationSignupForm = z.input<typeof InvitationSignupFormSchema>;
