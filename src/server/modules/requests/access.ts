import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { canView, type RequestFacts } from '#shared/domain/permissions.ts';
import { isRequestStatus } from '#shared/domain/request-status.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { shaped, type Bind } from '../../db/write-batch.ts';
import { serviceRequests as sr, users } from '../../db/schema/index.ts';
import { companyUserSql, isStaffUserSql } from '../accounts/users.ts';
import { recipientPrefsSql } from '../notifications/preferences.ts';
import type { NotificationType } from '#shared/schemas/notification.ts';

/*
 * "May this user see / change this request?" on the server. The rule itself is `canView` / `can` in
 * src/shared/domain/permissions.ts (the web consults the same table); this module is where the server
 * applies it: the facts of a row, and the same rule as SQL for queries over many requests.
 */

/** What the rule reads of a request row (its status as stored). */
export type RequestFactsRow = {
  status: string;
  companyId: number;
  enterpriseId: number;
  createdById: number;
  submittedAt?: Date | string | null;
  /** Waits for an owner's approval (issue 26; read with `awaitingApprovalSql`). */
  awaitingApproval?: boolean | null;
};

/** Whether the request row waits for an owner's approval (request_approvals, state pending). */
export const awaitingApprovalSql = sql<boolean>`exists(select 1 from request_approvals ra_pending
  where ra_pending.request_id = ${sr.id} and ra_pending.state = 'pending')`;

/** A request row's permission facts; an unknown status counts as DELETED (visible to no one). */
export const factsOf = (r: RequestFactsRow): RequestFacts => ({
  status: isRequestStatus(r.status) ? r.status : 'DELETED',
  companyId: r.companyId,
  enterpriseId: r.enterpriseId,
  createdById: r.createdById,
  submittedAt: r.submittedAt,
  awaitingApproval: r.awaitingApproval === true,
});

/** The columns the rule reads, with the id and title: select these, then ask canSee. */
export const factsColumns = {
  id: sr.id,
  title: sr.title,
  status: sr.status,
  companyId: sr.companyId,
  enterpriseId: sr.enterpriseId,
  createdById: sr.createdById,
  submittedAt: sr.submittedAt,
  awaitingApproval: awaitingApprovalSql,
};

export type VisibleRequest = RequestFacts & { id: number; title: string };

/** May the actor see this request row (canView on its facts)? */
export const canSee = (actor: SessionUser, row: RequestFactsRow): boolean => canView(actor, factsOf(row));

/**
 * The request if it exists and the actor may see it; null otherwise, and callers answer 404 either
 * way so a request's existence is never revealed.
 */
export async function findVisibleRequest(
  db: Db,
  actor: SessionUser,
  requestId: number,
  /**
   * Takes this transaction-scoped advisory lock (`pg_advisory_xact_lock(hashtext(lock))`) in the same
   * statement, when the request exists (a comment's duplicate guard: one round trip fewer).
   */
  lock?: string,
): Promise<VisibleRequest | null> {
  // A comment's first statement, on every comment: built once, parsed and planned once per connection.
  const [row] = lock
    ? await shaped(db, 'request_facts_lock', (d, name) =>
        d
          .select({
            ...factsColumns,
            locked: sql<unknown>`pg_advisory_xact_lock(hashtext(${sql.placeholder('lock')}))`,
          })
          .from(sr)
          .where(eq(sr.id, sql.placeholder('id')))
          .prepare(name),
      ).execute({ id: requestId, lock })
    : await shaped(db, 'request_facts', (d, name) =>
        d
          .select(factsColumns)
          .from(sr)
          .where(eq(sr.id, sql.placeholder('id')))
          .prepare(name),
      ).execute({ id: requestId });
  if (!row || !canSee(actor, row)) return null;
  const { id, title } = row;
  return { id, title, ...factsOf(row) };
}

/** Of these requests, the ones the actor may see, with their facts (one query). */
export async function visibleRequestFacts(
  db: Db,
  actor: SessionUser,
  requestIds: number[],
): Promise<Map<number, RequestFacts>> {
  const out = new Map<number, RequestFacts>();
  if (!requestIds.length) return out;
  const rows = await db.select(factsColumns).from(sr).where(inArray(sr.id, requestIds));
  for (const row of rows) if (canSee(actor, row)) out.set(row.id, factsOf(row));
  return out;
}

/**
 * The requests the actor may see: canView, as SQL (but for a member's draft awaiting approval, which
 * its owners open from the Approvals list, never from a request list) over service_requests. A prepared query
 * passes the actor's id and company ids as placeholders (`ids`), so its text is the same for everyone
 * of the same kind (staff, customer with companies, customer without).
 */
export function visibleTo(
  actor: SessionUser,
  ids: { me: number | Placeholder; companyIds: number[] | Placeholder } = {
    me: actor.id,
    companyIds: actor.companyIds,
  },
): SQL {
  const ownDraft = and(eq(sr.status, 'DRAFT'), eq(sr.createdById, ids.me))!;
  const submitted = and(ne(sr.status, 'DRAFT'), ne(sr.status, 'DELETED'))!;
  // Staff keep seeing a submitted request they put back to Draft (canView's rule).
  const staffDraft = and(eq(sr.status, 'DRAFT'), isNotNull(sr.submittedAt))!;
  if (actor.isStaff) return or(submitted, ownDraft, staffDraft)!;
  if (actor.companyIds.length === 0) return ownDraft;
  const inCompanies = Array.isArray(ids.companyIds)
    ? inArray(sr.companyId, ids.companyIds)
    : sql`${sr.companyId} = any(${ids.companyIds}::integer[])`;
  return or(and(submitted, inCompanies), ownDraft)!;
}

/**
 * canView as SQL, the whole rule: visibleTo, and for an owner of the enterprise a member's draft
 * awaiting their approval (which request lists leave out, but which the owner may open). For what
 * is about one request at a time and must follow exactly who may open it now (the bell's
 * notifications: notifications/notifications.ts).
 */
export function viewableBy(actor: SessionUser): SQL {
  if (actor.isStaff || actor.ownedEnterpriseIds.length === 0) return visibleTo(actor);
  const held = and(
    eq(sr.status, 'DRAFT'),
    inArray(sr.enterpriseId, [...actor.ownedEnterpriseIds]),
    awaitingApprovalSql,
  )!;
  return or(visibleTo(actor), held)!;
}

/**
 * Of these users, the ones who may see the request (canView, as one query over users): nobody for a
 * deleted request, only the creator for a draft, else active staff (not deactivated) and the users of
 * the request's company.
 * Notifications and e-mails never tell anyone about a request they cannot open. (A draft staff put
 * back keeps notifying only its creator: nothing about a draft is sent to staff.)
 */
export async function visibleRecipients(
  tx: Db,
  ctx: AppContext,
  request: RequestFactsRow,
  ids: Iterable<number>,
): Promise<Map<number, { id: number; email: string }>> {
  const query = visibleRecipientsQuery(tx, ctx, request, ids);
  if (!query) return new Map();
  const rows = await query;
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * visibleRecipients's query (null: nobody), for callers that send it along with other lookups.
 * `also`: the users a subquery names (e.g. a request's assignees) are candidates too, and `except`
 * is never one.
 */
export function visibleRecipientsQuery(
  tx: Db,
  ctx: AppContext,
  request: RequestFactsRow,
  ids: Iterable<number>,
  also?: { userIdsIn: SQL; except: number },
  /** With the recipients' notification preferences for these events (a `prefs` column, issue 28). */
  types?: readonly NotificationType[],
  /**
   * For a statement built once per shape (db/write-batch.ts `readTogetherShaped`): the values' places
   * (`recipientValues` gives the values). Its shape is `recipientShape`.
   */
  bind?: Bind,
) {
  const status = factsOf(request).status;
  const wanted = recipientCandidates(request, ids, also?.except);
  if (status === 'DELETED') return null;
  // Nobody but a draft's creator hears of it: the subquery's users count only for other statuses.
  const more = status === 'DRAFT' ? undefined : also?.userIdsIn;
  if (!wanted.length && !more) return null;
  const b = (name: string, value: unknown) => (bind ? bind(name) : value);
  const named = wanted.length
    ? inArray(
        users.id,
        wanted.map((id, i) => b(`rw${i}`, id) as number),
      )
    : undefined;
  const candidates = more ? or(named, sql`${users.id} in (${more})`) : named;
  return tx
    .select({
      id: users.id,
      email: users.email,
      // Named: readTogether reads the rows by column name.
      prefs: (types?.length
        ? recipientPrefsSql(users.id, users.email, ctx.env.PROVIDER_DOMAIN, types)
        : sql<unknown>`null`
      ).as('prefs'),
    })
    .from(users)
    .where(
      and(
        candidates,
        also && more ? ne(users.id, b('rExcept', also.except) as number) : undefined,
        status === 'DRAFT'
          ? undefined
          : or(
              // A deactivated staff account opens nothing, so it hears of nothing: not even the
              // requests it is still in assignedTo of until they are reassigned.
              and(isStaffUserSql(ctx.env.PROVIDER_DOMAIN), isNull(users.deactivatedAt)),
              companyUserSql({
                id: b('rCompany', request.companyId) as number,
                enterpriseId: b('rEnterprise', request.enterpriseId) as number,
              }),
            ),
      ),
    );
}

/** Of `ids`, the users visibleRecipientsQuery asks about by id (a draft's: its creator alone). */
function recipientCandidates(request: RequestFactsRow, ids: Iterable<number>, except?: number): number[] {
  const wanted = [...new Set(ids)].filter((id) => id !== except);
  return factsOf(request).status === 'DRAFT' ? wanted.filter((id) => id === request.createdById) : wanted;
}

/** What changes visibleRecipientsQuery's text for these arguments (`except`: with `also`; settings aside). */
export function recipientShape(request: RequestFactsRow, ids: Iterable<number>, except?: number): string {
  const status = factsOf(request).status;
  const kind = status === 'DELETED' ? 'deleted' : status === 'DRAFT' ? 'draft' : 'open';
  return `${kind}:${recipientCandidates(request, ids, except).length}`;
}

/** The values for visibleRecipientsQuery's `bind` (`except`: with `also`). */
export function recipientValues(
  request: RequestFactsRow,
  ids: Iterable<number>,
  except?: number,
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    rExcept: except,
    rCompany: request.companyId,
    rEnterprise: request.enterpriseId,
  };
  recipientCandidates(request, ids, except).forEach((id, i) => (values[`rw${i}`] = id));
  return values;
}
