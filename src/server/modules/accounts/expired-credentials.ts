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
  // A DELETE announces a change even when it removes nothing (the tables' triggers are per
  // statement), and each announcement empties every instance's session or read cache: only a
  // delete with something to remove is sent (issue 30's open-loop tail, bench/README.md).
  const res = await db.execute(sql`
    select exists (select 1 from ${sessions} where ${ended}) as sessions,
      exists (select 1 from ${accountTokens} where ${old}) as tokens`);
  const due = (res as unknown as { rows: { sessions: boolean; tokens: boolean }[] }).rows[0];
  const endedSessions = due?.sessions
    ? await db.delete(sessions).where(ended).returning({ tokenHash: sessions.tokenHash })
    : [];
  const oldTokens = due?.tokens
    ? await db.delete(accountTokens).where(old).returning({ tokenHash: accountTokens.tokenHash })
    : [];
  return { sessions: endedSessions.length, tokens: oldTokens.length };
}
