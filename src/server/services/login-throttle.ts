import type { Db } from '../db/client.ts';
import { clearCounter, hitCounter, readCounter } from './rate-limits.ts';

/**
 * Failed sign-ins, counted in the database (rate_limit_counters) so the limit holds across app
 * instances and restarts. Two counters per attempt:
 * - per account (the identifier, whatever the address): MAX_ACCOUNT_FAILURES inside WINDOW_MS;
 *   a successful sign-in clears it;
 * - per client address (whatever the account): MAX_ADDRESS_FAILURES inside WINDOW_MS, so rotating
 *   through accounts does not help either; a success does not clear it.
 * The client address is the connection's own unless TRUST_PROXY names the proxies in front.
 */
export const MAX_ACCOUNT_FAILURES = 8;
export const MAX_ADDRESS_FAILURES = 30;
export const WINDOW_MS = 5 * 60_000;

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please wait a few minutes.';

const accountKey = (identifier: string) => `login:account:${identifier.trim().toLowerCase()}`;
const addressKey = (ip: string) => `login:address:${ip}`;

export class LoginThrottle {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async isBlocked(ip: string, identifier: string): Promise<boolean> {
    const [account, address] = await Promise.all([
      readCounter(this.db, accountKey(identifier)),
      readCounter(this.db, addressKey(ip)),
    ]);
    return account.count >= MAX_ACCOUNT_FAILURES || address.count >= MAX_ADDRESS_FAILURES;
  }

  async fail(ip: string, identifier: string): Promise<void> {
    await hitCounter(this.db, accountKey(identifier), WINDOW_MS);
    await hitCounter(this.db, addressKey(ip), WINDOW_MS);
  }

  async succeed(identifier: string): Promise<void> {
    await clearCounter(this.db, accountKey(identifier));
  }
}
