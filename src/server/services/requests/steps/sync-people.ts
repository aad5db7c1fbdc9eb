import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { requestAssignees } from '../../../db/schema/index.ts';
import type { Plan } from '../plan.ts';
import type { People } from '../row.ts';
import { peopleChanges } from './changes.ts';

/** Brings request_assignees to the plan's people: removes who left, adds who joined (by role). */
export async function syncPeople(tx: Db, requestId: number, plan: Plan, before: People): Promise<void> {
  const people = peopleChanges(plan, before);
  const removals = (['assignee', 'assignedTo'] as const).filter((role) => people[role].removed.length);
  for (const role of removals) {
    await tx
      .delete(requestAssignees)
      .where(
        and(
          eq(requestAssignees.requestId, requestId),
          eq(requestAssignees.role, role),
          inArray(requestAssignees.userId, people[role].removed),
        ),
      );
  }
  const added = (['assignee', 'assignedTo'] as const).flatMap((role) =>
    people[role].added.map((userId) => ({ requestId, userId, role })),
  );
  if (added.length) await tx.insert(requestAssignees).values(added);
}
