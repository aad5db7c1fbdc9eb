import { and, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { readTogether, WriteBatch } from '../../db/write-batch.ts';
import {
  deliverableInlineFiles,
  deliverableVersions,
  files,
  requestTypes,
  revisionRounds,
  serviceRequests,
} from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, badRequest, forbidden, notFound } from '#shared/errors.ts';
import {
  DELIVERABLE_MESSAGES,
  canReview,
  statusAfterReview,
  takesDeliveries,
  type ReviewState,
} from '#shared/domain/deliverables.ts';
import { REVISION_MESSAGES, roundCost } from '#shared/domain/revision-rounds.ts';
import type { DeliverableVersionDto } from '#shared/schemas/deliverables.ts';
import { hasVisibleText, sanitizeRichText } from '../../platform/sanitize.ts';
import { canSee, factsOf } from '../requests/access.ts';
import { lockRequest, peopleOf } from '../requests/lock.ts';
import { saveRequestIn } from '../requests/write.ts';
import { auditInsert } from '../audit/write.ts';
import { attachInlineSql, visibleInlineFiles } from '../uploads/inline.ts';
import { lockEnterpriseBalances, postLedgerReturning } from '../credits/ledger.ts';
import { enforceMonthlyCap } from '../requests/steps/spending-controls.ts';
import { policyOf } from './rounds.ts';
import { reviewedEffectQueries, writeDeliverableEffects } from './effects.ts';
import { loadVisibleVersion, versionsByIds } from './queries.ts';

export type ReviewDecision =
  | { state: 'approved'; finish: boolean }
  /** confirmCost: the round's cost the customer saw and confirmed (absent: '0.00', a free round). */
  | { state: 'changes_requested'; message: string; confirmCost?: string | undefined };

export type ReviewResult = { version: DeliverableVersionDto; duplicate: boolean; requestStatus: string };

/** A changes request's message, sanitised as a comment; one with nothing visible is refused. */
export function readReviewMessage(raw: string): { html: string; text: string } {
  const { html, text } = sanitizeRichText(raw);
  if (!hasVisibleText(text)) throw badRequest(DELIVERABLE_MESSAGES.messageRequired);
  return { html, text };
}

/**
 * A review of a version (approve.ts, request-changes.ts), in one transaction: the version's request
 * must be visible (else 404) and the actor on its customer side (else 403); the request row locked
 * (lock.ts: reviews and deliveries of one request take turns), then ONE read (the version's state,
 * the latest number, the effects' lookups), then ONE write batch (the review, for changes a
 * revision round, the request touched, the notifications and e-mails). A review moving the status
 * (approved with finish → Finished; changes on a Finished request → In Progress) then goes through
 * the ordinary save (requests/write.ts `saveRequestIn`, intent 'review'): its rules, its timeline,
 * its status notifications and e-mails. Only the latest version, only once: a repeat of the same
 * review by the same person (a double click, a retry) answers it as `duplicate`, anything else 409.
 *
 * A changes request is a revision round (revision_rounds, one per version): beyond the rounds the
 * request's frozen definition includes (`form.revisions` of its form_snapshot) it costs the extra
 * cost, which must be the one the customer confirmed (else 409, nothing written) and is debited
 * through the ledger (kind `revision`) under the enterprise's lock, in the same batch as the round
 * that points at it; a balance that cannot pay it is a 409 and nothing is written.
 */
export async function reviewVersion(
  ctx: AppContext,
  actor: SessionUser,
  versionId: number,
  decision: ReviewDecision,
): Promise<ReviewResult> {
  const { request: seen } = await loadVisibleVersion(ctx.db, actor, versionId);
  const message = decision.state === 'changes_requested' ? decision.message : null;
  const result = await ctx.db.transaction(async (tx) => {
    const current = await lockRequest(tx, seen.id);
    if (!current || !canSee(actor, current)) throw notFound(DELIVERABLE_MESSAGES.notFound);
    const facts = factsOf(current);
    const people = await peopleOf(tx, current.id);
    if (!canReview(actor, facts, people.assignees)) throw forbidden(DELIVERABLE_MESSAGES.reviewerOnly);
    const sanitized = message === null ? null : readReviewMessage(message);
    const request = { ...current, ...facts };
    const found = await readTogether(tx, {
      version: tx
        .select({
          id: deliverableVersions.id,
          number: deliverableVersions.number,
          reviewState: deliverableVersions.reviewState,
          reviewedById: deliverableVersions.reviewedById,
          reviewMessage: deliverableVersions.reviewMessage,
        })
        .from(deliverableVersions)
        .where(and(eq(deliverableVersions.id, versionId), eq(deliverableVersions.requestId, current.id))),
      latest: tx
        .select({ n: sql<number>`max(${deliverableVersions.number})`.as('n') })
        .from(deliverableVersions)
        .where(eq(deliverableVersions.requestId, current.id)),
      // Rounds so far (written only under this request's lock) and, for a request without a frozen
      // definition (imported data), its type's current one.
      rounds:
        decision.state === 'changes_requested'
          ? tx
              .select({ n: sql<number>`coalesce(max(${revisionRounds.round}), 0)`.as('n') })
              .from(revisionRounds)
              .where(eq(revisionRounds.requestId, current.id))
          : null,
      typeForm:
        decision.state === 'changes_requested' && !current.formSnapshot
          ? tx
              .select({ form: requestTypes.form })
              .from(requestTypes)
              .where(eq(requestTypes.id, current.requestTypeId))
          : null,
      ...reviewedEffectQueries(tx, ctx, actor, request),
    });
    // readTogether answers rows as JSON keyed by column name (snake case).
    const version = found.version[0] as
      | {
          id: number;
          number: number;
          review_state: ReviewState;
          reviewed_by_id: number | null;
          review_message: string | null;
        }
      | undefined;
    if (!version) throw notFound(DELIVERABLE_MESSAGES.notFound);
    if (version.review_state !== 'awaiting') {
      const same =
        version.review_state === decision.state &&
        version.reviewed_by_id === actor.id &&
        (sanitized === null || version.review_message === sanitized.html);
      if (same) return { id: Number(version.id), duplicate: true, status: facts.status as string };
      throw new AppError('CONFLICT', DELIVERABLE_MESSAGES.alreadyReviewed);
    }
    // A repeat of a review made before the request was cancelled is answered above; a new one is not.
    if (!takesDeliveries(facts)) throw new AppError('CONFLICT', DELIVERABLE_MESSAGES.notReviewable);
    if (version.number !== Number(found.latest[0]?.n)) {
      throw new AppError('CONFLICT', DELIVERABLE_MESSAGES.notLatest);
    }
    const nextStatus = statusAfterReview(
      facts.status,
      decision.state === 'approved' ? decision : { state: 'changes_requested' },
    );

    // The round this changes request would be, and what it costs (checked before anything is written).
    let round: { number: number; cost: Decimal; included: number } | null = null;
    if (decision.state === 'changes_requested') {
      const policy = policyOf(current.formSnapshot, found.typeForm[0]?.['form']);
      const number = Number(found.rounds[0]?.['n'] ?? 0) + 1;
      const cost = new Decimal(roundCost(policy, number));
      const confirmed = decision.confirmCost ?? '0.00';
      const details = { round: number, included: policy.included, cost: cost.toFixed(2) };
      if (!cost.eq(confirmed)) {
        throw new AppError(
          'CONFLICT',
          REVISION_MESSAGES.costChanged(number, cost.toFixed(2), new Decimal(confirmed).toFixed(2)),
          details,
        );
      }
      round = { number, cost, included: policy.included };
    }
    const locked =
      round && round.cost.gt(0) ? await lockEnterpriseBalances(tx, [current.enterpriseId]) : null;
    if (round && locked) {
      const balance = locked.get(current.enterpriseId) ?? new Decimal(0);
      if (balance.lt(round.cost)) {
        throw new AppError('CONFLICT', REVISION_MESSAGES.insufficient(round.cost, balance), {
          round: round.number,
          included: round.included,
          cost: round.cost.toFixed(2),
          balance: balance.toFixed(2),
        });
      }
      // A paid round is spending like a submission: the request creator's monthly cap holds it too
      // (their month's spend counts it), under the enterprise lock just taken; a refusal writes nothing.
      await enforceMonthlyCap(
        tx,
        actor,
        current.createdById,
        [{ enterpriseId: current.enterpriseId, kind: 'revision', amount: round.cost.negated(), note: '' }],
        current.id,
      );
    }

    // Pictures of our own files its message shows inline: referenced while it shows them (uploads/inline.ts).
    const inline = sanitized ? await visibleInlineFiles(tx, actor, current.id, sanitized.html) : [];
    const batch = new WriteBatch();
    if (inline.length) {
      batch.write(
        sql`insert into ${deliverableInlineFiles} (${sql.identifier(deliverableInlineFiles.versionId.name)}, ${sql.identifier(deliverableInlineFiles.fileId.name)})
          select ${version.id}::bigint, ${files.id} from ${files} where ${inArray(files.id, inline)}
          on conflict do nothing`,
      );
      batch.write(attachInlineSql(inline));
    }
    batch.write(
      tx
        .update(deliverableVersions)
        .set({
          reviewState: decision.state,
          reviewedById: actor.id,
          reviewedAt: sql`now()`,
          reviewMessage: sanitized?.html ?? null,
        })
        .where(and(eq(deliverableVersions.id, version.id), eq(deliverableVersions.reviewState, 'awaiting'))),
    );
    if (round) {
      // One round of changes per version (revision_rounds' unique version and (request, round) key).
      // Beyond the included rounds: the debit, and the round pointing at its ledger line.
      const charge =
        locked && round.cost.gt(0)
          ? postLedgerReturning(
              batch,
              tx,
              {
                enterpriseId: current.enterpriseId,
                kind: 'revision',
                amount: round.cost.negated(),
                requestId: current.id,
                actorId: actor.id,
                note: REVISION_MESSAGES.ledgerNote(round.number, round.included, current.title),
              },
              locked,
            )
          : null;
      const ledgerId = charge?.line ? sql`(select id from ${batch.from(charge.line)})` : sql`null`;
      batch.write(
        sql`insert into ${revisionRounds} (request_id, round, version_id, charged, ledger_id)
          values (${current.id}, ${round.number}, ${version.id}, ${round.cost.toFixed(2)}, ${ledgerId})`,
      );
      if (charge) {
        batch.write(
          auditInsert(tx, {
            actorId: actor.id,
            action: 'revision_round_charged',
            enterpriseId: current.enterpriseId,
            details: {
              requestId: current.id,
              versionId: version.id,
              round: round.number,
              included: round.included,
              amount: round.cost.toFixed(2),
              after: { balance: charge.balanceAfter },
            },
          }),
        );
      }
    }
    if (nextStatus === null) {
      batch.write(
        tx
          .update(serviceRequests)
          .set({ updatedAt: sql`now()` })
          .where(eq(serviceRequests.id, current.id)),
      );
    }
    writeDeliverableEffects(
      batch,
      tx,
      ctx,
      {
        actor,
        // As it is once reviewed: the notice's and e-mail's link opens the list the request is now in.
        request: nextStatus ? { ...request, status: nextStatus } : request,
        version: version.id,
        event:
          decision.state === 'approved'
            ? { kind: 'approved', number: version.number, finished: nextStatus === 'FINISHED' }
            : {
                kind: 'changes_requested',
                number: version.number,
                messageText: sanitized!.text,
                reopened: nextStatus === 'IN_PROGRESS',
              },
      },
      { recipients: found.recipients, info: found.info, replyKey: found.replyKey },
    );
    await batch.run(tx);
    // The status move: the ordinary save, in this transaction (its lock is already ours).
    if (nextStatus !== null) {
      await saveRequestIn(tx, ctx, actor, 'review', { status: nextStatus }, current.id);
    }
    return { id: Number(version.id), duplicate: false, status: (nextStatus ?? facts.status) as string };
  });
  const [version] = await versionsByIds(ctx.db, [result.id]);
  return { version: version!, duplicate: result.duplicate, requestStatus: result.status };
}
