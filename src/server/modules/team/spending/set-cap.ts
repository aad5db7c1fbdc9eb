import { Decimal } from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../context.ts';
import { spendingCaps } from '../../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { CAP_INVALID, CAP_PATTERN, OWNER_NOT_CAPPED } from '#shared/schemas/spending.ts';
import { recordAudit } from '../../audit/write.ts';
import { lockEnterprise, requireInTeam, requireTeamAccess, standingOf } from '../access.ts';

/** A cap as sent: null or '' clears it; otherwise at least 0 with at most two decimals (else 400). */
export function parseCap(value: string | number | null): string | null {
  if (value === null) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (text === '' && typeof value === 'string') return null;
  if (!CAP_PATTERN.test(text)) throw new AppError('BAD_REQUEST', CAP_INVALID, { field: 'monthlyCap' });
  return new Decimal(text).toFixed(2);
}

/**
 * PUT /api/team/:enterpriseId/people/:userId/cap (owners, staff): sets or clears a person's monthly
 * credit cap. Owners are never capped (setting one on an owner: 409). Under the enterprise's lock;
 * writes a `cap_changed` audit entry (before, after) when it changes.
 */
export async function setCap(
  db: Db,
  actor: SessionUser,
  input: { enterpriseId: number; userId: number; monthlyCap: string | number | null; address: string | null },
): Promise<{ changed: boolean; monthlyCap: string | null }> {
  await requireTeamAccess(db, actor, input.enterpriseId);
  const cap = parseCap(input.monthlyCap);
  return db.transaction(async (tx) => {
    await lockEnterprise(tx, input.enterpriseId);
    const standing = await standingOf(tx, input.enterpriseId, input.userId);
    requireInTeam(standing);
    if (standing.isOwner && cap !== null) throw new AppError('CONFLICT', OWNER_NOT_CAPPED);
    const where = and(
      eq(spendingCaps.enterpriseId, input.enterpriseId),
      eq(spendingCaps.userId, input.userId),
    );
    const [row] = await tx.select({ cap: spendingCaps.monthlyCap }).from(spendingCaps).where(where);
    const before = row ? new Decimal(row.cap).toFixed(2) : null;
    if (before === cap) return { changed: false, monthlyCap: cap };
    if (cap === null) {
      await tx.delete(spendingCaps).where(where);
    } else {
      await tx
        .insert(spendingCaps)
        .values({
          enterpriseId: input.enterpriseId,
          userId: input.userId,
          monthlyCap: cap,
          updatedById: actor.id,
        })
        .onConflictDoUpdate({
          target: [spendingCaps.enterpriseId, spendingCaps.userId],
          set: { monthlyCap: cap, updatedById: actor.id, updatedAt: sql`now()` },
        });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'cap_changed',
      targetUserId: input.userId,
      enterpriseId: input.enterpriseId,
      details: { before: { monthlyCap: before }, after: { monthlyCap: cap }, address: input.address },
    });
    return { changed: true, monthlyCap: cap };
  });
}
