import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { enterprises, users, webhookDeliveries, webhookEndpoints } from '../../../db/schema/index.ts';
import { retire, secretsInGrace } from './signing.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { AppError, badRequest } from '#shared/errors.ts';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type WebhookEndpointDto,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
} from '#shared/schemas/webhooks.ts';
import { recordAudit } from '../../audit/write.ts';
import { checkWebhookUrl, UnsafeUrlError } from './url-safety.ts';
import { sealWebhookSecret } from './secret-store.ts';

/*
 * Webhook endpoints (issue 29): staff manage every endpoint, those of any enterprise and their own
 * that hear every enterprise (enterprise_id null); an enterprise's owner manages that enterprise's
 * endpoints only. Any other endpoint answers 404, as another enterprise's data does everywhere.
 */

/** A day of grace: after a rotation the secret it replaced signs too, for this long. */
export const ROTATION_GRACE_MS = 24 * 3600 * 1000;

/** Standard Webhooks' format: `whsec_` and the base64 of the key's bytes (24 random bytes). */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(24).toString('base64')}`;

type Row = typeof webhookEndpoints.$inferSelect;

/** What the list shows of a secret: `whsec_` and 4 characters. */
const hintOf = (secret: string) => secret.slice(0, 10);

const MAY_NOT = 'Only staff and company group owners manage webhooks.';

/** Whether the actor may manage webhooks at all (staff, or the owner of an enterprise). */
function assertManager(actor: SessionUser): void {
  if (!actor.isStaff && actor.ownedEnterpriseIds.length === 0) throw new AppError('FORBIDDEN', MAY_NOT);
}

/** The endpoints the actor may see: all for staff, their enterprises' for an owner. */
export const visibleEndpoints = (actor: SessionUser): SQL | undefined =>
  actor.isStaff
    ? undefined
    : actor.ownedEnterpriseIds.length
      ? inArray(webhookEndpoints.enterpriseId, actor.ownedEnterpriseIds)
      : sql`false`;

const counts = (status: 'pending' | 'failed') =>
  status === 'pending'
    ? sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints.id} and d.status in ('pending', 'sending'))`
    : sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'failed')`;

const creator = alias(users, 'creator');

async function readEndpoints(db: Db, where: SQL | undefined): Promise<WebhookEndpointDto[]> {
  const rows = await db
    .select({
      row: webhookEndpoints,
      enterpriseName: enterprises.name,
      creatorName: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${creator.firstName}, ${creator.lastName})), '')`,
      creatorUsername: creator.username,
      pending: counts('pending'),
      failed: counts('failed'),
    })
    .from(webhookEndpoints)
    .leftJoin(enterprises, eq(enterprises.id, webhookEndpoints.enterpriseId))
    .leftJoin(creator, eq(creator.id, webhookEndpoints.createdById))
    .where(where)
    .orderBy(asc(webhookEndpoints.id));
  const now = Date.now();
  return rows.map(({ row, enterpriseName, creatorName, creatorUsername, pending, failed }) =>
    toDto(row, enterpriseName, now, creatorName ?? creatorUsername, pending, failed),
  );
}

function toDto(
  row: Row,
  enterpriseName: string | null,
  now: number,
  creatorName: string | null,
  pending = 0,
  failed = 0,
): WebhookEndpointDto {
  // The day of grace that ends last (the newest rotation's).
  const grace = secretsInGrace(row.retiredSecrets, now)[0];
  return {
    id: row.id,
    enterpriseId: row.enterpriseId,
    enterpriseName,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    secretHint: `${row.secretHint}…`,
    previousSecretExpiresAt: grace ? new Date(grace.expiresAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pending: Number(pending),
    failed: Number(failed),
    createdBy: row.createdById === null ? null : { id: row.createdById, name: creatorName ?? '' },
    paused: row.pausedAt ? { at: row.pausedAt.toISOString(), reason: row.pausedReason ?? '' } : null,
  };
}

export async function listEndpoints(db: Db, actor: SessionUser): Promise<WebhookEndpointDto[]> {
  assertManager(actor);
  return readEndpoints(db, visibleEndpoints(actor));
}

/** One endpoint the actor may manage, or 404. */
export async function getEndpoint(db: Db, actor: SessionUser, id: number): Promise<WebhookEndpointDto> {
  assertManager(actor);
  const [found] = await readEndpoints(db, and(eq(webhookEndpoints.id, id), visibleEndpoints(actor)));
  if (!found) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return found;
}

/** The endpoint's row, locked, when the actor may manage it; otherwise 404. */
export async function lockEndpoint(tx: Db, actor: SessionUser, id: number): Promise<Row> {
  assertManager(actor);
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), visibleEndpoints(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return row;
}

/** The URL checked as a delivery will check it (shape, https, where the host leads): 400 otherwise. */
async function checkedUrl(ctx: AppContext, raw: string): Promise<string> {
  try {
    const url = await checkWebhookUrl(raw, {
      allowHttp: ctx.env.webhooksAllowHttp,
      allowPrivate: ctx.env.WEBHOOKS_ALLOW_PRIVATE_URLS,
    });
    return url.toString();
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw badRequest(err.message);
    throw err;
  }
}

/** The enterprise a new endpoint hears: staff choose (null = all); an owner one of theirs. */
async function enterpriseFor(
  db: Db,
  actor: SessionUser,
  wanted: number | null | undefined,
): Promise<number | null> {
  if (actor.isStaff) {
    if (wanted === null || wanted === undefined) return null;
    const [e] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, wanted));
    if (!e) throw badRequest(WEBHOOK_MESSAGES.enterpriseRequired);
    return wanted;
  }
  if (wanted === null || wanted === undefined) {
    if (actor.ownedEnterpriseIds.length === 1) return actor.ownedEnterpriseIds[0]!;
    throw badRequest(WEBHOOK_MESSAGES.enterpriseRequired);
  }
  if (!actor.ownedEnterpriseIds.includes(wanted)) throw badRequest(WEBHOOK_MESSAGES.enterpriseNotOwned);
  return wanted;
}

/** Creates an endpoint; the answer holds its secret, shown this once. */
export async function createEndpoint(
  ctx: AppContext,
  actor: SessionUser,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointDto & { secret: string }> {
  assertManager(actor);
  const url = await checkedUrl(ctx, input.url);
  const enterpriseId = await enterpriseFor(ctx.db, actor, input.enterpriseId);
  const secret = newWebhookSecret();
  return ctx.db.transaction(async (tx) => {
    // Counted under a lock (the enterprise's row, or the actor's for all-enterprise ones), so two
    // clicks cannot both pass the limit.
    if (enterpriseId !== null) {
      await tx
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.id, enterpriseId))
        .for('update');
    } else {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    }
    const [n] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(
        enterpriseId === null
          ? isNull(webhookEndpoints.enterpriseId)
          : eq(webhookEndpoints.enterpriseId, enterpriseId),
      );
    if ((n?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        enterpriseId,
        createdById: actor.id,
        url,
        description: input.description,
        events: input.events,
        enabled: input.enabled,
        secret: sealWebhookSecret(ctx.env, secret),
        secretHint: hintOf(secret),
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint_created',
      enterpriseId,
      details: { after: { url, events: input.events, enabled: input.enabled } },
    });
    const [dto] = await readEndpoints(tx, eq(webhookEndpoints.id, row!.id));
    return { ...dto!, secret };
  });
}

/**
 * Changes an endpoint's address, description, events or on/off. Turning a paused endpoint on resumes
 * it: it answers to the actor from then on (`created_by_id`), who may manage it, and the resumption is
 * audit-logged beside the change.
 */
export async function updateEndpoint(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  input: WebhookEndpointUpdate,
): Promise<WebhookEndpointDto> {
  assertManager(actor);
  const url = input.url !== undefined ? await checkedUrl(ctx, input.url) : undefined;
  return ctx.db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, actor, id);
    const set = {
      ...(url !== undefined ? { url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    };
    const resumed = before.pausedAt !== null && input.enabled === true;
    await tx
      .update(webhookEndpoints)
      .set({
        ...set,
        ...(resumed ? { pausedAt: null, pausedReason: null, createdById: actor.id } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id));
    if (resumed) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'webhook_endpoint_resumed',
        enterpriseId: before.enterpriseId,
        details: {
          endpoint: { id, url: before.url },
          before: { createdById: before.createdById, pausedReason: before.pausedReason },
          after: { createdById: actor.id },
        },
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint_changed',
      enterpriseId: before.enterpriseId,
      details: {
        before: { url: before.url, events: before.events, enabled: before.enabled },
        after: set,
      },
    });
    const [dto] = await readEndpoints(tx, eq(webhookEndpoints.id, id));
    return dto!;
  });
}

/** Deletes an endpoint and its queue and log. */
export async function deleteEndpoint(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockEndpoint(tx, actor, id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint_deleted',
      enterpriseId: row.enterpriseId,
      details: { before: { url: row.url, events: row.events }, after: null },
    });
  });
}

/**
 * A new secret; the current one keeps signing beside it for a day (deliveries carry every live
 * secret's signature), so a receiver can switch without losing an event, as do the secrets earlier
 * rotations retired until their own day ends. Answers the new secret, once.
 */
export async function rotateSecret(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<WebhookEndpointDto & { secret: string }> {
  const secret = newWebhookSecret();
  return ctx.db.transaction(async (tx) => {
    const row = await lockEndpoint(tx, actor, id);
    await tx
      .update(webhookEndpoints)
      .set({
        secret: sealWebhookSecret(ctx.env, secret),
        secretHint: hintOf(secret),
        retiredSecrets: retire(row.secret, row.retiredSecrets, ROTATION_GRACE_MS),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_secret_rotated',
      enterpriseId: row.enterpriseId,
      details: { endpoint: { id, url: row.url } },
    });
    const [dto] = await readEndpoints(tx, eq(webhookEndpoints.id, id));
    return { ...dto!, secret };
  });
}
