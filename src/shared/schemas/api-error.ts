import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';

/**
 * The one error body (`#shared/errors.ts` ErrorBody) as a schema, for a route to declare an error
 * answer of its own beyond those the API document adds from what the route is (400, 401, 403, 404,
 * 429: `platform/openapi.ts`), e.g. `response: { 200: …, ...CONFLICT_ANSWER }` where the state can
 * refuse the change.
 */
export const ApiErrorSchema = z.object({
  data: z.null(),
  error: z.object({
    status: z.number().int(),
    name: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** 409: the current state refuses the change (the message says why); nothing was changed. */
export const CONFLICT_ANSWER = { 409: ApiErrorSchema } as const;

/** 410: a link that worked once and no longer does (used, revoked, expired); the message says which. */
export const GONE_ANSWER = { 410: ApiErrorSchema } as const;
