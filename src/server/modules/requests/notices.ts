import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import { companies, users } from '../../db/schema/index.ts';
import { STATUS_LABELS, isRequestStatus } from '#shared/domain/request-status.ts';
import { requestPath } from '#shared/schemas/notification.ts';
import { escapeHtml, type RequestInfo } from '../../platform/email/templates.ts';

/*
 * What notifications and e-mails about a request say of it: shared by the request effects
 * (request-effects.ts) and the comment effects (comment-effects.ts).
 */

export const statusLabel = (s: string) => (isRequestStatus(s) ? STATUS_LABELS[s] : s);

export const displayName = (u: Pick<SessionUser, 'firstName' | 'lastName' | 'username'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.username;

/** The request as a link in a notification's HTML. */
export const requestLinkHtml = (request: { id: number; title: string; status: string }) =>
  `<a href="${escapeHtml(requestPath(request.id, request.status))}">${escapeHtml(request.title)}</a>`;

type InfoRequest = { id: number; title: string; status: string; companyId: number; createdById: number };
type InfoRow = { companyName: string; firstName: string; lastName: string; username: string };

/** requestInfo's query, for callers that send it along with other lookups (rows: company_name, first_name, last_name, username). */
export const requestInfoQuery = (tx: Db, request: Pick<InfoRequest, 'createdById' | 'companyId'>) =>
  tx
    .select({
      companyName: companies.name,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, request.createdById))
    .where(eq(companies.id, request.companyId));

/** The RequestInfo of requestInfoQuery's row (as drizzle maps it, or as JSON from readTogether). */
export function toRequestInfo(
  request: InfoRequest,
  row: InfoRow | Record<string, unknown> | undefined,
): RequestInfo {
  const r = row as Record<string, string> | undefined;
  const names = r
    ? {
        firstName: r.firstName ?? r.first_name ?? '',
        lastName: r.lastName ?? r.last_name ?? '',
        username: r.username ?? '',
      }
    : null;
  return {
    id: request.id,
    title: request.title,
    status: request.status,
    companyName: r ? (r.companyName ?? r.name ?? '') : '',
    creatorName: names ? displayName(names) : '',
  };
}

/** Company and creator names for e-mails (one query). */
export async function requestInfo(tx: Db, request: InfoRequest): Promise<RequestInfo> {
  const [row] = await requestInfoQuery(tx, request);
  return toRequestInfo(request, row);
}
