import { z } from 'zod';
import { isBlank } from '../domain/validation.ts';

/** Personal API tokens (issue 29): `Authorization: Bearer <token>` on any API route. */

export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_NAME_MAX = 80;
/** At most this many live (not revoked, not expired) tokens per person. */
export const API_TOKENS_MAX = 20;

export const API_TOKEN_MESSAGES = {
  readOnly: 'This API token is read-only: it cannot change anything.',
  noTokenManagement: 'API tokens are managed from a signed-in browser session, not with a token.',
  tooMany: `You have ${API_TOKENS_MAX} live API tokens: revoke one you no longer use first.`,
  invalid: 'This API token is not valid: it may have expired or been revoked.',
  rateLimited: 'Too many requests with this API token: wait a minute and try again.',
  notFound: 'API token not found',
} as const;

export const ApiTokenInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please name the token (what will use it?)')
    .refine((s) => !isBlank(s), 'Please name the token (what will use it?)')
    .max(API_TOKEN_NAME_MAX, `A name of at most ${API_TOKEN_NAME_MAX} characters, please`),
  access: z.enum(['read', 'write'], { message: 'Choose read-only or read and write' }),
  expiresInDays: z
    .number({ message: 'Choose when the token expires' })
    .refine((d) => (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(d), {
      message: `Choose an expiry of ${API_TOKEN_EXPIRY_DAYS.join(', ')} days`,
    }),
});
export type ApiTokenInput = z.infer<typeof ApiTokenInputSchema>;

export const ApiTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The first characters of the token, to tell tokens apart. */
  prefix: z.string(),
  access: z.enum(['read', 'write']),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiTokenDto = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z.object({ data: z.array(ApiTokenSchema) });
/** The answer of a creation: the token itself, shown this once and never again. */
export const ApiTokenCreatedSchema = z.object({ data: ApiTokenSchema.extend({ token: z.string() }) });
