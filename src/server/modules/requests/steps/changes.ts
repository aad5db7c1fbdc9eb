import { money } from '#shared/domain/charges.ts';
import type { RequestChange } from '../effects.ts';
import type { Plan } from '../plan.ts';
import type { CurrentRow, People } from '../lock.ts';

/** One activity-timeline row (request_events) before it is written. */
export type TimelineEvent = { kind: string; data: Record<string, unknown> };

const diff = (next: number[], prev: number[]) => ({
  added: next.filter((x) => !prev.includes(x)),
  removed: prev.filter((x) => !next.includes(x)),
});

/** Who joins and leaves each role with this save. */
export const peopleChanges = (plan: Plan, before: People) => ({
  assignee: diff(plan.assignees, before.assignees),
  assignedTo: diff(plan.assignedTo, before.assignedTo),
});

/**
 * What the save changes, as timeline events and as the changes the effects react to (charges are
 * added once posted). Computed before the write, so the effects can look up their recipients first.
 */
export function describeChanges(
  plan: Plan,
  current: CurrentRow | null,
  before: People,
): { events: TimelineEvent[]; changes: RequestChange[] } {
  const events: TimelineEvent[] = [];
  const changes: RequestChange[] = [];
  if (!current) {
    events.push({ kind: 'created', data: { status: plan.status, total: plan.quote.total } });
    changes.push({ kind: 'created', status: plan.status });
  } else {
    const from = current.status;
    if (from !== plan.status) {
      events.push({ kind: 'status_changed', data: { from, to: plan.status } });
      changes.push({ kind: 'status_changed', from, to: plan.status });
    }
    const oldTotal = money(current.adjustCredit ?? current.credit);
    if (oldTotal !== plan.quote.total || (current.adjustCredit ?? null) !== plan.adjustCredit) {
      events.push({
        kind: 'credit_changed',
        data: {
          from: oldTotal,
          to: plan.quote.total,
          adjustCredit: { from: current.adjustCredit, to: plan.adjustCredit },
        },
      });
      if (oldTotal !== plan.quote.total) {
        changes.push({ kind: 'credit_changed', from: oldTotal, to: plan.quote.total });
      }
    }
    const fields = [
      ...(plan.title !== current.title ? ['title'] : []),
      ...(plan.contentText !== current.content ? ['content'] : []),
      ...(plan.company.id !== current.companyId ? ['company'] : []),
      ...(plan.typeId !== current.requestTypeId ? ['serviceRequestType'] : []),
      ...(plan.priorityLevel !== current.priorityLevel ? ['priorityLevel'] : []),
      ...(plan.targetDate !== current.targetDate ? ['targetDate'] : []),
      ...(plan.createdById !== current.createdById ? ['createdBy'] : []),
      ...(plan.audioFileId !== current.audioFileId ? ['audio'] : []),
      ...(plan.files !== null ? ['files'] : []),
      ...(plan.typeSpecificFiles !== null ? ['typeSpecificFiles'] : []),
    ];
    if (fields.length) {
      events.push({ kind: 'updated', data: { fields } });
      changes.push({ kind: 'updated' });
    }
  }
  const people = peopleChanges(plan, before);
  for (const role of ['assignee', 'assignedTo'] as const) {
    const { added, removed } = people[role];
    if (added.length || removed.length) {
      events.push({ kind: 'assigned', data: { role, added, removed } });
      if (added.length) changes.push({ kind: 'assigned', role, userIds: added });
    }
  }
  return { events, changes };
}
