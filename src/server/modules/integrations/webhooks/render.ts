import type { Db } from '../../../db/client.ts';
import { WEBHOOK_TEST_EVENT } from '#shared/schemas/webhooks.ts';
import { loadRequestDto } from '../../requests/read.ts';
import { commentsByIds } from '../../comments/queries.ts';
import { versionsByIds } from '../../deliverables/queries.ts';
import { ledgerEntriesByIds } from '../../credits/ledger.ts';

/*
 * A webhook's body (issue 29): `{ type, timestamp, data }` (and `change` where one says what moved),
 * `data` being the object as the API answers it, through the API's own readers: a request
 * (loadRequestDto), a comment (commentsByIds), a ledger line (ledgerEntriesByIds, with its
 * enterprise), a deliverable version (versionsByIds). Rendered at the event's first delivery and
 * then kept, so every retry, redelivery and endpoint sends the same bytes.
 */

export type EventRow = {
  id: number;
  type: string;
  enterpriseId: number | null;
  requestId: number | null;
  subjectId: number | null;
  change: Record<string, unknown> | null;
  createdAt: Date;
};

/** An object deleted since: its id and type, so the receiver still learns what happened. */
const gone = (id: number | null) => ({ id, deleted: true });

async function dataOf(db: Db, e: EventRow): Promise<unknown> {
  const id = e.subjectId;
  if (e.type.startsWith('request.')) {
    return loadRequestDto(db, id!).catch(() => gone(id));
  }
  if (e.type === 'comment.created') return (await commentsByIds(db, [id!])).get(id!) ?? gone(id);
  if (e.type.startsWith('deliverable.')) return (await versionsByIds(db, [id!]))[0] ?? gone(id);
  if (e.type === 'credits.changed') return (await ledgerEntriesByIds(db, [id!]))[0] ?? gone(id);
  if (e.type === WEBHOOK_TEST_EVENT) {
    return {
      endpointId: id,
      message: 'This is a test event: your endpoint is reachable and the signature checks.',
    };
  }
  return gone(id);
}

export async function renderEventBody(db: Db, e: EventRow): Promise<string> {
  const data = await dataOf(db, e);
  return JSON.stringify({
    type: e.type,
    timestamp: e.createdAt.toISOString(),
    data,
    ...(e.change ? { change: e.change } : {}),
  });
}
