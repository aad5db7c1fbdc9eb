import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  companies,
  files,
  requestAssignees,
  requestTypes,
  serviceRequests,
  users,
} from '../db/schema/index.ts';
import { loadSessionUser } from '../plugins/auth.ts';
import type { RequestSnapshot } from '../modules/requests/effects.ts';

/** Test helpers for comments, notifications and e-mail: requests and files inserted directly. */

export async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function sessionUserOf(ctx: AppContext, email: string): Promise<SessionUser> {
  const user = await loadSessionUser(ctx.db, await userId(ctx.db, email), ctx.env.PROVIDER_DOMAIN);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

export async function insertRequest(
  ctx: AppContext,
  r: {
    title?: string;
    status?: string;
    company: string;
    createdBy: string;
    assignees?: string[];
    assignedTo?: string[];
  },
): Promise<RequestSnapshot> {
  const db = ctx.db;
  const [company] = await db.select().from(companies).where(eq(companies.name, r.company));
  const [type] = await db
    .select({ id: requestTypes.id })
    .from(requestTypes)
    .where(isNotNull(requestTypes.parentId))
    .limit(1);
  if (!company || !type) throw new Error('seed the demo data first');
  const createdById = await userId(db, r.createdBy);
  const [row] = await db
    .insert(serviceRequests)
    .values({
      title: r.title ?? 'Logo refresh',
      status: r.status ?? 'NOT_START',
      companyId: company.id,
      enterpriseId: company.enterpriseId,
      requestTypeId: type.id,
      createdById,
      updatedAt: sql`now() - interval '1 day'`,
    })
    .returning({ id: serviceRequests.id });
  const assigneeIds = await Promise.all((r.assignees ?? []).map((e) => userId(db, e)));
  const assignedToIds = await Promise.all((r.assignedTo ?? []).map((e) => userId(db, e)));
  const people = [
    ...assigneeIds.map((u) => ({ requestId: row!.id, userId: u, role: 'assignee' as const })),
    ...assignedToIds.map((u) => ({ requestId: row!.id, userId: u, role: 'assignedTo' as const })),
  ];
  if (people.length) await db.insert(requestAssignees).values(people);
  return {
    id: row!.id,
    title: r.title ?? 'Logo refresh',
    status: r.status ?? 'NOT_START',
    companyId: company.id,
    enterpriseId: company.enterpriseId,
    createdById,
    assigneeIds,
    assignedToIds,
  };
}

/** An uploaded, not yet attached file of `uploader`. */
export async function insertFile(db: Db, uploaderEmail: string, name = 'brief.pdf'): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({
      storageKey: `test/${Math.random().toString(36).slice(2)}`,
      name,
      mime: 'application/pdf',
      size: 1234,
      uploaderId: await userId(db, uploaderEmail),
    })
    .returning({ id: files.id });
  return row!.id;
}

export async function requestUpdatedAt(db: Db, id: number): Promise<Date> {
  const [row] = await db
    .select({ updatedAt: serviceRequests.updatedAt })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id)));
  return row!.updatedAt;
}
