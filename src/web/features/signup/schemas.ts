import { z } from 'zod';
import { PATTERNS, PATTERN_MESSAGES } from '#shared/domain/validation.ts';

const name = (label: string) =>
  z.string().trim().min(1, `Please enter your ${label}`).regex(PATTERNS.name, PATTERN_MESSAGES.name);
const email = z
  .string()
  .trim()
  .min(1, 'Please enter your e-mail')
  .regex(PATTERNS.email, PATTERN_MESSAGES.email);
const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || PATTERNS.phone.test(v), PATTERN_MESSAGES.phone);

export const EnterpriseSignupSchema = z.object({
  enterpriseName: z.string().trim().min(1, 'Please enter your enterprise name').max(120),
  companyName: z.string().trim().min(1, 'Please enter your first company name').max(120),
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  phone: optionalPhone,
});
export type EnterpriseSignup = z.infer<typeof EnterpriseSignupSchema>;

export const MemberSignupSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  companyName: z.string().trim().min(1, 'Please enter the name of your company').max(120),
  ownerEmail: z
    .string()
    .trim()
    .refine((v) => v === '' || PATTERNS.email.test(v), PATTERN_MESSAGES.email),
});
export type MemberSignup = z.infer<typeof MemberSignupSchema>;
