import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { enterpriseOwners, users, webhookEndpoints } from '../../../db/schema/index.ts';
import type { WebhookPauseReason } from '#shared/schemas/webhooks.ts';
import { recordAudit } from '../../audit/write.ts';
import { isStaffUserSql } from '../../accounts/users.ts';

/*
 * An endpoint answers to one person (`created_by_id`: who added it, or who last resumed it). When that
 * person may no longer manage it — removed from the company group, left it, made a member, account
 * deleted, staff account deactivated — the endpoint must not go on receiving the group's events on
 * their word: it is paused in the same transaction as the change (turned off, with the reason and the
 * time), which holds what is queued and queues nothing new, and each pause is audit-logged for the
 * endpoint's company group. The remaining owners see it paused, by whom it was added and why, and may
 * resume it: it then answers to them (endpoints.ts updateEndpoint).
 */

/**
 * Pauses the endpoints that answer to `userId` (of one enterprise, or with `enterpriseId` null all of
 * theirs), not already paused. Answers how many.
 */
export async function pauseWebhooksOf(
  tx: Db,
  input: {
    userId: number;
    enterpriseId: number | null;
    actorId: number;
    reason: WebhookPauseReason;
    address: string | null;
  },
): Promise<number> {
  const paused = await tx
    .update(webhookEndpoints)
    .set({
      enabled: false,
      pausedAt: sql`now()` as unknown as Date,
      pausedReason: input.reason,
      updatedAt: sql`now()` as unknown as Date,
    })
    .where(
      and(
        eq(webhookEndpoints.createdById, input.userId),
        input.enterpriseId === null ? undefined : eq(webhookEndpoints.enterpriseId, input.enterpriseId),
        isNull(webhookEndpoints.pausedAt),
      ),
    )
    .returning({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      enterpriseId: webhookEndpoints.enterpriseId,
    });
  for (const ep of paused) {
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'webhook_endpoint_paused',
      targetUserId: input.userId,
      enterpriseId: ep.enterpriseId,
      details: { endpoint: { id: ep.id, url: ep.url }, reason: input.reason, address: input.address },
    });
  }
  return paused.length;
}

/**
 * SQL over an endpoint row `ep`: whether the person it answers to may still manage it (an owner of its
 * enterprise, or an active staff account). The worker sends nothing for an endpoint where this is
 * false, so a way of losing that standing that did not pause it (a row changed by hand, an e-mail
 * moved out of the staff domain) holds its deliveries all the same; no one vouches for an endpoint
 * whose person's row is gone.
 */
export const endpointAnswersToManagerSql = (providerDomain: string) => sql<boolean>`(
  exists (select 1 from ${enterpriseOwners}
           where ${enterpriseOwners.enterpriseId} = ep.enterprise_id
             and ${enterpriseOwners.userId} = ep.created_by_id)
  or exists (select 1 from ${users}
              where ${users.id} = ep.created_by_id
                and ${users.deletedAt} is null and ${users.deactivatedAt} is null
                and ${isStaffUserSql(providerDomain)}))`;

/**
 * Housekeeping (hourly, and soon after start): pauses every endpoint, not paused yet, whose person
 * may not manage it, whatever let that happen without a pause (an endpoint from before pausing
 * existed whose person left long ago, a person's row gone, a race between an owner's demotion and
 * their own save). Until it runs the worker holds such an endpoint's deliveries all the same; once it
 * has, the endpoint shows as paused, with its Resume, instead of on and silent. Audit-logged as the
 * system's. Answers how many.
 */
export async function pauseEndpointsWithoutManager(tx: Db, providerDomain: string): Promise<number> {
  const res = (await tx.execute(sql`update ${webhookEndpoints} ep
    set enabled = false, paused_at = now(), paused_reason = ${'no_manager' satisfies WebhookPauseReason},
        updated_at = now()
    where ep.paused_at is null and not ${endpointAnswersToManagerSql(providerDomain)}
    returning ep.id, ep.url, ep.enterprise_id, ep.created_by_id`)) as unknown as {
    rows: { id: number; url: string; enterprise_id: number | null; created_by_id: number | null }[];
  };
  for (const ep of res.rows) {
    await recordAudit(tx, {
      actorId: null,
      action: 'webhook_endpoint_paused',
      targetUserId: ep.created_by_id === null ? null : Number(ep.created_by_id),
      enterpriseId: ep.enterprise_id === null ? null : Number(ep.enterprise_id),
      details: { endpoint: { id: Number(ep.id), url: ep.url }, reason: 'no_manager', address: null },
    });
  }
  return res.rows.length;
}
