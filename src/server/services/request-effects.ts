import type { Db } from '../db/client.ts';
import type { AppContext, SessionUser } from '../context.ts';

/** One change to a request, as recorded in request_events and reacted to by notifications and e-mail. */
export type RequestChange =
  | { kind: 'created'; status: string }
  | { kind: 'status_changed'; from: string; to: string }
  | { kind: 'assigned'; userIds: number[]; role: 'assignee' | 'assignedTo' }
  | { kind: 'credit_changed'; from: string; to: string }
  | { kind: 'updated' };

export type RequestSnapshot = {
  id: number;
  title: string;
  status: string;
  companyId: number;
  enterpriseId: number;
  createdById: number;
  assigneeIds: number[];
  assignedToIds: number[];
};

/**
 * Side effects of request changes (in-app notifications, outbox e-mails), written in the SAME
 * transaction as the change so they are never lost nor sent for a change that rolled back.
 * The notifications/e-mail module fills this in; the request service calls it after every write.
 */
export async function applyRequestEffects(
  _tx: Db,
  _ctx: AppContext,
  _input: { actor: SessionUser; request: RequestSnapshot; changes: RequestChange[] },
): Promise<void> {}
