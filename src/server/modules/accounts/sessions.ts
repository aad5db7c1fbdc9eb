import Bowser from 'bowser';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { recordAudit } from '../audit/write.ts';
import { SESSION_NOT_FOUND, type AccountSession } from '#shared/schemas/account-security.ts';

/**
 * The sessions list of /account (issue 25): where a person is signed in, and ending sessions.
 *
 * A session is shown by a short public id, the first 16 hex digits of its token's SHA-256: enough to
 * tell a person's sessions apart, and nothing anyone can sign in with (the token is 256 random bits;
 * the table keeps only its hash). Ending sessions answers the hashes it removed, so the route can drop
 * them from this instance's session cache at once; the trigger on sessions tells every other instance.
 */

export const publicSessionId = (tokenHash: string) => tokenHash.slice(0, 16);

const iso = (d: Date | string) => new Date(d).toISOString();

/** "Chrome 131" and "macOS 14" from a user agent; "Unknown browser" when there is none. */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } {
  if (!userAgent) return { browser: 'Unknown browser', os: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : 'Unknown browser';
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : 'Unknown system';
  return { browser, os };
}

/** The user's live sessions, the current one first, then the most recently active. */
export async function listSessions(
  db: Db,
  userId: number,
  currentTokenHash: string,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((r) => ({
      id: publicSessionId(r.tokenHash),
      ...describeUserAgent(r.userAgent),
      address: r.address,
      createdAt: iso(r.createdAt),
      lastSeenAt: iso(r.lastSeenAt),
      current: r.tokenHash === currentTokenHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the user's sessions by its public id (the current one too: that is signing out here).
 * Another person's session, or one already ended, answers 404 and changes nothing.
 */
export async function endOneSession(
  db: Db,
  userId: number,
  id: string,
  address: string | null = null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), sql`left(${sessions.tokenHash}, 16) = ${id}`))
      .returning({ tokenHash: sessions.tokenHash });
    if (gone.length === 0) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
    await recordAudit(tx, {
      actorId: userId,
      action: 'session_ended',
      targetUserId: userId,
      details: { session: id, address },
    });
    return gone.map((g) => g.tokenHash);
  });
}

/** Ends every session of the user but `keepTokenHash` (null: every one). Answers the ended hashes. */
export async function endOtherSessions(
  db: Db,
  userId: number,
  keepTokenHash: string | null,
  address: string | null = null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(
        keepTokenHash === null
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)),
      )
      .returning({ tokenHash: sessions.tokenHash });
    await recordAudit(tx, {
      actorId: userId,
      action: 'other_sessions_ended',
      targetUserId: userId,
      details: { sessionsEnded: gone.length, address },
    });
    return gone.map((g) => g.tokenHash);
  });
}

/**
 * POST /api/logout: the session ends and, when it was a live one, the audit log says who signed out
 * and from where (one transaction).
 */
export async function signOut(db: Db, tokenHash: string, address: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .returning({ userId: sessions.userId });
    const who = gone[0]?.userId;
    if (who === undefined) return;
    await recordAudit(tx, {
      actorId: who,
      action: 'signed_out',
      targetUserId: who,
      details: { address },
    });
  });
}
