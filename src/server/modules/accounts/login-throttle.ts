import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clearCounter, hitCounter, readCounter } from '../../platform/rate-limits.ts';

/**
 * Failed sign-ins slow the one guessing, never lock the owner out (OWASP ASVS V6; issue 23, items 9
 * and 10). Counted in the database (rate_limit_counters) so the limits hold across app instances,
 * restarts and both engines.
 *
 * The account is the user's id once the identifier is resolved (username and e-mail of one account
 * are one account); an identifier that names nobody is keyed on its normalised text, so unknown and
 * known accounts behave alike and the answers do not tell which exist. The source is the client
 * address, or the browser itself when it carries a signed known-device cookie for that account
 * (known-device.ts).
 *
 * - Per (account, source) pair: the first FREE_FAILURES failures are free, then each attempt waits
 *   BASE_DELAY_MS doubling per failure, up to MAX_DELAY_MS. An attempt is counted before the password
 *   is checked (one atomic upsert that also says whether it may go ahead), so a burst of concurrent
 *   guesses gets no more tries than a sequence; a correct password clears the pair.
 * - Per account (MAX_ACCOUNT_FAILURES in WINDOW_MS, from anywhere) and per address
 *   (MAX_ADDRESS_FAILURES in WINDOW_MS, for any account, unknown ones included): past either, an
 *   address that already failed for the account is refused until the window ends. A source with no
 *   failures for the account is never refused, so the owner signs in with the right password from a
 *   clean address or a known device during an attack, and thirty failures from an office's shared
 *   address do not lock everyone there out. A known device is held only to its own pair's delays.
 */
export const FREE_FAILURES = 3;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 15 * 60_000;
/** How long a pair's failures are remembered after its last attempt. */
export const PAIR_MEMORY_MS = 24 * 3_600_000;
export const MAX_ACCOUNT_FAILURES = 8;
export const MAX_ADDRESS_FAILURES = 30;
export const WINDOW_MS = 15 * 60_000;

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please wait a few minutes.';

/** The wait before the next attempt of a pair that has `failures` failures. */
export const delayAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES));

/** The throttle's key for an account: its user id, or the identifier's normalised text. */
export const accountOf = (userId: number | null, identifier: string) =>
  userId !== null ? `u:${userId}` : `t:${identifier.normalize('NFKC').trim().toLowerCase()}`;

export type Source = { address: string; device: string | null };
export type Admission = { ok: true } | { ok: false; retryAfterS: number };

const pairKey = (account: string, s: Source) =>
  `login:pair:${account}|${s.device ? `device:${s.device}` : `address:${s.address}`}`;
const accountKey = (account: string) => `login:account:${account}`;
const addressKey = (address: string) => `login:address:${address}`;

const MEMORY = `make_interval(secs => ${PAIR_MEMORY_MS / 1000})`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export class LoginThrottle {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Counts an attempt for the pair and says whether it may check the password now. */
  async admit(account: string, source: Source): Promise<Admission> {
    const [acct, addr] = source.device
      ? [null, null]
      : await Promise.all([
          readCounter(this.db, accountKey(account)),
          readCounter(this.db, addressKey(source.address)),
        ]);
    const strictUntil = Math.max(
      acct && acct.count >= MAX_ACCOUNT_FAILURES ? acct.resetAt!.getTime() : 0,
      addr && addr.count >= MAX_ADDRESS_FAILURES ? addr.resetAt!.getTime() : 0,
    );
    const key = pairKey(account, source);
    if (await this.countAttempt(key, strictUntil > 0)) return { ok: true };
    const pair = await readCounter(this.db, key);
    const lastAttempt = (pair.resetAt?.getTime() ?? Date.now()) - PAIR_MEMORY_MS;
    const until = Math.max(strictUntil, lastAttempt + delayAfter(pair.count));
    return { ok: false, retryAfterS: Math.max(1, Math.ceil((until - Date.now()) / 1000)) };
  }

  /**
   * One upsert, atomic per pair: a pair with no failures remembered starts at 1; otherwise it counts
   * one more only if its delay has passed since the last attempt (the row's reset_at is the last
   * attempt or failure + PAIR_MEMORY_MS) and, when `strict`, never. No row back = refused.
   */
  private async countAttempt(key: string, strict: boolean): Promise<boolean> {
    const memory = sql.raw(MEMORY);
    const delay = sql.raw(
      `case when c.count < ${FREE_FAILURES} then interval '0' else make_interval(secs => least(${
        MAX_DELAY_MS / 1000
      }, ${BASE_DELAY_MS / 1000} * power(2, c.count - ${FREE_FAILURES}))) end`,
    );
    const due = strict ? sql`false` : sql`c.reset_at - ${memory} + ${delay} <= now()`;
    const rows = rowsOf<{ count: number }>(
      await this.db.execute(sql`
        insert into rate_limit_counters as c (key, count, reset_at) values (${key}, 1, now() + ${memory})
        on conflict (key) do update
          set count = case when c.reset_at <= now() then 1 else c.count + 1 end, reset_at = now() + ${memory}
          where c.reset_at <= now() or ${due}
        returning c.count`),
    );
    return rows.length > 0;
  }

  /**
   * A wrong password: the pair was counted on admission; its wait starts now, when the answer goes
   * out (a slow password check does not eat into it), and the account and address count it too.
   */
  async fail(account: string, source: Source): Promise<void> {
    await this.db.execute(
      sql`update rate_limit_counters set reset_at = now() + ${sql.raw(MEMORY)}
          where key = ${pairKey(account, source)}`,
    );
    await hitCounter(this.db, accountKey(account), WINDOW_MS);
    await hitCounter(this.db, addressKey(source.address), WINDOW_MS);
  }

  /** The right password: this pair starts over (the account's and address's counts stand). */
  async succeed(account: string, source: Source): Promise<void> {
    await clearCounter(this.db, pairKey(account, source));
  }
}
