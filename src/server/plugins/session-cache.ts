import type { SessionUser } from '../context.ts';

/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry = { user: SessionUser; until: number };

/**
 * Signed-in users by session token hash, for a few seconds (issue 14: resolving the session was most of
 * a signed-in request's cost, /healthz included).
 *
 * Correctness first: every change that could alter a cached user is announced by a trigger on
 * `session_users` (`SESSION_USERS_CHANNEL`; a session ended or changed, a user row changed: password,
 * e-mail, name; a company membership or an enterprise ownership added or removed; a company moved to
 * another enterprise; see the migration `session_cache_invalidation`), and the whole cache is dropped when it arrives. On this instance the announcement
 * arrives before the changing statement's promise resolves (PGlite delivers it synchronously; on
 * PostgreSQL every pooled connection LISTENs, and a connection's own notification comes back with its
 * COMMIT), so a change is seen by the very next request. Other instances get it within milliseconds,
 * and a guarded route does not act on a cached user before its instance has heard every change
 * committed before the request arrived (plugins/auth.ts `confirmUser`, `Database.sync`); the TTL
 * bounds what a lost notification (a dropped connection) could leave behind. An entry never
 * outlives its session's expiry. Until the subscription is in place nothing is cached.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private enabled = false;
  private cleared = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(opts: { ttlMs?: number; now?: () => number } = {}) {
    this.ttlMs = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.now = opts.now ?? Date.now;
  }

  /** Called once the invalidation channel is subscribed; before that every lookup misses. */
  enable(): void {
    this.enabled = true;
  }

  /**
   * Take it before reading a user, pass it to `set`: a user read before an announcement that arrived
   * while the read was under way may predate the change, and is not kept.
   */
  get generation(): number {
    return this.cleared;
  }

  get(tokenHash: string): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  set(tokenHash: string, user: SessionUser, sessionExpiresAt: Date, generation: number): void {
    if (!this.enabled || generation !== this.cleared) return;
    // Oldest first: a full cache forgets the entry stored longest ago.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const until = Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime());
    // Shared by every request of the session for a while: frozen, so no handler can change it for the next.
    Object.freeze(user.companyIds);
    Object.freeze(user.ownedEnterpriseIds);
    Object.freeze(user.enterpriseIds);
    this.entries.set(tokenHash, { user: Object.freeze(user), until });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  clear(): void {
    this.cleared++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
