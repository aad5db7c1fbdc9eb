import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deliverableVersions,
  requestTypes,
  revisionRounds,
  serviceRequests as sr,
} from '../../db/schema/index.ts';
import { parseFormDefinition } from '#shared/domain/form-definition.ts';
import { roundCost, type RevisionPolicy } from '#shared/domain/revision-rounds.ts';
import type { RevisionRoundDto, RevisionRounds } from '#shared/schemas/deliverables.ts';
import { parseFrozen } from '../requests/read.ts';

/*
 * Revision rounds (issue 27) as the deliverables read them: the request's policy (its frozen
 * definition's `form.revisions`; a request without a snapshot, i.e. imported data, its type's current
 * one, as its price does) and the rounds asked so far.
 */

/** The revision policy of a request: from its form_snapshot, else from its type's current form. */
export function policyOf(formSnapshot: unknown, typeForm: unknown): RevisionPolicy {
  const form = parseFrozen(formSnapshot)?.form ?? parseFormDefinition(typeForm ?? {});
  return { included: form.revisions.included, extraCost: String(form.revisions.extraCost) };
}

const money = (v: unknown) => Number(v ?? 0).toFixed(2);

export type RoundRow = {
  round: number;
  versionId: number;
  versionNumber: number;
  charged: string;
  ledgerId: number | null;
  waivedAt: Date | string | null;
};

export const toRoundDto = (r: RoundRow): RevisionRoundDto => ({
  round: r.round,
  versionId: Number(r.versionId),
  versionNumber: r.versionNumber,
  charged: money(r.charged),
  ledgerId: r.ledgerId === null ? null : Number(r.ledgerId),
  waivedAt: r.waivedAt === null ? null : new Date(r.waivedAt).toISOString(),
});

export const roundColumns = {
  round: revisionRounds.round,
  versionId: revisionRounds.versionId,
  versionNumber: deliverableVersions.number,
  charged: revisionRounds.charged,
  ledgerId: revisionRounds.ledgerId,
  waivedAt: revisionRounds.waivedAt,
};

/** The request's rounds: its policy, each round asked (in order) and what the next one costs. */
export async function roundsOf(db: Db, requestId: number): Promise<RevisionRounds> {
  const [basis, rows] = await Promise.all([
    db
      .select({
        snapshot: sr.formSnapshot,
        typeForm: sql<unknown>`case when ${sr.formSnapshot} is null then ${requestTypes.form} end`,
      })
      .from(sr)
      .leftJoin(requestTypes, eq(requestTypes.id, sr.requestTypeId))
      .where(eq(sr.id, requestId)),
    db
      .select(roundColumns)
      .from(revisionRounds)
      .innerJoin(deliverableVersions, eq(deliverableVersions.id, revisionRounds.versionId))
      .where(eq(revisionRounds.requestId, requestId))
      .orderBy(asc(revisionRounds.round)),
  ]);
  const policy = policyOf(basis[0]?.snapshot, basis[0]?.typeForm);
  const used = rows.reduce((n, r) => Math.max(n, r.round), 0);
  return {
    included: policy.included,
    extraCost: policy.extraCost,
    used,
    next: { round: used + 1, cost: roundCost(policy, used + 1) },
    list: rows.map((r) => toRoundDto(r as RoundRow)),
  };
}
