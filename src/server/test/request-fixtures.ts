import { eq } from 'drizzle-orm';
import { buildDemoApp } from './demo-app.ts';
import { DEMO } from './factories.ts';
import { companies, creditLedger, enterprises, files, requestTypes, users } from '../db/schema/index.ts';

/** A seeded app with every demo user signed in, and lookups by name for the request API tests. */
export type RequestWorld = Awaited<ReturnType<typeof requestWorld>>;
export type Who = keyof typeof DEMO;

export async function requestWorld() {
  const t = await buildDemoApp();
  const db = t.ctx.db;
  const cookies = t.cookies as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  for (const [who, email] of Object.entries(DEMO) as [Who, string][]) {
    ids[who] = (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
  const typeRows = await db.select({ id: requestTypes.id, name: requestTypes.name }).from(requestTypes);
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const type = (name: string) => typeRows.find((r) => r.name === name)!.id;
  const company = (name: string) => companyRows.find((r) => r.name === name)!.id;

  type Res = { status: number; body: any };
  const call = async (
    who: Who | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<Res> => {
    const res = await t.app.inject({
      method,
      url,
      headers: who ? { cookie: cookies[who] } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };

  /** A cheap valid submission: Website bug fix, 3 credits + severity. */
  const bugFix = (extra: Record<string, unknown> = {}) => ({
    title: 'Broken link on the homepage',
    serviceRequestType: type('Website bug fix'),
    company: company('Acme Foods'),
    content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click the logo' }),
    assignees: [ids.acmeOwner],
    ...extra,
  });

  const create = (who: Who, data: Record<string, unknown>) =>
    call(who, 'POST', '/api/service-requests', { data });
  const update = (who: Who, id: number, data: Record<string, unknown>) =>
    call(who, 'PUT', `/api/service-requests/${id}`, { data });
  const saveDraft = (who: Who, data: Record<string, unknown>) =>
    call(who, 'PUT', '/api/service-requests', { data });
  const remove = (who: Who, id: number) => call(who, 'PUT', `/api/service-requests/remove/${id}`);
  const get = (who: Who, id: number) => call(who, 'GET', `/api/service-requests/${id}`);

  const balance = async (name: string) =>
    (
      await db.select({ b: enterprises.availableCredit }).from(enterprises).where(eq(enterprises.name, name))
    )[0]!.b;
  const enterpriseId = async (name: string) =>
    (await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, name)))[0]!.id;
  const ledger = async (name: string) =>
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.enterpriseId, await enterpriseId(name)))
      .orderBy(creditLedger.id);

  /** A stored file row as the uploads endpoint would create it. */
  const fileOf = async (who: Who, name = 'brief.pdf', mime = 'application/pdf') =>
    (
      await db
        .insert(files)
        .values({
          storageKey: `k-${Math.random().toString(36).slice(2)}`,
          name,
          mime,
          size: 10,
          uploaderId: ids[who],
        })
        .returning({ id: files.id })
    )[0]!.id;

  return {
    t,
    db,
    cookies,
    ids,
    type,
    company,
    call,
    create,
    update,
    saveDraft,
    remove,
    get,
    bugFix,
    balance,
    enterpriseId,
    ledger,
    fileOf,
  };
}
