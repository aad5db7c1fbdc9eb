/*
 * Service requests, one use case per file (see docs/architecture.md for the flow of a save):
 *
 *   read.ts      one request, the statement that loads requests with every relation
 *   list.ts      lists: visible requests, filters, keyset pages
 *   timeline.ts  the activity timeline
 *   create.ts    create (submit or draft), save draft, duplicate
 *   update.ts    update, submit a draft, cancel, staff status changes
 *   remove.ts    remove (DELETED, refunded)
 *   write.ts     the save transaction behind create and update: plan.ts (lookups: steps/status, price, people,
 *                due-date, attachments), then apply.ts (locks once; steps/write-row, ledger, sync-people,
 *                sync-files, record-events; request-effects.ts)
 */
export * from './messages.ts';
export { getRequest, loadRequestDto } from './read.ts';
export { listRequests, listWhere, type RequestPage } from './list.ts';
export { listRequestEvents } from './timeline.ts';
export { createRequest, saveDraft } from './create.ts';
export { updateRequest } from './update.ts';
export { removeRequest } from './remove.ts';
export { writeRequest, type WriteIntent } from './write.ts';
export { IDEMPOTENCY_KEY_RETENTION_MS, pruneIdempotencyKeys } from './idempotency.ts';
