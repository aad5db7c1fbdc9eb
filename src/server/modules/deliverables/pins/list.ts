import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../context.ts';
import { notFound } from '#shared/errors.ts';
import type { PinList } from '#shared/schemas/proofing.ts';
import { findVisibleRequest } from '../../requests/access.ts';
import { pinsOfRequest } from './queries.ts';
import { NOT_FOUND_MESSAGE } from '../../requests/messages.ts';

/**
 * GET /api/service-requests/:id/proof-pins[?versionId=]: the request's pins (or one version's), by
 * version then number, with their words, author, resolution and replies. 404 for anyone who may not
 * see the request.
 */
export async function listPins(
  db: Db,
  actor: SessionUser,
  requestId: number,
  versionId?: number,
): Promise<PinList> {
  const request = await findVisibleRequest(db, actor, requestId);
  if (!request) throw notFound(NOT_FOUND_MESSAGE);
  return { data: await pinsOfRequest(db, request.id, versionId) };
}
