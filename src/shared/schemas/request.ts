// Over 400 lines on purpose: every request contract (the body, the answer, the list and view queries,
// the board figures) in one place, so the server's routes and the web's types read the same file.
import { z } from 'zod';
import { LatestDeliverableSchema } from './deliverables.ts';
import { UserSchema, type UserDto } from './user.ts';
import { intIdParam, MAX_INT_ID } from './ids.ts';
import { ApprovalMarkSchema } from './approvals.ts';
import { FormDefinitionSchema } from '../domain/form-definition.ts';
import { PRIORITY_LEVELS } from '../domain/priority.ts';
import { parseStatus, REQUEST_STATUSES, type RequestStatus } from '../domain/request-status.ts';
import { REQUESTS_PAGE_SIZE, REQUESTS_MAX_PAGE_SIZE } from '../domain/page-sizes.ts';
import {
  BOARD_LANES,
  REQUEST_SORTS,
  SORT_ORDERS,
  type BoardLanes,
  type RequestSort,
  type SortOrder,
} from '../domain/list-options.ts';
import { fileIdError, isUuid, MESSAGES } from '../domain/validation.ts';
export { REQUESTS_PAGE_SIZE, REQUESTS_MAX_PAGE_SIZE };

/**
 * The API contract of service requests (spec sections 3 and 7), shared by the server and the web app.
 * Bodies follow Strapi's conventions: `{ data: … }`. Relations are accepted as ids or as the full
 * objects the API answers (`company: 3` or `company: { id: 3, name: … }`). Unknown fields are dropped.
 */

export const MAX_REQUEST_FILES = 10;

const numericId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid id')
    .transform(Number),
]);
/** A relation given as an id or as an object carrying its id. */
export const IdRefSchema = z.union([numericId, z.object({ id: numericId }).transform((o) => o.id)]);

/**
 * A stored file given as its id or as the stored-file object (`{ id, url, … }`). A missing, null or
 * blank id answers 'File upload succeeded but no ID received'; any other id that is not one of ours
 * (a slash, not a uuid) 'File upload succeeded but ID is invalid' (spec section 5).
 */
export const FileRefSchema = z.unknown().transform((ref, ctx) => {
  const id = ref !== null && typeof ref === 'object' ? (ref as { id?: unknown }).id : ref;
  const problem = fileIdError(id) ?? (isUuid(id) ? null : MESSAGES.invalidFileId);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return String(id).toLowerCase();
});

const decimalText = /^\d{1,10}(\.\d{1,2})?$/;
/** A non-negative amount of credits with at most two decimals; '' and null mean "not set". */
const CreditInputSchema = z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
  if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
  const text = typeof v === 'number' ? String(v) : v.trim();
  if (!decimalText.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a credit amount of 0 or more with at most two decimals' });
    return z.NEVER;
  }
  return text;
});

/** The longest content (JSON text of label-to-value pairs) a request keeps. */
const CONTENT_MAX = 200_000;

export const RequestInputSchema = z.object({
  /** Only for `PUT /api/service-requests` (save draft): the draft to update. */
  id: numericId.optional(),
  /** Required (blank or null answers 'Please enter a request title.'). */
  title: z.string().max(500, 'Title is too long').nullish(),
  /** JSON text of label-to-value pairs (an object is accepted and serialised). */
  content: z
    .union([
      z.string().max(CONTENT_MAX, 'Content is too long'),
      // The object is stored as its JSON text: the same limit.
      z
        .record(z.string(), z.unknown())
        .refine((v) => JSON.stringify(v).length <= CONTENT_MAX, 'Content is too long'),
    ])
    .nullish(),
  serviceRequestType: IdRefSchema.nullish(),
  company: IdRefSchema.nullish(),
  /** 'NOT_START' or 'not-start' etc. Customers may only submit, save as draft or cancel. */
  status: z.string().max(40).nullish(),
  /**
   * The status the client last saw (the board's move sends it): when the request's status is another
   * by now (someone else moved it meanwhile), the save answers 409 and changes nothing.
   */
  fromStatus: z.string().max(40).nullish(),
  /** Users of the request's company. */
  assignees: z.array(IdRefSchema).max(100).nullish(),
  /** Staff users (staff only; ignored for customers). */
  assignedTo: z.array(IdRefSchema).max(100).nullish(),
  files: z.array(FileRefSchema).max(MAX_REQUEST_FILES, 'You can upload up to 10 files only.').nullish(),
  /** Files of the type's file fields, by field label. */
  typeSpecificFiles: z
    .preprocess(
      /** A plain list (clients that do not key by field) is kept under the key 'files'. */
      (v) => (Array.isArray(v) ? (v.length ? { files: v } : {}) : v),
      z.record(
        z.string().max(200),
        z.array(FileRefSchema).max(MAX_REQUEST_FILES, 'You can upload up to 10 files only.'),
      ),
    )
    .nullish(),
  audio: FileRefSchema.nullish(),
  priorityLevel: z.enum(PRIORITY_LEVELS).nullish(),
  /** Ignored: the price is always computed by the server. */
  credit: z.unknown().optional(),
  /** Staff only: the total charged instead of the computed credit. */
  adjustCredit: CreditInputSchema.optional(),
  /** Staff only: yyyy-MM-dd (an ISO timestamp is accepted). Defaults to the priority's due date. */
  targetDate: z.string().max(40).nullish(),
  /** Staff only: the user the request is created on behalf of. */
  createdBy: IdRefSchema.nullish(),
  /**
   * The version of the type's form the answers were written for (requests and request types carry
   * it). Saving a draft made under an older version: its own version keeps it there (that form and
   * price), the type's current version moves it; omitted, it moves with answers following their field
   * by key. A new request submitted with another version than the type's current one (published again
   * since the form was opened) is refused with 409. Ignored on submitted requests (never re-priced).
   */
  formVersion: z.number().int().min(0).max(MAX_INT_ID).nullish(),
  /** A brand kit of the company, copied onto the request at submit; null removes it. */
  brandKit: IdRefSchema.nullish(),
});
export type RequestInput = z.infer<typeof RequestInputSchema>;

export const RequestBodySchema = z.object({ data: RequestInputSchema });

export const RequestIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** `/{id}` of a row keyed by an integer (users, request types). */
export const IntIdParamsSchema = z.object({ id: intIdParam() });

export { BOARD_LANES, REQUEST_SORTS, SORT_ORDERS, type BoardLanes, type RequestSort, type SortOrder };

export const REQUEST_LIST_PERMISSIONS = ['all', 'mine', 'assigned'] as const;
export type RequestListPermission = (typeof REQUEST_LIST_PERMISSIONS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v && v !== 'null' && v !== 'undefined' ? v : undefined));

/** A user filter of the list: a user id or one of `words`; anything else is refused with `message`. */
const userFilter = <W extends string>(words: readonly W[], message: string) =>
  z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((v, ctx): W | number | undefined => {
      if (!v) return undefined;
      if ((words as readonly string[]).includes(v)) return v as W;
      if (/^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_INT_ID) return Number(v);
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** A person filter of the list: a user id, 'me' (the caller) or 'nobody' (no one in that role). */
const personFilter = () => userFilter(['me', 'nobody'], "Expected a user id, 'me' or 'nobody'");

/** The statuses of the list: one or several, comma-separated or repeated, in either reading. */
const statusFilter = () =>
  z
    .union([z.string().max(200), z.array(z.string().max(40)).max(REQUEST_STATUSES.length * 2)])
    .optional()
    .transform((v, ctx): RequestStatus[] | undefined => {
      const parts = (Array.isArray(v) ? v : [v ?? ''])
        .flatMap((p) => p.split(','))
        .map((p) => p.trim())
        .filter((p) => p !== '' && p !== 'null' && p !== 'undefined');
      if (parts.length === 0) return undefined;
      const out = new Set<RequestStatus>();
      for (const part of parts) {
        const status = parseStatus(part);
        if (!status) {
          ctx.addIssue({ code: 'custom', message: 'Unknown status' });
          return z.NEVER;
        }
        out.add(status);
      }
      return [...out];
    });

/** The creator filter: a user id or 'me' (the caller). */
const creatorFilter = () => userFilter(['me'], "Expected a user id or 'me'");

/** A calendar day, yyyy-MM-dd, that exists (no 2024-02-31). */
const isoDay = () =>
  z
    .string()
    .trim()
    .max(10)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      const d = m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) : null;
      if (!m || !d || +m[1]! < 1 || d.toISOString().slice(0, 10) !== v) {
        ctx.addIssue({ code: 'custom', message: 'Expected a date as yyyy-MM-dd' });
        return z.NEVER;
      }
      return v;
    });

const booleanFlag = () =>
  z
    .enum(['true', 'false', '1', '0'], { message: "Expected 'true' or 'false'" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

export const RequestListQuerySchema = z.object({
  permission: z
    .enum(REQUEST_LIST_PERMISSIONS)
    .default('all')
    .describe(
      "'all': every request the caller may see (staff: all companies; customers: their companies); " +
        "'mine': created by the caller; 'assigned': the caller is among the assignees or assignedTo.",
    ),
  status: statusFilter().describe(
    "Optional status filter, one or several (comma-separated or repeated); both readings accepted ('NOT_START' " +
      "or 'not-start'; 'draft' lists the caller's drafts). Without it every status but DELETED is listed " +
      '(drafts only for their creator).',
  ),
  companyId: intIdParam().optional().describe('Only requests of this company.'),
  typeId: intIdParam().optional().describe('Only requests of this request type.'),
  priority: z.enum(PRIORITY_LEVELS).optional().describe('Only requests of this priority level.'),
  assignee: personFilter().describe(
    "Only requests with this assignee (customer side): a user id, 'me', or 'nobody' for none.",
  ),
  assignedTo: personFilter().describe(
    "Only requests assigned to this staff member: a user id, 'me', or 'nobody' for none.",
  ),
  overdue: booleanFlag().describe(
    'true: only requests past their due date that are not finished or cancelled; false: only the others.',
  ),
  title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined)
    .describe('Only requests whose title contains this text (any case).'),
  enterpriseId: intIdParam()
    .optional()
    .describe("Only requests of this enterprise's companies (a customer sees only their own anyway)."),
  createdBy: creatorFilter().describe("Only requests created by this user: a user id or 'me'."),
  dueFrom: isoDay().describe('Only requests due on or after this day (yyyy-MM-dd).'),
  dueTo: isoDay().describe('Only requests due on or before this day (yyyy-MM-dd).'),
  sort: z
    .enum(REQUEST_SORTS, { message: `Expected one of ${REQUEST_SORTS.join(', ')}` })
    .default('updated')
    .describe(
      "The order: 'updated' (last change), 'created', 'due' (due date; requests without one count as due " +
        "last), 'priority' (Standard < Priority < Express) or 'credit' (the total charged). Ties by id.",
    ),
  order: z
    .enum(SORT_ORDERS, { message: "Expected 'asc' or 'desc'" })
    .optional()
    .describe(
      "'desc' or 'asc'. Without it: 'asc' for 'due' (soonest due first, overdue at the top, undated last), " +
        "'desc' for the others (newest, latest, highest first).",
    ),
  cursor: optionalText(300).describe(
    'The cursor of the previous page (it carries the sort; a cursor of another sort is refused).',
  ),
  limit: z.coerce.number().int().min(1).max(REQUESTS_MAX_PAGE_SIZE).default(REQUESTS_PAGE_SIZE),
});
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>;

/** The same filters and sort without paging: what a CSV export or a board summary selects. */
export const RequestViewQuerySchema = RequestListQuerySchema.omit({ cursor: true, limit: true });
export type RequestViewQuery = z.infer<typeof RequestViewQuerySchema>;

export { UserSchema, type UserDto };

export const RequestFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
});
export type RequestFileDto = z.infer<typeof RequestFileSchema>;

export const BreakdownLineSchema = z.object({
  key: z.string(),
  value: z.string(),
  credit: z.string(),
  /** What the line does to the price ('+3.00', '×1.2'); absent on lines stored before it existed. */
  effect: z.string().optional(),
  /** The running total after the line; absent on lines stored before it existed. */
  subtotal: z.string().optional(),
});

export const ServiceRequestSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  status: z.enum(REQUEST_STATUSES),
  company: z.object({
    id: z.number(),
    name: z.string(),
    enterprise: z.object({ id: z.number(), name: z.string() }),
  }),
  /** credit: the type's base credit as priced for this request (frozen at submission). */
  serviceRequestType: z.object({ id: z.number(), name: z.string(), credit: z.string() }),
  assignees: z.array(UserSchema),
  assignedTo: z.array(UserSchema),
  createdBy: UserSchema,
  audio: RequestFileSchema.nullable(),
  files: z.array(RequestFileSchema),
  typeSpecificFiles: z.record(z.string(), z.array(RequestFileSchema)),
  /** yyyy-MM-dd */
  targetDate: z.string().nullable(),
  adjustCredit: z.string().nullable(),
  /** Computed credit. */
  credit: z.string(),
  /** What the request costs: adjustCredit when set, else credit. */
  total: z.string(),
  /** What is currently debited from the enterprise for it (0 for drafts and cancelled requests). */
  chargedCredit: z.string(),
  breakdown: z.array(BreakdownLineSchema),
  priorityLevel: z.enum(PRIORITY_LEVELS),
  placeholders: z.record(z.string(), z.string()).nullable(),
  formVersion: z.number(),
  /** The type's form as priced (frozen at submission). */
  form: FormDefinitionSchema,
  /** When it first left Draft (null for a draft never submitted). */
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
  /** Its owner approval (issue 26): pending is the "Awaiting approval" mark of a draft; null: none. */
  approval: ApprovalMarkSchema.nullable().optional(),
  /** The latest deliverable version's number and review state (issue 27); null: none delivered. */
  latestDeliverable: LatestDeliverableSchema,
});
export type ServiceRequestDto = z.infer<typeof ServiceRequestSchema>;

export const RequestResponseSchema = z.object({ data: ServiceRequestSchema });
/**
 * A request as a list shows it (lists, the board, the dashboard's latest; issue 14 round 5): what a
 * row or card shows and what a list cache needs to place a saved request (status, type, company,
 * people, dates, credits). A list never shows the content, form, breakdown, placeholders, files or
 * audio, so they are not sent: GET /api/service-requests/{id} answers the whole request.
 */
export const ServiceRequestListItemSchema = ServiceRequestSchema.omit({
  content: true,
  serviceRequestType: true,
  audio: true,
  files: true,
  typeSpecificFiles: true,
  breakdown: true,
  placeholders: true,
  form: true,
}).extend({
  serviceRequestType: z.object({ id: z.number(), name: z.string() }),
});
export type ServiceRequestListItemDto = z.infer<typeof ServiceRequestListItemSchema>;
export const RequestListResponseSchema = z.object({
  data: z.array(ServiceRequestListItemSchema),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type RequestListResponseDto = z.infer<typeof RequestListResponseSchema>;
export const RemovedResponseSchema = z.object({
  data: z.object({ id: z.number(), status: z.literal('DELETED') }),
});

export const REQUEST_EVENT_KINDS = [
  'created',
  'status_changed',
  'assigned',
  'credit_changed',
  'charged',
  'updated',
] as const;
export const RequestEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  actor: UserSchema.nullable(),
  createdAt: z.string(),
});
export type RequestEventDto = z.infer<typeof RequestEventSchema>;
export const RequestEventsResponseSchema = z.object({
  data: z.array(RequestEventSchema),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export const PageQuerySchema = z.object({
  cursor: optionalText(100),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Request types. */
export const PlaceholderSchema = z.record(z.string(), z.string());
export const RequestTypeDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  credit: z.string(),
  parentId: z.number().nullable(),
  formVersion: z.number(),
  popupText: z.string(),
  placeholder: PlaceholderSchema,
  form: FormDefinitionSchema,
});
export type RequestTypeDetail = z.infer<typeof RequestTypeDetailSchema>;

/** Users. */
export const UsersBatchBodySchema = z.object({ userIds: z.array(numericId).max(200) });
export const StaffLookupBodySchema = z
  .object({
    /** Filters staff by e-mail, username or name (case-insensitive, substring). */
    keyword: z.string().max(200).optional(),
    email: z.string().max(320).optional(),
  })
  .optional();
export const FindUsersQuerySchema = z.object({ companyId: intIdParam() });

/** The board's column figures: requests and their total credit per status, and per lane if asked. */
export const BoardSummaryQuerySchema = RequestViewQuerySchema.extend({
  lanes: z
    .enum(BOARD_LANES, { message: "Expected 'assignee' or 'company'" })
    .optional()
    .describe(
      "Also per swimlane: 'assignee' (staff assigned to; a request counts in each of their lanes) or 'company'.",
    ),
});
const FigureSchema = z.object({ count: z.number(), credit: z.string() });
export const BoardSummarySchema = z.object({
  data: z.object({
    columns: z.array(FigureSchema.extend({ status: z.enum(REQUEST_STATUSES) })),
    /** id null: nobody assigned (assignee lanes). */
    lanes: z.array(
      FigureSchema.extend({ status: z.enum(REQUEST_STATUSES), id: z.number().nullable(), name: z.string() }),
    ),
  }),
});
export type BoardSummary = z.infer<typeof BoardSummarySchema>['data'];
