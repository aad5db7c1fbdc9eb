import { eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { isStaffEmail } from '#shared/domain/permissions.ts';
import { requestPeopleError } from '#shared/domain/request-people.ts';
import type { RequestInput } from '#shared/schemas/request.ts';
import { ASSIGNED_TO_DEACTIVATED } from '#shared/schemas/staff.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { named } from '../../../db/write-batch.ts';
import { users } from '../../../db/schema/index.ts';
import { companyUserSql } from '../../accounts/users.ts';
import { ASSIGNED_TO_NOT_STAFF, ASSIGNEES_NOT_IN_COMPANY } from '../messages.ts';
import { sameSet, uniq } from '../id-lists.ts';
import type { CurrentRow, People } from '../lock.ts';
import type { StatusStep } from './status.ts';
import type { PrefetchedUser } from './prefetch.ts';

export type PeopleStep = People & { createdById: number };
type Company = { id: number; enterpriseId: number };

/**
 * The given users with their e-mail, whether they are users of the company and whether their (staff)
 * account is deactivated (one statement).
 */
const usersAmong = async (
  tx: Db,
  company: Company,
  ids: number[],
  /** A new request's users, read with its other lookups (prefetch.ts). */
  prefetched?: Map<number, PrefetchedUser>,
): Promise<PrefetchedUser[]> =>
  prefetched
    ? ids.flatMap((id) => prefetched.get(id) ?? [])
    : named(
        tx
          .select({
            id: users.id,
            email: users.email,
            inCompany: companyUserSql(company),
            deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
          })
          .from(users)
          .where(ids.length === 1 ? eq(users.id, ids[0]!) : inArray(users.id, ids)),
      ).execute();

/**
 * Step 3: who the request is by and for (createdBy, assignees, assignedTo). Only the users given are
 * looked up (never the company's whole list); staff-only fields from customers are ignored.
 */
export async function resolvePeople(
  ctx: AppContext,
  tx: Db,
  actor: SessionUser,
  input: RequestInput,
  current: CurrentRow | null,
  before: People,
  company: Company,
  { status }: StatusStep,
  prefetched?: Map<number, PrefetchedUser>,
): Promise<PeopleStep> {
  const staff = actor.isStaff;
  const companyChanged = current !== null && company.id !== current.companyId;
  const isStaffUser = (email: string) => isStaffEmail(email, ctx.env.PROVIDER_DOMAIN);

  let createdById = current?.createdById ?? actor.id;
  if (staff && input.createdBy !== undefined && input.createdBy !== null && input.createdBy !== createdById) {
    const [u] = await usersAmong(tx, company, [input.createdBy], prefetched);
    if (!u || !(isStaffUser(u.email) || u.inCompany)) {
      throw new AppError(
        'BAD_REQUEST',
        'Created by must be a user of the selected company or a staff member',
      );
    }
    createdById = u.id;
  }

  // Assignees: users of the company; a company change resets them unless new ones are given.
  let assignees: number[];
  if (input.assignees !== undefined && input.assignees !== null) assignees = uniq(input.assignees);
  else if (input.assignees === null || companyChanged) assignees = [];
  else assignees = before.assignees;
  if ((companyChanged || !sameSet(assignees, before.assignees)) && assignees.length) {
    const found = await usersAmong(tx, company, assignees, prefetched);
    if (assignees.some((a) => !found.some((u) => u.id === a && u.inCompany))) {
      throw new AppError('BAD_REQUEST', ASSIGNEES_NOT_IN_COMPANY);
    }
  }
  let assignedTo = before.assignedTo;
  if (staff && input.assignedTo !== undefined) {
    assignedTo = uniq(input.assignedTo ?? []);
    if (!sameSet(assignedTo, before.assignedTo) && assignedTo.length) {
      const found = await usersAmong(tx, company, assignedTo, prefetched);
      if (found.length !== assignedTo.length || found.some((u) => !isStaffUser(u.email))) {
        throw new AppError('BAD_REQUEST', ASSIGNED_TO_NOT_STAFF);
      }
      // A deactivated staff account is not newly assigned (one already there may stay until reassigned).
      if (found.some((u) => u.deactivated && !before.assignedTo.includes(u.id))) {
        throw new AppError('BAD_REQUEST', ASSIGNED_TO_DEACTIVATED);
      }
    }
  }

  // Who the request needs, one rule for create and update: assignees once submitted (a draft or a
  // cancellation may have none), and someone in Assigned to when it is put into Assigned.
  const people = requestPeopleError({
    status,
    assignees,
    assignedTo,
    settingAssigned: current === null || status !== current.status || !sameSet(assignedTo, before.assignedTo),
  });
  if (people) throw new AppError('BAD_REQUEST', people.message);

  return { createdById, assignees, assignedTo };
}
