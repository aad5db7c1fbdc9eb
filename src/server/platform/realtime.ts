import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_USERS_CHANNEL, type Database, type Db } from '../db/client.ts';
import type { SessionUser } from '../context.ts';
import { canView, type RequestFacts } from '#shared/domain/permissions.ts';
import type { CreatedCommentDto } from '#shared/schemas/comment.ts';
import type { NotificationItem } from '#shared/schemas/notification.ts';
import type { ServerEventData, ServerEventName } from '#shared/schemas/events.ts';
import { decodeEvent, EVENTS_CHANNEL, type WireEvent } from './live-events.ts';

/**
 * Real-time fan-out. Writers announce a live event through their write batch (live-events.ts
 * `announce`): `pg_notify` is delivered at COMMIT (never for a rolled-back change) to every app
 * instance that LISTENs, on PostgreSQL and PGlite alike. Each instance's RealtimeHub turns those
 * small wire events into Server-Sent Events for its own open streams, loading each notification or
 * comment once per instance.
 */

/** What the hub needs from the services (injected, so this module stays free of import cycles). */
export type HubLoaders = {
  notificationsByIds(db: Db, ids: number[]): Promise<NotificationItem[]>;
  /** Per user id: what their list shows unread, which depends on what they may see now. */
  unreadCounts(db: Db, users: SessionUser[]): Promise<Map<number, number>>;
  commentsByIds(db: Db, ids: number[]): Promise<Map<number, CreatedCommentDto>>;
  /**
   * The users the given credentials act for now, keyed by `credentialKey`; a credential that no
   * longer signs anyone in (session ended, token revoked, user deactivated or deleted) is absent.
   */
  usersOfCredentials?(db: Db, credentials: StreamCredential[]): Promise<Map<string, SessionUser>>;
};

/** What opened a stream: the hash of its session cookie or of its personal API token. */
export type StreamCredential = { kind: 'session' | 'token'; hash: string };
export const credentialKey = (c: StreamCredential) => `${c.kind}:${c.hash}`;

export const HEARTBEAT_MS = 25_000;
/** A client that stops reading is dropped; it reconnects and catches up from its Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1_000_000;
const MAX_STREAMS_PER_USER = 10;
const REMEMBERED_IDS = 2_000;

/** Event ids carry both cursors: `<last notification id>-<last comment id>`. */
export function parseEventId(raw: string | undefined | null): { n: number; c: number } | null {
  const m = /^(\d{1,15})-(\d{1,15})$/.exec(String(raw ?? '').trim());
  return m ? { n: Number(m[1]), c: Number(m[2]) } : null;
}

/** A bounded set of recently sent ids, so an event seen both in catch-up and live is sent once. */
class RecentIds {
  private readonly set = new Set<number>();
  has(id: number) {
    return this.set.has(id);
  }
  add(id: number) {
    this.set.add(id);
    if (this.set.size > REMEMBERED_IDS) this.set.delete(this.set.values().next().value!);
  }
}

/** One open event stream of one signed-in user. */
export class EventStream {
  /** Who the stream is for, as of the last check of its credential (RealtimeHub.recheck). */
  user: SessionUser;
  /** What signed it in; re-checked whenever sessions, users or memberships change. */
  readonly credential: StreamCredential | null;
  /** Requests whose comments this stream follows (already checked visible). */
  readonly requests: Map<number, RequestFacts>;
  lastNotificationId = 0;
  lastCommentId = 0;
  private readonly sentNotifications = new RecentIds();
  private readonly sentComments = new RecentIds();
  /** Live deliveries held back while the stream catches up; null once live. */
  private held: (() => void)[] | null = [];
  private readonly heartbeat: NodeJS.Timeout;
  closed = false;

  private readonly res: ServerResponse;
  private readonly onClose: (s: EventStream) => void;

  constructor(
    res: ServerResponse,
    user: SessionUser,
    requests: Map<number, RequestFacts>,
    onClose: (s: EventStream) => void,
    credential: StreamCredential | null = null,
  ) {
    this.credential = credential;
    this.res = res;
    this.onClose = onClose;
    this.user = user;
    this.requests = requests;
    this.heartbeat = setInterval(() => this.raw(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    res.on('close', () => this.close());
  }

  get eventId() {
    return `${this.lastNotificationId}-${this.lastCommentId}`;
  }

  private raw(chunk: string) {
    if (this.closed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) return this.close();
    this.res.write(chunk);
  }

  /** Writes one event; its data is what the shared contract (schemas/events.ts) says for that name. */
  send<E extends ServerEventName>(event: E, data: ServerEventData<E>, withId = true) {
    this.raw(`${withId ? `id: ${this.eventId}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Runs now when live, or after the catch-up when still catching up. */
  private deliver(fn: () => void) {
    if (this.held) this.held.push(fn);
    else fn();
  }

  goLive() {
    const held = this.held ?? [];
    this.held = null;
    for (const fn of held) fn();
  }

  notification(item: NotificationItem, unreadCount: number) {
    this.deliver(() => this.sendNotification(item, unreadCount));
  }

  comment(requestId: number, comment: CreatedCommentDto) {
    this.deliver(() => this.sendComment(requestId, comment));
  }

  /** Sends now (catch-up), once per id whatever the path it arrives by. */
  sendNotification(item: NotificationItem, unreadCount: number) {
    if (this.sentNotifications.has(item.id)) return;
    this.sentNotifications.add(item.id);
    this.lastNotificationId = Math.max(this.lastNotificationId, item.id);
    this.send('notification', { notification: item, unreadCount });
  }

  sendComment(requestId: number, comment: CreatedCommentDto) {
    if (this.sentComments.has(comment.id)) return;
    this.sentComments.add(comment.id);
    this.lastCommentId = Math.max(this.lastCommentId, comment.id);
    this.send('comment', { requestId, comment });
  }

  /** A pin of a followed request changed (resolved, reopened, moved, deleted): re-read the pins. */
  pin(requestId: number, pinId: number) {
    this.deliver(() => this.send('pin', { requestId, pinId }, false));
  }

  /** A version of a followed request was delivered or reviewed: re-read the deliverables. */
  deliverable(requestId: number, versionId: number) {
    this.deliver(() => this.send('deliverable', { requestId, versionId }, false));
  }

  /** A followed request was saved by someone (status, people, fields): re-read it. */
  request(requestId: number) {
    this.deliver(() => this.send('request', { requestId }, false));
  }

  /**
   * A followed request was deleted: an open drawer says so and offers nothing more on it; `byYou`
   * when this stream's user deleted it (in another tab: the tab that deleted it closes its drawer).
   */
  requestDeleted(requestId: number, actorId: number | undefined) {
    this.requests.delete(requestId);
    const byYou = actorId !== undefined && actorId === this.user.id;
    this.deliver(() =>
      this.send('request', { requestId, deleted: true, ...(byYou ? { byYou: true as const } : {}) }, false),
    );
  }

  unread(unreadCount: number) {
    this.deliver(() => this.send('unread', { unreadCount }, false));
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.onClose(this);
    if (!this.res.writableEnded) this.res.end();
  }
}

/** What a user may see follows from these (canView): a change of them changes their bell. */
const accessOf = (u: SessionUser) =>
  `${u.isStaff}|${[...u.companyIds].sort((a, b) => a - b).join()}|${[...u.ownedEnterpriseIds].sort((a, b) => a - b).join()}`;

/** Per app instance: one LISTEN, fanned out to this instance's open streams. */
export class RealtimeHub {
  private readonly streams = new Map<number, Set<EventStream>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private watchingAccess: Promise<(() => void) | null> | null = null;
  private recheckQueued = false;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  private readonly database: Database;
  private readonly loaders: HubLoaders;
  private readonly log: FastifyBaseLogger;

  constructor(database: Database, loaders: HubLoaders, log: FastifyBaseLogger) {
    this.database = database;
    this.loaders = loaders;
    this.log = log;
  }

  /** Starts listening (once); resolves when LISTEN is in place, so nothing committed later is missed. */
  async ready(): Promise<void> {
    this.listening ??= this.database.notifier.listen(EVENTS_CHANNEL, (payload) => this.receive(payload));
    this.watchingAccess ??= this.watchAccess();
    await Promise.all([this.listening, this.watchingAccess]);
  }

  add(stream: EventStream) {
    let set = this.streams.get(stream.user.id);
    if (!set) this.streams.set(stream.user.id, (set = new Set()));
    set.add(stream);
    // A runaway client (or many tabs) cannot hold unbounded streams: the oldest one goes.
    if (set.size > MAX_STREAMS_PER_USER) set.values().next().value!.close();
  }

  remove(stream: EventStream) {
    const set = this.streams.get(stream.user.id);
    set?.delete(stream);
    if (set && !set.size) this.streams.delete(stream.user.id);
  }

  get size() {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /**
   * A stream outlives the request that opened it, so what signed it in is checked again whenever it
   * may have changed: the session cache's invalidation (a session ended or changed, a user changed or
   * deactivated, a membership or ownership added or removed; drizzle 0015/0024) triggers a re-check
   * of every open stream's credential. A stream whose session ended or token was revoked is closed
   * (its browser reconnects, gets 401 and lands on sign-in); the others continue with their user as
   * it is now, so someone removed from a company stops receiving its comments at once.
   */
  private async watchAccess(): Promise<(() => void) | null> {
    if (!this.loaders.usersOfCredentials) return null;
    try {
      return await this.database.watch(SESSION_USERS_CHANNEL, () => this.accessChanged());
    } catch (err) {
      this.log.warn({ err }, 'live streams: cannot watch access changes');
      return null;
    }
  }

  /** Queued behind the events already received (and coalesced), so later events see the new access. */
  private accessChanged() {
    if (this.stopped || this.recheckQueued) return;
    this.recheckQueued = true;
    this.queue = this.queue
      .then(() => {
        this.recheckQueued = false;
        return this.recheck();
      })
      .catch((err: unknown) => this.log.error({ err }, 'live streams: access re-check failed'));
  }

  /** One query for every open stream's credential: close those that sign nobody in, refresh the rest. */
  async recheck(): Promise<void> {
    const open = [...this.streams.values()].flatMap((set) => [...set]).filter((s) => s.credential);
    if (!open.length || !this.loaders.usersOfCredentials) return;
    const unique = new Map(open.map((s) => [credentialKey(s.credential!), s.credential!]));
    const users = await this.loaders.usersOfCredentials(this.database.db, [...unique.values()]);
    const moved = new Map<number, SessionUser>();
    for (const s of open) {
      const user = users.get(credentialKey(s.credential!));
      if (!user || user.id !== s.user.id) s.close();
      else {
        if (accessOf(user) !== accessOf(s.user)) moved.set(user.id, user);
        s.user = user;
      }
    }
    // What the bell counts follows what its person may see (notifications.ts `shownTo`): one whose
    // companies or enterprises changed gets their count again, and their list reloads.
    if (!moved.size) return;
    const counts = await this.loaders.unreadCounts(this.database.db, [...moved.values()]);
    for (const [id, n] of counts) for (const s of this.streams.get(id) ?? []) s.unread(n);
  }

  private receive(payload: string) {
    if (this.stopped) return;
    const event = decodeEvent(payload);
    if (!event) return;
    // One event at a time, so every stream sees events in commit order.
    this.queue = this.queue
      .then(() => this.handle(event))
      .catch((err: unknown) => this.log.error({ err }, 'real-time event failed'));
  }

  private async handle(event: WireEvent): Promise<void> {
    const db = this.database.db;
    if (event.t === 'n') {
      const local = event.n.filter(([, userId]) => this.streams.has(userId));
      if (!local.length) return;
      const [items, counts] = await Promise.all([
        this.loaders.notificationsByIds(
          db,
          local.map(([id]) => id),
        ),
        this.loaders.unreadCounts(db, this.usersOf(new Set(local.map(([, u]) => u)))),
      ]);
      const owner = new Map(local);
      for (const item of items) {
        const userId = owner.get(item.id)!;
        for (const s of this.streams.get(userId) ?? []) s.notification(item, counts.get(userId) ?? 0);
      }
    } else if (event.t === 'c') {
      const targets = this.following(event.r, event.f);
      if (!targets.length) return;
      const comment = (await this.loaders.commentsByIds(db, [event.c])).get(event.c);
      if (comment) for (const s of targets) s.comment(event.r, comment);
    } else if (event.t === 'p') {
      for (const s of this.following(event.r, event.f)) s.pin(event.r, event.p);
    } else if (event.t === 'd') {
      for (const s of this.following(event.r, event.f)) s.deliverable(event.r, event.d);
    } else if (event.t === 'r') {
      for (const s of this.following(event.r, event.f)) s.request(event.r);
    } else if (event.t === 'x') {
      for (const s of this.following(event.r, event.f)) s.requestDeleted(event.r, event.a);
    } else if (event.t === 'u') {
      const set = this.streams.get(event.u);
      if (!set?.size) return;
      const count = (await this.loaders.unreadCounts(db, this.usersOf([event.u]))).get(event.u) ?? 0;
      for (const s of set) s.unread(count);
    }
  }

  /**
   * The open streams that follow request `r` and whose user may see it (canView on its facts as the
   * change committed them): the one rule for what is said about a request to the streams.
   */
  private following(r: number, facts: RequestFacts): EventStream[] {
    const out: EventStream[] = [];
    for (const set of this.streams.values()) {
      for (const s of set) if (s.requests.has(r) && canView(s.user, facts)) out.push(s);
    }
    return out;
  }

  /** The users of these ids' open streams, as of their last re-check (one per id). */
  private usersOf(ids: Iterable<number>): SessionUser[] {
    const out: SessionUser[] = [];
    for (const id of ids) {
      const first = this.streams.get(id)?.values().next().value;
      if (first) out.push(first.user);
    }
    return out;
  }

  /** Ends every stream and stops listening (app close). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const set of [...this.streams.values()]) for (const s of [...set]) s.close();
    this.streams.clear();
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    await unlisten?.().catch(() => undefined);
    const unwatch = await this.watchingAccess?.catch(() => null);
    this.watchingAccess = null;
    unwatch?.();
    await this.queue;
  }
}
