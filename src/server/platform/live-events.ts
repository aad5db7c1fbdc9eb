import { is, sql, SQL } from 'drizzle-orm';
import type { WriteBatch } from '../db/write-batch.ts';
import type { RequestFacts } from '#shared/domain/permissions.ts';

/*
 * The live events between app instances: small messages sent with pg_notify at COMMIT (never for a
 * rolled-back change) to every instance that LISTENs, on PostgreSQL and PGlite alike; each
 * instance's RealtimeHub (realtime.ts) decodes them and loads what they name for its open streams.
 * This file is their one encoding, for values the code knows and for values the database assigns in
 * the same statement (a new comment's id, the ids of inserted notifications), and its decoding.
 */

export const EVENTS_CHANNEL = 'app_events';

export type WireEvent =
  /** notifications created: [notificationId, userId] pairs */
  | { t: 'n'; n: [number, number][] }
  /** comment created on request r; f = the request's permission facts at that moment */
  | { t: 'c'; c: number; r: number; f: RequestFacts }
  /** read state of user u changed (another tab, mark all as read) */
  | { t: 'u'; u: number }
  /**
   * proofing pin p of request r changed without a comment (resolved, reopened, moved, deleted);
   * f = the request's permission facts at that moment
   */
  | { t: 'p'; p: number; r: number; f: RequestFacts }
  /**
   * deliverable version d of request r delivered or reviewed; f = the request's permission facts at
   * that moment
   */
  | { t: 'd'; d: number; r: number; f: RequestFacts }
  /**
   * request r saved (its status, people, fields or price changed); f = the request's permission facts
   * after the change
   */
  | { t: 'r'; r: number; f: RequestFacts }
  /**
   * request r deleted by user a; f = its permission facts BEFORE the deletion (a deleted request is
   * seen by nobody, so the streams told are those whose user could see it until then)
   */
  | { t: 'x'; r: number; f: RequestFacts; a?: number };

/** An event whose fields may be SQL expressions (values the database assigns in the same statement). */
export type WireEventParts = WireEvent extends infer E
  ? E extends WireEvent
    ? { [K in keyof E]: E[K] | SQL }
    : never
  : never;

/**
 * The pg_notify payload of an event, as SQL: a JSON object, fields in the order given. With no SQL
 * field it is the JSON text itself (bound as a parameter); a field given as SQL is put in by the
 * database (`json_build_object`), every other field bound as JSON.
 */
export function encodeEvent(event: WireEventParts): SQL {
  const fields = Object.entries(event) as [string, unknown][];
  if (!fields.some(([, v]) => is(v, SQL))) return sql`${JSON.stringify(event)}`;
  const pairs = fields.map(([k, v]) => sql`${k}::text, ${is(v, SQL) ? v : sql`${JSON.stringify(v)}::json`}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})::text`;
}

/**
 * A request's permission facts as a live event carries them: all that canView reads, so each stream
 * is told what its person may see (a draft staff put back, a submission its owners approve).
 */
export const eventFacts = (r: RequestFacts): RequestFacts => ({
  status: r.status,
  companyId: r.companyId,
  enterpriseId: r.enterpriseId,
  createdById: r.createdById,
  submittedAt: r.submittedAt ?? null,
  awaitingApproval: r.awaitingApproval === true,
});

/** A payload as received; null for anything that is not an event. */
export function decodeEvent(payload: string): WireEvent | null {
  try {
    const event = JSON.parse(payload) as WireEvent | null;
    return event && typeof event === 'object' && typeof event.t === 'string' ? event : null;
  } catch {
    return null;
  }
}

/**
 * The one writer of live events: announced at commit, as a part of the write batch; with `from`,
 * one event per row of it (its SQL fields read that row).
 */
export function announce(batch: WriteBatch, event: WireEventParts, from?: SQL): void {
  batch.notify(EVENTS_CHANNEL, encodeEvent(event), from);
}
