/**
 * Whether an error means "the database is away" (restart, failover, a terminated connection, a full
 * pool that could not connect in time) rather than "this query is wrong". Such a request answers
 * 503 and the next one tries again on a fresh connection: the process never exits for it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); walk the chain.
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // 08xxx connection exceptions; 57P01-57P03 admin shutdown, crash shutdown, cannot connect now.
      if (/^08/.test(code) || /^57P0[1-3]$/.test(code)) return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) {
        return true;
      }
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection due to administrator command|Query read timeout/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}
