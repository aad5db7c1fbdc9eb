import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { ServerEvent } from '../../lib/event-stream.ts';
import { requestKeys } from '../../lib/requests/queries.ts';
import { REQUEST_DELETED_HINTS, shownDeleted } from './components/RequestNotFound.tsx';

// An open drawer learns its request was deleted: by someone, by the viewer in another tab (`byYou`),
// or, its live stream down when it happened, from the 404 of the re-read on reconnection.

const listeners = new Set<(event: ServerEvent) => void>();
vi.mock('../../lib/event-stream.ts', () => ({
  followRequest: () => () => undefined,
  subscribeServerEvents: (listener: (event: ServerEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
const { deletedBy, followLiveRequest } = await import('./api.ts');

const emit = (event: ServerEvent) => {
  for (const l of [...listeners]) l(event);
};

let client: QueryClient;
let stops: (() => void)[];
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  client.clear();
});

/** Request `id` open in a drawer: read once, then answering `later` to every re-read. */
async function open(id: number, later: () => Promise<unknown>) {
  let reads = 0;
  const observer = new QueryObserver(client, {
    queryKey: requestKeys.detail(id),
    queryFn: () => (reads++ === 0 ? Promise.resolve({ id, title: 'Open' }) : later()),
  });
  stops.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(client.getQueryData(requestKeys.detail(id))).toBeDefined());
  stops.push(followLiveRequest(client, id));
}

const notFound = () => Promise.reject(new ApiError(404, 'Service Request not found', 'NOT_FOUND'));

describe('a request deleted while open', () => {
  it('says who: the viewer in another tab, or someone else', async () => {
    await open(101, notFound);
    await open(102, notFound);
    emit({ type: 'request', requestId: 101, deleted: true, byYou: true });
    emit({ type: 'request', requestId: 102, deleted: true });
    expect(deletedBy(101)).toBe('you');
    expect(deletedBy(102)).toBe('someone');
    expect(REQUEST_DELETED_HINTS.you).toMatch(/^You deleted it in another tab/);
  });

  it('deleted while the stream was down: the re-read on reconnection finds it gone, said as deleted', async () => {
    await open(103, notFound);
    emit({ type: 'ready', unreadCount: 0, resumed: true, reconnected: true });
    await vi.waitFor(() => expect(deletedBy(103)).toBe('unseen'));
  });

  it('a reconnection that finds it still there, or another error, is no deletion', async () => {
    await open(104, () => Promise.resolve({ id: 104, title: 'Still here' }));
    await open(105, () => Promise.reject(new ApiError(500, 'Something went wrong.')));
    emit({ type: 'ready', unreadCount: 0, resumed: true, reconnected: true });
    await vi.waitFor(() => expect(client.getQueryState(requestKeys.detail(105))?.status).toBe('error'));
    expect(deletedBy(104)).toBeNull();
    expect(deletedBy(105)).toBeNull();
  });

  it('a drawer that had read it shows a 404 as deleted, one that never had it as not found', () => {
    const gone = new ApiError(404, 'Service Request not found', 'NOT_FOUND');
    expect(shownDeleted(null, { data: { id: 1 }, error: gone })).toBe('unseen');
    expect(shownDeleted(null, { data: undefined, error: gone })).toBeNull();
    expect(shownDeleted('you', { data: undefined, error: null })).toBe('you');
    expect(shownDeleted(null, { data: { id: 1 }, error: new ApiError(500, 'x') })).toBeNull();
  });
});
