import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requestAssignees, serviceRequests } from '../../db/schema/index.ts';
import { awaitingApprovalSql } from './access.ts';

/*
 * The request as the write path holds it: its row locked FOR UPDATE for the rest of the transaction
 * (a save, a removal, an Idempotency-Key replay), and its people read beside it.
 */

/**
 * A request row as stored, as the write path reads it (under its row lock), with whether it waits for
 * an owner's approval (issue 26: its owners may then read and approve it).
 */
export type CurrentRow = typeof serviceRequests.$inferSelect & { awaitingApproval?: boolean };

/** The request's people by role. */
export type People = { assignees: number[]; assignedTo: number[] };
export const NO_PEOPLE: People = { assignees: [], assignedTo: [] };

/** Locks the request row (FOR UPDATE) for the rest of the transaction and answers it. */
export const lockRequest = async (tx: Db, id: number): Promise<CurrentRow | undefined> =>
  (
    await tx
      .select({ ...getTableColumns(serviceRequests), awaitingApproval: awaitingApprovalSql })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id))
      .for('update')
  )[0];

/** The request's assignees and assignedTo users (one statement). */
export async function peopleOf(tx: Db, requestId: number): Promise<People> {
  const rows = await tx
    .select({ userId: requestAssignees.userId, role: requestAssignees.role })
    .from(requestAssignees)
    .where(eq(requestAssignees.requestId, requestId));
  return {
    assignees: rows.filter((r) => r.role === 'assignee').map((r) => r.userId),
    assignedTo: rows.filter((r) => r.role === 'assignedTo').map((r) => r.userId),
  };
}
