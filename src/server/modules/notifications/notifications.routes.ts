import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { listNotifications, markAllRead, resolveUserId, setReadState, unreadCount } from './notifications.ts';
import {
  MarkAllReadResponseSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationStateQuerySchema,
  NotificationUpdateBodySchema,
  NotificationUpdateResponseSchema,
  UnreadCountSchema,
  MarkAllReadQuerySchema,
  UserIdQuerySchema,
} from '#shared/schemas/notification.ts';

/** The bell: list, unread count, mark all as read, per-item read state. user_id must be the caller. */
export async function notificationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  // These POSTs carry everything in the query; many clients still send `Content-Type: application/json`
  // with no body, which Fastify refuses by default. In this plugin only, an empty JSON body is {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  r.post(
    '/api/notifications',
    {
      preHandler: requireUser,
      // A list, though a POST (spec section 7): a read-only API token may read it.
      config: { readsOnly: true },
      schema: {
        tags,
        summary: "The caller's notifications, newest first (keyset paged on id)",
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      resolveUserId(actor, request.query.user_id);
      return listNotifications(ctx.db, actor, request.query);
    },
  );

  r.get(
    '/api/notifications/unread-count',
    {
      preHandler: requireUser,
      schema: {
        summary: 'How many of the caller’s notifications are unread',
        tags,
        querystring: UserIdQuerySchema,
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      resolveUserId(actor, request.query.user_id);
      return { unreadCount: await unreadCount(ctx.db, actor) };
    },
  );

  r.post(
    '/api/notifications/markAllAsRead',
    {
      preHandler: requireUser,
      schema: {
        summary:
          'Mark the caller’s notifications read: all of them, or with up_to those up to the newest one their list showed',
        tags,
        querystring: MarkAllReadQuerySchema,
        response: { 200: MarkAllReadResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      resolveUserId(actor, request.query.user_id);
      return markAllRead(ctx.db, actor, request.query.up_to);
    },
  );

  r.post(
    '/api/notification/update',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Set the read state of one of your notifications (without state: flip it)',
        querystring: NotificationStateQuerySchema,
        body: NotificationUpdateBodySchema,
        response: { 200: NotificationUpdateResponseSchema },
      },
    },
    async (request) => setReadState(ctx.db, actorOf(request), request.body.id, request.query.state),
  );
}
