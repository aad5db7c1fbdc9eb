import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, credentialOf, requireUser, usersOfCredentials } from '../../plugins/auth.ts';
import { rawResponse } from '#shared/schemas/files.ts';
import { visibleRequestFacts } from '../requests/access.ts';
import { EventStream, RealtimeHub, parseEventId } from '../../platform/realtime.ts';
import {
  lastNotificationId,
  notificationsAfter,
  notificationsByIds,
  unreadCount,
  unreadCounts,
} from './notifications.ts';
import { commentIdsAfter, commentsByIds, lastCommentId } from '../comments/queries.ts';

/** A reconnecting stream replays at most this much; beyond it the client is told to reload (resync). */
const CATCH_UP_LIMIT = 500;
const MAX_SUBSCRIBED_REQUESTS = 20;

/**
 * GET /api/events: the signed-in user's Server-Sent Events stream (the events and their data:
 * src/shared/schemas/events.ts). `?requests=1,2` follows the comments of those
 * requests (the ones open on screen). Reconnecting with Last-Event-ID (or ?lastEventId=) replays
 * what was missed, once and in order.
 */
export async function eventsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const hub = new RealtimeHub(
    ctx.database,
    {
      notificationsByIds,
      unreadCounts,
      commentsByIds,
      usersOfCredentials: (db, credentials) => usersOfCredentials(db, credentials, ctx.env.PROVIDER_DOMAIN),
    },
    app.log,
  );
  app.addHook('preClose', async () => hub.stop());

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary:
          'Server-Sent Events: notification, unread, comment, pin, deliverable, request, ready, resync',
        querystring: z.object({
          requests: z
            .string()
            .max(400)
            .optional()
            .transform((v) =>
              [
                ...new Set(
                  (v ?? '')
                    .split(',')
                    .map((s) => s.trim())
                    .filter((s) => /^\d{1,15}$/.test(s))
                    .map(Number),
                ),
              ].slice(0, MAX_SUBSCRIBED_REQUESTS),
            ),
          lastEventId: z.string().max(40).optional(),
        }),
        response: {
          200: rawResponse(
            'text/event-stream',
            'Server-Sent Events; each data line is the JSON the shared contract gives for its event name',
          ),
        },
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      const resume = parseEventId(
        (request.headers['last-event-id'] as string | undefined) ?? request.query.lastEventId,
      );

      // Only requests the user may see are followed; others are silently ignored.
      const facts = await visibleRequestFacts(ctx.db, user, request.query.requests);

      // LISTEN is in place before anything is read, so nothing committed from now on is missed.
      await hub.ready();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const stream = new EventStream(res, user, facts, (s) => hub.remove(s), credentialOf(request));
      hub.add(stream);

      try {
        const requestIds = [...facts.keys()];
        if (resume) {
          stream.lastNotificationId = resume.n;
          stream.lastCommentId = resume.c;
          const [missedNotes, missedComments, count] = await Promise.all([
            notificationsAfter(ctx.db, user, resume.n, CATCH_UP_LIMIT + 1),
            commentIdsAfter(ctx.db, requestIds, resume.c, CATCH_UP_LIMIT + 1),
            unreadCount(ctx.db, user),
          ]);
          if (missedNotes.length > CATCH_UP_LIMIT || missedComments.length > CATCH_UP_LIMIT) {
            stream.lastNotificationId = await lastNotificationId(ctx.db, user.id);
            stream.lastCommentId = await lastCommentId(ctx.db, requestIds);
            stream.send('resync', {});
          } else {
            const dtos = await commentsByIds(
              ctx.db,
              missedComments.map((c) => c.id),
            );
            for (const n of missedNotes) stream.sendNotification(n, count);
            for (const c of missedComments) {
              const dto = dtos.get(c.id);
              if (dto) stream.sendComment(c.requestId, dto);
            }
          }
          stream.send('ready', { unreadCount: count });
        } else {
          const [n, c, count] = await Promise.all([
            lastNotificationId(ctx.db, user.id),
            lastCommentId(ctx.db, requestIds),
            unreadCount(ctx.db, user),
          ]);
          stream.lastNotificationId = n;
          stream.lastCommentId = c;
          stream.send('ready', { unreadCount: count });
        }
        stream.goLive();
      } catch (err) {
        request.log.error({ err }, 'event stream start failed');
        stream.close();
      }
    },
  );
}
