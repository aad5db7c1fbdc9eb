import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { WriteBatch } from '../../../db/write-batch.ts';
import { requestAssignees } from '../../../db/schema/index.ts';
import type { Plan } from '../plan.ts';
import type { People } from '../lock.ts';
import { peopleChanges } from './changes.ts';

/**
 * Brings request_assignees to the plan's people: removes who left, adds who joined (by role), as
 * parts of the save's write batch (who left and who joined are different rows).
 */
export function syncPeople(batch: WriteBatch, tx: Db, requestId: number, plan: Plan, before: People): void {
  const people = peopleChanges(plan, before);
  const removals = (['assignee', 'assignedTo'] as const).filter((role) => people[role].removed.length);
  for (const role of removals) {
    batch.write(
      tx
        .delete(requestAssignees)
        .where(
          and(
            eq(requestAssignees.requestId, requestId),
            eq(requestAssignees.role, role),
            inArray(requestAssignees.userId, people[role].removed),
          ),
        ),
    );
  }
  const added = (['assignee', 'assignedTo'] as const).flatMap((role) =>
    people[role].added.map((userId) => ({ requestId, userId, role })),
  );
  if (added.length) batch.write(tx.insert(requestAssignees).values(added));
}
