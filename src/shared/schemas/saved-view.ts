import { z } from 'zod';
import { BOARD_LANES, RequestViewQuerySchema } from './request.ts';
import { VIEW_MESSAGES, VIEW_NAME_MAX, VIEW_PARAM_KEYS, type ViewParams } from '../domain/saved-views.ts';
import { isBlank } from '../domain/validation.ts';

/**
 * Saved list views (issue 15): the list's URL parameters (filters, sort, status tab, board lanes)
 * under a name. The parameters are checked with the list's own query schema, so a saved view can
 * never hold a filter the list would refuse.
 */

export {
  MAX_SAVED_VIEWS,
  VIEW_MESSAGES,
  VIEW_NAME_MAX,
  VIEW_PARAM_KEYS,
  type ViewParamKey,
  type ViewParams,
} from '../domain/saved-views.ts';

export const ViewParamsSchema = z
  .record(z.string(), z.string().max(200))
  .superRefine((params, ctx) => {
    for (const key of Object.keys(params)) {
      if (!(VIEW_PARAM_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown parameter' });
      }
    }
    if (params.alignBy !== undefined && !/^[a-z_-]{1,20}$/i.test(params.alignBy)) {
      ctx.addIssue({ code: 'custom', path: ['alignBy'], message: 'Unknown status tab' });
    }
    if (params.lanes !== undefined && !(BOARD_LANES as readonly string[]).includes(params.lanes)) {
      ctx.addIssue({ code: 'custom', path: ['lanes'], message: "Expected 'assignee' or 'company'" });
    }
    const { alignBy: _a, lanes: _l, ...query } = params;
    const parsed = RequestViewQuerySchema.safeParse(query);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as never);
    }
  })
  .transform((params) => {
    // Kept in one order, empty values dropped, so equal views store equal objects.
    const out: ViewParams = {};
    for (const key of VIEW_PARAM_KEYS) if (params[key]) out[key] = params[key];
    return out;
  });

const ViewName = z
  .string()
  .trim()
  .min(1, VIEW_MESSAGES.nameRequired)
  .refine((s) => !isBlank(s), VIEW_MESSAGES.nameRequired)
  .max(VIEW_NAME_MAX, `A view name has at most ${VIEW_NAME_MAX} characters.`);

export const SavedViewCreateSchema = z.object({
  data: z.object({ name: ViewName, params: ViewParamsSchema, shared: z.boolean().default(false) }),
});
export const SavedViewUpdateSchema = z.object({
  data: z.object({
    name: ViewName.optional(),
    params: ViewParamsSchema.optional(),
    shared: z.boolean().optional(),
  }),
});

export const SavedViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  params: z.record(z.string(), z.string()),
  shared: z.boolean(),
  /** Whether the caller saved it (only then may they rename, change or delete it). */
  mine: z.boolean(),
  owner: z.object({ id: z.number(), name: z.string() }),
  updatedAt: z.string(),
});
export type SavedViewDto = z.infer<typeof SavedViewSchema>;
export const SavedViewResponseSchema = z.object({ data: SavedViewSchema });
export const SavedViewListResponseSchema = z.object({ data: z.array(SavedViewSchema) });
