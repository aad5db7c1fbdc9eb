/**
 * The names of the live events (GET /api/events), without their schemas: the browser's stream
 * listens for these from the start and loads the schemas (zod) only when it opens (events.ts
 * checks that the two lists agree).
 */
export const SERVER_EVENT_NAMES = [
  'ready',
  'notification',
  'unread',
  'comment',
  'pin',
  'deliverable',
  'request',
  'resync',
] as const;
export type ServerEventName = (typeof SERVER_EVENT_NAMES)[number];
