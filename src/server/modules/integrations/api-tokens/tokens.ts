import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { apiTokens, users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_MAX,
  type ApiTokenDto,
  type ApiTokenInput,
} from '#shared/schemas/api-tokens.ts';
import { sha256Hex } from '../../../platform/token-hash.ts';
import { recordAudit } from '../../audit/write.ts';

/** Every token starts so (secret scanners and people recognise it); then 32 random bytes. */
export const API_TOKEN_PREFIX = 'cdk_';
/** How much of a token its owner sees again in the list: the marker and 8 characters. */
const SHOWN = API_TOKEN_PREFIX.length + 8;

type Row = typeof apiTokens.$inferSelect;

const toDto = (row: Row, now = new Date()): ApiTokenDto => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  access: row.access,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  state: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
});

/** The caller's tokens, newest first: live, expired and revoked (so a revoked one is seen to be). */
export async function listApiTokens(db: Db, actor: SessionUser): Promise<ApiTokenDto[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, actor.id))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((r) => toDto(r));
}

/**
 * Creates a token for the caller and answers it once: only its SHA-256 is kept. At most
 * API_TOKENS_MAX live tokens per person (counted under a lock on the person's row, so two clicks
 * cannot both pass the limit).
 */
export async function createApiToken(
  db: Db,
  actor: SessionUser,
  input: ApiTokenInput,
  address: string | null,
): Promise<ApiTokenDto & { token: string }> {
  const token = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(
        and(eq(apiTokens.userId, actor.id), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date())),
      );
    if ((live?.n ?? 0) >= API_TOKENS_MAX) throw new AppError('CONFLICT', API_TOKEN_MESSAGES.tooMany);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: actor.id,
        name: input.name,
        tokenHash: sha256Hex(token),
        prefix: token.slice(0, SHOWN),
        access: input.access,
        expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000),
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api_token_created',
      targetUserId: actor.id,
      details: { after: { name: input.name, access: input.access, expiresAt: row!.expiresAt }, address },
    });
    return { ...toDto(row!), token };
  });
}

/**
 * The update that revokes every live token of a person: a credential change (password changed or
 * reset), a deactivation or an account deletion ends their tokens as it ends their sessions (a token
 * minted from a stolen session must not outlive the password reset that ends it). Run it in the
 * change's own transaction, directly or as part of its write batch.
 */
export const revokeApiTokensOf = (tx: Db, userId: number) =>
  tx
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));

/** Revokes one of the caller's tokens: its next use answers 401. Someone else's token is a 404. */
export async function revokeApiToken(
  db: Db,
  actor: SessionUser,
  id: number,
  address: string | null,
): Promise<ApiTokenDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, actor.id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', API_TOKEN_MESSAGES.notFound);
    if (row.revokedAt) return toDto(row);
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(eq(apiTokens.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api_token_revoked',
      targetUserId: actor.id,
      details: { before: { name: row.name, access: row.access }, after: null, address },
    });
    return toDto(revoked!);
  });
}
