import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, sessions } from '../../db/schema/index.ts';

/**
 * Removes what can no longer be used: sessions past their end, and account tokens (reset links,
 * e-mail changes, two-factor steps) a day after they expired — kept that long so that a late click
 * still meets "this link has expired" rather than "this link is not valid". Run by housekeeping.
 */
export async function pruneExpiredCredentials(db: Db): Promise<{ sessions: number; tokens: number }> {
  const ended = lte(sessions.expiresAt, sql`now()`);
  const old = lte(accountTokens.expiresAt, sql`now() - interval '1 day'`);
  // A delete that removes nothing announces nothing (migration 0039): the hourly run on a quiet
  // database leaves every instance's caches alone.
  const endedSessions = await db.delete(sessions).where(ended).returning({ tokenHash: sessions.tokenHash });
  const oldTokens = await db
    .delete(accountTokens)
    .where(old)
    .returning({ tokenHash: accountTokens.tokenHash });
  return { sessions: endedSessions.length, tokens: oldTokens.length };
}
