import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditEvents, enterprises, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { AuditEntry, AuditFilter, AuditPage, AuditPerson } from '#shared/schemas/audit.ts';
import type { CsvValue } from '../../platform/csv.ts';
import { csvDocument } from '../../platform/csv.ts';
import { isStaffEmail } from '#shared/domain/permissions.ts';
import { isStaffUserSql } from '../accounts/users.ts';
import { inTeamSql } from '../team/left-team.ts';

export const AUDIT_OWNERS_ONLY = 'Only staff and the owners of an enterprise can read its audit log.';
export const AUDIT_NAME_ENTERPRISE = 'Choose one of your enterprises (enterpriseId).';

const actor = alias(users, 'actor');
const target = alias(users, 'target');

/**
 * Who may read which entries: staff everything (or one enterprise); an owner only the entries of an
 * enterprise they own, and must name it; a member of it 403; another enterprise 404.
 */
function scopeOf(user: SessionUser, filter: AuditFilter): SQL | undefined {
  if (user.isStaff) {
    return filter.enterpriseId ? eq(auditEvents.enterpriseId, filter.enterpriseId) : undefined;
  }
  if (filter.enterpriseId === undefined) {
    if (user.ownedEnterpriseIds.length === 0) throw new AppError('FORBIDDEN', AUDIT_OWNERS_ONLY);
    throw new AppError('BAD_REQUEST', AUDIT_NAME_ENTERPRISE);
  }
  if (!user.ownedEnterpriseIds.includes(filter.enterpriseId)) {
    if (user.enterpriseIds.includes(filter.enterpriseId)) throw new AppError('FORBIDDEN', AUDIT_OWNERS_ONLY);
    throw new AppError('NOT_FOUND', 'Enterprise not found');
  }
  return eq(auditEvents.enterpriseId, filter.enterpriseId);
}

function whereOf(user: SessionUser, filter: AuditFilter, before?: number): SQL | undefined {
  return and(
    scopeOf(user, filter),
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.from ? gte(auditEvents.at, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(auditEvents.at, sql`(${filter.to}::date + 1)::timestamptz`) : undefined,
    before ? lt(auditEvents.id, before) : undefined,
  );
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * What a customer (an owner reading their enterprise's log) may not see of an entry: the network
 * address (and browser) a staff member acted from is the provider's, not the enterprise's; a deleted
 * account's are gone with it (its e-mail is a placeholder then, so a deleted staff account could not be
 * told from a customer's otherwise). Staff read every entry whole; an owner still sees the addresses
 * of their own people.
 */
function redactFor(
  viewer: SessionUser,
  providerDomain: string,
  entry: AuditEntry,
  actorDeleted: boolean,
): AuditEntry {
  if (viewer.isStaff || !entry.actor) return entry;
  if (!actorDeleted && !isStaffEmail(entry.actor.email, providerDomain)) return entry;
  if (!('address' in entry.details) && !('userAgent' in entry.details)) return entry;
  const { address: _address, userAgent: _userAgent, ...details } = entry.details;
  return { ...entry, details };
}

async function readRows(
  db: Db,
  viewer: SessionUser,
  providerDomain: string,
  where: SQL | undefined,
  limit: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      enterpriseId: auditEvents.enterpriseId,
      enterpriseName: enterprises.name,
      details: auditEvents.details,
      actorId: actor.id,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
      actorEmail: actor.email,
      actorDeleted: sql<boolean>`${actor.deletedAt} is not null`,
      targetId: target.id,
      targetFirst: target.firstName,
      targetLast: target.lastName,
      targetEmail: target.email,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(target, eq(target.id, auditEvents.targetUserId))
    .leftJoin(enterprises, eq(enterprises.id, auditEvents.enterpriseId))
    .where(where)
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map((r) =>
    redactFor(
      viewer,
      providerDomain,
      {
        id: Number(r.id),
        at: new Date(r.at).toISOString(),
        action: r.action,
        enterpriseId: r.enterpriseId,
        enterpriseName: r.enterpriseName ?? null,
        details: r.details ?? {},
        actor: r.actorId
          ? { id: r.actorId, name: nameOf(r.actorFirst, r.actorLast), email: r.actorEmail ?? '' }
          : null,
        target: r.targetId
          ? { id: r.targetId, name: nameOf(r.targetFirst, r.targetLast), email: r.targetEmail ?? '' }
          : null,
      },
      r.actorDeleted === true,
    ),
  );
}

/** GET /api/audit: a page of entries, newest first. */
export async function readAuditPage(
  db: Db,
  user: SessionUser,
  filter: AuditFilter,
  page: { before?: number | undefined; limit: number },
  providerDomain: string,
): Promise<AuditPage> {
  const rows = await readRows(db, user, providerDomain, whereOf(user, filter, page.before), page.limit + 1);
  const entries = rows.slice(0, page.limit);
  return { entries, nextBefore: rows.length > page.limit ? entries[entries.length - 1]!.id : null };
}

/** At most this many people are offered (the most recent actors first kept, then sorted by name). */
const PEOPLE_MAX = 1000;

/**
 * GET /api/audit/people: the people who did something in the entries the caller may read (the same
 * scope as the log: staff everything or one enterprise, an owner one enterprise of theirs), for the
 * "Who" filter; people of another enterprise never appear to an owner. `former`: no longer in the
 * team (see AuditPersonSchema); current people first, then former, each by name.
 */
export async function listAuditPeople(
  db: Db,
  user: SessionUser,
  filter: Pick<AuditFilter, 'enterpriseId'>,
  providerDomain: string,
): Promise<AuditPerson[]> {
  const scope = scopeOf(user, filter);
  const ent = filter.enterpriseId;
  const inTeam = inTeamSql(sql`users.id`, ent);
  const res = (await db.execute(sql`
    select * from (
      select users.id, users.first_name as "firstName", users.last_name as "lastName", users.email,
        users.username,
        (users.deleted_at is not null or users.deactivated_at is not null
          or (not ${isStaffUserSql(providerDomain)} and not ${inTeam})) as former
      from (select audit_events.actor_id as id, max(audit_events.id) as last from audit_events
             where ${scope ?? sql`true`} and audit_events.actor_id is not null
             group by audit_events.actor_id) actors
        join users on users.id = actors.id
      order by actors.last desc
      limit ${PEOPLE_MAX}
    ) p
    order by p.former, lower(coalesce(nullif(trim(coalesce(p."firstName", '') || ' ' || coalesce(p."lastName", '')), ''), p.email)), p.id`)) as unknown as {
    rows: {
      id: number | string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      username: string;
      former: boolean;
    }[];
  };
  return res.rows.map((r) => ({
    id: Number(r.id),
    name: nameOf(r.firstName, r.lastName) || r.username,
    email: r.email,
    former: Boolean(r.former),
  }));
}

const BATCH = 500;

/**
 * GET /api/audit.csv: the same filter, streamed in batches (newest first). The scope is checked when
 * called, before the first byte (a refusal is a 4xx, not a broken download).
 */
export function auditCsv(
  db: Db,
  user: SessionUser,
  filter: AuditFilter,
  maxRows: number,
  providerDomain: string,
): AsyncGenerator<string> {
  whereOf(user, filter);
  async function* batches(): AsyncGenerator<CsvValue[][]> {
    let before: number | undefined;
    for (;;) {
      const rows = await readRows(db, user, providerDomain, whereOf(user, filter, before), BATCH);
      if (!rows.length) return;
      yield rows.map((e) => [
        e.at,
        e.action,
        e.actor?.name ?? '',
        e.actor?.email ?? '',
        e.target?.name ?? '',
        e.target?.email ?? '',
        e.enterpriseId,
        typeof e.details.address === 'string' ? e.details.address : '',
        JSON.stringify(e.details),
      ]);
      if (rows.length < BATCH) return;
      before = rows[rows.length - 1]!.id;
    }
  }
  return csvDocument(
    ['At (UTC)', 'Action', 'By', 'By e-mail', 'Person', 'Person e-mail', 'Enterprise', 'Address', 'Details'],
    batches(),
    { maxRows, narrowHint: 'Narrow the dates or filters to export the rest.' },
  );
}
