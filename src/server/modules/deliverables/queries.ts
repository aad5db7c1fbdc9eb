import { asc, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  deliverableFiles,
  deliverableVersions,
  serviceRequests as sr,
  users,
} from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { notFound } from '#shared/errors.ts';
import { DELIVERABLE_MESSAGES, REVIEW_STATES, type ReviewState } from '#shared/domain/deliverables.ts';
import type { DeliverableVersionDto } from '#shared/schemas/deliverables.ts';
import type { UserDto } from '#shared/schemas/user.ts';
import { canSee, factsColumns, factsOf, type VisibleRequest } from '../requests/access.ts';
import { fileUrl } from '../uploads/uploads.ts';

/*
 * Reads of deliverable versions shared by the use cases: a request's versions (newest first) with
 * their files and people, and one version with its request's facts. Only people who may see the
 * request read them; anyone else gets 404, so neither the request nor its versions are revealed.
 */

const deliverer = alias(users, 'deliverer');
const reviewer = alias(users, 'reviewer');

type UserColumns = Record<'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'profileImage', AnyColumn>;

/** A user (or an alias of users) as the API's user object, null when the join found none. */
export const userJson = (u: UserColumns) =>
  sql<UserDto | null>`case when ${u.id} is null then null else json_build_object('id', ${u.id},
    'username', ${u.username}, 'email', ${u.email}, 'firstName', ${u.firstName},
    'lastName', ${u.lastName}, 'profileImage', ${u.profileImage}) end`;

const versionColumns = {
  id: deliverableVersions.id,
  requestId: deliverableVersions.requestId,
  number: deliverableVersions.number,
  note: deliverableVersions.note,
  links: deliverableVersions.links,
  deliveredAt: deliverableVersions.deliveredAt,
  reviewState: deliverableVersions.reviewState,
  reviewedAt: deliverableVersions.reviewedAt,
  reviewMessage: deliverableVersions.reviewMessage,
  deliveredBy: userJson(deliverer),
  reviewedBy: userJson(reviewer),
  files: sql<{ id: string; name: string; mime: string }[]>`(
    select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'mime', f.mime)
      order by df.position, f.created_at, f.id), '[]'::json)
    from deliverable_files df join files f on f.id = df.file_id
    where df.version_id = ${deliverableVersions.id})`,
  /** The request's newest version (through the unique (request_id, number) index). */
  latestNumber: sql<number>`(select max(l.number) from deliverable_versions l where l.request_id = ${deliverableVersions.requestId})`,
};

type VersionRow = {
  id: number;
  requestId: number;
  number: number;
  note: string;
  links: { url: string; label?: string }[];
  deliveredAt: Date | string;
  reviewState: string;
  reviewedAt: Date | string | null;
  reviewMessage: string | null;
  deliveredBy: UserDto | null;
  reviewedBy: UserDto | null;
  files: { id: string; name: string; mime: string }[];
  latestNumber: number;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const isReviewState = (s: string): s is ReviewState => (REVIEW_STATES as readonly string[]).includes(s);

export function toVersionDto(r: VersionRow): DeliverableVersionDto {
  return {
    id: Number(r.id),
    requestId: Number(r.requestId),
    number: r.number,
    note: r.note,
    links: (r.links ?? []).map((l) => (l.label ? { url: l.url, label: l.label } : { url: l.url })),
    files: (r.files ?? []).map((f) => ({ id: f.id, url: fileUrl(f.id), name: f.name, mime: f.mime })),
    deliveredBy: r.deliveredBy,
    deliveredAt: iso(r.deliveredAt),
    reviewState: isReviewState(r.reviewState) ? r.reviewState : 'awaiting',
    reviewedBy: r.reviewedBy,
    reviewedAt: r.reviewedAt ? iso(r.reviewedAt) : null,
    reviewMessage: r.reviewMessage,
    isLatest: r.number === Number(r.latestNumber),
  };
}

const selectVersions = (db: Db) =>
  db
    .select(versionColumns)
    .from(deliverableVersions)
    .leftJoin(deliverer, eq(deliverer.id, deliverableVersions.deliveredById))
    .leftJoin(reviewer, eq(reviewer.id, deliverableVersions.reviewedById))
    .$dynamic();

/** A request's versions, newest first (one statement). */
export async function versionsOf(db: Db, requestId: number): Promise<DeliverableVersionDto[]> {
  const rows = await selectVersions(db)
    .where(eq(deliverableVersions.requestId, requestId))
    .orderBy(desc(deliverableVersions.number));
  return rows.map((r) => toVersionDto(r as VersionRow));
}

/** Versions by id, as the API answers them. */
export async function versionsByIds(db: Db, ids: number[]): Promise<DeliverableVersionDto[]> {
  if (!ids.length) return [];
  const rows = await selectVersions(db)
    .where(inArray(deliverableVersions.id, ids))
    .orderBy(asc(deliverableVersions.id));
  return rows.map((r) => toVersionDto(r as VersionRow));
}

/**
 * A version and its request's permission facts, or 404 when either does not exist or the actor may
 * not see the request.
 */
export async function loadVisibleVersion(
  db: Db,
  actor: SessionUser,
  versionId: number,
): Promise<{ versionId: number; request: VisibleRequest }> {
  const [row] = await db
    .select({ versionId: deliverableVersions.id, request: factsColumns })
    .from(deliverableVersions)
    .innerJoin(sr, eq(sr.id, deliverableVersions.requestId))
    .where(eq(deliverableVersions.id, versionId));
  if (!row || !canSee(actor, row.request)) throw notFound(DELIVERABLE_MESSAGES.notFound);
  return { versionId: row.versionId, request: { ...row.request, ...factsOf(row.request) } };
}

/** The files a version holds (ids), for the duplicate rule. */
export const versionFileIdsSql = (versionId: unknown) =>
  sql<string[]>`(select coalesce(json_agg(df.file_id order by df.position), '[]'::json)
    from ${deliverableFiles} df where df.version_id = ${versionId})`;
