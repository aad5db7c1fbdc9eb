import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '#shared/errors.ts';
import type { BreakdownLine } from '#shared/domain/credits.ts';
import { parseFormDefinition, type FormDefinition } from '#shared/domain/form-definition.ts';
import { canView } from '#shared/domain/permissions.ts';
import { isPriorityLevel } from '#shared/domain/priority.ts';
import { isRequestStatus } from '#shared/domain/request-status.ts';
import type {
  RequestFileDto,
  ServiceRequestDto,
  ServiceRequestListItemDto,
  UserDto,
} from '#shared/schemas/request.ts';
import type { ApprovalMark } from '#shared/schemas/approvals.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  companies,
  enterprises,
  files,
  requestTypes,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { parsePlaceholder } from '../catalogue/request-types.ts';
import { fileUrl } from '../uploads/uploads.ts';
import { factsOf } from './access.ts';
import { sortKeyText, type ListOrder } from './query/sort.ts';
import { NOT_FOUND_MESSAGE } from './messages.ts';
import { leftTeamSql } from '../team/left-team.ts';

/*
 * Reading requests: the one statement that loads a request (or a page of them) with every relation,
 * and its shaping into the API's request. Lists (list.ts) and every use case's answer go through here.
 */

const sr = serviceRequests;
const creator = alias(users, 'creator');
const audioFile = alias(files, 'audio_file');

const requestColumns = {
  id: sr.id,
  title: sr.title,
  content: sr.content,
  status: sr.status,
  companyId: sr.companyId,
  enterpriseId: sr.enterpriseId,
  requestTypeId: sr.requestTypeId,
  createdById: sr.createdById,
  priorityLevel: sr.priorityLevel,
  credit: sr.credit,
  adjustCredit: sr.adjustCredit,
  chargedCredit: sr.chargedCredit,
  breakdown: sr.breakdown,
  formSnapshot: sr.formSnapshot,
  formVersion: sr.formVersion,
  placeholders: sr.placeholders,
  targetDate: sr.targetDate,
  audioFileId: sr.audioFileId,
  submittedAt: sr.submittedAt,
  createdAt: sr.createdAt,
  updatedAt: sr.updatedAt,
};

type PersonJson = { role: 'assignee' | 'assignedTo'; leftTeam?: boolean } & Omit<UserDto, 'leftTeam'>;
type ApprovalJson = {
  state: ApprovalMark['state'];
  requestedAt: string;
  decidedAt: string | null;
  reason: string | null;
} | null;

// Its approval mark (issue 26: a member's submission waiting for an owner), null when none.
const approvalOf = sql<ApprovalJson>`(
  select json_build_object('state', ap.state, 'requestedAt', ap.requested_at,
    'decidedAt', ap.decided_at, 'reason', ap.reason)
  from request_approvals ap where ap.request_id = ${sr.id})`;

const approvalDto = (a: ApprovalJson): ApprovalMark | null =>
  a
    ? {
        state: a.state,
        requestedAt: iso(a.requestedAt),
        decidedAt: a.decidedAt ? iso(a.decidedAt) : null,
        reason: a.reason,
      }
    : null;

type AttachedJson = { fieldKey: string; id: string; name: string; mime: string };

const creatorColumns = {
  id: creator.id,
  username: creator.username,
  email: creator.email,
  firstName: creator.firstName,
  lastName: creator.lastName,
  profileImage: creator.profileImage,
};

// The many-valued relations ride along as JSON, so a request or a page of them is ONE statement
// (round trips were most of a request's cost under load; see bench/http-load.ts).
const peopleOf = sql<PersonJson[]>`(
  select coalesce(json_agg(json_build_object('role', ra.role, 'id', u.id, 'username', u.username,
    'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name,
    'profileImage', u.profile_image) order by u.first_name, u.last_name, u.id), '[]'::json)
  from request_assignees ra join users u on u.id = ra.user_id
  where ra.request_id = ${sr.id})`;

/**
 * The same, each person marked when they are no longer in the request's enterprise (issue 26): the
 * request's own page shows it; a list row does not need it (and its page of 25 stays one cheap read).
 */
const markedPeopleOf = sql<PersonJson[]>`(
  select coalesce(json_agg(json_build_object('role', ra.role, 'id', u.id, 'username', u.username,
    'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name,
    'profileImage', u.profile_image,
    'leftTeam', ${leftTeamSql(
      { id: sql`u.id`, deactivatedAt: sql`u.deactivated_at`, deletedAt: sql`u.deleted_at` },
      sr.enterpriseId,
    )}) order by u.first_name, u.last_name, u.id), '[]'::json)
  from request_assignees ra join users u on u.id = ra.user_id
  where ra.request_id = ${sr.id})`;

/**
 * The latest deliverable version's number and review state (issue 27), or null: one backward step on
 * the unique (request_id, number) index, so a list row or board card shows "v2 · Awaiting review"
 * without another statement.
 */
const latestDeliverableOf = sql<{
  number: number;
  state: 'awaiting' | 'approved' | 'changes_requested';
} | null>`(
  select json_build_object('number', dv.number, 'state', dv.review_state)
  from deliverable_versions dv where dv.request_id = ${sr.id}
  order by dv.number desc limit 1)`;

/** The request with its company, enterprise, type, creator, audio, people and files: one query. */
export function selectRequests(db: Db, order: ListOrder = { sort: 'updated', order: 'desc' }) {
  return db
    .select({
      r: requestColumns,
      /** Exact text of the sort key (microseconds, decimals), for the keyset cursor. */
      cursorKey: sortKeyText(order),
      company: { id: companies.id, name: companies.name },
      enterprise: { id: enterprises.id, name: enterprises.name },
      type: {
        id: requestTypes.id,
        name: requestTypes.name,
        credit: requestTypes.credit,
        /** Only needed for rows without a frozen form (imported data). */
        form: sql<unknown>`case when ${sr.formSnapshot} is null then ${requestTypes.form} end`,
      },
      creator: { ...creatorColumns, leftTeam: leftTeamSql(creator, sr.enterpriseId) },
      audio: { id: audioFile.id, name: audioFile.name, mime: audioFile.mime },
      people: markedPeopleOf,
      approval: approvalOf,
      attached: sql<AttachedJson[]>`(
        select coalesce(json_agg(json_build_object('fieldKey', rf.field_key, 'id', f.id, 'name', f.name,
          'mime', f.mime) order by rf.position, f.created_at), '[]'::json)
        from request_files rf join files f on f.id = rf.file_id
        where rf.request_id = ${sr.id})`,
      latestDeliverable: latestDeliverableOf,
    })
    .from(sr)
    .innerJoin(companies, eq(companies.id, sr.companyId))
    .innerJoin(enterprises, eq(enterprises.id, sr.enterpriseId))
    .innerJoin(requestTypes, eq(requestTypes.id, sr.requestTypeId))
    .innerJoin(creator, eq(creator.id, sr.createdById))
    .leftJoin(audioFile, eq(audioFile.id, sr.audioFileId))
    .$dynamic();
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/**
 * A page of requests as a list shows them (issue 14 round 5): what a row, a board card or the
 * dashboard's latest show, and what the web's list caches need to place a saved request. Not the
 * content, the frozen form, the breakdown, the placeholders, files or audio: a list never shows them,
 * and the drawer reads the request itself. Same joins and order keys as `selectRequests`, less to
 * read (no detoasting of the JSON columns, no files subquery) and to send.
 */
export function selectListRows(db: Db, order: ListOrder) {
  return db
    .select({
      r: {
        id: sr.id,
        title: sr.title,
        status: sr.status,
        priorityLevel: sr.priorityLevel,
        credit: sr.credit,
        adjustCredit: sr.adjustCredit,
        chargedCredit: sr.chargedCredit,
        formVersion: sr.formVersion,
        targetDate: sr.targetDate,
        submittedAt: sr.submittedAt,
        createdAt: sr.createdAt,
        updatedAt: sr.updatedAt,
      },
      cursorKey: sortKeyText(order),
      company: { id: companies.id, name: companies.name },
      enterprise: { id: enterprises.id, name: enterprises.name },
      type: { id: requestTypes.id, name: requestTypes.name },
      creator: creatorColumns,
      people: peopleOf,
      approval: approvalOf,
      latestDeliverable: latestDeliverableOf,
    })
    .from(sr)
    .innerJoin(companies, eq(companies.id, sr.companyId))
    .innerJoin(enterprises, eq(enterprises.id, sr.enterpriseId))
    .innerJoin(requestTypes, eq(requestTypes.id, sr.requestTypeId))
    .innerJoin(creator, eq(creator.id, sr.createdById))
    .$dynamic();
}
export type ListRow = Awaited<ReturnType<ReturnType<typeof selectListRows>['execute']>>[number];

const person = ({ role: _role, leftTeam: _left, ...user }: PersonJson): UserDto => user;
/** A person of the request's own page: `leftTeam` only when they left (the answer stays lean). */
const markedPerson = ({ role: _role, leftTeam, ...user }: PersonJson): UserDto =>
  leftTeam ? { ...user, leftTeam: true } : user;

/** Shapes rows of selectListRows into the API's list row (no further query). */
export function hydrateListRows(rows: ListRow[]): ServiceRequestListItemDto[] {
  return rows.map((row) => {
    const r = row.r;
    return {
      id: r.id,
      title: r.title,
      status: isRequestStatus(r.status) ? r.status : 'NOT_START',
      company: { id: row.company.id, name: row.company.name, enterprise: row.enterprise },
      serviceRequestType: row.type,
      assignees: row.people.filter((p) => p.role === 'assignee').map(person),
      assignedTo: row.people.filter((p) => p.role === 'assignedTo').map(person),
      createdBy: row.creator,
      targetDate: r.targetDate,
      adjustCredit: r.adjustCredit,
      credit: r.credit,
      total: r.adjustCredit ?? r.credit,
      chargedCredit: r.chargedCredit,
      priorityLevel: isPriorityLevel(r.priorityLevel) ? r.priorityLevel : 'STANDARD',
      formVersion: r.formVersion,
      submittedAt: r.submittedAt ? iso(r.submittedAt) : null,
      updatedAt: iso(r.updatedAt),
      createdAt: iso(r.createdAt),
      approval: approvalDto(row.approval),
      latestDeliverable: row.latestDeliverable ?? null,
    };
  });
}

const fileDto = (f: { id: string; name: string; mime: string }): RequestFileDto => ({
  id: f.id,
  url: fileUrl(f.id),
  name: f.name,
  mime: f.mime,
});

/** What a request was priced with: the type's base credit and form, frozen at submission. */
export type Frozen = { baseCredit: string; form: FormDefinition };
export function parseFrozen(raw: unknown): Frozen | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as { baseCredit?: unknown; form?: unknown };
  if (typeof o.baseCredit !== 'string' || !o.form) return null;
  return { baseCredit: o.baseCredit, form: parseFormDefinition(o.form) };
}

function parseBreakdown(raw: unknown): BreakdownLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (l): l is BreakdownLine =>
      !!l &&
      typeof l === 'object' &&
      typeof l.key === 'string' &&
      typeof l.value === 'string' &&
      typeof l.credit === 'string',
  );
}

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Shapes rows of selectRequests into the API's request (no further query). */
export function hydrate(rows: RequestRow[]): ServiceRequestDto[] {
  return rows.map((row) => {
    const r = row.r;
    const mine = row.people;
    const myFiles = row.attached;
    const typeSpecificFiles: Record<string, RequestFileDto[]> = {};
    for (const a of myFiles) {
      if (a.fieldKey === '') continue;
      (typeSpecificFiles[a.fieldKey] ??= []).push(fileDto(a));
    }
    const frozen = parseFrozen(r.formSnapshot);
    const status = isRequestStatus(r.status) ? r.status : 'NOT_START';
    return {
      id: r.id,
      title: r.title,
      content: r.content,
      status,
      company: { id: row.company.id, name: row.company.name, enterprise: row.enterprise },
      serviceRequestType: {
        id: row.type.id,
        name: row.type.name,
        credit: frozen?.baseCredit ?? row.type.credit,
      },
      assignees: mine.filter((p) => p.role === 'assignee').map(markedPerson),
      assignedTo: mine.filter((p) => p.role === 'assignedTo').map(markedPerson),
      createdBy: markedPerson({ ...row.creator, role: 'assignee' }),
      audio: row.audio ? fileDto(row.audio) : null,
      files: myFiles.filter((a) => a.fieldKey === '').map(fileDto),
      typeSpecificFiles,
      targetDate: r.targetDate,
      adjustCredit: r.adjustCredit,
      credit: r.credit,
      total: r.adjustCredit ?? r.credit,
      chargedCredit: r.chargedCredit,
      breakdown: parseBreakdown(r.breakdown),
      priorityLevel: isPriorityLevel(r.priorityLevel) ? r.priorityLevel : 'STANDARD',
      placeholders: r.placeholders ? parsePlaceholder(r.placeholders) : null,
      formVersion: r.formVersion,
      form: frozen?.form ?? parseFormDefinition(row.type.form),
      submittedAt: r.submittedAt ? iso(r.submittedAt) : null,
      updatedAt: iso(r.updatedAt),
      createdAt: iso(r.createdAt),
      approval: approvalDto(row.approval),
      latestDeliverable: row.latestDeliverable ?? null,
    };
  });
}

/** One request as the API answers it, without permission checks (callers check first). */
export async function loadRequestDto(db: Db, id: number): Promise<ServiceRequestDto> {
  const rows = await selectRequests(db).where(eq(sr.id, id));
  const [dto] = hydrate(rows);
  if (!dto) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return dto;
}

/**
 * The query a prepared statement runs, built once per database handle and shape: Drizzle's query
 * building was a visible share of a request's CPU, and a named statement is parsed once per
 * PostgreSQL connection and, after a few runs, planned once (the six-table request query spent more
 * time planning than executing; issue 14). `key` names the statement, so one text has one name.
 */
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();
export function preparedFor<T>(db: Db, key: string, build: (name: string) => T): T {
  let byKey = preparedByDb.get(db);
  if (!byKey) preparedByDb.set(db, (byKey = new Map()));
  let prepared = byKey.get(key) as T | undefined;
  if (!prepared) {
    prepared = build(`sr_${key}`);
    byKey.set(key, prepared);
  }
  return prepared;
}

/** One request by id (its `id` a placeholder): GET /api/service-requests/:id, and a save's answer. */
export const requestById = (db: Db) =>
  preparedFor(db, 'by_id', (name) =>
    selectRequests(db)
      .where(eq(sr.id, sql.placeholder('id')))
      .prepare(name),
  );

/** GET /api/service-requests/:id — 404 unless the actor may see it (another enterprise, someone's draft, deleted). */
export async function getRequest(db: Db, actor: SessionUser, id: number): Promise<ServiceRequestDto> {
  const rows = await requestById(db).execute({ id });
  const row = rows[0];
  const awaitingApproval = row?.approval?.state === 'pending';
  if (!row || !canView(actor, factsOf({ ...row.r, awaitingApproval }))) {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  return hydrate(rows)[0]!;
}
