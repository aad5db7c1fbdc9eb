import { z } from 'zod';
import { CreatedCommentSchema } from './comment.ts';
import { NotificationItemSchema } from './notification.ts';
import { SERVER_EVENT_NAMES, type ServerEventName } from './event-names.ts';

export { SERVER_EVENT_NAMES, type ServerEventName };

/**
 * The live events of GET /api/events (Server-Sent Events), one contract for the server that sends
 * them (server/platform/realtime.ts) and the browser that reads them (web/lib/event-stream.ts).
 * `?requests=1,2` subscribes to the comments of the requests open on screen.
 * - `ready`        sent first on every (re)connection
 * - `notification` a new notification, with the unread count after it
 * - `unread`       the read state changed elsewhere (another tab)
 * - `comment`      a comment or reply on a subscribed request
 * - `pin`          a proofing pin of a subscribed request was resolved, reopened, moved or deleted
 *                  (no id: not replayed on reconnection; a viewer re-reads the pins on `ready`)
 * - `deliverable`  a version of a subscribed request was delivered or reviewed (to everyone who may
 *                  see it, whatever their notification preferences; no id: not replayed, an open
 *                  deliverables panel re-reads on `ready`)
 * - `request`      a subscribed request was saved by someone (status, assignees, assigned staff,
 *                  fields): an open drawer re-reads it (no id: not replayed; it re-reads on `ready`);
 *                  with `deleted`, it was deleted: an open drawer says so and offers no action on it
 *                  (told to whoever could see it until then, `byYou` to the person who deleted it; a
 *                  drawer that missed it gets 404 on `ready` and says it was deleted all the same)
 * - `resync`       too much was missed: reload the lists
 * Event ids are `<last notification id>-<last comment id>`; the browser sends the last one back as
 * Last-Event-ID when it reconnects and the server replays what was missed, in order, once.
 */
export const SERVER_EVENT_DATA = {
  ready: z.object({ unreadCount: z.number() }),
  notification: z.object({ notification: NotificationItemSchema, unreadCount: z.number() }),
  unread: z.object({ unreadCount: z.number() }),
  comment: z.object({ requestId: z.number(), comment: CreatedCommentSchema }),
  pin: z.object({ requestId: z.number(), pinId: z.number() }),
  deliverable: z.object({ requestId: z.number(), versionId: z.number() }),
  request: z.object({
    requestId: z.number(),
    deleted: z.literal(true).optional(),
    /** With `deleted`: the person of this stream deleted it (in another tab, or another device). */
    byYou: z.literal(true).optional(),
  }),
  resync: z.object({}),
  // Exactly one schema per name of event-names.ts (a missing or an extra one does not compile).
} as const satisfies Record<ServerEventName, z.ZodType>;

/** The `data:` of one event, as JSON. */
export type ServerEventData<E extends ServerEventName> = z.infer<(typeof SERVER_EVENT_DATA)[E]>;

/** One event as a tagged union: `{ type: 'comment', requestId, comment }` and so on. */
export const ServerEventSchema = z.discriminatedUnion('type', [
  SERVER_EVENT_DATA.ready.extend({ type: z.literal('ready') }),
  SERVER_EVENT_DATA.notification.extend({ type: z.literal('notification') }),
  SERVER_EVENT_DATA.unread.extend({ type: z.literal('unread') }),
  SERVER_EVENT_DATA.comment.extend({ type: z.literal('comment') }),
  SERVER_EVENT_DATA.pin.extend({ type: z.literal('pin') }),
  SERVER_EVENT_DATA.deliverable.extend({ type: z.literal('deliverable') }),
  SERVER_EVENT_DATA.request.extend({ type: z.literal('request') }),
  SERVER_EVENT_DATA.resync.extend({ type: z.literal('resync') }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;

/** Reads the `data:` of an event by its name; null when it is not what the contract says. */
export function parseServerEvent(name: string, data: string): ServerEvent | null {
  if (!(name in SERVER_EVENT_DATA)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ServerEventSchema.safeParse({ ...(json as object), type: name });
  return parsed.success ? parsed.data : null;
}
