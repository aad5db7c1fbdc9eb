/**
 * Counts failed sign-ins per client address and identifier. After MAX_FAILURES inside WINDOW_MS,
 * further attempts are refused until the window passes; a success clears the count.
 * In-process: each app instance throttles independently, which still bounds guessing per instance.
 */
export const MAX_FAILURES = 8;
export const WINDOW_MS = 5 * 60_000;

export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();
  private readonly now: () => number;
  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  isBlocked(key: string): boolean {
    const entry = this.failures.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= MAX_FAILURES;
  }

  fail(key: string): void {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= this.now()) {
      this.failures.set(key, { count: 1, resetAt: this.now() + WINDOW_MS });
      if (this.failures.size > 50_000) this.prune();
    } else entry.count++;
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private prune(): void {
    const now = this.now();
    for (const [k, v] of this.failures) if (v.resetAt <= now) this.failures.delete(k);
  }
}
