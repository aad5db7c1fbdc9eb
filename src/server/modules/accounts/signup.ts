import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  enterpriseOwners,
  enterprises,
  signupRequests,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { creditAllowance } from '#shared/domain/membership.ts';
import { isStaffEmail } from '#shared/domain/permissions.ts';
import {
  SIGNUP_EMAIL_TAKEN,
  SIGNUP_STAFF_EMAIL,
  type SignupInput,
  type SignupOptionsDto,
  type SignupRequestDto,
} from '#shared/schemas/signup.ts';
import { hashPassword } from './passwords.ts';
import { verifyInvitationToken } from './invitations.ts';

export const INVITATION_NOT_VALID = 'This invitation link is not valid.';
import { lockEnterpriseBalances, postLedger } from '../credits/ledger.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { auditInsert } from '../audit/write.ts';
import { queueEmail, staffUsersQuery } from '../../platform/email/outbox.ts';
import { appUrl, templates } from '../../platform/email/templates.ts';

type Row = typeof signupRequests.$inferSelect;
const notFound = () => new AppError('NOT_FOUND', 'Sign-up request not found');
const lower = (s: string) => s.trim().toLowerCase();

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, lower(email)));
  return Boolean(u);
}

/** The enterprise and companies an invitation link offers, if the inviting employee belongs to it. */
export async function signupOptions(
  db: Db,
  enterpriseId: number,
  employeeId: number,
): Promise<SignupOptionsDto> {
  const [enterprise] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  const [inviter] = await db.select().from(users).where(eq(users.id, employeeId));
  if (!enterprise || !inviter) throw new AppError('NOT_FOUND', INVITATION_NOT_VALID);
  const list = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.enterpriseId, enterpriseId))
    .orderBy(asc(companies.name));
  const [owner] = await db
    .select({ id: enterpriseOwners.userId })
    .from(enterpriseOwners)
    .where(and(eq(enterpriseOwners.enterpriseId, enterpriseId), eq(enterpriseOwners.userId, employeeId)));
  const [member] = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, employeeId),
        inArray(companyMembers.companyId, list.map((c) => c.id).concat(0)),
      ),
    );
  if (!owner && !member) throw new AppError('NOT_FOUND', INVITATION_NOT_VALID);
  return {
    enterprise: { id: enterprise.id, name: enterprise.name },
    companies: list,
    inviter: { firstName: inviter.firstName, lastName: inviter.lastName },
  };
}

/** Owners' e-mails of an enterprise, first owner first. */
async function ownerEmails(db: Db, enterpriseId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(enterpriseOwners)
    .innerJoin(users, eq(users.id, enterpriseOwners.userId))
    .where(eq(enterpriseOwners.enterpriseId, enterpriseId))
    .orderBy(asc(enterpriseOwners.position));
  return rows.map((r) => r.email);
}

/**
 * Stores a public sign-up request and tells whoever approves it: staff for a new enterprise, the
 * enterprise's owners for a member (staff when no enterprise could be matched). The answer is the
 * same whether or not an owner was matched, so the form reveals nothing about other enterprises.
 */
export async function submitSignup(ctx: AppContext, input: SignupInput): Promise<void> {
  // Staff are whoever has an e-mail of the provider's domain; with no e-mail verification, an owner
  // approving such a request would create a staff account that sees every enterprise.
  if (isStaffEmail(input.email, ctx.env.PROVIDER_DOMAIN)) {
    throw new AppError('BAD_REQUEST', SIGNUP_STAFF_EMAIL);
  }
  if (await emailTaken(ctx.db, input.email)) throw new AppError('CONFLICT', SIGNUP_EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  let enterpriseId: number | null = null;
  let companyId: number | null = null;
  let companyName = input.companyName;
  let inviterId: number | null = null;
  if (input.kind === 'member') {
    if (input.enterpriseId && input.inviteToken) {
      inviterId = await verifyInvitationToken(ctx.db, input.enterpriseId, input.inviteToken);
      if (!inviterId) throw new AppError('NOT_FOUND', INVITATION_NOT_VALID);
      const options = await signupOptions(ctx.db, input.enterpriseId, inviterId);
      enterpriseId = options.enterprise.id;
      const chosen = options.companies.find((c) => c.id === input.companyId);
      if (input.companyId && !chosen) throw new AppError('BAD_REQUEST', 'Please select a company');
      companyId = chosen?.id ?? null;
      companyName = chosen?.name ?? companyName;
    } else if (input.ownerEmail) {
      const [owned] = await ctx.db
        .select({ enterpriseId: enterpriseOwners.enterpriseId })
        .from(enterpriseOwners)
        .innerJoin(users, eq(users.id, enterpriseOwners.userId))
        .where(eq(sql`lower(${users.email})`, lower(input.ownerEmail)))
        .limit(1);
      enterpriseId = owned?.enterpriseId ?? null;
      if (enterpriseId) {
        const [match] = await ctx.db
          .select({ id: companies.id })
          .from(companies)
          .where(
            and(
              eq(companies.enterpriseId, enterpriseId),
              eq(sql`lower(${companies.name})`, lower(companyName)),
            ),
          );
        companyId = match?.id ?? null;
      }
    }
  }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(signupRequests)
      .values({
        kind: input.kind,
        enterpriseId,
        companyId,
        enterpriseName: input.kind === 'enterprise' ? input.enterpriseName : '',
        companyName,
        email: input.email.trim(),
        passwordHash,
        phone: input.phone,
        firstName: input.firstName,
        lastName: input.lastName,
        message: input.message,
        inviterId,
      })
      .onConflictDoNothing()
      .returning({ id: signupRequests.id });
    // A second request while one is pending changes nothing (double submit, retry).
    if (!row) return;
    const approvers = enterpriseId
      ? await ownerEmails(tx, enterpriseId)
      : (await staffUsersQuery(tx, ctx.env.PROVIDER_DOMAIN)).map((s) => s.email);
    const batch = new WriteBatch();
    queueEmail(
      batch,
      tx,
      ctx,
      'signup_request',
      approvers,
      templates.signupRequest(ctx.env, {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        company: companyName,
        ...(input.kind === 'enterprise' ? { enterprise: input.enterpriseName } : {}),
        message: input.message,
        reviewUrl: `${appUrl(ctx.env)}/dashboard#signup-requests`,
      }),
    );
    await batch.run(tx);
  });
}

/** Who may decide a request: staff any; an owner those of their enterprise (members only). */
function mayDecide(actor: SessionUser, r: Row): boolean {
  if (actor.isStaff) return true;
  return r.kind === 'member' && r.enterpriseId !== null && actor.ownedEnterpriseIds.includes(r.enterpriseId);
}

async function toDtos(db: Db, rows: Row[]): Promise<SignupRequestDto[]> {
  const entIds = [...new Set(rows.map((r) => r.enterpriseId).filter((x): x is number => x !== null))];
  const [ents, comps] = entIds.length
    ? await Promise.all([
        db.select().from(enterprises).where(inArray(enterprises.id, entIds)),
        db
          .select()
          .from(companies)
          .where(inArray(companies.enterpriseId, entIds))
          .orderBy(asc(companies.name)),
      ])
    : [[], []];
  return rows.map((r) => {
    const e = ents.find((x) => x.id === r.enterpriseId);
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      enterpriseName: r.enterpriseName,
      companyName: r.companyName,
      message: r.message,
      enterprise: e ? { id: e.id, name: e.name } : null,
      companies: comps
        .filter((c) => c.enterpriseId === r.enterpriseId)
        .map((c) => ({ id: c.id, name: c.name })),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** Pending requests the actor may decide, oldest first. */
export async function listPendingSignups(db: Db, actor: SessionUser): Promise<SignupRequestDto[]> {
  if (!actor.isStaff && !actor.ownedEnterpriseIds.length) return [];
  const rows = await db
    .select()
    .from(signupRequests)
    .where(
      and(
        eq(signupRequests.status, 'pending'),
        actor.isStaff
          ? undefined
          : and(
              eq(signupRequests.kind, 'member'),
              inArray(signupRequests.enterpriseId, actor.ownedEnterpriseIds),
            ),
      ),
    )
    .orderBy(asc(signupRequests.id))
    .limit(100);
  return toDtos(db, rows);
}

/** A free username made from the e-mail's local part (`nina`, else `nina-2`, …). */
export const uniqueUsername = async (tx: Db, email: string): Promise<string> => {
  const base =
    lower(email)
      .split('@')[0]!
      .replace(/[^a-z0-9._-]/g, '') || 'user';
  const taken = await tx
    .select({ u: users.username })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, base), sql`lower(${users.username}) like ${`${base}-%`}`));
  const names = new Set(taken.map((t) => t.u.toLowerCase()));
  if (!names.has(base)) return base;
  for (let i = 2; ; i++) if (!names.has(`${base}-${i}`)) return `${base}-${i}`;
};

/**
 * Creates a customer's account (an approved sign-up request, an accepted invitation by e-mail):
 * never a staff address (staff are whoever has the provider's domain), never an address already
 * used. The username is the one chosen, else a free one made from the address. Answers its id.
 */
export async function createCustomerAccount(
  tx: Db,
  providerDomain: string,
  account: {
    email: string;
    username?: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone?: string | null;
  },
): Promise<number> {
  if (isStaffEmail(account.email, providerDomain)) throw new AppError('BAD_REQUEST', SIGNUP_STAFF_EMAIL);
  if (await emailTaken(tx, account.email)) throw new AppError('CONFLICT', SIGNUP_EMAIL_TAKEN);
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      username: account.username ?? (await uniqueUsername(tx, account.email)),
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? null,
    })
    .returning({ id: users.id });
  return user!.id;
}

/**
 * Approves a pending request in one transaction: creates the account (and, for a new enterprise,
 * the enterprise with the starter membership and its first company, the applicant as first owner)
 * and queues the welcome e-mail. The row lock makes a double approval create nothing twice.
 */
export async function decideSignup(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  decision: { approve: boolean; companyId?: number; address?: string | null },
): Promise<SignupRequestDto> {
  const address = decision.address ?? null;
  await ctx.db.transaction(async (tx) => {
    const [r] = await tx.select().from(signupRequests).where(eq(signupRequests.id, id)).for('update');
    if (!r || !mayDecide(actor, r)) throw notFound();
    if (r.status !== 'pending') throw new AppError('CONFLICT', 'This sign-up request was already decided.');
    if (!decision.approve) {
      await tx
        .update(signupRequests)
        .set({ status: 'rejected', decidedById: actor.id, decidedAt: new Date() })
        .where(eq(signupRequests.id, id));
      // The applicant hears of it (issue 28), in the same transaction: once, as the row lock above
      // makes a second decision a 409.
      const declined = new WriteBatch();
      // Who let whom in (or not) is in the audit log beside the invitations: the enterprise's own
      // log for a member's request (its owners read it), staff's for a new enterprise's.
      declined.write(
        auditInsert(tx, {
          actorId: actor.id,
          action: 'signup_declined',
          enterpriseId: r.enterpriseId,
          details: { email: r.email, kind: r.kind, address },
        }),
      );
      queueEmail(
        declined,
        tx,
        ctx,
        'signup_declined',
        [r.email],
        templates.signupDeclined(ctx.env, {
          name: r.firstName || r.email,
          joining: r.kind === 'enterprise' ? ctx.env.PROVIDER_NAME : r.companyName || ctx.env.PROVIDER_NAME,
        }),
      );
      await declined.run(tx);
      return;
    }
    const user = {
      id: await createCustomerAccount(tx, ctx.env.PROVIDER_DOMAIN, {
        email: r.email,
        passwordHash: r.passwordHash,
        firstName: r.firstName,
        lastName: r.lastName,
        phone: r.phone || null,
      }),
    };
    let companyName = r.companyName;
    let enterpriseId = r.enterpriseId;
    // The starter grant and the welcome e-mail go out together, as one batch at the end.
    const batch = new WriteBatch();
    if (r.kind === 'enterprise') {
      const [ent] = await tx
        .insert(enterprises)
        .values({ name: r.enterpriseName, membership: 'starter' })
        .returning({ id: enterprises.id });
      const [company] = await tx
        .insert(companies)
        .values({ name: r.companyName, enterpriseId: ent!.id })
        .returning({ id: companies.id });
      enterpriseId = ent!.id;
      await tx.insert(enterpriseOwners).values({ enterpriseId: ent!.id, userId: user.id, position: 0 });
      await tx.insert(companyMembers).values({ companyId: company!.id, userId: user.id });
      const grant = creditAllowance('starter');
      if (grant > 0) {
        const locked = await lockEnterpriseBalances(tx, [ent!.id]);
        postLedger(
          batch,
          tx,
          { enterpriseId: ent!.id, kind: 'grant', amount: grant, note: 'starter' },
          locked,
        );
      }
    } else {
      if (r.enterpriseId === null) {
        throw new AppError('BAD_REQUEST', 'Choose the enterprise and company this person joins first.');
      }
      const companyId = decision.companyId ?? r.companyId;
      const [company] = companyId
        ? await tx
            .select()
            .from(companies)
            .where(and(eq(companies.id, companyId), eq(companies.enterpriseId, r.enterpriseId)))
        : [];
      if (!company) throw new AppError('BAD_REQUEST', 'Please select a company');
      companyName = company.name;
      await tx.insert(companyMembers).values({ companyId: company.id, userId: user.id });
    }
    await tx
      .update(signupRequests)
      .set({ status: 'approved', approved: true, decidedById: actor.id, decidedAt: new Date() })
      .where(eq(signupRequests.id, id));
    batch.write(
      auditInsert(tx, {
        actorId: actor.id,
        action: 'signup_approved',
        targetUserId: user.id,
        enterpriseId,
        details: { email: r.email, kind: r.kind, company: companyName, address },
      }),
    );
    queueEmail(
      batch,
      tx,
      ctx,
      'signup_approved',
      [r.email],
      templates.signupApproved(ctx.env, {
        name: r.firstName,
        company: companyName,
        ...(r.kind === 'enterprise' ? { enterprise: r.enterpriseName } : {}),
      }),
    );
    await batch.run(tx);
  });
  const [row] = await ctx.db.select().from(signupRequests).where(eq(signupRequests.id, id));
  return (await toDtos(ctx.db, [row!]))[0]!;
}
