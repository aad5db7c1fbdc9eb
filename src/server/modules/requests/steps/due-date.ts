import { format } from 'date-fns';
import { AppError } from '#shared/errors.ts';
import { dueDateFor, INVALID_DATE_MESSAGE, toValidDate } from '#shared/domain/due-date.ts';
import type { PriorityLevel } from '#shared/domain/priority.ts';
import type { RequestInput } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../../context.ts';
import type { CurrentRow } from '../lock.ts';
import type { StatusStep } from './status.ts';

function normaliseTargetDate(v: string): string {
  try {
    return format(toValidDate(v.trim()), 'yyyy-MM-dd');
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_DATE_MESSAGE);
  }
}

/** Step 4: the due date. Staff may set it; otherwise it follows the priority from the day of submission. */
export function resolveDueDate(
  actor: SessionUser,
  input: RequestInput,
  current: CurrentRow | null,
  { status, submitting }: StatusStep,
  priorityLevel: PriorityLevel,
): string | null {
  const targetDate = current?.targetDate ?? null;
  if (actor.isStaff && input.targetDate !== undefined) {
    return input.targetDate === null || input.targetDate.trim() === ''
      ? null
      : normaliseTargetDate(input.targetDate);
  }
  const priorityChanged = current !== null && priorityLevel !== current.priorityLevel;
  if ((submitting && !targetDate) || (priorityChanged && status !== 'DRAFT')) {
    return dueDateFor(priorityLevel, new Date());
  }
  return targetDate;
}
