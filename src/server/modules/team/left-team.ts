import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Expr = SQL | AnyPgColumn;

/**
 * Whether the person is in the enterprise's team now: an owner of it, or a member of one of its
 * companies (of any enterprise's, without one). The one statement of that rule in SQL: who left, who is
 * still there to take a reassigned request, who is named "(former)" in the audit log's filter.
 */
export const inTeamSql = (userId: Expr, enterpriseId?: Expr | number) =>
  enterpriseId === undefined
    ? sql<boolean>`(exists (select 1 from enterprise_owners eo where eo.user_id = ${userId})
        or exists (select 1 from company_members cm where cm.user_id = ${userId}))`
    : sql<boolean>`(exists (select 1 from enterprise_owners eo where eo.user_id = ${userId}
            and eo.enterprise_id = ${enterpriseId})
        or exists (select 1 from company_members cm join companies c on c.id = cm.company_id
            where cm.user_id = ${userId} and c.enterprise_id = ${enterpriseId}))`;

/**
 * Whether a person shown on an enterprise's request (its creator, a person on it, a comment's author)
 * is no longer in that enterprise's team (issue 26): removed from it (an audit `person_removed` entry
 * for the enterprise, and no membership or ownership of it since), a deactivated staff account, or a
 * deleted account. Their requests, comments and ledger entries stay; the app marks their name. Staff
 * are never members, so only a removal recorded in the audit log marks a customer: a staff colleague
 * is not "gone" for lacking a membership.
 */
export const leftTeamSql = (
  user: { id: Expr; deactivatedAt: Expr; deletedAt: Expr },
  enterpriseId: Expr,
) => sql<boolean>`(${user.deactivatedAt} is not null or ${user.deletedAt} is not null or (
    exists (select 1 from audit_events ae where ae.target_user_id = ${user.id}
            and ae.enterprise_id = ${enterpriseId} and ae.action = 'person_removed')
    and not ${inTeamSql(user.id, enterpriseId)}))`;
