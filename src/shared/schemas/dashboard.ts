import { z } from 'zod';
import { REQUEST_STATUSES, type RequestStatus } from '../domain/request-status.ts';
import { ServiceRequestListItemSchema } from './request.ts';

/**
 * The figures of the staff and customer dashboards (issue 15, issue 12's staff credit line), as the
 * API answers them. Every figure is counted by the database (modules/dashboard/figures.ts).
 * Days are 'YYYY-MM-DD'; weeks start on Monday (UTC), months are 'YYYY-MM'; credits are strings with
 * two decimals, as everywhere else.
 */

/** Neither dashboard takes a parameter: the figures are always "as of now" for the signed-in user. */
export const DashboardFiguresQuerySchema = z.object({}).strict();

/** Open work: what the workload and the due counts look at. */
export const OPEN_STATUSES = ['NOT_START', 'ASSIGNED', 'IN_PROGRESS'] as const;

export const DashboardRequestSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(REQUEST_STATUSES),
  companyName: z.string(),
  typeName: z.string(),
  targetDate: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DashboardRequest = z.infer<typeof DashboardRequestSchema>;

export const DueFiguresSchema = z.object({
  /** The server's day the figures are for, and the last day that counts as "due soon". */
  today: z.string(),
  soonUntil: z.string(),
  overdue: z.number(),
  dueSoon: z.number(),
});

export const StaffDashboardSchema = z.object({
  /**
   * NOT_START requests nobody on staff is assigned to: how many (counted up to 1,000; `more` when
   * there are more than that), and the oldest few.
   */
  queue: z.object({ total: z.number(), more: z.boolean(), oldest: z.array(DashboardRequestSchema) }),
  /** Per staff member, their open assigned requests by status (every staff member, busiest first). */
  workload: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      counts: z.object({ NOT_START: z.number(), ASSIGNED: z.number(), IN_PROGRESS: z.number() }),
      total: z.number(),
    }),
  ),
  due: DueFiguresSchema,
  /** The last 12 weeks, oldest first: requests created (drafts and deleted left out) and finished. */
  weekly: z.array(z.object({ weekStart: z.string(), created: z.number(), finished: z.number() })),
  /**
   * The last 6 months, oldest first: requests finished, how many had a due date, how many of those
   * were finished on or before it; rate = onTime / withDueDate in percent (null without a due date).
   */
  onTime: z.array(
    z.object({
      month: z.string(),
      finished: z.number(),
      withDueDate: z.number(),
      onTime: z.number(),
      rate: z.number().nullable(),
    }),
  ),
  /** Requests per company (drafts and deleted left out), most open work first; top 20. */
  byCompany: z.array(
    z.object({
      companyId: z.number(),
      name: z.string(),
      enterpriseName: z.string(),
      open: z.number(),
      total: z.number(),
    }),
  ),
  companiesWithRequests: z.number(),
  /**
   * Credits used (charges minus refunds) per week and enterprise over the last 12 weeks: the five
   * enterprises that used most, then everyone else as one line (enterpriseId null).
   */
  creditsByEnterprise: z.object({
    weeks: z.array(z.string()),
    series: z.array(
      z.object({ enterpriseId: z.number().nullable(), name: z.string(), used: z.array(z.string()) }),
    ),
  }),
});
export type StaffDashboard = z.infer<typeof StaffDashboardSchema>;

export const CustomerDashboardSchema = z.object({
  /** Open requests of the user's companies due soon or overdue, soonest first (at most 5), and the counts. */
  due: DueFiguresSchema.extend({ requests: z.array(DashboardRequestSchema) }),
  /** The five requests of the user's companies finished last. */
  recentlyFinished: z.array(DashboardRequestSchema),
  /** Credits used per request type by the user's companies since `since` (the 12 weeks of the report). */
  creditsByType: z.object({
    since: z.string(),
    types: z.array(
      z.object({ typeId: z.number(), name: z.string(), used: z.string(), requests: z.number() }),
    ),
  }),
});
export type CustomerDashboard = z.infer<typeof CustomerDashboardSchema>;

export const StaffDashboardResponseSchema = z.object({ data: StaffDashboardSchema });
export const CustomerDashboardResponseSchema = z.object({ data: CustomerDashboardSchema });

type CountedStatus = Exclude<RequestStatus, 'DELETED'>;
const COUNTED = REQUEST_STATUSES.filter((s): s is CountedStatus => s !== 'DELETED');

/** GET /api/dashboard: requests per status in the caller's scope (drafts: their own) and the latest five. */
export const DashboardSummarySchema = z.object({
  /** DELETED is never counted. */
  counts: z.object(
    Object.fromEntries(COUNTED.map((s) => [s, z.number()])) as Record<CountedStatus, z.ZodNumber>,
  ),
  recent: z.array(ServiceRequestListItemSchema),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
export const DashboardSummaryResponseSchema = z.object({ data: DashboardSummarySchema });
