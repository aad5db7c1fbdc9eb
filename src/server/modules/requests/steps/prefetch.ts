import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestInput } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { readTogetherShaped } from '../../../db/write-batch.ts';
import { companies, requestTypes, users } from '../../../db/schema/index.ts';
import { companyUserSql } from '../../accounts/users.ts';
import type { OrderableTypeRow } from '../../catalogue/request-types.ts';
import { uniq } from '../id-lists.ts';

/*
 * A new request's lookups in ONE statement (issue 30): its company, its type (with its parent's
 * active flag) and the users it names (creator, assignees, assignedTo), which the plan's steps read
 * one statement each for an existing request. Only lookups: the steps check them exactly as they
 * check their own (plan.ts's company, price.ts's requireOrderableType, people.ts's usersAmong), in
 * the same order, with the same messages. Built once per shape (db/write-batch.ts): the key holds
 * whether a type is given and how many users.
 */

export type PrefetchedCompany = { id: number; name: string; enterpriseId: number };
/** requireOrderableType's row: the columns its check and toDetail read. */
export type PrefetchedType = {
  row: OrderableTypeRow;
  parentActive: boolean | null;
};
export type PrefetchedUser = { id: number; email: string; inCompany: boolean; deactivated: boolean };
export type Prefetched = {
  company: PrefetchedCompany | undefined;
  type: PrefetchedType | undefined;
  users: Map<number, PrefetchedUser>;
};

/** The users a new request's people step looks up (resolvePeople with no current row). */
function namedUsers(actor: SessionUser, input: RequestInput): number[] {
  const ids: number[] = [];
  if (actor.isStaff && input.createdBy != null && input.createdBy !== actor.id) ids.push(input.createdBy);
  if (input.assignees != null) ids.push(...input.assignees);
  if (actor.isStaff && input.assignedTo != null) ids.push(...input.assignedTo);
  return uniq(ids);
}

export async function prefetchNewRequest(
  tx: Db,
  actor: SessionUser,
  input: RequestInput,
  companyId: number,
): Promise<Prefetched> {
  const typeId = typeof input.serviceRequestType === 'number' ? input.serviceRequestType : null;
  const ids = namedUsers(actor, input);
  const values: Record<string, unknown> = { companyId, typeId };
  ids.forEach((id, i) => (values[`u${i}`] = id));
  const found = await readTogetherShaped(
    tx,
    ['request-create-plan', typeId === null ? 'no-type' : 'type', ids.length].join(':'),
    (bind) => {
      const parent = alias(requestTypes, 'parent');
      const company = bind('companyId') as number;
      return {
        company: tx
          .select({
            id: companies.id,
            name: companies.name,
            enterpriseId: sql<number>`${companies.enterpriseId}`.as('enterpriseId'),
          })
          .from(companies)
          .where(eq(companies.id, company)),
        type:
          typeId === null
            ? null
            : tx
                .select({
                  id: requestTypes.id,
                  parentId: sql`${requestTypes.parentId}`.as('parentId'),
                  name: requestTypes.name,
                  description: requestTypes.description,
                  // As node-postgres answers a numeric (JSON would make it a number).
                  credit: sql`${requestTypes.credit}::text`.as('credit'),
                  form: requestTypes.form,
                  formVersion: sql`${requestTypes.formVersion}`.as('formVersion'),
                  popupText: sql`${requestTypes.popupText}`.as('popupText'),
                  placeholder: requestTypes.placeholder,
                  active: requestTypes.active,
                  parentActive: sql`${parent.active}`.as('parentActive'),
                })
                .from(requestTypes)
                .leftJoin(parent, eq(parent.id, requestTypes.parentId))
                .where(eq(requestTypes.id, bind('typeId') as number)),
        users: ids.length
          ? tx
              .select({
                id: users.id,
                email: users.email,
                inCompany: sql`${companyUserSql({
                  id: company,
                  enterpriseId:
                    sql`(select ${companies.enterpriseId} from ${companies} where ${companies.id} = ${company})` as unknown as number,
                })}`.as('inCompany'),
                deactivated: sql`${users.deactivatedAt} is not null`.as('deactivated'),
              })
              .from(users)
              .where(
                inArray(
                  users.id,
                  ids.map((_, i) => bind(`u${i}`) as number),
                ),
              )
          : null,
      };
    },
    values,
  );
  const [c] = found.company;
  const [t] = found.type;
  return {
    company: c ? { id: Number(c.id), name: String(c.name), enterpriseId: Number(c.enterpriseId) } : undefined,
    type: t
      ? {
          row: t as PrefetchedType['row'],
          parentActive: t.parentActive as boolean | null,
        }
      : undefined,
    users: new Map(found.users.map((u) => [Number(u.id), u as PrefetchedUser])),
  };
}
