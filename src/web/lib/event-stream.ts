import { SERVER_EVENT_NAMES } from '#shared/schemas/event-names.ts';
import type { ServerEvent as WireServerEvent, parseServerEvent } from '#shared/schemas/events.ts';

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

/**
 * An event as listeners get it: the shared wire contract (src/shared/schemas/events.ts), and on
 * `ready` whether this connection resumed (false on a fresh start: nothing was replayed) and whether
 * it follows a lost one (`reconnected`: events without an id, not replayed, may have been missed; a
 * stream opened again only because the followed requests changed is not one).
 */
export type ServerEvent =
  | Exclude<WireServerEvent, { type: 'ready' }>
  | (Extract<WireServerEvent, { type: 'ready' }> & { resumed: boolean; reconnected: boolean });

export type ServerEventListener = (event: ServerEvent) => void;

export const EVENTS_PATH = '/api/events';
/** The server follows at most this many requests per stream. */
export const MAX_FOLLOWED_REQUESTS = 20;
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];
const REMEMBERED_IDS = 2_000;

/** `comments`: how many of the `count` want its comments (replayed after a reconnection from `cursor`). */
type Follow = { count: number; comments: number; cursor: number; since: number };

const listeners = new Set<ServerEventListener>();
/** Followed request id → how many follow it, the newest comment id known for it, when it was followed. */
const follows = new Map<number, Follow>();
let source: EventSource | null = null;
let sourceRequests = '';
let sourceResumed = false;
/** The stream was lost (an error) since the last `ready`: the next one is a reconnection. */
let dropped = false;
let lastEventId: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retries = 0;
let reconcileQueued = false;
let followSeq = 0;
const seenNotifications = new Set<number>();
const seenComments = new Set<number>();
/** Told when the server refuses the stream (an error answer, a 401 once the session ended elsewhere). */
let refusedHandler: (() => void) | null = null;

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
  // A request followed for its own events only (an open edit form) holds back no comment cursor.
  const ids = requests
    ? requests
        .split(',')
        .map(Number)
        .filter((id) => follows.get(id)?.comments)
    : [];
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

/**
 * The shared contract's reader (its zod schemas) loads with the first event that needs it, not with
 * the shell: every signed-in page's first load is 23 KiB lighter (bench/README.md). `ready`, sent on
 * every connection and all that most pages ever receive, carries one number and is read here by
 * hand to the same rule; an event that arrives while the reader loads waits for it, in order.
 */
let parseEvent: typeof parseServerEvent | null = null;
let loadingParser = false;
const waiting: MessageEvent<string>[] = [];

function readReady(data: string): WireServerEvent | null {
  try {
    const json = JSON.parse(data) as { unreadCount?: unknown } | null;
    return typeof json?.unreadCount === 'number' ? { type: 'ready', unreadCount: json.unreadCount } : null;
  } catch {
    return null;
  }
}

/** Reads an event by the shared contract and acts on it; one that does not fit it is dropped. */
function deliver(event: MessageEvent<string>) {
  if (event.lastEventId) lastEventId = event.lastEventId;
  const parsed = parseEvent ? parseEvent(event.type, event.data) : readReady(event.data);
  if (parsed) receive(parsed);
}

function loadParser() {
  if (loadingParser) return;
  loadingParser = true;
  import('#shared/schemas/events.ts').then(
    (contract) => {
      parseEvent = contract.parseServerEvent;
      for (const event of waiting.splice(0)) deliver(event);
    },
    () => {
      // A failed chunk load (a network blip): the waiting events keep their place; try again.
      loadingParser = false;
      setTimeout(loadParser, RETRY_MS[0]);
    },
  );
}

function onEvent(event: MessageEvent<string>) {
  if (parseEvent || (event.type === 'ready' && waiting.length === 0)) {
    deliver(event);
    return;
  }
  waiting.push(event);
  loadParser();
}

/** What a received event means here: dropped when already seen, and the comment cursors moved. */
function receive(event: WireServerEvent) {
  switch (event.type) {
    case 'ready':
      retries = 0;
      emit({ ...event, resumed: sourceResumed, reconnected: dropped });
      dropped = false;
      // The browser's own reconnections send Last-Event-ID: from now on this stream resumes.
      sourceResumed = true;
      return;
    case 'notification':
      if (remember(seenNotifications, event.notification.id)) emit(event);
      return;
    case 'comment': {
      const follow = follows.get(event.requestId);
      if (follow) follow.cursor = Math.max(follow.cursor, event.comment.id);
      if (remember(seenComments, event.comment.id)) emit(event);
      return;
    }
    default:
      emit(event);
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

  for (const name of SERVER_EVENT_NAMES) {
    es.addEventListener(name, onEvent);
  }
  es.addEventListener('error', () => {
    if (es !== source) return;
    dropped = true;
    // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer); retry here.
    if (es.readyState !== EventSource.CLOSED) return;
    // The stream is closed by the server when the session ends (signed out everywhere, ended from
    // another device, deactivated): the page asks for its session again, and goes to sign-in then.
    refusedHandler?.();
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
    waiting.length = 0;
    seenNotifications.clear();
    seenComments.clear();
    retries = 0;
    dropped = false;
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

/**
 * Who hears that the server refused the stream (the browser gave up on it): the session, which may
 * have ended elsewhere. One handler; returns the function that removes it.
 */
export function onStreamRefused(handler: () => void): () => void {
  refusedHandler = handler;
  return () => {
    if (refusedHandler === handler) refusedHandler = null;
  };
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
  return follow(requestId, sinceCommentId);
}

/**
 * Follows a request's own events (saved, deleted: `request`) while it is open on screen, without its
 * comments (an edit form shows none). Returns the function that stops following.
 */
export function followRequest(requestId: number): () => void {
  return follow(requestId, null);
}

function follow(requestId: number, sinceCommentId: number | null): () => void {
  const wantsComments = sinceCommentId === null ? 0 : 1;
  const current = follows.get(requestId);
  if (current) {
    current.count++;
    current.comments += wantsComments;
    if (sinceCommentId !== null) current.cursor = Math.max(current.cursor, sinceCommentId);
  } else {
    follows.set(requestId, {
      count: 1,
      comments: wantsComments,
      cursor: sinceCommentId ?? 0,
      since: ++followSeq,
    });
  }
  schedule();
  return () => {
    const followed = follows.get(requestId);
    if (!followed) return;
    followed.count--;
    followed.comments -= wantsComments;
    if (followed.count <= 0) follows.delete(requestId);
    schedule();
  };
}
