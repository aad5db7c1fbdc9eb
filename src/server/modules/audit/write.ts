import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { AuditAction } from '#shared/schemas/audit.ts';

/**
 * THE audit writer (issue 26): one audit_events row, in the caller's transaction, so an action and
 * its entry commit together. The table is append-only (drizzle/0025_audit_append_only.sql): nothing
 * can change or delete a row once written. The actions and their labels are listed once, in
 * `#shared/schemas/audit.ts` (AUDIT_ACTION_LABELS).
 */
export type AuditRecord = {
  actorId: number | null;
  action: AuditAction;
  targetUserId?: number | null;
  enterpriseId?: number | null;
  /** Before and after values, the request's address, what else tells the story. */
  details?: Record<string, unknown>;
};

/** The insert of an entry, not yet run: for a use case that sends its writes as one batch. */
export function auditInsert(tx: Db, entry: AuditRecord) {
  return tx.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    enterpriseId: entry.enterpriseId ?? null,
    details: entry.details ?? {},
  });
}

export async function recordAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await auditInsert(tx, entry);
}
