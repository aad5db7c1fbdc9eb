import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import type { DeliverableVersionDto } from '#shared/schemas/deliverables.ts';
import { loadVisibleVersion, versionsByIds } from './queries.ts';

/** GET /api/deliverables/:id: one version, 404 for anyone who may not see its request. */
export async function getDeliverable(
  db: Db,
  actor: SessionUser,
  versionId: number,
): Promise<DeliverableVersionDto> {
  await loadVisibleVersion(db, actor, versionId);
  const [version] = await versionsByIds(db, [versionId]);
  return version!;
}
