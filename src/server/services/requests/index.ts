/*
 * Service requests, one use case per file. Routes, the dashboard, the housekeeping worker and the
 * sample seed import from here.
 */
export * from './messages.ts';
export { getRequest, loadRequestDto } from './read.ts';
export { listRequests, listWhere, type RequestPage } from './list.ts';
export { listRequestEvents } from './timeline.ts';
export {
  IDEMPOTENCY_KEY_RETENTION_MS,
  pruneIdempotencyKeys,
  removeRequest,
  writeRequest,
  type WriteIntent,
} from './write.ts';
