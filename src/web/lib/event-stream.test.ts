import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EventStream from './event-stream.ts';
import type { ServerEvent } from './event-stream.ts';

type Stream = typeof EventStream;

/**
 * The browser's EventSource as the stream module uses it: the test plays the server (`send`) and the
 * browser's own reconnection (`fail`). Every stream opened is kept, in order.
 */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private readonly handlers = new Map<string, Set<(event: unknown) => void>>();

  readonly url: string;
  readonly init: EventSourceInit | undefined;

  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.init = init;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, handler: (event: unknown) => void) {
    if (!this.handlers.has(type)) this.handlers.set(type, new Set());
    this.handlers.get(type)!.add(handler);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
    this.closed = true;
  }

  /** The server sends an event: its name, its `data:` (JSON unless a string) and its `id:`. */
  send(type: string, data: unknown, lastEventId = '') {
    this.readyState = FakeEventSource.OPEN;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const handler of this.handlers.get(type) ?? []) handler({ type, data: text, lastEventId });
  }

  /** The connection drops: the browser retries by itself, or (an error answer) gives up. */
  fail(givesUp: boolean) {
    this.readyState = givesUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    for (const handler of this.handlers.get('error') ?? []) handler({ type: 'error' });
  }

  /** The query of the address it was opened with. */
  get query() {
    return Object.fromEntries(new URL(this.url, 'https://desk.example').searchParams);
  }
}

const streams = () => FakeEventSource.opened;
const latest = () => {
  const stream = streams().at(-1);
  if (!stream) throw new Error('no stream was opened');
  return stream;
};
/** Subscriptions and follows are applied after the current task. */
const settle = () => vi.advanceTimersByTime(0);

const notification = (id: number) => ({
  notification: {
    id,
    from_user_id: 2,
    message: `Notification ${id}`,
    created_at: '2026-01-05T09:00:00.000Z',
    is_read: false,
    link: '/requests/5',
    type: 'comment_new_create',
  },
  unreadCount: id,
});

const comment = (requestId: number, id: number) => ({
  requestId,
  comment: {
    id,
    content: `<p>Comment ${id}</p>`,
    user: {
      id: 2,
      username: 'user2',
      email: 'user2@example.com',
      firstName: 'Ada',
      lastName: 'Test',
      profileImage: null,
    },
    files: [],
    parentId: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    serviceRequest: requestId,
  },
});

let stream: Stream;
let received: ServerEvent[];
const record = (event: ServerEvent) => {
  received.push(event);
};

beforeEach(async () => {
  FakeEventSource.opened = [];
  received = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
  // The module keeps the tab's one stream in its own state: a fresh copy per test.
  vi.resetModules();
  stream = await import('./event-stream.ts');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the event stream: opening and closing', () => {
  it('opens one stream, with credentials, for the subscribers of a task, and closes with the last', () => {
    const stopA = stream.subscribeServerEvents(record);
    const stopB = stream.subscribeServerEvents(() => {});
    expect(streams()).toHaveLength(0);
    settle();
    expect(streams()).toHaveLength(1);
    expect(latest().url).toBe(stream.EVENTS_PATH);
    expect(latest().init).toEqual({ withCredentials: true });

    stopA();
    settle();
    expect(latest().closed).toBe(false);
    stopB();
    settle();
    expect(latest().closed).toBe(true);
    expect(streams()).toHaveLength(1);
  });

  it('does nothing where there is no EventSource (the server render, old browsers)', () => {
    vi.stubGlobal('EventSource', undefined);
    stream.subscribeServerEvents(record);
    settle();
    expect(streams()).toHaveLength(0);
  });
});

describe('the event stream: reading events', () => {
  it('reads `ready` at once, fresh on a first connection', () => {
    stream.subscribeServerEvents(record);
    settle();
    latest().send('ready', { unreadCount: 3 }, '0-0');
    expect(received).toEqual([{ type: 'ready', unreadCount: 3, resumed: false, reconnected: false }]);
  });

  it('drops an event that does not fit the contract', async () => {
    stream.subscribeServerEvents(record);
    settle();
    latest().send('ready', 'not json');
    latest().send('ready', { unreadCount: 'three' });
    latest().send('notification', { notification: { id: 'x' }, unreadCount: 1 });
    latest().send('unread', { unreadCount: 4 });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received).toEqual([{ type: 'unread', unreadCount: 4 }]);
  });

  it('delivers the events that came while the contract loaded, in order', async () => {
    stream.subscribeServerEvents(record);
    settle();
    latest().send('notification', notification(1), '1-0');
    latest().send('ready', { unreadCount: 1 }, '1-0');
    latest().send('resync', {});
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received.map((e) => e.type)).toEqual(['notification', 'ready', 'resync']);
  });

  it('delivers a notification or a comment that arrives twice once', async () => {
    stream.followRequestComments(5, 0);
    stream.subscribeServerEvents(record);
    settle();
    const s = latest();
    s.send('notification', notification(7), '7-0');
    s.send('comment', comment(5, 30), '7-30');
    s.send('notification', notification(7), '7-30');
    s.send('comment', comment(5, 30), '7-30');
    s.send('notification', notification(8), '8-30');
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received.map((e) => [e.type, e.type === 'notification' ? e.notification.id : null])).toEqual([
      ['notification', 7],
      ['comment', null],
      ['notification', 8],
    ]);
  });

  it('keeps calling the other listeners when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stream.subscribeServerEvents(() => {
      throw new Error('broken screen');
    });
    stream.subscribeServerEvents(record);
    settle();
    latest().send('ready', { unreadCount: 0 });
    expect(received).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('the event stream: following requests', () => {
  it('asks for the comments of the requests followed, and reopens when they change', () => {
    stream.subscribeServerEvents(record);
    const stopFive = stream.followRequestComments(5, 10);
    settle();
    expect(latest().query).toEqual({ requests: '5' });

    stream.followRequestComments(7, 20);
    settle();
    expect(streams()).toHaveLength(2);
    expect(streams()[0]!.closed).toBe(true);
    expect(latest().query).toEqual({ requests: '5,7' });

    stopFive();
    settle();
    expect(latest().query).toEqual({ requests: '7' });
  });

  it('keeps the stream while a request is followed twice and one stops', () => {
    stream.subscribeServerEvents(record);
    const stopOne = stream.followRequestComments(5, 10);
    stream.followRequestComments(5, 12);
    settle();
    stopOne();
    settle();
    expect(streams()).toHaveLength(1);
    expect(latest().query).toEqual({ requests: '5' });
  });

  it('follows the 20 requests followed last', () => {
    stream.subscribeServerEvents(record);
    for (let id = 1; id <= 25; id++) stream.followRequestComments(id, 0);
    settle();
    const requests = latest().query.requests!.split(',').map(Number);
    expect(requests).toHaveLength(stream.MAX_FOLLOWED_REQUESTS);
    expect(requests).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
  });

  it('resumes from the last notification and the oldest newest-comment of the requests followed', async () => {
    stream.subscribeServerEvents(record);
    stream.followRequestComments(5, 10);
    settle();
    const first = latest();
    expect(first.query.lastEventId).toBeUndefined();
    first.send('ready', { unreadCount: 0 }, '3-10');
    first.send('comment', comment(5, 15), '3-15');
    await vi.waitFor(() => expect(received).toHaveLength(2));

    stream.followRequestComments(7, 40);
    settle();
    // Request 5 has seen up to comment 15, request 7 up to 40: from 15 on, and duplicates dropped.
    expect(latest().query).toEqual({ requests: '5,7', lastEventId: '3-15' });
    latest().send('ready', { unreadCount: 0 }, '3-15');
    // Opened again for another request, not after a loss: nothing to read again.
    expect(received.at(-1)).toEqual({ type: 'ready', unreadCount: 0, resumed: true, reconnected: false });
  });

  it('says when a `ready` follows a lost stream (events without an id may be missed), not a reopening', () => {
    stream.subscribeServerEvents(record);
    settle();
    latest().send('ready', { unreadCount: 0 }, '1-0');
    expect(received.at(-1)).toMatchObject({ reconnected: false });
    // The browser reconnects by itself.
    latest().fail(false);
    latest().send('ready', { unreadCount: 0 }, '1-0');
    expect(received.at(-1)).toMatchObject({ reconnected: true });
    // Another request followed: the stream is opened again, nothing was lost.
    stream.followRequestComments(3, 0);
    settle();
    latest().send('ready', { unreadCount: 0 }, '1-0');
    expect(received.at(-1)).toMatchObject({ reconnected: false });
    // Given up by the browser, opened again here after its pause.
    latest().fail(true);
    vi.advanceTimersByTime(2_000);
    latest().send('ready', { unreadCount: 0 }, '1-0');
    expect(received.at(-1)).toMatchObject({ reconnected: true });
  });
});

describe('the event stream: reconnecting', () => {
  it('leaves a dropped stream to the browser while it reconnects by itself', () => {
    stream.subscribeServerEvents(record);
    settle();
    latest().send('ready', { unreadCount: 0 }, '2-0');
    latest().fail(false);
    vi.advanceTimersByTime(60_000);
    expect(streams()).toHaveLength(1);
    // Its reconnection sent Last-Event-ID, so the next `ready` is a resumed one.
    latest().send('ready', { unreadCount: 0 }, '2-0');
    expect(received.map((e) => e.type === 'ready' && e.resumed)).toEqual([false, true]);
  });

  it('reopens a stream the browser gave up on after 2, 5, 10, then every 30 s, from the last event', () => {
    stream.subscribeServerEvents(record);
    settle();
    latest().send('ready', { unreadCount: 0 }, '4-0');
    for (const pause of [2_000, 5_000, 10_000, 30_000, 30_000]) {
      const count = streams().length;
      latest().fail(true);
      vi.advanceTimersByTime(pause - 1);
      expect(streams()).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(streams()).toHaveLength(count + 1);
      expect(latest().query).toEqual({ lastEventId: '4-0' });
    }
  });

  it('tells the session when the server refuses the stream (ended elsewhere), not when it only dropped', () => {
    const refused = vi.fn();
    const stop = stream.onStreamRefused(refused);
    stream.subscribeServerEvents(record);
    settle();
    latest().send('ready', { unreadCount: 0 }, '1-0');
    latest().fail(false);
    expect(refused).not.toHaveBeenCalled();
    latest().fail(true);
    expect(refused).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(2_000);
    latest().fail(true);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('starts the pauses again once a stream is back', () => {
    stream.subscribeServerEvents(record);
    settle();
    latest().fail(true);
    vi.advanceTimersByTime(2_000);
    latest().fail(true);
    vi.advanceTimersByTime(5_000);
    latest().send('ready', { unreadCount: 0 });
    const count = streams().length;
    latest().fail(true);
    vi.advanceTimersByTime(2_000);
    expect(streams()).toHaveLength(count + 1);
  });

  it('a retry waiting for a closed stream is dropped when the last subscriber leaves', () => {
    const stop = stream.subscribeServerEvents(record);
    settle();
    latest().fail(true);
    stop();
    settle();
    vi.advanceTimersByTime(60_000);
    expect(streams()).toHaveLength(1);
  });

  it('starts afresh for the next subscriber: no resume, nothing remembered', async () => {
    const stop = stream.subscribeServerEvents(record);
    settle();
    latest().send('notification', notification(9), '9-0');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    stop();
    settle();

    stream.subscribeServerEvents(record);
    settle();
    expect(streams()).toHaveLength(2);
    expect(latest().query).toEqual({});
    latest().send('notification', notification(9), '9-0');
    latest().send('ready', { unreadCount: 1 }, '9-0');
    expect(received.map((e) => e.type)).toEqual(['notification', 'notification', 'ready']);
    expect(received.at(-1)).toMatchObject({ resumed: false });
  });
});
