import { z } from 'zod';
import { intId } from './ids.ts';
import { PATTERNS, PATTERN_MESSAGES, tooLongMessage } from '../domain/validation.ts';
import { passwordWeakness } from '../domain/password-strength.ts';

/** Public sign-up requests (POST /api/signup-requests), shared by the forms and the server. */

/** A person's first or last name, as sign-up, an invitation's acceptance and the profile ask for it. */
export const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(80, tooLongMessage(80))
    .regex(PATTERNS.name, PATTERN_MESSAGES.name);
const email = z
  .string()
  .trim()
  .min(1, 'Please enter your e-mail')
  .max(320, tooLongMessage(320))
  .regex(PATTERNS.email, PATTERN_MESSAGES.email);
/**
 * A new password: the spec's pattern rule, then the strength rule (zxcvbn-ts). Sign-up, password
 * reset and password change all use this one.
 */
export const NewPasswordSchema = z
  .string()
  .min(1, 'Please enter a password')
  .max(200, tooLongMessage(200))
  .regex(PATTERNS.password, PATTERN_MESSAGES.password)
  // After the spec's pattern rule, and only when it holds: a common or easily guessed password is
  // refused with the reason (zxcvbn-ts, same rule in the forms and on the server).
  .superRefine((value, ctx) => {
    if (!PATTERNS.password.test(value)) return;
    const weakness = passwordWeakness(value);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
  });
const phone = z
  .string()
  .trim()
  .max(30, tooLongMessage(30))
  .refine((v) => v === '' || PATTERNS.phone.test(v), PATTERN_MESSAGES.phone)
  .default('');

export const EnterpriseSignupInputSchema = z.object({
  kind: z.literal('enterprise'),
  enterpriseName: z.string().trim().min(1, 'Please enter your enterprise name').max(120, tooLongMessage(120)),
  companyName: z.string().trim().min(1, 'Please enter your first company name').max(120, tooLongMessage(120)),
  firstName: personName('first name'),
  lastName: personName('last name'),
  email,
  password: NewPasswordSchema,
  phone,
  message: z.string().trim().max(2000, tooLongMessage(2000)).default(''),
});

export const MemberSignupInputSchema = z.object({
  kind: z.literal('member'),
  firstName: personName('first name'),
  lastName: personName('last name'),
  email,
  password: NewPasswordSchema,
  phone,
  companyName: z
    .string()
    .trim()
    .min(1, 'Please enter the name of your company')
    .max(120, tooLongMessage(120)),
  /** The company owner's e-mail, when known: the request goes to them. */
  ownerEmail: z
    .string()
    .trim()
    .max(320, tooLongMessage(320))
    .refine((v) => v === '' || PATTERNS.email.test(v), PATTERN_MESSAGES.email)
    .default(''),
  /** From an invitation link /settings/{enterpriseId}/{inviteToken}/signup-request (a signed token). */
  enterpriseId: intId().optional(),
  inviteToken: z.string().max(64).optional(),
  /** The company chosen on the invitation page (company-select sign-up request). */
  companyId: intId().optional(),
  message: z.string().trim().max(2000, tooLongMessage(2000)).default(''),
});

export const SignupInputSchema = z.discriminatedUnion('kind', [
  EnterpriseSignupInputSchema,
  MemberSignupInputSchema,
]);
export type SignupInput = z.infer<typeof SignupInputSchema>;

export const SIGNUP_RECEIVED =
  'Thank you! Your request was received. You will get an e-mail as soon as it is approved.';
export const SIGNUP_EMAIL_TAKEN = 'An account with this e-mail already exists. Please sign in instead.';
/** Staff are recognised by their e-mail domain, so such an account is never made through sign-up. */
export const SIGNUP_STAFF_EMAIL =
  "Staff accounts cannot be requested here. Please sign up with your company's e-mail address.";

const NamedSchema = z.object({ id: z.number(), name: z.string() });

/** A sign-up request as GET /api/signup-requests and the approve / reject answers carry it. */
export const SignupRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(['enterprise', 'member']),
  status: z.enum(['pending', 'approved', 'rejected']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  enterpriseName: z.string(),
  companyName: z.string(),
  message: z.string(),
  enterprise: NamedSchema.nullable(),
  companies: z.array(NamedSchema),
  createdAt: z.string(),
});
export type SignupRequestDto = z.infer<typeof SignupRequestSchema>;
export const SignupRequestResponseSchema = z.object({ data: SignupRequestSchema });
export const SignupRequestListSchema = z.object({ data: z.array(SignupRequestSchema) });

/** What the public invitation page shows: the enterprise, its companies to choose from, who invites. */
export const SignupOptionsSchema = z.object({
  enterprise: NamedSchema,
  companies: z.array(NamedSchema),
  inviter: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type SignupOptionsDto = z.infer<typeof SignupOptionsSchema>;
export const SignupOptionsResponseSchema = z.object({ data: SignupOptionsSchema });

export const SignupReceivedResponseSchema = z.object({
  data: z.object({ status: z.literal('pending'), message: z.string() }),
});
