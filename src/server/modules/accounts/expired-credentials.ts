import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, sessions } from '../../db/schema/index.ts';

/**
 * Removes what can no longer be used: sessions past their end, and account tokens (reset links,
 * e-mail changes, two-factor steps) a day after they expired — kept that long so that a late click
 * still meets "this link has expired" rather than "this link is not valid". Run by housekeeping.
 */
export async function pruneExpiredCredentials(db: Db): Promise<{ sessions: number; tokens: number }> {
  const endedSessions = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, sql`now()`))
    .returning({ tokenHash: sessions.tokenHash });
  const oldTokens = await db
    .delete(accountTokens)
    .where(lte(accountTokens.expiresAt, sql`now() - interval '1 day'`))
    .returning({ tokenHash: accountTokens.tokenHash });
  return { sessions: endedSessions.length, tokens: oldTokens.length };
}
