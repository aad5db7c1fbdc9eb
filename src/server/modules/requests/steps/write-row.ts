import { eq, is, SQL, sql } from 'drizzle-orm';
import type { Decimal } from 'decimal.js';
import { money } from '#shared/domain/charges.ts';
import { FormDefinitionSchema } from '#shared/domain/form-definition.ts';
import { movesToTop } from '#shared/domain/request-status.ts';
import type { Db } from '../../../db/client.ts';
import type { Bind, WriteBatch } from '../../../db/write-batch.ts';
import { serviceRequests as sr } from '../../../db/schema/index.ts';
import { factsOf } from '../access.ts';
import type { Plan } from '../plan.ts';
import type { CurrentRow } from '../lock.ts';

/** The values of the request row a save writes, with what it is now charged. */
function rowValues(plan: Plan, current: CurrentRow | null, charged: Decimal) {
  const snapshot = { baseCredit: plan.frozen.baseCredit, form: FormDefinitionSchema.parse(plan.frozen.form) };
  const values = {
    title: plan.title,
    content: plan.contentText,
    status: plan.status,
    companyId: plan.company.id,
    enterpriseId: plan.company.enterpriseId,
    requestTypeId: plan.typeId,
    createdById: plan.createdById,
    priorityLevel: plan.priorityLevel,
    credit: plan.quote.credit,
    adjustCredit: plan.adjustCredit,
    chargedCredit: money(charged),
    breakdown: plan.quote.breakdown,
    formSnapshot: snapshot,
    formVersion: plan.formVersion,
    placeholders: plan.placeholders,
    targetDate: plan.targetDate,
    audioFileId: plan.audioFileId,
    ...(plan.status !== 'DRAFT' && !current?.submittedAt ? { submittedAt: sql`now()` } : {}),
  };
  return values;
}

/**
 * A new request's id, taken before its row is written (sent with the save's lookups), so that the
 * row is a part of the save's write batch and everything that names it (ledger, timeline,
 * notifications' links) goes in the same statement. A rolled-back save leaves a gap in the ids, as
 * a rolled-back insert always did.
 */
export const newRequestIdQuery = sql`select nextval(pg_get_serial_sequence('service_requests', 'id'))::int as id`;

/**
 * A new request's row as a part of the save's write batch, with the id newRequestIdQuery took. Its
 * foreign keys and the counters' triggers run at the end of the batch's statement, when the row and
 * everything that references it are written. For a batch built once per shape (issue 30): `values`
 * are this row's, `key` names what changes the part's text (the columns it sets, and which of them
 * are SQL: `submitted_at = now()`), and `write` adds the part with `bind`'s places.
 */
export function newRow(
  id: number,
  plan: Plan,
  charged: Decimal,
): { values: Record<string, unknown>; key: string; write: (batch: WriteBatch, tx: Db, bind: Bind) => void } {
  const all: Record<string, unknown> = { id, ...rowValues(plan, null, charged) };
  // An undefined value is the column's default (as Drizzle writes it): not a place.
  const columns = Object.keys(all).filter((k) => all[k] !== undefined);
  const fixed = new Set(columns.filter((k) => is(all[k], SQL)));
  return {
    values: Object.fromEntries(columns.filter((k) => !fixed.has(k)).map((k) => [`row_${k}`, all[k]])),
    key: columns.map((k) => (fixed.has(k) ? `${k}=sql` : k)).join(','),
    write: (batch, tx, bind) =>
      batch.write(
        tx
          .insert(sr)
          .overridingSystemValue()
          .values(
            Object.fromEntries(
              columns.map((k) => [k, fixed.has(k) ? all[k] : bind(`row_${k}`)]),
            ) as typeof sr.$inferInsert,
          ),
      ),
  };
}

/** Writes an existing request's row with what it is now charged; answers its id. */
export async function writeRow(tx: Db, plan: Plan, current: CurrentRow, charged: Decimal): Promise<number> {
  const values = rowValues(plan, current, charged);
  const touch = movesToTop(factsOf(current).status, plan.status);
  await tx
    .update(sr)
    .set({ ...values, ...(touch ? { updatedAt: sql`now()` } : {}) })
    .where(eq(sr.id, current.id));
  return current.id;
}
