import { z } from 'zod';
import { STATUS_SLUGS, isRequestStatus } from '../domain/request-status.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '../domain/page-sizes.ts';
export { NOTIFICATIONS_PAGE_SIZE };

/** Notifications (spec sections 3, 7, 9) and the real-time event stream, shared by server and web app. */

export const NOTIFICATION_TYPES = [
  'request_new_create',
  'request_state_change',
  'request_assigned_to',
  'comment_new_create',
  /** A member's submission awaiting an owner's approval, or the owner's decision (issue 26). */
  'request_approval',
  /** Deliverables (issue 27). */
  'deliverable_ready',
  'deliverable_approved',
  'deliverable_changes_requested',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications are paged 10 at a time (spec section 9). */

/** The in-app path of a request, opened on the tab of its status: /requests/12?alignBy=not-start. */
export function requestPath(requestId: number, status: string): string {
  const slug = isRequestStatus(status) ? STATUS_SLUGS[status] : 'not-start';
  return `/requests/${requestId}?alignBy=${slug}`;
}

const optionalId = z
  .string()
  .optional()
  .transform((v, c) => {
    if (v === undefined || v === '' || v === 'null' || v === 'undefined') return undefined;
    if (!/^\d{1,15}$/.test(v)) {
      c.addIssue({ code: 'custom', message: 'Invalid id' });
      return z.NEVER;
    }
    return Number(v);
  });

export const UserIdQuerySchema = z.object({ user_id: optionalId });

/**
 * POST /api/notifications/markAllAsRead: `up_to`, the newest notification the person's list showed
 * when they clicked, so one that arrived in the same second stays unread (absent: every one).
 */
export const MarkAllReadQuerySchema = z.object({ user_id: optionalId, up_to: optionalId });

export const NotificationListQuerySchema = z.object({
  user_id: optionalId,
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
  cursor: optionalId,
});

export const NotificationStateQuerySchema = z.object({
  /** The read state to set; absent = flip the current one. */
  state: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
});

export const NotificationUpdateBodySchema = z.object({
  id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
});

export const NotificationItemSchema = z.object({
  id: z.number(),
  from_user_id: z.number().nullable(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  link: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NotificationPageSchema = z.object({
  data: z.array(NotificationItemSchema),
  unreadCount: z.number(),
  hasMore: z.boolean(),
  /** Pass back as ?cursor= for the next page; null on the last page. */
  cursor: z.number().nullable(),
});

export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({ unreadCount: z.number() });

export const NotificationUpdateResponseSchema = z.object({
  data: NotificationItemSchema,
  unreadCount: z.number(),
});

export const MarkAllReadResponseSchema = z.object({
  data: z.object({ updated: z.number() }),
  unreadCount: z.number(),
});

/** The live events of GET /api/events (ready, notification, unread, comment, resync): schemas/events.ts. */
