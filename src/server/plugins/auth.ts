import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { companies, companyMembers, enterpriseOwners, sessions, users } from '../db/schema/index.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { AppError } from '#shared/errors.ts';
import { isStaffEmail } from '#shared/domain/permissions.ts';
import type { Db } from '../db/client.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Loads everything the permission checks need about a user in two queries. */
export async function loadSessionUser(
  db: Db,
  userId: number,
  providerDomain: string,
): Promise<SessionUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [memberships, owned] = await Promise.all([
    db
      .select({ companyId: companyMembers.companyId, enterpriseId: companies.enterpriseId })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .orderBy(asc(companies.enterpriseId), asc(companies.id)),
    db
      .select({ enterpriseId: enterpriseOwners.enterpriseId })
      .from(enterpriseOwners)
      .where(eq(enterpriseOwners.userId, userId))
      .orderBy(asc(enterpriseOwners.enterpriseId)),
  ]);
  const ownedEnterpriseIds = owned.map((o) => o.enterpriseId);
  // An enterprise owner acts for every company of the enterprises they own.
  let companyIds = memberships.map((m) => m.companyId);
  if (ownedEnterpriseIds.length) {
    const ownedCompanies = await db
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.enterpriseId, ownedEnterpriseIds));
    companyIds = [...new Set([...companyIds, ...ownedCompanies.map((c) => c.id)])];
  }
  const enterpriseIds = [...new Set([...memberships.map((m) => m.enterpriseId), ...ownedEnterpriseIds])];
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImage: user.profileImage,
    isStaff: isStaffEmail(user.email, providerDomain),
    companyIds,
    ownedEnterpriseIds,
    enterpriseIds,
  };
}

export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Resolves request.user from the session cookie on every request. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const [row] = await opts.ctx.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
    if (!row) return;
    request.user = await loadSessionUser(opts.ctx.db, row.userId, opts.ctx.env.PROVIDER_DOMAIN);
  });
});

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
}

/** preHandler: 403 unless staff. */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (!request.user.isStaff) throw new AppError('FORBIDDEN', 'Only staff may do this.');
}

/** preHandler: 403 unless a customer (spec section 6: staff see Request Board, not Support). */
export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (request.user.isStaff) throw new AppError('FORBIDDEN', 'Support is for customers.');
}

/** The signed-in user, for handlers behind requireUser. */
export function actorOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return request.user;
}
