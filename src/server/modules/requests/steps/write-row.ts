import { eq, sql } from 'drizzle-orm';
import type { Decimal } from 'decimal.js';
import { money } from '#shared/domain/charges.ts';
import { FormDefinitionSchema } from '#shared/domain/form-definition.ts';
import { movesToTop } from '#shared/domain/request-status.ts';
import type { Db } from '../../../db/client.ts';
import { named } from '../../../db/write-batch.ts';
import { serviceRequests as sr } from '../../../db/schema/index.ts';
import { factsOf } from '../access.ts';
import type { Plan } from '../plan.ts';
import type { CurrentRow } from '../lock.ts';

/** Writes the request row (insert or update) with what it is now charged; answers its id. */
export async function writeRow(
  tx: Db,
  plan: Plan,
  current: CurrentRow | null,
  charged: Decimal,
): Promise<number> {
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
  if (!current) {
    const [row] = await named(tx.insert(sr).values(values).returning({ id: sr.id })).execute();
    return row!.id;
  }
  const touch = movesToTop(factsOf(current).status, plan.status);
  await tx
    .update(sr)
    .set({ ...values, ...(touch ? { updatedAt: sql`now()` } : {}) })
    .where(eq(sr.id, current.id));
  return current.id;
}
