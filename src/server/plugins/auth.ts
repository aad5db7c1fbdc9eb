import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { apiTokens, sessions } from '../db/schema/index.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { AppError } from '#shared/errors.ts';
import { SESSION_USERS_CHANNEL, type Database, type Db } from '../db/client.ts';
import { SessionCache } from './session-cache.ts';
import {
  loadSessionUser,
  rowsOf,
  SESSION_USER_COLUMNS,
  sessionUserSql,
  toSessionUser,
  type SessionRow,
} from '../modules/accounts/session-user.ts';
import { sha256Hex } from '../platform/token-hash.ts';
import { credentialKey, type StreamCredential } from '../platform/realtime.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/schemas/two-factor.ts';
import { API_TOKEN_MESSAGES } from '#shared/schemas/api-tokens.ts';
import {
  mustEnrol,
  REQUIREMENT_COLUMNS,
  type RequirementColumns,
} from '../modules/accounts/two-factor/requirements.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** Set when the caller authenticated with a personal API token instead of the session cookie. */
    apiToken: { id: number; access: 'read' | 'write' } | null;
    /**
     * True once this request has heard every change committed before it arrived (`Database.sync`):
     * from then on the caches' invalidations are current for it. A statement of its own (the session's
     * read) proves it for the session cache only: on PostgreSQL the read cache's channel is heard on
     * the listening connection alone (db/client.ts).
     */
    dataSynced: boolean;
    /**
     * True when this request read its user from the database (not the session cache): the read cache
     * then dates its answer from before that read (plugins/read-cache.ts).
     */
    userReadNow: boolean;
    /** Set when request.user came from the session cache: the guards confirm it (`confirmUser`). */
    cachedSession: string | null;
    confirmSession: ((request: FastifyRequest) => Promise<void>) | null;
  }
  interface FastifyContextConfig {
    /** The route answers a session good for two-factor enrolment only (stage 'enroll'). */
    enrolment?: boolean;
    /**
     * The route only reads, whatever its method (a POST by the spec's contract, such as the
     * notifications list): a read-only API token may call it.
     */
    readsOnly?: boolean;
  }
}

/** What a session of stage 'enroll' is told by every route that enrolment does not need. */
export const ENROL_FIRST = TWO_FACTOR_MESSAGES.enrolFirst;

export const hashToken = sha256Hex;

export { loadSessionUser };

/** The user of a live session: a fixed text, so PostgreSQL keeps it as a named prepared statement. */
const SESSION_BY_TOKEN = `${SESSION_USER_COLUMNS}, s.expires_at as "expiresAt", s.last_seen_at as "lastSeenAt", s.stage
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.expires_at > now() and u.deactivated_at is null`;

/**
 * The user of a live personal API token (issue 29): not revoked, not expired, its user neither deleted
 * nor deactivated. A fixed text, so PostgreSQL keeps it as a named prepared statement.
 */
const USER_BY_API_TOKEN = `${SESSION_USER_COLUMNS}, t.id as "tokenId", t.access, t.last_used_at as "lastUsedAt"
    ${REQUIREMENT_COLUMNS}
    from api_tokens t join users u on u.id = t.user_id
    where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()
      and u.deleted_at is null and u.deactivated_at is null`;

/**
 * The user of a live session token and when the session ends, or null (one statement, a named
 * prepared statement on PostgreSQL: it runs on every signed-in request that misses the cache).
 */
async function loadUserByToken(
  database: Database,
  tokenHash: string,
  providerDomain: string,
): Promise<{ user: SessionUser; expiresAt: Date; lastSeenAt: Date } | null> {
  const [row] = await database.prepared<SessionRow & { expiresAt: string | Date; lastSeenAt: string | Date }>(
    'session_user_by_token',
    SESSION_BY_TOKEN,
    [tokenHash],
  );
  return row
    ? {
        user: toSessionUser(row, providerDomain),
        expiresAt: new Date(row.expiresAt),
        lastSeenAt: new Date(row.lastSeenAt),
      }
    : null;
}

/** The token of an `Authorization: Bearer …` header; undefined without one. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : header?.toLowerCase().startsWith('bearer') ? '' : undefined;
}

/** What signed a request in (its API token, else its session cookie), as the live streams keep it. */
export function credentialOf(request: FastifyRequest): StreamCredential | null {
  const bearer = bearerOf(request.headers.authorization);
  if (bearer) return { kind: 'token', hash: hashToken(bearer) };
  const token = request.cookies[SESSION_COOKIE];
  return token ? { kind: 'session', hash: hashToken(token) } : null;
}

/**
 * The users live credentials act for now (the same rules as a request's: a session not expired, a
 * token neither revoked nor expired, the user not deactivated or deleted), keyed by credentialKey:
 * the open event streams are checked against it when access changes (platform/realtime.ts).
 */
export async function usersOfCredentials(
  db: Db,
  credentials: readonly StreamCredential[],
  providerDomain: string,
): Promise<Map<string, SessionUser>> {
  const out = new Map<string, SessionUser>();
  const hashesOf = (kind: StreamCredential['kind']) =>
    credentials.filter((c) => c.kind === kind).map((c) => sql`${c.hash}`);
  const sessionHashes = hashesOf('session');
  const tokenHashes = hashesOf('token');
  type Row = SessionRow & { hash: string };
  if (sessionHashes.length) {
    const rows = rowsOf<Row>(
      await db.execute(
        sessionUserSql(sql`, s.token_hash as hash from sessions s join users u on u.id = s.user_id
          where s.token_hash in (${sql.join(sessionHashes, sql`, `)}) and s.expires_at > now()
            and u.deactivated_at is null`),
      ),
    );
    for (const row of rows) {
      out.set(credentialKey({ kind: 'session', hash: row.hash }), toSessionUser(row, providerDomain));
    }
  }
  if (tokenHashes.length) {
    const rows = rowsOf<Row & RequirementColumns>(
      await db.execute(
        sessionUserSql(sql`, t.token_hash as hash ${sql.raw(REQUIREMENT_COLUMNS)}
          from api_tokens t join users u on u.id = t.user_id
          where t.token_hash in (${sql.join(tokenHashes, sql`, `)}) and t.revoked_at is null
            and t.expires_at > now() and u.deleted_at is null and u.deactivated_at is null`),
      ),
    );
    for (const row of rows) {
      const user = toSessionUser(row, providerDomain);
      // A token whose person must turn two-factor on first acts for nobody (its calls answer 403).
      if (!mustEnrol(user, row)) out.set(credentialKey({ kind: 'token', hash: row.hash }), user);
    }
  }
  return out;
}

/** The user a personal API token acts for, with the token's id, access and last use; or null. */
async function loadUserByApiToken(
  database: Database,
  tokenHash: string,
  providerDomain: string,
): Promise<{
  user: SessionUser;
  tokenId: number;
  access: 'read' | 'write';
  lastUsedAt: Date | null;
  mustEnrol: boolean;
} | null> {
  const [row] = await database.prepared<
    SessionRow &
      RequirementColumns & { tokenId: number; access: 'read' | 'write'; lastUsedAt: string | Date | null }
  >('user_by_api_token', USER_BY_API_TOKEN, [tokenHash]);
  if (!row) return null;
  // A token never acts in the enrolment-only stage of a session: it is a full credential or none.
  const { stage: _stage, ...rest } = row;
  const user = toSessionUser(rest, providerDomain);
  return {
    user,
    // Someone who must turn two-factor on (their enterprise's or staff's rule) and has not: their
    // token does nothing until they have, as a session of theirs does nothing but the set-up. A rule
    // turned on after the token was made holds from its next call, not from a sign-in it never makes.
    mustEnrol: mustEnrol(user, row),
    tokenId: row.tokenId,
    access: row.access,
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt) : null,
  };
}

/** What the sessions list shows of where a session was opened (issue 25). */
export type SessionOrigin = { userAgent?: string | null; address?: string | null };

/** The origin of a session opened by this request: its browser's user agent and the client address. */
export const originOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  address: request.ip,
});

/**
 * Opens a session: where it was opened (the sessions list), and its stage — 'enroll' for a person who
 * must turn on two-factor first and can do nothing else until then.
 */
export async function createSession(
  db: Db,
  userId: number,
  { userAgent = null, address = null, stage = 'full' }: SessionOrigin & { stage?: 'full' | 'enroll' } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent, address, stage });
  return { token, expiresAt };
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

const caches = new WeakMap<AppContext, SessionCache>();

/**
 * Forgets sessions ended by a use case (by their token hashes) on this instance at once; the other
 * instances drop their caches through the trigger on sessions (migration 0024).
 */
export function forgetSessions(ctx: AppContext, tokenHashes: readonly string[]): void {
  const cache = caches.get(ctx);
  for (const tokenHash of tokenHashes) cache?.forget(tokenHash);
}

/** sessions.last_seen_at is written at most this often per session. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;
/** Past this many sessions remembered, the last-seen memory starts over (it is only a saving). */
const LAST_SEEN_MEMORY = 50_000;

/** apiTokens.last_used_at is written at most this often per token. */
const TOKEN_LAST_USED_EVERY_MS = 60_000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * What a token may never do, whatever its access: the account itself (password, e-mail, two-factor,
 * sessions, the tokens, deletion) and signing in or out. Those need the person, in a browser.
 */
const TOKEN_OFF_LIMITS = /^\/api\/(account|login|logout|password-reset)(\/|\?|$)|\/two-factor(\/|\?|$)/;

/**
 * Requests per API token and minute on this instance (issue 29: tokens are rate-limited per token;
 * env API_TOKEN_REQUESTS_PER_MINUTE, 600). A fixed window in memory: a script gone wrong is stopped
 * within the minute, and the limit costs no database write per call. Two instances allow twice as
 * much; that is a bound, not an account.
 */
class TokenRateLimiter {
  private readonly perMinute: number;
  constructor(perMinute: number) {
    this.perMinute = perMinute;
  }
  private windowStart = Date.now();
  private counts = new Map<number, number>();
  allow(tokenId: number): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now;
      this.counts.clear();
    }
    const n = (this.counts.get(tokenId) ?? 0) + 1;
    this.counts.set(tokenId, n);
    return n <= this.perMinute;
  }
}

/** Ends a session and forgets it at once on this instance (logout, a sign-in rotating the cookie). */
export async function endSession(ctx: AppContext, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  caches.get(ctx)?.forget(tokenHash);
  await destroySession(ctx.db, token);
}

/**
 * Resolves request.user from the session cookie on every request: from the short-lived session
 * cache (session-cache.ts) when it can, else one statement.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const { ctx } = opts;
  const cache = new SessionCache();
  caches.set(ctx, cache);
  // Cache only once invalidations arrive; a database that cannot deliver them is asked every time.
  try {
    const unwatch = await ctx.database.watch(SESSION_USERS_CHANNEL, () => cache.clear());
    cache.enable();
    app.addHook('onClose', async () => unwatch());
  } catch (error) {
    app.log.warn({ err: error }, 'session cache off: cannot subscribe to its invalidations');
  }
  // When each session was last recorded as seen, as this instance knows it: a request writes
  // last_seen_at only when that is older than LAST_SEEN_EVERY_MS, so an active session costs one
  // small update every five minutes (which the session cache's trigger ignores).
  const lastSeen = new Map<string, number>();
  // Sessions being read, by token hash, with the cache's generation when the read began. When a
  // session's cache entry runs out (every few seconds), every request of it in flight would read it
  // at once: a busy client's requests queued behind hundreds of the same read (open-loop p99 90–120 ms
  // at 24,000/s, bench/README). One reads; the others take its answer, unless a change was announced
  // since it began (a new generation), when they read for themselves.
  const reading = new Map<string, { generation: number; read: ReturnType<typeof loadUserByToken> }>();
  const touch = async (tokenHash: string, known?: Date) => {
    const now = Date.now();
    if (known) lastSeen.set(tokenHash, known.getTime());
    const seen = lastSeen.get(tokenHash);
    if (seen !== undefined && now - seen < LAST_SEEN_EVERY_MS) return;
    if (lastSeen.size >= LAST_SEEN_MEMORY) lastSeen.clear();
    lastSeen.set(tokenHash, now);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_EVERY_MS / 1000})`),
        ),
      );
  };
  app.decorateRequest('user', null);
  app.decorateRequest('apiToken', null);
  app.decorateRequest('dataSynced', false);
  app.decorateRequest('cachedSession', null);
  app.decorateRequest('userReadNow', false);
  app.decorateRequest('confirmSession', null);
  const confirmSession = async (request: FastifyRequest) => {
    const tokenHash = request.cachedSession;
    if (!tokenHash) return;
    request.cachedSession = null;
    // Every change committed before this request arrived, on any instance, reaches the cache first.
    await ctx.database.sync();
    request.dataSynced = true;
    // Still cached: the user as they are now (another request may have read them afresh meanwhile).
    const current = cache.get(tokenHash);
    if (current) {
      request.user = current;
      return;
    }
    const generation = cache.generation;
    request.userReadNow = true;
    const found = await loadUserByToken(ctx.database, tokenHash, ctx.env.PROVIDER_DOMAIN);
    if (found) cache.set(tokenHash, found.user, found.expiresAt, generation);
    request.user = found?.user ?? null;
  };
  app.addHook('onRoute', hoistGuards);
  const tokenLimiter = new TokenRateLimiter(ctx.env.API_TOKEN_REQUESTS_PER_MINUTE);
  // When each API token was last recorded as used, as this instance knows it (as for sessions above).
  const tokenUsed = new Map<number, number>();
  const touchToken = (tokenId: number, known: Date | null) => {
    const now = Date.now();
    const seen = tokenUsed.get(tokenId) ?? known?.getTime();
    if (seen !== undefined && now - seen < TOKEN_LAST_USED_EVERY_MS) return;
    if (tokenUsed.size >= LAST_SEEN_MEMORY) tokenUsed.clear();
    tokenUsed.set(tokenId, now);
    // Off the request's path: a lost "last used" is only a less precise list, never a failed call.
    ctx.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiTokens.id, tokenId))
      .catch((error: unknown) => app.log.warn({ err: error }, 'api token: last use not recorded'));
  };
  app.addHook('onRequest', async (request) => {
    // A personal API token (issue 29) replaces the cookie altogether: a request that carries one is
    // judged by it alone, so a page elsewhere cannot borrow a browser's session by adding a token.
    const bearer = bearerOf(request.headers.authorization);
    if (bearer !== undefined) {
      // Judged on the route Fastify matched (its pattern), never on the raw URL: the router decodes
      // the path, so /api/%61ccount/… reaches the account routes and must be refused as they are.
      const route = request.routeOptions.url;
      if (!route?.startsWith('/api/')) return;
      request.userReadNow = true;
      const found = bearer
        ? await loadUserByApiToken(ctx.database, hashToken(bearer), ctx.env.PROVIDER_DOMAIN)
        : null;
      if (!found) throw new AppError('UNAUTHORIZED', API_TOKEN_MESSAGES.invalid);
      if (!tokenLimiter.allow(found.tokenId)) {
        throw new AppError('TOO_MANY_REQUESTS', API_TOKEN_MESSAGES.rateLimited);
      }
      if (found.mustEnrol) throw new AppError('FORBIDDEN', ENROL_FIRST, { twoFactor: 'enroll' });
      request.user = found.user;
      request.apiToken = { id: found.tokenId, access: found.access };
      touchToken(found.tokenId, found.lastUsedAt);
      if (TOKEN_OFF_LIMITS.test(route)) {
        throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.noTokenManagement);
      }
      if (
        found.access === 'read' &&
        !READ_METHODS.has(request.method) &&
        request.routeOptions.config.readsOnly !== true
      ) {
        throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.readOnly);
      }
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = hashToken(token);
    const cached = cache.get(tokenHash);
    if (cached) {
      request.user = cached;
      request.cachedSession = tokenHash;
      request.confirmSession = confirmSession;
      await touch(tokenHash);
      return;
    }
    const generation = cache.generation;
    const flight = reading.get(tokenHash);
    if (flight && flight.generation === generation) {
      // The session is being read for another request of it: its answer, taken as a cached one (it
      // was asked before this request arrived, so a guarded route confirms it first).
      const joined = await flight.read;
      if (joined) {
        request.user = joined.user;
        request.cachedSession = tokenHash;
        request.confirmSession = confirmSession;
        await touch(tokenHash);
      } else {
        // No such session: a token never comes back to life (a sign-in makes a new one).
        request.user = null;
      }
      return;
    }
    request.userReadNow = true;
    const read = loadUserByToken(ctx.database, tokenHash, ctx.env.PROVIDER_DOMAIN);
    reading.set(tokenHash, { generation, read });
    let found: Awaited<typeof read>;
    try {
      found = await read;
    } finally {
      if (reading.get(tokenHash)?.read === read) reading.delete(tokenHash);
    }
    if (found) {
      cache.set(tokenHash, found.user, found.expiresAt, generation);
      await touch(tokenHash, found.lastSeenAt);
    }
    request.user = found?.user ?? null;
  });
  // A session good for enrolment only reaches the routes enrolment and signing out need, nothing else.
  app.addHook('onRequest', async (request) => {
    if (request.user?.stage !== 'enroll' || request.routeOptions.config?.enrolment) return;
    // The route Fastify matched, not the raw URL (the router decodes /%61pi/… to /api/…).
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    throw new AppError('FORBIDDEN', ENROL_FIRST, { twoFactor: 'enroll' });
  });
});

/**
 * A user taken from the session cache is confirmed before a guarded route acts for them: a session
 * ended or a membership removed on another instance a moment ago must already count here (issue 30:
 * every cache is exact across instances). One shared round trip (`Database.sync`), then the cache
 * again, which the change's announcement has cleared if there was one. Routes without a guard (the
 * health checks, the web app's files) do not wait for it: their answer does not depend on who asks.
 */
export async function confirmUser(request: FastifyRequest): Promise<void> {
  if (request.cachedSession) await request.confirmSession?.(request);
}

/** Route guard: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await confirmUser(request);
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
}

/** Route guard: 403 unless staff. */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await confirmUser(request);
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (!request.user.isStaff) throw new AppError('FORBIDDEN', 'Only staff may do this.');
}

/** Route guard: 403 unless a customer (spec section 6: staff see Request Board, not Support). */
export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await confirmUser(request);
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (request.user.isStaff) throw new AppError('FORBIDDEN', 'Support is for customers.');
}

/** The signed-in user, for handlers behind requireUser. */
export function actorOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return request.user;
}

const GUARDS = new Set<unknown>([requireUser, requireStaff, requireCustomer]);

/** Whether a route's options list one of the guards above (checked before they are hoisted). */
export function hasGuard(route: Pick<RouteOptions, 'preHandler' | 'onRequest'>): boolean {
  return [route.preHandler ?? [], route.onRequest ?? []].flat().some((h) => GUARDS.has(h));
}
type Hooks = RouteOptions['onRequest'];

/**
 * Authentication and authorisation run before anything reads the request (issue 23, item 12): a
 * route lists its guard as `preHandler: requireUser` (or requireStaff, requireCustomer), which
 * Fastify would run only after parsing and validating the body, so a signed-out caller sending `{}`
 * learnt from the 400 which fields a staff route wants. Every route is rewritten as it is registered
 * so its guards run at onRequest, after the session is resolved (the app-level onRequest hook above
 * runs before any route's own) and before the body is parsed or validated: 401 or 403 first, then
 * 400 or 415. Done here, once, so a route added tomorrow with the usual `preHandler` is covered too.
 */
function hoistGuards(route: RouteOptions): void {
  const preHandler = [route.preHandler ?? []].flat() as unknown[];
  const guards = preHandler.filter((h) => GUARDS.has(h));
  if (guards.length === 0) return;
  const rest = preHandler.filter((h) => !GUARDS.has(h));
  route.preHandler = (rest.length > 0 ? rest : undefined) as RouteOptions['preHandler'];
  route.onRequest = [...([route.onRequest ?? []].flat() as unknown[]), ...guards] as Hooks;
}
