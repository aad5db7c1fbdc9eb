import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/**
 * Fixed-window counters in the database (table rate_limit_counters), shared by every app instance and
 * kept across restarts. `hit` counts one event atomically (one upsert) and says how many the window
 * holds; a window that has passed starts over at 1.
 */
export async function hitCounter(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: Date }> {
  const resetAt = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: sql`${resetAt}` as unknown as Date })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then ${resetAt} else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  return row!;
}

/** The count a key holds in its current window (0 when none or expired). */
export async function readCounter(db: Db, key: string): Promise<{ count: number; resetAt: Date | null }> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > now()`);
  return row ?? { count: 0, resetAt: null };
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Housekeeping: forgets windows that have passed. */
export async function pruneRateLimitCounters(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.resetAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so the per-route limits
 * (`config.rateLimit`) hold across instances and restarts like the sign-in throttle does.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseStore {
    private readonly prefix: string;
    constructor(options: { routeInfo?: { method?: string; url?: string } } = {}) {
      const route = options.routeInfo;
      this.prefix = route ? `rl:${route.method ?? ''} ${route.url ?? ''}|` : 'rl:|';
    }
    incr(key: string, cb: IncrCallback, timeWindow: number): void {
      hitCounter(db, this.prefix + key, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: Math.max(0, r.resetAt.getTime() - Date.now()) }),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: IncrCallback): void {
      readCounter(db, this.prefix + key).then(
        (r) =>
          cb(null, { current: r.count, ttl: r.resetAt ? Math.max(0, r.resetAt.getTime() - Date.now()) : 0 }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      return new DatabaseStore(routeOptions);
    }
  };
}
