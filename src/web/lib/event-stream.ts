import type { CreatedCommentDto } from '#shared/schemas/comment.ts';
import type { NotificationItem } from '#shared/schemas/notification.ts';

/**
 * The tab's one Server-Sent Events stream (GET /api/events). Features subscribe to its events and
 * "follow" the requests open on screen (their comments arrive as `comment` events); the stream opens
 * with the first subscriber, reopens (catching up from the last event id) when the followed requests
 * change, and closes with the last subscriber.
 *
 * - The browser reconnects a dropped stream itself and sends Last-Event-ID; the server replays what
 *   was missed. When the browser gives up (an error answer), the stream is reopened here with
 *   growing pauses, passing the last id as ?lastEventId=.
 * - A notification or comment that arrives twice (catch-up overlapping live) is delivered once.
 */

export type ServerEvent =
  /** Sent first on every (re)connection; `resumed` is false on a fresh start (nothing was replayed). */
  | { type: 'ready'; unreadCount: number; resumed: boolean }
  | { type: 'notification'; notification: NotificationItem; unreadCount: number }
  | { type: 'unread'; unreadCount: number }
  | { type: 'comment'; requestId: number; comment: CreatedCommentDto }
  /** Too much was missed: reload the lists. */
  | { type: 'resync' };

export type ServerEventListener = (event: ServerEvent) => void;

export const EVENTS_PATH = '/api/events';
/** The server follows at most this many requests per stream. */
export const MAX_FOLLOWED_REQUESTS = 20;
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];
const REMEMBERED_IDS = 2_000;

type Follow = { count: number; cursor: number; since: number };

const listeners = new Set<ServerEventListener>();
/** Followed request id → how many follow it, the newest comment id known for it, when it was followed. */
const follows = new Map<number, Follow>();
let source: EventSource | null = null;
let sourceRequests = '';
let sourceResumed = false;
let lastEventId: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retries = 0;
let reconcileQueued = false;
let followSeq = 0;
const seenNotifications = new Set<number>();
const seenComments = new Set<number>();

function remember(set: Set<number>, id: number): boolean {
  if (set.has(id)) return false;
  set.add(id);
  if (set.size > REMEMBERED_IDS) set.delete(set.values().next().value!);
  return true;
}

/** The requests to follow: the most recently followed ones, at most 20, as "1,2,3". */
function wantedRequests(): string {
  return [...follows.entries()]
    .sort((a, b) => b[1].since - a[1].since)
    .slice(0, MAX_FOLLOWED_REQUESTS)
    .map(([id]) => id)
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * Where to resume: the last notification seen, and for comments the oldest of the followed
 * requests' newest known comments (replayed duplicates are dropped, gaps are not possible).
 */
function resumeId(requests: string): string | null {
  const m = /^(\d+)-(\d+)$/.exec(lastEventId ?? '');
  if (!m) return null;
  const ids = requests ? requests.split(',').map(Number) : [];
  const cursors = ids.map((id) => follows.get(id)?.cursor ?? 0);
  const c = cursors.length ? Math.min(...cursors) : Number(m[2]);
  return `${m[1]}-${c}`;
}

function emit(event: ServerEvent) {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('event listener failed', error);
    }
  }
}

function parse(event: MessageEvent<string>): Record<string, unknown> | null {
  if (event.lastEventId) lastEventId = event.lastEventId;
  try {
    return JSON.parse(event.data) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function close() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  source?.close();
  source = null;
  sourceRequests = '';
}

function open(requests: string) {
  close();
  const params = new URLSearchParams();
  if (requests) params.set('requests', requests);
  const resume = resumeId(requests);
  if (resume) params.set('lastEventId', resume);
  const qs = params.toString();
  const es = new EventSource(qs ? `${EVENTS_PATH}?${qs}` : EVENTS_PATH, { withCredentials: true });
  source = es;
  sourceRequests = requests;
  sourceResumed = resume !== null;

  es.addEventListener('ready', (e) => {
    const data = parse(e);
    retries = 0;
    emit({ type: 'ready', unreadCount: Number(data?.unreadCount ?? 0), resumed: sourceResumed });
    // The browser's own reconnections send Last-Event-ID: from now on this stream resumes.
    sourceResumed = true;
  });
  es.addEventListener('notification', (e) => {
    const data = parse(e) as { notification?: NotificationItem; unreadCount?: number } | null;
    if (!data?.notification || !remember(seenNotifications, data.notification.id)) return;
    emit({
      type: 'notification',
      notification: data.notification,
      unreadCount: Number(data.unreadCount ?? 0),
    });
  });
  es.addEventListener('unread', (e) => {
    const data = parse(e);
    emit({ type: 'unread', unreadCount: Number(data?.unreadCount ?? 0) });
  });
  es.addEventListener('comment', (e) => {
    const data = parse(e) as { requestId?: number; comment?: CreatedCommentDto } | null;
    if (!data?.comment || typeof data.requestId !== 'number') return;
    const follow = follows.get(data.requestId);
    if (follow) follow.cursor = Math.max(follow.cursor, data.comment.id);
    if (!remember(seenComments, data.comment.id)) return;
    emit({ type: 'comment', requestId: data.requestId, comment: data.comment });
  });
  es.addEventListener('resync', (e) => {
    parse(e);
    emit({ type: 'resync' });
  });
  es.addEventListener('error', () => {
    // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer); retry here.
    if (es !== source || es.readyState !== EventSource.CLOSED) return;
    const delay = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)]!;
    retries++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (source === es) open(wantedRequests());
    }, delay);
  });
}

function reconcile() {
  reconcileQueued = false;
  if (listeners.size === 0) {
    close();
    // The next subscriber may be another user: start afresh.
    lastEventId = null;
    seenNotifications.clear();
    seenComments.clear();
    retries = 0;
    return;
  }
  const requests = wantedRequests();
  // Same requests: keep the stream (a closed one is already waiting for its retry).
  if (source && requests === sourceRequests) return;
  open(requests);
}

/** Changes are applied together after the current task (mounting screens subscribe in bursts). */
function schedule() {
  if (reconcileQueued || typeof EventSource === 'undefined') return;
  reconcileQueued = true;
  setTimeout(reconcile, 0);
}

/** Listens to the stream (opening it if needed); returns the unsubscribe function. */
export function subscribeServerEvents(listener: ServerEventListener): () => void {
  listeners.add(listener);
  schedule();
  return () => {
    listeners.delete(listener);
    schedule();
  };
}

/**
 * Follows the comments of a request while it is open on screen. `sinceCommentId` is the newest
 * comment (or reply) id already shown, so a reconnection replays only what came after it.
 * Returns the function that stops following.
 */
export function followRequestComments(requestId: number, sinceCommentId: number): () => void {
  const current = follows.get(requestId);
  if (current) {
    current.count++;
    current.cursor = Math.max(current.cursor, sinceCommentId);
  } else {
    follows.set(requestId, { count: 1, cursor: sinceCommentId, since: ++followSeq });
  }
  schedule();
  return () => {
    const follow = follows.get(requestId);
    if (!follow) return;
    follow.count--;
    if (follow.count <= 0) follows.delete(requestId);
    schedule();
  };
}
