import { z } from 'zod';
import { PATTERNS, PATTERN_MESSAGES } from '#shared/domain/validation.ts';
import {
  SupportInputSchema,
  type SupportInput,
  type SupportResponseSchema,
} from '#shared/schemas/support.ts';
import { api, isApiError } from '../../lib/api-client.ts';
import { SUPPORT_MESSAGES } from './messages.ts';

/**
 * The form's rules: the server's, with the phone held to the spec's US pattern ((123) 456-7890 or
 * 123-456-7890) and left out when blank.
 */
export const SupportFormSchema = SupportInputSchema.extend({
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PATTERNS.phone.test(v), PATTERN_MESSAGES.phone),
});
export type SupportFormValues = z.input<typeof SupportFormSchema>;

/** POST /api/support {data:{fullName, email, phone, message}}. */
export const sendSupportMessage = (data: SupportInput) =>
  api.post<z.infer<typeof SupportResponseSchema>>('/api/support', { data });

/** The credentials message when the server says e-mail is not set up, else ' Failed to email'. */
export function supportErrorMessage(error: unknown): string {
  return isApiError(error) && error.message === SUPPORT_MESSAGES.notConfigured
    ? SUPPORT_MESSAGES.notConfigured
    : SUPPORT_MESSAGES.failed;
}
