import { z } from 'zod';
import { REQUEST_STATUSES, type RequestStatus } from '../domain/request-status.ts';
import { ServiceRequestSchema } from './request.ts';

type CountedStatus = Exclude<RequestStatus, 'DELETED'>;
const COUNTED = REQUEST_STATUSES.filter((s): s is CountedStatus => s !== 'DELETED');

/** GET /api/dashboard: requests per status in the caller's scope (drafts: their own) and the latest five. */
export const DashboardSummarySchema = z.object({
  /** DELETED is never counted. */
  counts: z.object(
    Object.fromEntries(COUNTED.map((s) => [s, z.number()])) as Record<CountedStatus, z.ZodNumber>,
  ),
  recent: z.array(ServiceRequestSchema),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
export const DashboardSummaryResponseSchema = z.object({ data: DashboardSummarySchema });
